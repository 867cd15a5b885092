#!/usr/bin/env bash
# The format's round trip: files written by uiw-datagen (two games, one with a rule option, and every
# filter) read by the Python reader give the very lines of `uiw-datagen dump`; the Python writer
# writes the same bytes back. And `terms` on them gives the matrices its JSON describes.
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
# terms on the same data: a row a kept position, the columns the JSON names (the four fixed ones, then a
# derivative a tunable), every tunable given and only those; by default the ones that change the evaluation.
"$datagen" terms --data "$scratch/chess.iwd" --quiet-only --param Tempo --param mobilityscale --option Tempo=20 \
  --out "$scratch/two.npy" > /dev/null || fail "terms with two tunables failed"
"$datagen" terms --data "$scratch/chess.iwd" --concurrency 2 --out "$scratch/all.npy" > /dev/null || fail "terms failed"
"$datagen" terms --data "$scratch/rodeffer.iwd" --eval-only --out "$scratch/rodeffer.npy" > /dev/null || fail "terms failed"
# Steere plays its network by default; terms reads the hand-written evaluation, whose weights a fit moves.
"$datagen" play --game steere --nodes 300 --games 2 --maxplies 30 --progress 0 --out "$scratch/steere.iwd"
"$datagen" terms --data "$scratch/steere.iwd" --param Tempo --out "$scratch/steere.npy" > /dev/null ||
  fail "terms on Steere's data failed"
"$python" - "$scratch" "$("$datagen" dump "$scratch/chess.iwd" --quiet-only | grep -c '^[0-9]')" \
  "$("$datagen" dump "$scratch/chess.iwd" | grep -c '^[0-9]')" <<'PYTHON' || fail "terms: the matrices are not as the JSON says"
import json, sys
import numpy as np
scratch, quiet, every = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def read(name):
    with open(f"{scratch}/{name}.json") as f:
        return np.load(f"{scratch}/{name}.npy"), json.load(f)
two, meta = read("two")
assert two.shape == (quiet, 6) and meta["positions"] == quiet, (two.shape, quiet)
assert [p["name"] for p in meta["params"]] == ["Tempo", "MobilityScale"] and meta["params"][0]["value"] == 20
assert (two[:, 4] != 0).all(), "the tempo changes every evaluation"
assert meta["columns"][:4] == ["result", "score", "eval", "eval_after"]
every_one, meta = read("all")
assert every_one.shape == (every, 4 + len(meta["params"])) and "QuiescencePlies" in meta["left_out"]
assert all((every_one[:, 4 + j] != 0).any() for j in range(len(meta["params"])))
assert set(every_one[:, 0]) <= {0, 0.5, 1}
assert read("rodeffer")[0].shape[1] == 4
steere, meta = read("steere")
assert steere.shape[1] == 5 and len(steere) > 10, steere.shape
assert (steere[:, 4] != 0).all(), "the tempo changes every hand-written evaluation of Steere's"
PYTHON
# Both flags occur in the chess data (else the filters' comparison proves little).
"$datagen" dump "$scratch/chess.iwd" | awk '$6 ~ /q/ {q = 1} $6 == "-" {n = 1} END {exit !(q && n)}' ||
  fail "chess: no quiet and non-quiet best moves to filter"
exit $failed
