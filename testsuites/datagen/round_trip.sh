#!/usr/bin/env bash
# The format's round trip: files written by uiw-datagen (two games, one with a rule option, and every
# filter) read by the Python reader give the very lines of `uiw-datagen dump`; the Python writer
# writes the same bytes back.
. "$(dirname "$0")/common.sh"
"$datagen" play --game inchworm-chess --depth 1 --games 6 --random-plies 2:8 --maxplies 40 --progress 0 \
  --concurrency 2 --out "$scratch/chess.iwd"
"$datagen" play --game rodeffer --rule CaptureRule=modern --nodes 300 --games 3 --random-plies 0:4 --maxplies 30 \
  --progress 0 --out "$scratch/rodeffer.iwd"
for file in chess rodeffer; do
  for filters in "" "--quiet-only" "--skip-in-check --max-score 300 --min-ply 6"; do
    "$datagen" dump "$scratch/$file.iwd" $filters > "$scratch/cpp.txt"
    "$python" "$iwdata" dump "$scratch/$file.iwd" $filters > "$scratch/py.txt"
    diff "$scratch/cpp.txt" "$scratch/py.txt" > "$scratch/diff.txt" || fail "$file ${filters:-(no filter)}: the readers differ: $(head -5 "$scratch/diff.txt")"
  done
  [[ $(grep -c '^[0-9]' < <("$datagen" dump "$scratch/$file.iwd")) -gt 20 ]] || fail "$file: too few positions to compare"
  PYTHONPATH=$(dirname "$iwdata") "$python" -c "
import iwdata, sys
data = iwdata.DataFile(sys.argv[1])
iwdata.write(sys.argv[2], data.header, data.games())" "$scratch/$file.iwd" "$scratch/$file-python.iwd"
  cmp -s "$scratch/$file.iwd" "$scratch/$file-python.iwd" || fail "$file: the Python writer wrote other bytes"
done
# Both flags occur in the chess data (else the filters' comparison proves little).
"$datagen" dump "$scratch/chess.iwd" | awk '$6 ~ /q/ {q = 1} $6 == "-" {n = 1} END {exit !(q && n)}' ||
  fail "chess: no quiet and non-quiet best moves to filter"
exit $failed
