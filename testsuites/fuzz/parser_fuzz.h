// The body of the parser fuzz target, for any registered game through its GameState (rules, position
// strings and move tokens): shared by the libFuzzer binary (parser_fuzzer.cpp) and the ordinary test
// that runs it over every game's seed corpus (corpus_test.cpp).
//
// Input: text lines, read as the seed figures are written (seeds/<game>/: `key: value` lines, `#`
// comments). `rules: Name=Value ...` sets rule options and starts over at the start position; a
// `position: ...` line, or the first line without a key, is a position string or `startpos`; `after:`
// and `fen:` lines are position strings read on the side; every word of any other line is a move token,
// played when it is legal (at most kMaxMovesPlayed an input).
//
// Checked, for every game alike: a refused option, position string or move leaves a non-empty message
// and the state as it was; a position string read back as written (format(parse(s)) == s) and by a
// fresh state under the same rules; a move accepted by parse_move is played by play, its canonical token
// parses to itself and is listed; every listed move parses back to itself (up to kMaxMovesChecked a
// listing); a position that is not over has a legal move. The games' own `is_ok` is asserted after
// every move in a debug build (the fuzz build is one).
#pragma once

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "game_entry.h"
#include "game_state.h"
#include "text.h"

namespace fuzz {

constexpr int kMaxMovesPlayed = 300;
// Listings checked move by move per input, and moves checked per listing (a stride through a longer
// one): a Rodeffer stack's distributions run to hundreds of thousands, and listing a 9-stack's takes
// seconds in the sanitizer build. After a listing of more than kLongListing moves, or one the game
// refuses (too many moves to list: a Rodeffer 25-stack), the input lists no more; and the listings of
// the last positions met are kept (ListingCache), for the inputs that come back to them.
constexpr int kMaxListings = 40;
constexpr std::size_t kMaxMovesChecked = 1000;
constexpr std::size_t kLongListing = 20000;

using Listing = inchworm::Expected<std::vector<std::string>>;

// The listings of the positions met last, by game, rules and position.
class ListingCache {
 public:
  static std::shared_ptr<const Listing> of(const inchworm::GameState& s) {
    static ListingCache cache;
    const std::string key = s.game_id() + "\n" + inchworm::rules_in_force(s) + "\n" + s.position_string();
    if (auto found = cache.listings_.find(key); found != cache.listings_.end()) return found->second;
    if (cache.listings_.size() >= kPositions) cache.listings_.clear();
    auto listed = std::make_shared<const Listing>(s.legal_moves());
    cache.listings_.emplace(key, listed);
    return listed;
  }

 private:
  static constexpr std::size_t kPositions = 64;
  std::map<std::string, std::shared_ptr<const Listing>> listings_;
};

// What a refused input must leave as it was: the rules and the position.
inline std::string fingerprint(const inchworm::GameState& s) {
  return inchworm::rules_in_force(s) + "\n" + s.position_string();
}

// The `key: value` form of a line (key empty when the line has none).
struct KeyedLine {
  std::string key;
  std::string value;
};

inline KeyedLine split_key(const std::string& line) {
  const auto colon = line.find(": ");
  if (colon == std::string::npos || line.find(' ') != colon + 1) return {"", line};
  return {line.substr(0, colon), line.substr(colon + 2)};
}

class ParserCheck {
 public:
  explicit ParserCheck(const inchworm::GameEntry& game) : game_(game), state_(game.make_state()) {}

