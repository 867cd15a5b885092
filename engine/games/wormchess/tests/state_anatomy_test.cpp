// The chess games' moves as GUIs enter and draw them (GameState::entry_step, the default; anatomy): each
// played move's kind and the squares its capture emptied, checked on the rules' worked examples
// (../shared/rules/wormchess.md E4, E7-E9, L2).
#include <catch2/catch.hpp>

#include "state.h"

using namespace inchworm;

namespace state_anatomy_test {
namespace {

struct Described {
  std::string kind;
  std::string shown;
  std::string gloss;
  std::vector<std::string> taken;  // square and the side taken, "d5:1"
};

std::unique_ptr<GameState> state_of(const std::string& game, const std::string& fen) {
  auto state = wormchess::make_state(game == "longworm-chess");
  REQUIRE_FALSE(state->set_position(fen));
  return state;
}

Described describe(const std::string& game, const std::string& fen, const std::string& token) {
  const auto state = state_of(game, fen);
  auto after = state->clone();
  auto played = after->play(token);
  REQUIRE(played);
  const auto d = state->anatomy(token);
  REQUIRE(d);
  CHECK(d->token == played->token);
  CHECK(d->squares == std::vector<std::string>{token.substr(0, 2), token.substr(2, 2)});
  CHECK(state->position_string() == fen);  // described, not played
  Described out{d->kind, d->record, d->gloss, {}};
  for (const auto& t : d->taken) out.taken.push_back(t.square + ":" + std::to_string(t.owner));
  return out;
}

using Squares = std::vector<std::string>;

}  // namespace

TEST_CASE("chess moves are described by kind with the squares their captures emptied [C2][C5][C6][C7][L2][N3]",
          "[state][anatomy]") {
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1";
  const std::string stretched = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR e2e4 - w KQkq - 0 2";
  auto d = describe("inchworm-chess", start, "e2e4");
  CHECK((d.kind == "stretch" && d.shown == "e2-e4" && d.gloss.empty() && d.taken.empty()));
  // N3 writes the consolidation as the stretch was written: the gloss tells them apart for people.
  d = describe("inchworm-chess", stretched, "e2e4");
  CHECK((d.kind == "consolidate" && d.shown == "e2-e4" && d.gloss == "consolidated"));
  d = describe("inchworm-chess", stretched, "e4e2");
  CHECK((d.kind == "retreat" && d.shown == "e4-e2" && d.gloss == "retreated"));
  // E4: the queen takes the stretched pawn on its front; both its squares are emptied.
  const std::string e4 = "rnbqkbnr/ppp1pppp/8/3P4/4P3/8/PPPP1PPP/RNBQKBNR e4d5 - b KQkq - 0 3";
  d = describe("inchworm-chess", e4, "d8d5");
  CHECK((d.kind == "capture" && d.shown == "Qd8xd5xe4" && d.taken == Squares{"e4:0", "d5:0"}));
  // L4: a pawn is never cut, in Long Worm Chess too.
  CHECK(describe("longworm-chess", e4, "d8d5").taken == Squares{"e4:0", "d5:0"});
  // E7: en passant takes the completed pawn beside the capturer.
  d = describe("inchworm-chess", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR - - w KQkq d6 0 4", "e5d6");
  CHECK((d.kind == "en passant" && d.taken == Squares{"d5:1"}));
  // E8: castling short past a stretched rook; the king's capture of the rook's front: in Inchworm Chess
  // the whole rook goes, in Long Worm Chess its rear stays as a half rook (not emptied).
  const std::string e8 = "r3k3/5r2/8/8/8/8/5r2/R3K2R f7f2 - w KQq - 0 1";
  CHECK(describe("inchworm-chess", e8, "e1g1").kind == "castle");
  CHECK(describe("inchworm-chess", e8, "e1f2").taken == Squares{"f2:1", "f7:1"});
  d = describe("longworm-chess", e8, "e1f2");
  CHECK((d.kind == "capture" && d.taken == Squares{"f2:1"}));
  CHECK(describe("longworm-chess", "r3k3/5w2/8/8/8/8/5K2/R3K2R e1f2 - b q - 0 1", "f7f4").kind == "half");
  // E9: promotion on the stretch.
  d = describe("inchworm-chess", "r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1", "b7c8q");
  CHECK((d.kind == "promotion" && d.taken == Squares{"c8:1"}));
}

TEST_CASE("N2.1 N2.2 moves are entered square by square, a promotion then its letter", "[state][entry][N2.1][N2.2]") {
  const auto state = state_of("inchworm-chess", "r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1");
  const auto pawn = state->entry_step({"b7"});
  REQUIRE(pawn);
  CHECK(pawn->next == std::vector<std::string>{"a8", "b8", "c8"});
  const auto corner = state->entry_step({"b7", "a8"});
  REQUIRE(corner);
  CHECK_FALSE(corner->move);
  CHECK(corner->next == std::vector<std::string>{"b", "n", "q", "r"});
  CHECK(state->entry_step({"b7", "a8", "n"})->move == "b7a8n");
  CHECK(state->entry_step({"e1", "e2"})->move == "e1e2");
  // Upper case is not a spelling of a choice (N2.1): the error names it.
  const auto upper = state->entry_step({"B7"});
  REQUIRE_FALSE(upper);
  CHECK(upper.error().find("'B7'") != std::string::npos);
}

}  // namespace state_anatomy_test
