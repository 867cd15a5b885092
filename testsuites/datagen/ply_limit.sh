#!/usr/bin/env bash
# uiw-datagen play's ply limit: by default the game's own (GameEntry::selfplay_max_plies: 1000 in
# Rodeffer's Inchworm, whose self-play games end by the rules after 480 to 613 plies, 400 in the others),
# --maxplies otherwise; `stats` shows the limit a file was played with.
. "$(dirname "$0")/common.sh"
limit_of() { "$datagen" stats "$1" | sed -n 's/^limit .*, maxplies \([0-9?]*\)$/\1/p'; }
play() { "$datagen" play --depth 1 --games 1 --progress 0 "$@"; }
play --game rodeffer --out "$scratch/rodeffer.iwd"
play --game steere --out "$scratch/steere.iwd"
play --game rodeffer --maxplies 12 --out "$scratch/short.iwd"
[[ $(limit_of "$scratch/rodeffer.iwd") == 1000 ]] || fail "Rodeffer's default limit: '$(limit_of "$scratch/rodeffer.iwd")', not 1000"
[[ $(limit_of "$scratch/steere.iwd") == 400 ]] || fail "Steere's default limit: '$(limit_of "$scratch/steere.iwd")', not 400"
[[ $(limit_of "$scratch/short.iwd") == 12 ]] || fail "--maxplies 12: '$(limit_of "$scratch/short.iwd")'"
# The limit is the one played: the short game was stopped and judged at ply 12.
"$datagen" stats "$scratch/short.iwd" | grep -q "adjudicated at the ply limit 1," ||
  fail "the game under --maxplies 12 was not judged at the limit: $("$datagen" stats "$scratch/short.iwd" | grep '^games')"
exit $failed
