#include "eval.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>  // std::abs
#include <optional>

#include "captures.h"

namespace inchworm::rodeffer {
namespace {

constexpr int kEvalLimit = 20000;

// Playing to win (issue 16): safety beyond what a group needs wins nothing, so it is not paid for.
// Two eyes or two liberties per group (UsefulEyes, UsefulLiberties) already keep it; more of them only
// made the engine build unbreakable walls and sit behind them. The side behind counts its own safety
// (danger, liberties, eyes) for RiskPerPoint percent less per point it is behind, up to RiskMax: it has
// to take risks to catch up.

// Value of a stock of n pieces: the first two give the tactical freedom to drop anywhere (and keep
// a player from being forced to collect or distribute, R2), the rest matter little. A larger stock
// held back (it was worth 20 a piece up to six) kept pieces off the board and the board too sparse
// for any capture under the modern rule.
// Under the modern rule the weights are the rule's own (StockFirstModern, StockExtraModern).
int stock_value(int n, bool modern, const EvalParams& w) {
  const int first = modern ? w.stock_first_modern.value() : w.stock_first.value();
  const int extra = modern ? w.stock_extra_modern.value() : w.stock_extra.value();
  return first * std::min(n, 2) + extra * std::max(n - 2, 0);
}

// Plays single pieces of `fill` on `squares` in order, resolving captures after each as the rules
// engine does (R3.2 or R5), and says whether `target` (stacks of `owner`) is taken: the pieces the
// attacker wins then, net of its own it loses in the same capture (R5: every capture under the modern
// rule takes a group of each side, so this may be 0 or less), or nothing when the target stays. An
// attacker's piece that is itself taken by its own fill ends the attempt (it was suicide, R3.2: an eye).
std::optional<int> falls_to_fills(const Position& pos, bool modern, Color owner, Color fill, const Square* squares,
                                  int n, Bitboard target) {
  const Geometry& g = pos.geometry();
  Bitboard stones[2] = {pos.stacks(RED), pos.stacks(BLUE)};
  Bitboard filled = 0;
  for (int i = 0; i < n; ++i) {
    const Bitboard b = square_bb(squares[i]);
    if ((stones[0] | stones[1]) & b) return std::nullopt;
    stones[fill] |= b;
    filled |= b;
    const Bitboard taken = captured_stacks(g, modern, stones[0], stones[1]);
    if (taken & target) {
      int net = 0;
      for (Bitboard t = taken; t;) {
        const Square s = pop_lsb(t);
        const int height = (filled & square_bb(s)) ? 1 : pos.height(s);
        net += (stones[owner] & square_bb(s)) ? height : -height;
      }
      return net;
    }
    if (fill != owner && (taken & b)) return std::nullopt;
    stones[0] &= ~taken;
    stones[1] &= ~taken;
  }
  return std::nullopt;
}

struct Danger {
  int pieces = 0;
  int fills = 0;  // 1 or 2: liberties the attacker must fill; 0: not in danger
};

// The pieces a capture of the group wins for the attacker: the whole group under the original rule;
// under the modern rule what the trade gains (the group less the attacker's own pieces taken with it),
// so that a group is in danger only where taking it gains (a trade of equals is no threat).
Danger danger_if_taken(std::optional<int> net, int pieces, bool modern, int fills) {
  if (!net) return {};
  const int won = modern ? *net : pieces;
  return won > 0 ? Danger{won, fills} : Danger{};
}

// How many fills take the group, if one or two do.
Danger group_danger(const Position& pos, Bitboard group, Bitboard libs, int pieces, Color owner) {
  const Color attacker = ~owner;
  const bool modern = pos.rules().capture == CaptureRule::Modern;
  const Geometry& g = pos.geometry();
  // The attacker fills with its own stock, or with the owner's pieces it holds (R7.2).
  Color fill;
  if (pos.stock(attacker) > 0)
    fill = attacker;
  else if (pos.rules().prisoner_drops && pos.prisoners(attacker) > 0)
    fill = owner;
  else
    return {};
  const int n = popcount(libs);
  if (n == 1) {
    const Square s = lsb(libs);
    return danger_if_taken(falls_to_fills(pos, modern, owner, fill, &s, 1, group), pieces, modern, 1);
  }
  if (n == 2) {
    Square order[2] = {lsb(libs), lsb(libs & (libs - 1))};
    const Danger first = danger_if_taken(falls_to_fills(pos, modern, owner, fill, order, 2, group), pieces, modern, 2);
    // Under the original rule every order that takes the group wins it whole: the other cannot do better.
    if (first.fills && !modern) return first;
    std::swap(order[0], order[1]);
    const Danger second = danger_if_taken(falls_to_fills(pos, modern, owner, fill, order, 2, group), pieces, modern, 2);
    return first.pieces >= second.pieces ? first : second;
  }
  if (n == 0 && modern) {
    // R5: a group without a liberty survives until a touching enemy group loses its last one too.
    Danger best;
    const Bitboard enemies = pos.stacks(attacker);
    for (Bitboard b = g.orth_neighbours(group) & enemies; b;) {
      const Bitboard touching = g.flood(square_bb(lsb(b)), enemies);
      b &= ~touching;
      const Bitboard their_libs = g.orth_neighbours(touching) & pos.empty();
      if (popcount(their_libs) != 1) continue;
      const Square s = lsb(their_libs);
      const Danger d = danger_if_taken(falls_to_fills(pos, modern, owner, fill, &s, 1, group), pieces, modern, 1);
      if (d.pieces > best.pieces) best = d;
    }
    return best;
  }
  return {};
}

// Danger to colour c's groups, in centipoints lost, given who moves next; and the liberties of its
// groups that count (kUsefulLiberties per group).
// The weights both capture rules use in the same way, at the values of the rule in force (params.h: the
// original rule's fitted, the modern rule's its own).
struct RuleWeights {
  int race_weight, one_to_move, saved, one_attacker, two_to_move, two_attacker, liberty, risk_per_point, tempo;
  int useful_liberties;
};

RuleWeights rule_weights(const EvalParams& w, bool modern) {
  auto pick = [modern](const Tunable& original, const Tunable& modern_value) {
    return modern ? modern_value.value() : original.value();
  };
  return {pick(w.race_weight, w.race_weight_modern),
          pick(w.danger_one_to_move, w.danger_one_to_move_modern),
          pick(w.danger_saved, w.danger_saved_modern),
          pick(w.danger_one_attacker, w.danger_one_attacker_modern),
          pick(w.danger_two_to_move, w.danger_two_to_move_modern),
          pick(w.danger_two_attacker, w.danger_two_attacker_modern),
          pick(w.liberty, w.liberty_modern),
          pick(w.risk_per_point, w.risk_per_point_modern),
          pick(w.tempo, w.tempo_modern),
          w.useful_liberties.value()};
}

int danger_of(const Position& pos, Color c, const RuleWeights& w, int& useful_liberties) {
  const Geometry& g = pos.geometry();
  const Bitboard own = pos.stacks(c), empty = pos.empty();
  const bool to_move = pos.side_to_move() == c;
  int total = 0, largest_in_one = 0;
  useful_liberties = 0;
  for (Bitboard rest = own; rest;) {
    const Bitboard group = g.flood(square_bb(lsb(rest)), own);
    rest &= ~group;
    const Bitboard libs = g.orth_neighbours(group) & empty;
    useful_liberties += std::min(popcount(libs), w.useful_liberties);
    if (popcount(libs) > 2) continue;
    int pieces = 0;
    for (Bitboard b = group; b;) pieces += pos.height(pop_lsb(b));
    const Danger d = group_danger(pos, group, libs, pieces, c);
    if (d.fills == 0) continue;
    if (d.fills == 1) {
      if (to_move) {
        // The owner can save one group this move; the others fall.
        total += d.pieces * w.one_to_move;
        largest_in_one = std::max(largest_in_one, d.pieces);
      } else {
        total += d.pieces * w.one_attacker;  // the attacker takes it now: the search's captures show it exactly
      }
    } else {
      total += d.pieces * (to_move ? w.two_to_move : w.two_attacker);
    }
  }
  if (largest_in_one) total -= largest_in_one * (w.one_to_move - w.saved);
  return total;
}

}  // namespace

EvalParts evaluate_parts(const Position& pos, const EvalParams& w) {
  EvalParts p;
  const Geometry& g = pos.geometry();
  const bool modern = pos.rules().capture == CaptureRule::Modern;
  const RuleWeights rw = rule_weights(w, modern);
  p.score = kPointValue * (int(pos.score(RED)) - int(pos.score(BLUE)));
  // Points still needed: a point that brings a side from 3 to 2 short of the target matters more
  // than one from 40 to 39 short.
  const long long target = pos.rules().target;
  const double need_red = double(std::max<long long>(1, target - pos.score(RED)));
  const double need_blue = double(std::max<long long>(1, target - pos.score(BLUE)));
  const double race_weight = rw.race_weight;
  p.race = int(race_weight / need_red - race_weight / need_blue);
  // Points won by both bring the end nearer: the same lead is worth up to twice as much the more
  // points both have, so the side ahead gains by even trades and the side behind loses by them.
  const long long both = std::min<long long>(pos.score(RED) + pos.score(BLUE), 2 * target);
  p.race += int(p.score * both / (2 * target));
  p.stock = stock_value(pos.stock(RED), modern, w) - stock_value(pos.stock(BLUE), modern, w);
  if (pos.rules().prisoner_drops) p.stock += w.prisoner.value() * (pos.prisoners(RED) - pos.prisoners(BLUE));
  // Red's pieces that Blue holds, less Blue's that Red holds.
  if (modern) p.stock += w.captive_modern.value() * (pos.prisoners(BLUE) - pos.prisoners(RED));
  int useful_libs[2] = {0, 0};
  const int red_danger = danger_of(pos, RED, rw, useful_libs[RED]);
  const int blue_danger = danger_of(pos, BLUE, rw, useful_libs[BLUE]);
  const int red_libs = rw.liberty * useful_libs[RED];
  const int blue_libs = rw.liberty * useful_libs[BLUE];
  // An eye: an empty square whose every neighbour is one side's stack (or the edge).
  const Bitboard empty = pos.empty();
  const int eye_value = modern ? w.eye_modern.value() : w.eye_original.value();
  const Bitboard red_eyes = empty & ~g.orth_neighbours(empty | pos.stacks(BLUE));
  const Bitboard blue_eyes = empty & ~g.orth_neighbours(empty | pos.stacks(RED));
  const int red_eye = eye_value * std::min(popcount(red_eyes), w.useful_eyes.value());
  const int blue_eye = eye_value * std::min(popcount(blue_eyes), w.useful_eyes.value());
  // The side behind counts its own safety for less: it has to take risks to catch up.
  const int lead = int(pos.score(RED)) - int(pos.score(BLUE));
  const int risk = std::min(rw.risk_per_point * std::abs(lead), w.risk_max.value());
  const int red_keep = lead < 0 ? 100 - risk : 100, blue_keep = lead > 0 ? 100 - risk : 100;
  p.danger = (blue_danger * blue_keep - red_danger * red_keep) / 100;
  p.liberties = (red_libs * red_keep - blue_libs * blue_keep) / 100;
  p.eyes = (red_eye * red_keep - blue_eye * blue_keep) / 100;
  p.tempo = pos.side_to_move() == RED ? rw.tempo : -rw.tempo;
  const int red_view = p.score + p.race + p.stock + p.danger + p.liberties + p.eyes + p.tempo;
  // Within the range the search keeps for game ends (and its table stores), whatever the target.
  const int bounded = std::clamp(red_view, -kEvalLimit, kEvalLimit);
  p.total = pos.side_to_move() == RED ? bounded : -bounded;
  return p;
}

std::string describe_evaluation(const Position& pos, const EvalParams& weights) {
  const EvalParts p = evaluate_parts(pos, weights);
  std::string text = "term       (centipoints, Red's view)\n";
  auto row = [&](const char* name, int v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%-10s %+7d\n", name, v);
    text += buf;
  };
  row("score", p.score);
  row("race", p.race);
  row("stock", p.stock);
  row("danger", p.danger);
  row("liberties", p.liberties);
  row("eyes", p.eyes);
  row("tempo", p.tempo);
  row("total", pos.side_to_move() == RED ? p.total : -p.total);
  text += "side to move: " + std::string(pos.side_to_move() == RED ? "red" : "blue") + ", its view " +
          std::to_string(p.total);
  return text;
}

}  // namespace inchworm::rodeffer
