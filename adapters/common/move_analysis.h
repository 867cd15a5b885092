// What an engine's evaluations of a game's positions say about its moves, written once for every
// adapter that analyses games (uiw-referee's -analyse, uiw-web's analysis mode), so that both search
// the same way, give a move the same loss and the same mark, and say the same about what their numbers
// mean.
//
// A move is judged where it was played: the engine's best move and its score from one search of the
// position, and when the move played is another, its score from a second search of the same position
// restricted to it (`searchmoves`) to the depth the first reached. Both scores are then the same side's,
// at the same depth: no side-to-move bias of an evaluation and no deeper look in the next position can
// make a move look worse than the engine's own choice, and the engine's best move is never marked.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace adapters {

// What a move lost of the mover's winning chances (2 / (1 + e^(-K score)) - 1, from -1 to 1) from which
// it is marked, in a game whose scores have a known logistic scale K: lichess's thresholds (lila's
// modules/analyse Advice.scala, over the same curve of winning chances).
constexpr double kInaccuracyChances = 0.1;  // ?!
constexpr double kMistakeChances = 0.2;     // ?
constexpr double kBlunderChances = 0.3;     // ??
// Without a known scale, what a move lost in the engine's own units.
constexpr double kInaccuracyLoss = 50;  // ?!
constexpr double kMistakeLoss = 100;    // ?
constexpr double kBlunderLoss = 300;    // ??
// A decided score (a win or loss announced, about 1e9) counts as this much against a number.
constexpr double kDecidedLoss = 10000;

// The mover's winning chances at `score` (the mover's view) by the logistic scale `logistic_k`
// (sigmoid(K * score) the expected result): from -1 (lost) to 1 (won); a decided score is -1 or 1.
double winning_chances(double score, double logistic_k);

// What a move lost, and its mark ("??", "?", "?!" or "").
struct MoveLoss {
  double loss = 0;     // in the engine's units: the best move's score less the played move's (at least 0)
  double chances = 0;  // of the mover's winning chances (0 without a scale)
  std::string mark;
};
// The move played in a position whose best move scored `best` (the mover's view); `played`, the played
// move's score from the same position at the same depth, is nullopt when the played move is the best one
// (or could not be scored): it lost nothing. Marked by winning chances when `logistic_k` is above 0,
// else by the loss in units.
MoveLoss judge_move(double best, std::optional<double> played, double logistic_k);

// The limit of every search of an analysis (0: not given).
struct AnalysisLimit {
  int depth = 0;
  long long movetime_ms = 0;
  long long nodes = 0;
  std::string go() const;  // "go depth 5", "go movetime 200", ...
};
// The second search of a position whose played move `move` is not the first search's best: `go depth D
// [movetime T] searchmoves MOVE`, D the depth the first search reached (a time or node limit would let
// a search of one move go deeper), the time kept as a bound; the first search's own limit when it
// reported no depth (or depth 0).
std::string played_move_go(const AnalysisLimit& limit, std::optional<int> depth_reached, const std::string& move);

// An engine's score (`kind` cp, win, loss or mate, and its value, from the side to move's view) from the
// first player's view: "+35", "-120", "win 7" (the first player wins 7 plies ahead), "loss 4"; "-"
// without a score.
std::string first_player_eval_text(std::string_view kind, long long value, bool first_to_move);

// What those numbers mean, and how moves are marked, in a game whose first player is `first_side`,
// evaluated by `engine`: `unit` the unit this project's engine counts in for the game ("" when not
// known), `logistic_k` its scale of winning chances (0 when not known).
std::string evaluation_scale(const std::string& engine, const std::string& first_side, const std::string& unit,
                             double logistic_k);

}  // namespace adapters
