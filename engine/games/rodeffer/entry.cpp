#include "entry.h"

#include <algorithm>

#include "movegen.h"
#include "notation.h"
#include "path_entry.h"
#include "text.h"

namespace inchworm::rodeffer {

namespace {

bool in(Bitboard b, Square s) { return (b >> s) & 1; }

// The choices make the move `m` when it is legal; else the rules' reason, as the move typed in is refused
// ("illegal move 'e4': the square holds an enemy stack").
Expected<EntryStep> complete(const Position& pos, const Move& m, const std::string& last) {
  if (!is_legal(pos, m)) {
    const auto typed = parse_move(pos, format_move(pos, m));
    return Error{typed ? quoted(last) + " completes no legal move here" : typed.error()};
  }
  EntryStep step;
  step.move = format_move(pos, m);
  return step;
}

void finish(EntryStep& step) {
  std::sort(step.next.begin(), step.next.end());
  step.next.erase(std::unique(step.next.begin(), step.next.end()), step.next.end());
}

// Every collect (R2.2) that starts on `from`: its choices are the squares of its token.
std::vector<std::string> collects_from(const Position& pos, Square from) {
  std::vector<std::string> tokens;
  const Bitboard own = pos.stacks(pos.side_to_move());
  for (int d = 0; d < kDirections; ++d) {
    Bitboard run = square_bb(from);
    for (Square s = pos.geometry().step(from, d); s >= 0 && in(own, s) && !in(run, s); s = pos.geometry().step(s, d)) {
      run |= square_bb(s);
      const Move m = Move::collect(from, s, d, run);
      if (is_legal(pos, m)) tokens.push_back(format_move(pos, m));
    }
  }
  std::sort(tokens.begin(), tokens.end());
  tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());
  return tokens;
}

// The first choice of a move.
EntryStep first_choices(const Position& pos) {
  const Color us = pos.side_to_move();
  const Deadline deadline(kContinuationTime);
  EntryStep step;
  bool any_drop = false, any_prisoner_drop = false;
  for (Square s = 0; s < kSquares; ++s) {
    const bool drop = is_legal(pos, Move::drop(s));
    any_drop = any_drop || drop;
    any_prisoner_drop = any_prisoner_drop || is_legal(pos, Move::prisoner_drop(s));
    if (!in(pos.stacks(us), s)) {
      if (drop) step.next.push_back(square_name(s));
      continue;
    }
    bool offered = drop || !collects_from(pos, s).empty();
    if (!offered && pos.height(s) >= 2) {
      // A stack whose search ran out of time is offered: the move is checked when played.
      const auto spreads = has_distribution(pos.geometry(), s, pos.height(s), pos.empty(), &deadline.interrupt);
      step.exact = step.exact && spreads.has_value();
      offered = spreads.value_or(true);
    }
    if (offered) step.next.push_back(square_name(s));
  }
  if (any_drop) step.next.push_back(kStockChoice);
  if (any_prisoner_drop) step.next.push_back(kPrisonerChoice);
  if (is_legal(pos, Move::rescue())) step.next.push_back(kRescueChoice);
  if (is_legal(pos, Move::pass())) step.next.push_back(kPassChoice);
  finish(step);
  return step;
}

// A drop from the stock or of a prisoner: the square comes after the word.
Expected<EntryStep> drop_entry(const Position& pos, const std::vector<std::string>& chosen, bool prisoner) {
  const auto move_on = [prisoner](Square s) { return prisoner ? Move::prisoner_drop(s) : Move::drop(s); };
  if (chosen.size() == 1) {
    EntryStep step;
    for (Square s = 0; s < kSquares; ++s)
      if (is_legal(pos, move_on(s))) step.next.push_back(square_name(s));
    if (step.next.empty()) return Error{quoted(chosen[0]) + " begins no legal move here"};
    finish(step);
    return step;
  }
  if (chosen.size() > 2) return Error{quoted(chosen[2]) + " cannot follow " + quoted(chosen[1])};
  const auto s = parse_square(chosen[1]);
  if (!s) return Error{quoted(chosen[1]) + " is not a square"};
  return complete(pos, move_on(*s), chosen[1]);
}

// Moves begun on an own stack: a drop on it, a collect from it or a distribution of it.
Expected<EntryStep> stack_entry(const Position& pos, const std::vector<std::string>& chosen, Square from) {
  const Color us = pos.side_to_move();
  // The collects that the choices so far begin, matched as the default entry step matches listed moves.
  EntryStep step = entry_among(collects_from(pos, from), chosen, kFiles, kRanks);
  if (chosen.size() == 1) {
    if (is_legal(pos, Move::drop(from))) step.next.push_back(kStockChoice);
    if (pos.height(from) >= 2) {
      auto path = distribution_continuations(pos, {from});
      if (!path) return Error{path.error()};
      for (Square s : path->next) step.next.push_back(square_name(s));
      step.exact = path->exact;
    }
  } else if (chosen[1] == kStockChoice && chosen.size() == 2) {
    return complete(pos, Move::drop(from), chosen[1]);
  } else if (const auto second = parse_square(chosen[1]); second && !in(pos.stacks(us), *second)) {
    // A distribution path: every choice after the stack an empty square, a king step on from the last.
    std::vector<Square> path{from};
    Bitboard squares = square_bb(from);
    for (std::size_t i = 1; i < chosen.size(); ++i) {
      const auto s = parse_square(chosen[i]);
      if (!s) return Error{quoted(chosen[i]) + " is not a square of the path"};
      path.push_back(*s);
      squares |= square_bb(*s);
    }
    auto answer = distribution_continuations(pos, path);
    if (!answer) return Error{answer.error()};
    if (answer->complete) return complete(pos, Move::distribute(from, squares), chosen.back());
    for (Square s : answer->next) step.next.push_back(square_name(s));
    step.exact = answer->exact;
  }
  if (!step.move && step.next.empty())
    return Error{quoted(chosen.back()) + " cannot follow " + quoted(chosen[chosen.size() - 2]) + " here"};
  finish(step);
  return step;
}

}  // namespace

Expected<EntryStep> entry_step(const Position& pos, const std::vector<std::string>& chosen) {
  if (pos.is_over()) {
    if (chosen.empty()) return EntryStep{};
    return Error{"the game is over: " + quoted(chosen.front()) + " begins no move"};
  }
  if (chosen.empty()) return first_choices(pos);
  const std::string& first = chosen[0];
  if (first == kPassChoice || first == kRescueChoice) {
    if (chosen.size() > 1) return Error{quoted(chosen[1]) + " cannot follow " + quoted(first)};
    return complete(pos, first == kPassChoice ? Move::pass() : Move::rescue(), first);
  }
  if (first == kStockChoice || first == kPrisonerChoice) return drop_entry(pos, chosen, first == kPrisonerChoice);
  const auto square = parse_square(first);
  if (!square) return Error{quoted(first) + " is neither a square nor one of stock, prisoner, rescue, pass"};
  if (in(pos.stacks(pos.side_to_move()), *square)) return stack_entry(pos, chosen, *square);
  if (chosen.size() > 1) return Error{quoted(chosen[1]) + " cannot follow " + quoted(first) + " here"};
  return complete(pos, Move::drop(*square), first);
}

}  // namespace inchworm::rodeffer
