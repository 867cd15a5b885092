// Player=uct: plain UCT Monte-Carlo tree search with random playouts (a baseline, uct_player.h):
// uniformly random playouts cut off after kPlayoutPlies plies and then judged by the sign of the race
// evaluation (eval.h), or by the winner when the game ends first.
#include "uct_player.h"
#include "eval.h"
#include "movegen.h"
#include "player.h"

namespace inchworm::steere {
namespace {

constexpr int kPlayoutPlies = 40;

// What UctPlayerOf needs of Steere's Inchworm (uct_player.h).
class UctKit {
 public:
  using Position = steere::Position;
  using Move = steere::Move;

  void begin(const ThinkRequest&) {}
  std::vector<Move> root_moves(const ThinkRequest& request, Rng&) const { return root_candidates(request); }
  bool over(const Position& pos) const { return pos.is_finished(); }
  void children(const Position& pos, std::vector<Move>& out, Rng&) const {
    MoveList moves;
    generate_moves(pos, moves);
    out.assign(moves.begin(), moves.end());
  }
  bool first_to_move(const Position& pos) const { return pos.side_to_move() == RED; }
  std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line) const {
    return steere::format_line(root, line);
  }

  // Uniformly random moves to the end or the cut-off; 1 = Red wins or leads the race, 0 = Blue, 0.5 = level.
  double playout(Position pos, Rng& rng) {
    Position::Undo undo;
    for (int ply = 0; ply < kPlayoutPlies && !pos.is_finished(); ++ply) {
      generate_moves(pos, scratch_);
      pos.do_move(scratch_[int(rng.below(std::uint64_t(scratch_.size())))], undo);
    }
    if (pos.is_finished()) return pos.winner() == RED ? 1.0 : 0.0;
    const int score = evaluate(pos);  // the side to move's view
    if (score == 0) return 0.5;
    return (score > 0) == (pos.side_to_move() == RED) ? 1.0 : 0.0;
  }

 private:
  MoveList scratch_;
};

}  // namespace

std::unique_ptr<Player> make_uct_player() { return std::make_unique<UctPlayerOf<UctKit>>(); }

}  // namespace inchworm::steere
