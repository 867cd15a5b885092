// A match described in a JSON file, as an alternative to a long command line:
//   {"engines": [{"name": "new", "cmd": "build/bin/inchworm", "options": {"Player": "engine"}, "tc": "10+0.1"},
//                {"name": "uct", "cmd": "build/bin/inchworm", "options": {"Player": "uct"}, "st": 0.1}],
//    "games": 100, "concurrency": 2, "variant": {"<RuleOption>": "<value>"},
//    "openings": {"file": "book.txt", "order": "random", "seed": 7}, "sprt": {"elo0": 0, "elo1": 10}}
// Each engine object takes the keys of `-engine` ("options" an object, "args" a list); every other key
// is a command-line option without its dash, objects giving key=value words and lists several words.
// "variant" holds the game's own rule options, by the names the game gives them (its `option` lines),
// which this file does not know.
#pragma once

#include <string>
#include <vector>

#include "expected.h"

namespace referee {

// One command-line word from a configuration file, and where it came from, for error messages.
struct ConfigWord {
  std::string word;  // "-games", "4", "option.Hash=16"
  std::string key;   // "games", "engines[0].options.Hash"
};

// The file as command-line words, e.g. {"games": 4} gives {"-games", "4"}. The error names the file
// and what is wrong in it.
inchworm::Expected<std::vector<ConfigWord>> config_file_arguments(const std::string& path);

}  // namespace referee