  // Runs one input; returns the first problem found, or "".
  std::string run(std::string_view input) {
    std::istringstream lines{std::string(input)};
    bool have_position = false;
    for (std::string line; std::getline(lines, line) && problem_.empty();) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.empty() || line[0] == '#') continue;
      const KeyedLine kl = split_key(line);
      if (kl.key == "rules") {
        set_rules(kl.value);
        have_position = false;
      } else if (kl.key == "position" || (kl.key.empty() && !have_position)) {
        have_position = true;
        set_position(kl.value);
      } else if (kl.key == "after" || kl.key == "fen") {
        auto scratch = state_->clone();
        if (!scratch->set_position(kl.value)) check_position(*scratch);
      } else {
        std::istringstream tokens(kl.value);
        for (std::string token; problem_.empty() && played_ < kMaxMovesPlayed && tokens >> token;) try_move(token);
      }
    }
    return problem_;
  }

 private:
  void fail(const std::string& what) {
    if (problem_.empty()) problem_ = game_.id + ": " + what;
  }

  // A refused input: a message, and nothing changed.
  void check_refusal(const std::string& message, const std::string& before, const std::string& what) {
    if (message.empty()) fail(what + " is refused with an empty message");
    if (fingerprint(*state_) != before) fail(what + " is refused but changed the state");
  }

  void set_rules(const std::string& items) {
    std::istringstream words(items);
    for (std::string item; problem_.empty() && words >> item;) {
      const auto eq = item.find('=');
      const std::string name = item.substr(0, eq), value = eq == std::string::npos ? "" : item.substr(eq + 1);
      const std::string before = fingerprint(*state_);
      if (auto e = state_->set_rule_option(name, value)) {
        check_refusal(e->message, before, "rule option " + item);
        continue;
      }
      // The value read back is taken back unchanged.
      const std::string after = fingerprint(*state_);
      if (auto e = state_->set_rule_option(name, state_->rule_option_value(name)))
        fail("rule option " + name + " refuses its own value '" + state_->rule_option_value(name) + "': " + e->message);
      else if (fingerprint(*state_) != after)
        fail("rule option " + name + " set to its own value changed the state");
    }
    if (problem_.empty() && state_->set_position("startpos")) fail("startpos is refused");
  }

  void set_position(const std::string& text) {
    const std::string before = fingerprint(*state_);
    if (auto e = state_->set_position(text)) return check_refusal(e->message, before, "position '" + text + "'");
    check_position(*state_);
    check_listed(*state_);
  }

  // The position string reads back as written, in this state and in a fresh one under the same rules.
  void check_position(const inchworm::GameState& s) {
    const std::string text = s.position_string();
    auto fresh = game_.make_state();
    for (const auto& spec : s.rule_options())
      if (auto e = fresh->set_rule_option(spec.name, s.rule_option_value(spec.name)))
        return fail("a fresh state refuses " + spec.name + "=" + s.rule_option_value(spec.name) + ": " + e->message);
    if (auto e = fresh->set_position(text))
      return fail("its own position string is refused: " + text + ": " + e->message);
    if (fresh->position_string() != text)
      return fail("format(parse(s)) != s: " + text + " -> " + fresh->position_string());
    if (fresh->first_player_to_move() != s.first_player_to_move()) fail("the side to move changed through " + text);
  }

  // Every listed move parses back to itself; a position that is not over has one.
  void check_listed(const inchworm::GameState& s) {
    const auto listed = listing(s);
    if (!listed) return;
    const std::vector<std::string>& moves = **listed;
    if (moves.empty() && !s.is_over()) fail("no legal move but the game is not over: " + s.position_string());
    const std::size_t stride = std::max<std::size_t>(1, moves.size() / kMaxMovesChecked);
    for (std::size_t i = 0; i < moves.size() && problem_.empty(); i += stride) {
      const std::string& m = moves[i];
      const auto back = s.parse_move(m);
      if (!back)
        fail("listed move " + m + " does not parse: " + back.error());
      else if (*back != m)
        fail("listed move " + m + " parses as " + *back);
    }
  }

  // The legal moves, or nothing once the input has had its listings (see kMaxListings).
  std::shared_ptr<const Listing> listing(const inchworm::GameState& s) {
    if (listings_ >= kMaxListings) return nullptr;
    ++listings_;
    auto moves = ListingCache::of(s);
    if (!*moves || (*moves)->size() > kLongListing) listings_ = kMaxListings;
    if (*moves) return moves;
    if (moves->error().empty()) fail("legal_moves fails with an empty message");
    return nullptr;
  }

  void try_move(const std::string& token) {
    const std::string before = fingerprint(*state_);
    const auto canonical = state_->parse_move(token);
    if (!canonical) {
      check_refusal(canonical.error(), before, "move '" + token + "'");
      const auto played = state_->play(token);
      if (played) return fail("parse_move refuses '" + token + "' but play plays it");
      return check_refusal(played.error(), before, "move '" + token + "' (play)");
    }
    const auto again = state_->parse_move(*canonical);
    if (!again || *again != *canonical) return fail("canonical move " + *canonical + " does not parse back to itself");
    if (const auto listed = listing(*state_);
        listed && std::find((*listed)->begin(), (*listed)->end(), *canonical) == (*listed)->end())
      return fail("move " + *canonical + " parses but is not listed");
    const auto played = state_->play(token);
    if (!played) return fail("parse_move accepts '" + token + "' but play refuses it: " + played.error());
    if (played->token != *canonical)
      return fail("'" + token + "' plays as " + played->token + ", parses as " + *canonical);
    ++played_;
    check_position(*state_);
    check_listed(*state_);
  }

  const inchworm::GameEntry& game_;
  std::unique_ptr<inchworm::GameState> state_;
  std::string problem_;
  int played_ = 0;
  int listings_ = 0;
};

// Runs one input for `game`; returns the first problem found (naming the game), or "".
inline std::string check_parsers(const inchworm::GameEntry& game, std::string_view input) {
  return ParserCheck(game).run(input);
}

}  // namespace fuzz
