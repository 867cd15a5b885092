// A game the players end: the human playing the engine resigns, or offers a draw that the engine
// answers by the rule of draw_offer.h on its latest score. The result is the session's `ended`, which
// the page shows and writes in the record like the rules' own end.
#include "bridge.h"
#include "draw_offer.h"

namespace adapters::web {

inchworm::Expected<int> Bridge::human_against_engine() const {
  if (game_ended()) return inchworm::Error{"the game is over"};
  const bool human[2] = {view_.players[0] == Controller::Human, view_.players[1] == Controller::Human};
  if (human[0] && human[1])
    return inchworm::Error{
        "both sides are played by people: resigning and draw offers are for a game against the engine"};
  if (!human[0] && !human[1])
    return inchworm::Error{"the engine plays both sides: resigning and draw offers are for a game against the engine"};
  return human[0] ? 0 : 1;
}

void Bridge::end_by_players(std::string result) {
  view_.ended = std::move(result);
  engine_move_once_ = false;
  cancel_search();
  clock_.sync();
  feed_.schedule_flush();
}

MaybeError Bridge::resign() {
  const auto human = human_against_engine();
  if (!human) return inchworm::Error{human.error()};
  const auto sides = game_.state().side_names();
  const inchworm::Verdict verdict{
      *human == 0 ? inchworm::Outcome::SecondPlayerWins : inchworm::Outcome::FirstPlayerWins,
      (*human == 0 ? sides.first : sides.second) + " resigns"};
  view_.draw_note.clear();
  end_by_players(verdict_text(verdict, sides));
  return std::nullopt;
}

MaybeError Bridge::offer_draw() {
  const auto human = human_against_engine();
  if (!human) return inchworm::Error{human.error()};
  const int engine = 1 - *human;
  std::optional<double> score;
  if (engine_score_) score = engine_score_->side == engine ? engine_score_->score : -engine_score_->score;
  const inchworm::GameEntry* entry = inchworm::find_game(game_.game_id());
  const DrawAnswer answer = answer_draw_offer(score, entry ? entry->score.logistic_k : 0, game_.plies().size());
  const auto sides = game_.state().side_names();
  const std::string& engine_name = engine == 0 ? sides.first : sides.second;
  const std::string& human_name = engine == 0 ? sides.second : sides.first;
  view_.draw_note =
      engine_name + " (engine) " + (answer.accepted ? "accepts" : "declines") + " the draw offer: " + answer.reason;
  if (answer.accepted)
    end_by_players(
        verdict_text({inchworm::Outcome::Draw, engine_name + " accepts " + human_name + "'s draw offer"}, sides));
  return std::nullopt;
}

// The score of the search's main line, exact bounds only (an aspiration window's bound is not a score).
void Bridge::note_engine_score(const uiw::InfoReport& info) {
  if (info.multipv.value_or(1) != 1 || !info.score_bound.empty()) return;
  if (const auto score = info.score_number()) engine_score_ = SideScore{view_.search_side, *score};
}

}  // namespace adapters::web
