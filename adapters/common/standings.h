// What the games of a match add up to: per pairing W/D/L and pentanomial counts over game pairs, each
// engine against the field, how games ended, the SPRT on a two-engine match; and the result table the
// match prints at its end. Fed by the match as games finish, and by -merge from the records of a run's
// shards: the same games give the same table, whatever their order.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine_stats.h"
#include "match_shape.h"
#include "run_info.h"
#include "stats.h"

namespace referee {

// Two engines' games against each other, from the first engine's point of view.
struct Encounter {
  int first = 0, second = 1;
  Trinomial games;
  Pentanomial pairs;
};

// When the SPRT's decision is taken: as games come (a match stops at the first crossing of a bound, and
// the games still running then count but do not undo it), or on the totals (-merge: the decision of the
// counts as they are, whatever order the records come in).
enum class SprtDecisions { AsGamesCome, OnTotals };

class Standings {
 public:
  Standings(std::vector<EngineEntry> engines, Format format, std::optional<SprtSettings> sprt,
            SprtDecisions decisions = SprtDecisions::AsGamesCome);

  // One finished game of pair `pair` between engines[0] (the first player) and engines[1], with the
  // first player's points (1, 0.5, 0) and how it ended. The two games of a pair make a pentanomial
  // count once both are in.
  void add_game(long long pair, const int (&engines)[2], double first_points, const std::string& termination);
  // The moves of that game (moves[0] the first player's), for the per-engine statistics.
  void add_moves(const int (&engines)[2], const std::vector<MoveFacts> (&moves)[2], double first_points) {
    engine_stats_.add_game(engines, moves, first_points);
  }
  // The game's side names, for the per-colour results (default: first and second).
  void set_side_names(inchworm::SideNames sides) { sides_ = std::move(sides); }

  long long games() const { return games_; }
  const std::vector<Encounter>& encounters() const { return encounters_; }
  // The SPRT (two engines and -sprt only): the LLR so far, and the decision once the bounds are crossed.
  double llr() const { return llr_; }
  std::optional<SprtDecision> decision() const { return decision_; }
  const std::optional<SprtSettings>& sprt() const { return sprt_; }

  // The result table: per pairing (Elo, LOS, W/D/L, pentanomial, LLR), the standings for three or more
  // engines, the terminations; between two rules.
  std::string summary() const;
  // "+W =D -L | Elo ... | LLR ... [lo, hi]" for a two-engine match's progress line; empty otherwise.
  std::string progress_text() const;

 private:
  std::string encounter_text(const Encounter& e) const;
  // Three or more engines: each one's points against each other one.
  std::string crosstable() const;

  std::vector<EngineEntry> engines_;
  std::optional<SprtSettings> sprt_;
  SprtDecisions decisions_;
  std::vector<Encounter> encounters_;
  std::map<std::pair<int, int>, std::size_t> encounter_of_;  // (first, second) -> encounters_ index
  std::map<long long, double> open_pairs_;                   // pair -> its first game's encounter points
  std::map<std::string, long long> terminations_;
  std::vector<Trinomial> per_engine_;
  EngineStats engine_stats_;
  inchworm::SideNames sides_{"first", "second"};
  long long games_ = 0;
  double llr_ = 0;
  std::optional<SprtDecision> decision_;
};

}  // namespace referee
