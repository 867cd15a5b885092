// The seed corpus of one game for the two fuzz targets, made from the project's files: the figures and
// worked examples of seeds/ (as they stand: the parser target reads their `key: value` lines), the
// position files of testsuites/positions/ (perft files, bench suites, openings), random games played
// through the game's rules, the golden transcripts' inputs (testsuites/protocol/, a game's own folder
// testsuites/protocol/<game>/ too) and the hand-made awkward inputs of testsuites/fuzz/parser_corpus/ and
// session_corpus/.
//
// Which files are a game's is found out, not listed, so that a new game needs nothing here: a figure is
// the game's when the game reads one of its position strings (not `startpos`), takes one of its rule
// options, or plays the first move it gives from a position it reads; a line of a position file when
// the game reads a field of it as a position string (under the line's `Name=Value` fields as rules) or
// plays the whole line as moves from its start.
#pragma once

#include <cstddef>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include "game_entry.h"

namespace fuzz {

struct Seed {
  std::string name;  // where it comes from, usable as a file name
  std::string text;
};

constexpr std::size_t kAllLines = std::numeric_limits<std::size_t>::max();

// The parser target's seeds for `game` (every file of `root`, the repository, and random games), at
// most `per_file` lines of each position file (spread through it).
std::vector<Seed> parser_seeds(const inchworm::GameEntry& game, const std::filesystem::path& root,
                               std::size_t per_file = kAllLines);

// The session target's seeds for `game`: the transcripts' inputs, the session corpus, and each parser
// seed found for the game (not the hand-made ones) as a session (as_session).
std::vector<Seed> session_seeds(const inchworm::GameEntry& game, const std::filesystem::path& root,
                                std::size_t per_file = kAllLines);

// A parser seed (lines as parser_fuzz.h reads them) as protocol commands for `game`: its rule options
// the game takes as `setoption`, each position as `position` with the moves the game plays (and the
// first it refuses on a line, as a refused `position`), then `d`, `eval`, `go` and a question.
std::string as_session(const inchworm::GameEntry& game, const std::string& parser_input);

}  // namespace fuzz
