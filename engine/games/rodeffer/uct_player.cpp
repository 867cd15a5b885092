// Player=uct: plain UCT Monte-Carlo tree search with random playouts, the generic method of general
// game playing systems (a baseline). Nothing Inchworm-specific guides it: selection by UCB1, one new
// node per playout, uniformly random playouts cut off after kPlayoutPlies plies and then judged by
// the score (R4: the higher score wins). Its one concession to the game is the move list: like every
// player here it cannot list a huge stack's distributions, so nodes hold the candidates of
// candidates.h (all moves but a sample of the distributions of big stacks), and playouts pick each
// stack's distribution by a random walk.
#include "uct_player.h"
#include "candidates.h"
#include "distribution_pick.h"
#include "player.h"

namespace inchworm::rodeffer {
namespace {

constexpr int kPlayoutPlies = 120;

// What UctPlayerOf needs of Rodeffer's Inchworm (uct_player.h).
class UctKit {
 public:
  using Position = rodeffer::Position;
  using Move = rodeffer::Move;

  // Generation for a new node or a playout's odd position is cut short by `stop` and the deadline.
  void begin(const ThinkRequest& request) {
    interrupt_ = [&request] { return request.stop->check(0); };
    limits_.interrupt = &interrupt_;
  }
  std::vector<Move> root_moves(const ThinkRequest& request, Rng& rng) {
    if (!request.root_moves.empty()) return request.root_moves;
    std::vector<Move> moves;
    children(*request.root, moves, rng);
    return moves;
  }
  bool over(const Position& pos) const { return pos.is_over(); }
  void children(const Position& pos, std::vector<Move>& out, Rng& rng) {
    MoveList moves;
    generate_candidates(pos, moves, limits_, rng);
    out.assign(moves.begin(), moves.end());
  }
  bool first_to_move(const Position& pos) const { return pos.side_to_move() == RED; }
  std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line) const {
    return rodeffer::format_line(root, line);
  }

  // Plays uniformly random moves to the end (or the cut-off); 1 = Red wins, 0 = Blue wins, 0.5 = level.
  double playout(Position pos, Rng& rng) {
    Position::Undo undo;
    for (int ply = 0; ply < kPlayoutPlies && !pos.is_over(); ++ply) pos.do_move(random_move(pos, rng), undo);
    const long long diff = (long long)pos.score(RED) - pos.score(BLUE);
    return diff > 0 ? 1.0 : diff < 0 ? 0.0 : 0.5;
  }

  Move random_move(const Position& pos, Rng& rng) {
    scratch_.clear();
    generate_simple(pos, scratch_);
    std::uint64_t stacks = 0;
    for (Bitboard b = pos.stacks(pos.side_to_move()); b;)
      if (pos.height(pop_lsb(b)) >= 2) ++stacks;
    // Each big stack stands for one random distribution of it.
    const std::uint64_t pick = rng.below(std::max<std::uint64_t>(1, scratch_.size() + stacks));
    if (pick < scratch_.size()) return scratch_[pick];
    std::uint64_t k = pick - scratch_.size();
    for (Bitboard b = pos.stacks(pos.side_to_move()); b;) {
      const Square s = pop_lsb(b);
      if (pos.height(s) < 2 || k-- > 0) continue;
      if (const Bitboard set = random_distribution(pos.geometry(), s, pos.height(s), pos.empty(), rng, 200))
        return Move::distribute(s, set);
      break;
    }
    if (!scratch_.empty()) return scratch_[rng.below(scratch_.size())];
    MoveList any;
    generate_candidates(pos, any, limits_, rng);
    return any.front();  // a distribution, or the forced pass
  }

 private:
  Interrupt interrupt_;
  CandidateLimits limits_;  // its interrupt is the current search's
  MoveList scratch_;
};

}  // namespace

std::unique_ptr<Player> make_uct_player() { return std::make_unique<UctPlayerOf<UctKit>>(); }

}  // namespace inchworm::rodeffer
