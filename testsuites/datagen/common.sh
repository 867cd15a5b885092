# What the datagen tests share: the programs, a scratch folder removed at the end, and fail/check.
# Sourced by the tests with the programs as arguments: --datagen PATH [--python PATH].
set -euo pipefail
datagen="" python=/usr/bin/python3
while (($#)); do
  case "$1" in
    --datagen) datagen=$2; shift 2 ;;
    --python) python=$2; shift 2 ;;
    *) echo "unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[[ -x $datagen ]] || { echo "give --datagen PATH" >&2; exit 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
iwdata=$here/../../scripts/training/iwdata.py
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }
# A data file's positions and games as text, without the notes (the command line, the shard).
body() { "$datagen" dump "$@" | grep -v '^# note '; }
# The game lines of a file, one a game in the file's order.
game_lines() { "$datagen" dump "$1" | grep '^game '; }
