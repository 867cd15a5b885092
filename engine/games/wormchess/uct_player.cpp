// Player=uct: plain UCT Monte-Carlo tree search with random playouts (a baseline, uct_player.h).
// Nothing chess-specific guides it: uniformly random playouts that end by the rules (checkmate,
// stalemate, the 100-move rule, bare kings) or are cut off after kPlayoutPlies plies and then judged
// by material (the side with more wins; equal material is half a point).
#include "uct_player.h"
#include "eval.h"
#include "game_end.h"
#include "movegen.h"
#include "player.h"

namespace inchworm::wormchess {
namespace {

constexpr int kPlayoutPlies = 40;

// What UctPlayerOf needs of the chess games (uct_player.h).
class UctKit {
 public:
  using Position = wormchess::Position;
  using Move = wormchess::Move;

  void begin(const ThinkRequest&) {}
  std::vector<Move> root_moves(const ThinkRequest& request, Rng&) const { return root_candidates(request); }
  // The tree asks the move list instead: a mate or stalemate has no children, and a playout from a
  // position drawn by the 100-move rule or bare kings ends at once.
  bool over(const Position&) const { return false; }
  void children(const Position& pos, std::vector<Move>& out, Rng&) {
    scratch_.clear();
    generate_legal(pos, scratch_);
    out.assign(scratch_.begin(), scratch_.end());
  }
  bool first_to_move(const Position& pos) const { return pos.side_to_move() == WHITE; }
  std::vector<std::string> format_line(const Position&, const std::vector<Move>& line) const {
    return wormchess::format_line(line);
  }

  // Plays uniformly random moves to the game's end or the cut-off: 1 = White wins, 0 = Black wins,
  // 0.5 = a draw or level material.
  double playout(Position pos, Rng& rng) {
    Position::Undo undo;
    for (int ply = 0; ply < kPlayoutPlies; ++ply) {
      scratch_.clear();
      generate_legal(pos, scratch_);
      if (scratch_.empty()) {
        if (!pos.in_check(pos.side_to_move())) return 0.5;  // stalemate
        return pos.side_to_move() == WHITE ? 0.0 : 1.0;     // checkmate
      }
      if (pos.halfmove() >= kDrawClock || bare_kings(pos)) return 0.5;
      pos.do_move(scratch_[rng.below(scratch_.size())], undo);
    }
    const int diff = material_lead(pos, WHITE);
    return diff > 0 ? 1.0 : diff < 0 ? 0.0 : 0.5;
  }

 private:
  MoveList scratch_;
};

}  // namespace

std::unique_ptr<Player> make_uct_player() { return std::make_unique<UctPlayerOf<UctKit>>(); }

}  // namespace inchworm::wormchess
