// The analysis commands of uiw-gtp, as GoGui lists them in its Analyze menu (gogui-analyze_commands:
// one `type/label/command` line each).
#include "session.h"

namespace adapters::gtp {

namespace {

// The engine's score in words, from the side to move's view.
std::string score_words(const uiw::InfoReport& info, const std::string& side) {
  if (info.score_kind.empty()) return "no score";
  const std::string n = std::to_string(info.score_value);
  if (info.score_kind == "win") return side + " wins, the end " + n + " plies ahead";
  if (info.score_kind == "loss") return side + " loses, the end " + n + " plies ahead";
  if (info.score_kind == "mate") return "mate in " + n + " for " + (info.score_value > 0 ? side : "the other side");
  return (info.score_value >= 0 ? "+" : "") + n + " (" + info.score_kind + ") for " + side;
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& w : words) text += (text.empty() ? "" : " ") + w;
  return text;
}

}  // namespace

void Session::add_analysis_commands() {
  add("gogui-analyze_commands", [](auto&) {
    return Answer::success(
        "string/Engine: evaluation (search)/uiw-evaluation\n"
        "gfx/Engine: principal variation/uiw-pv\n"
        "string/Engine: static evaluation/uiw-eval\n"
        "string/Engine: board (d)/uiw-d\n"
        "gfx/Clicks of a typed move/uiw-clicks %s\n"
        "string/Position string/uiw-position\n"
        "string/Rules in force/uiw-rules\n");
  });
  add("uiw-evaluation", [this](auto&) { return evaluation(false); });
  add("uiw-pv", [this](auto&) { return evaluation(true); });
  add("uiw-eval", [this](auto&) { return engine_lines("eval"); });
  add("uiw-d", [this](auto&) { return engine_lines("d"); });
  add("uiw-clicks", [this](const std::vector<std::string>& args) { return clicks_of_typed_move(args); });
  add("uiw-position", [this](auto&) { return Answer::success(ruler_.state().position_string()); });
  add("uiw-rules", [this](auto&) { return Answer::success(ruler_.state().describe_rules()); });
}

Answer Session::engine_lines(const std::string& command) {
  auto lines = engine_.ask(ruler_.position_command(), command);
  if (!lines) return Answer::failure(lines.error());
  std::string text;
  for (const std::string& line : *lines) text += line + "\n";
  return Answer::success("\n" + text);
}

Answer Session::evaluation(bool pv_as_gfx) {
  if (ruler_.game_over()) return Answer::failure("the game is over");
  auto result = engine_.search(ruler_.position_command(), settings_.analyze_go_args, std::nullopt);
  if (!result) return Answer::failure(result.error());
  const inchworm::GameState& state = ruler_.state();
  const inchworm::SideNames sides = state.side_names();
  const std::string side = state.first_player_to_move() ? sides.first : sides.second;
  const uiw::InfoReport& info = result->info;
  std::string summary = score_words(info, side);
  if (info.depth) summary += ", depth " + std::to_string(*info.depth);
  if (info.nodes) summary += ", " + std::to_string(*info.nodes) + " nodes";
  if (!pv_as_gfx)
    return Answer::success(summary + "\nbest move: " + result->move + "\nprincipal variation: " + joined(info.pv));
  // Each move of the line as a numbered stone on the last point it is clicked on.
  auto line = state.clone();
  std::string var;
  for (const std::string& token : info.pv) {
    auto canonical = line->parse_move(token);
    if (!canonical) break;
    auto clicks = ruler_.view().clicks(*line, *canonical);
    const Colour mover = ruler_.colour_of_player(line->first_player_to_move() ? 0 : 1);
    if (!clicks || !line->play(*canonical)) break;
    Click shown = Click::pass();
    for (const Click c : *clicks)
      if (!c.is_pass()) shown = c;
    var += std::string(" ") + char(colour_letter(mover) - 'A' + 'a') + " " + format_vertex(shown);
  }
  std::string gfx = var.empty() ? "" : "VAR" + var + "\n";
  return Answer::success(gfx + "TEXT " + summary + "; pv " + joined(info.pv));
}

Answer Session::clicks_of_typed_move(const std::vector<std::string>& args) {
  if (args.size() != 1) return Answer::failure("syntax error: usage: uiw-clicks <move>, e.g. uiw-clicks e1=e4");
  if (ruler_.game_over()) return Answer::failure("the game is over");
  auto token = ruler_.state().parse_move(args[0]);
  if (!token) return Answer::failure(token.error());
  auto clicks = ruler_.view().clicks(ruler_.state(), *token);
  if (!clicks) return Answer::failure(clicks.error());
  std::string labels, words;
  for (std::size_t i = 0; i < clicks->size(); ++i) {
    const Click c = (*clicks)[i];
    words += (words.empty() ? "" : ", ") + format_vertex(c);
    if (!c.is_pass()) labels += " " + format_vertex(c) + " " + std::to_string(i + 1);
  }
  std::string text = "TEXT " + *token + ": click " + words;
  if (!ruler_.pending().empty()) text += " (first take back the clicks entered: " + clicks_text(ruler_.pending()) + ")";
  return Answer::success((labels.empty() ? "" : "LABEL" + labels + "\n") + text);
}

}  // namespace adapters::gtp
