#!/usr/bin/env bash
# --resume: a run whose file lost the end of its last block (a kill while writing it), and a run killed
# for real, each continued with --resume, hold every game once and the very games and positions of the
# run played without a stop. A file of another run is refused, naming the setting that differs.
. "$(dirname "$0")/common.sh"
game=(play --game inchworm-chess --depth 1 --random-plies 2:8 --maxplies 24 --progress 0)
run=("${game[@]}" --seed 3)
"$datagen" "${run[@]}" --games 24 --concurrency 2 --out "$scratch/whole.iwd"
"$datagen" merge --out "$scratch/whole-sorted.iwd" "$scratch/whole.iwd" > /dev/null
body "$scratch/whole-sorted.iwd" > "$scratch/whole.txt"

# Every game of the file once, 0..23: what a resumed run must hold.
check_games() {
  local games
  games=$(game_lines "$1" | awk '{print $2}' | sort -n | tr '\n' ' ')
  [[ $games == "$(seq -s " " 0 23) " ]] || fail "$2: the games in the file are '$games'"
  "$datagen" merge --out "$scratch/$2-sorted.iwd" "$1" > /dev/null
  diff "$scratch/whole.txt" <(body "$scratch/$2-sorted.iwd") > /dev/null || fail "$2: other games than the run without a stop"
}

# A block cut short: the first 5 games, the last block's last 10 bytes lost.
"$datagen" "${run[@]}" --games 5 --out "$scratch/cut.iwd"
truncate -s -10 "$scratch/cut.iwd"
"$datagen" "${run[@]}" --games 24 --resume --out "$scratch/cut.iwd" 2> "$scratch/cut.err"
grep -q "4 games kept, a block cut short removed" "$scratch/cut.err" || fail "cut: $(cat "$scratch/cut.err")"
check_games "$scratch/cut.iwd" cut

# The size of a file of the run's first two games (its games are played in order without --concurrency):
# a file longer than that holds both whole and a third begun.
"$datagen" "${run[@]}" --games 2 --out "$scratch/two.iwd"
two_games=$(stat -c %s "$scratch/two.iwd")
# A real kill (SIGKILL) once a third game is being written. The run goes on in slices of a few
# milliseconds between SIGSTOP and SIGCONT, so that it seldom runs to its end while this script looks at
# the file; the slices go on for up to 120 s (a loaded machine may give the run little of them). A loaded
# machine may also leave the run going for longer than a slice (this script not scheduled back in time),
# long enough to finish all 24 games (at depth 1 they take milliseconds): such an attempt killed nothing
# and is tried again, up to 10 times; the kill must land inside the run in one of them.
exec {never}<> <(:)  # a pipe nothing is written to: `read -t` on it is a sleep without a process
kill_run() {
  rm -f "$scratch/killed.iwd"
  "$datagen" "${run[@]}" --games 24 --out "$scratch/killed.iwd" &
  local pid=$!
  kill -STOP $pid 2>/dev/null || true
  for ((t = 0, end = SECONDS + 120; SECONDS < end; ++t)); do
    size=$(stat -c %s "$scratch/killed.iwd" 2>/dev/null || echo 0)
    ((size > two_games)) && break
    kill -CONT $pid 2>/dev/null || break  # (the run ended: set -e must not end the script)
    read -r -t 0.002 -u "$never" || true
    kill -STOP $pid 2>/dev/null || break
  done
  kill -KILL $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
}
for ((attempt = 1; attempt <= 10; ++attempt)); do
  kill_run
  "$datagen" "${run[@]}" --games 24 --concurrency 2 --resume --out "$scratch/killed.iwd" 2> "$scratch/killed.err" ||
    fail "killed: the resumed run failed: $(cat "$scratch/killed.err")"
  kept=$(sed -n 's/.*: \([0-9]*\) games kept.*/\1/p' "$scratch/killed.err")
  ((kept < 24)) && break
  echo "attempt $attempt: the run finished its 24 games before the kill ($size bytes after $t slices); again"
done
((kept >= 2 && kept < 24)) ||
  fail "killed: $kept games were in the file when the run was killed (2 to 23 expected; $size bytes after $t slices, two games are $two_games, $((attempt > 10 ? 10 : attempt)) attempts): $(cat "$scratch/killed.err")"
echo "killed after $kept games"
check_games "$scratch/killed.iwd" killed

# Another run's file (another seed) is refused, naming the seed.
"$datagen" "${game[@]}" --seed 4 --games 24 --resume --out "$scratch/cut.iwd" 2> "$scratch/other.err" &&
  fail "another run's file was continued"
grep -q "seed '4' here, '3' in" "$scratch/other.err" || fail "another run: $(cat "$scratch/other.err")"
# So is the same run with another evaluation: the hand-written one plays other games than the network
# (Inchworm Chess's default since its round 5).
"$datagen" "${run[@]}" --games 24 --option Evaluation=hand --resume --out "$scratch/cut.iwd" 2> "$scratch/other.err" &&
  fail "a run of the other evaluation was continued"
grep -q "evaluation 'hand' here, 'network builtin' in" "$scratch/other.err" ||
  fail "another evaluation: $(cat "$scratch/other.err")"
exit $failed
