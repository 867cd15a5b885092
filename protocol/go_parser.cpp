#include "go_parser.h"

#include <limits>

#include "text.h"

namespace uiw {
namespace {

using inchworm::Error;

// Reads a whole number within [lo, hi] into `out`.
bool read_number(const std::string& s, long long lo, long long hi, long long& out) {
  const auto n = inchworm::parse_number<long long>(s, lo, hi);
  if (n) out = *n;
  return n.has_value();
}

// Index of a clock field's player (0 = first, 1 = second) and whether it is an increment.
struct ClockField {
  const char* name;
  int player;
  bool increment;
};
constexpr ClockField kClockFields[] = {
    {"wtime", 0, false},  {"btime", 1, false},  {"winc", 0, true},  {"binc", 1, true},
    {"p1time", 0, false}, {"p2time", 1, false}, {"p1inc", 0, true}, {"p2inc", 1, true},
};

// The words that start a field of `go`: searchmoves collects moves up to the next of them.
constexpr const char* kKeywords[] = {"wtime", "btime",    "winc",      "binc",        "p1time", "p2time",
                                     "p1inc", "p2inc",    "movestogo", "movetime",    "depth",  "nodes",
                                     "mate",  "infinite", "ponder",    "searchmoves", "perft"};

bool is_keyword(const std::string& word) {
  for (const char* k : kKeywords)
    if (word == k) return true;
  return false;
}

constexpr long long kMaxMs = 1'000'000'000'000LL;  // about 31 years: anything larger is a typo

}  // namespace

inchworm::Expected<GoCommand> parse_go(const std::vector<std::string>& w) {
  GoCommand go;
  auto value_of = [&](std::size_t i) -> const std::string* { return i + 1 < w.size() ? &w[i + 1] : nullptr; };
  for (std::size_t i = 1; i < w.size(); ++i) {
    const std::string& token = w[i];
    if (token == "infinite") {
      go.limits.infinite = true;
      continue;
    }
    if (token == "ponder") {
      go.ponder = true;
      continue;
    }
    if (token == "searchmoves") {
      std::size_t j = i + 1;
      for (; j < w.size() && !is_keyword(w[j]); ++j) go.limits.search_moves.push_back(w[j]);
      if (j == i + 1) return Error{"go: searchmoves needs at least one move"};
      i = j - 1;
      continue;
    }
    const std::string* value = value_of(i);
    auto needs = [&](const char* what) { return Error{"go: " + token + " needs " + what}; };
    auto bad = [&](const char* what) {
      return Error{"go: bad value for " + token + ": " + *value + " (expected " + what + ")"};
    };
    long long n = 0;
    bool clock = false;
    for (const ClockField& f : kClockFields) {
      if (token != f.name) continue;
      if (!value) return needs("a time in milliseconds");
      if (!read_number(*value, -kMaxMs, kMaxMs, n)) return bad("milliseconds");
      (f.increment ? go.limits.increment : go.limits.time)[f.player] = n;
      clock = true;
    }
    if (clock) {
      ++i;
      continue;
    }
    if (token == "movestogo") {
      if (!value) return needs("a number of moves");
      if (!read_number(*value, 0, 1'000'000, n)) return bad("a number of moves >= 0");
      // Some GUIs send 0 for "not given".
      if (n > 0) go.limits.moves_to_go = int(n);
    } else if (token == "movetime") {
      if (!value) return needs("a time in milliseconds");
      if (!read_number(*value, 0, kMaxMs, n)) return bad("milliseconds >= 0");
      go.limits.move_time = n;
    } else if (token == "depth") {
      if (!value) return needs("a depth");
      if (!read_number(*value, 1, 128, n)) return bad("1..128");
      go.limits.depth = int(n);
    } else if (token == "mate") {
      if (!value) return needs("a number of moves");
      if (!read_number(*value, 1, 64, n)) return bad("1..64 moves");
      go.limits.mate = int(n);
    } else if (token == "nodes") {
      if (!value) return needs("a node count");
      if (!read_number(*value, 1, std::numeric_limits<long long>::max(), n)) return bad("a node count >= 1");
      go.limits.nodes = std::uint64_t(n);
    } else if (token == "perft") {
      // The perft messages are those of the first protocol version, which transcripts rely on.
      if (i != 1 || go.ponder || go.limits.infinite) return Error{"go: perft cannot be combined with search limits"};
      if (!value) return Error{"go perft needs a depth"};
      if (!read_number(*value, 0, 64, n)) return Error{"bad perft depth: " + *value + " (expected 0..64)"};
      if (i + 2 < w.size()) return Error{"unexpected token after the perft depth: " + w[i + 2]};
      go.kind = GoCommand::Kind::Perft;
      go.perft_depth = int(n);
    } else {
      return Error{"go: unknown token: " + token};
    }
    ++i;
  }
  return go;
}

}  // namespace uiw
