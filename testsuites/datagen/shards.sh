#!/usr/bin/env bash
# Shards: the two shards of a run (--shard 1/2 and 2/2, the second as a Kubernetes Indexed Job gives it,
# --shard auto/2 with JOB_COMPLETION_INDEX=1) merged equal the run played whole, merged alone (the same
# games in the same order, the same positions); a shard merged twice adds nothing; a file of another run
# is refused, naming the file and the setting that differs.
. "$(dirname "$0")/common.sh"
game=(play --game steere --depth 2 --random-plies 0:6 --maxplies 50 --progress 0)
"$datagen" "${game[@]}" --games 10 --seed 7 --concurrency 2 --out "$scratch/whole.iwd"
"$datagen" "${game[@]}" --games 10 --seed 7 --shard 1/2 --out "$scratch/shard-1.iwd"
JOB_COMPLETION_INDEX=1 "$datagen" "${game[@]}" --games 10 --seed 7 --shard auto/2 --out "$scratch/shard-2.iwd"
"$datagen" merge --out "$scratch/whole-merged.iwd" "$scratch/whole.iwd" > /dev/null
"$datagen" merge --out "$scratch/merged.iwd" "$scratch/shard-2.iwd" "$scratch/shard-1.iwd" "$scratch/shard-1.iwd" \
  > "$scratch/merge.out"
grep -q "10 games (5 duplicates dropped)" "$scratch/merge.out" || fail "merge: $(cat "$scratch/merge.out")"
[[ $(game_lines "$scratch/shard-1.iwd" | awk '{print $2}' | sort -n | tr '\n' ' ') == "0 2 4 6 8 " ]] ||
  fail "shard 1/2 holds games $(game_lines "$scratch/shard-1.iwd" | awk '{print $2}' | tr '\n' ' ')"
diff <(body "$scratch/whole-merged.iwd") <(body "$scratch/merged.iwd") > "$scratch/diff.txt" ||
  fail "the merged shards differ from the whole run: $(head -5 "$scratch/diff.txt")"
(($(grep -c '^[0-9]' < <(body "$scratch/merged.iwd")) > 40)) || fail "too few positions to compare"
# No position string twice in a merged file.
[[ -z $(body "$scratch/merged.iwd" | grep '^[0-9]' | cut -d' ' -f7- | sort | uniq -d) ]] || fail "a position twice"

"$datagen" "${game[@]}" --seed 8 --games 2 --out "$scratch/other.iwd"
"$datagen" merge --out "$scratch/mixed.iwd" "$scratch/shard-1.iwd" "$scratch/other.iwd" 2> "$scratch/mixed.err" &&
  fail "files of two runs were merged"
grep -q "other.iwd is another run's than .*shard-1.iwd: seed '7' here, '8' in .*other.iwd" "$scratch/mixed.err" ||
  fail "two runs: $(cat "$scratch/mixed.err")"
exit $failed
