#include "session.h"

#include <algorithm>
#include <cctype>

#include "registry.h"
#include "text.h"
#include "version.h"

namespace adapters::gtp {

namespace {

using inchworm::Error;

Answer syntax_error(const std::string& usage) { return Answer::failure("syntax error: usage: " + usage); }

std::optional<long long> number_arg(const std::string& word) {
  return inchworm::parse_number<long long>(word, 0, 1'000'000'000LL);
}

}  // namespace

inchworm::Expected<std::unique_ptr<Session>> Session::create(SessionSettings settings) {
  const inchworm::GameEntry* entry = inchworm::find_game(settings.game);
  if (!entry) return Error{"unknown game '" + settings.game + "' (the games: " + inchworm::game_ids() + ")"};
  settings.game = entry->id;
  // Rule options go to the ruler and the engine; the others to the engine only.
  const auto rule_specs = entry->make_state()->rule_options();
  std::vector<std::pair<std::string, std::string>> rules;
  for (const auto& option : settings.options)
    if (inchworm::find_option(rule_specs, option.first)) rules.push_back(option);
  auto start = inchworm::make_game_state(settings.game, rules);
  if (!start) return Error{start.error()};
  std::string start_position = "startpos";
  if (!settings.position.empty()) {
    if (auto e = start.value()->set_position(settings.position)) return Error{"--position: " + e->message};
    start_position = start.value()->position_string();
  }
  return std::unique_ptr<Session>(new Session(std::move(settings), std::move(start).value(), start_position));
}

Session::Session(SessionSettings settings, std::unique_ptr<inchworm::GameState> start, std::string start_position)
    : settings_(std::move(settings)), ruler_(std::move(start), std::move(start_position)), engine_([this] {
        EngineSpec spec = settings_.engine;
        spec.game = settings_.game;
        spec.options = settings_.options;
        return spec;
      }()) {
  add_core_commands();
  add_ruler_commands();
  add_analysis_commands();
}

void Session::add(const std::string& name, Handler handler) {
  names_.push_back(name);
  handlers_[name] = std::move(handler);
}

std::vector<std::string> Session::command_names() const { return names_; }

Answer Session::handle(const Command& command) {
  auto it = handlers_.find(command.name);
  if (it == handlers_.end()) return Answer::failure("unknown command");
  return it->second(command.args);
}

void Session::add_core_commands() {
  add("protocol_version", [](auto&) { return Answer::success("2"); });
  add("name", [](auto&) { return Answer::success("uiw-gtp"); });
  add("version", [](auto&) { return Answer::success(std::string(inchworm::version())); });
  add("known_command", [this](const std::vector<std::string>& args) {
    if (args.size() != 1) return syntax_error("known_command <name>");
    return Answer::success(handlers_.count(args[0]) ? "true" : "false");
  });
  add("list_commands", [this](auto&) {
    std::string all;
    for (const std::string& name : names_) all += name + "\n";
    return Answer::success(all);
  });
  add("quit", [this](auto&) {
    quit_ = true;
    engine_.quit();
    return Answer::success();
  });
  add("boardsize", [this](const std::vector<std::string>& args) {
    const auto size = args.size() == 1 ? number_arg(args[0]) : std::nullopt;
    if (!size) return syntax_error("boardsize <size>");
    auto options = ruler_.view().options_for_size(ruler_.state(), int(*size));
    if (auto e = ruler_.set_board_size(int(*size))) return Answer::failure(e->message);
    for (const auto& [name, value] : *options) engine_.set_option(name, value);
    clock_.reset();
    plan_.clear();
    return Answer::success();
  });
  add("clear_board", [this](auto&) {
    ruler_.new_game();
    clock_.reset();
    plan_.clear();
    return Answer::success();
  });
  add("play", [this](const std::vector<std::string>& args) { return play(args); });
  add("genmove", [this](const std::vector<std::string>& args) { return genmove(args); });
  add("undo", [this](auto&) {
    if (auto e = ruler_.undo()) return Answer::failure(e->message);
    return Answer::success();
  });
  add("final_score", [this](auto&) { return final_score(); });
  add("showboard", [this](auto&) {
    std::string board = ruler_.state().describe();
    if (!ruler_.pending().empty()) board += "\nclicks of the move being entered: " + clicks_text(ruler_.pending());
    return Answer::success("\n" + board);
  });
  add("time_settings", [this](const std::vector<std::string>& args) {
    if (args.size() != 3) return syntax_error("time_settings <main_time> <byo_yomi_time> <byo_yomi_stones>");
    const auto main = number_arg(args[0]), byo = number_arg(args[1]), stones = number_arg(args[2]);
    if (!main || !byo || !stones) return syntax_error("time_settings <main_time> <byo_yomi_time> <byo_yomi_stones>");
    if (auto e = clock_.set(*main, *byo, *stones)) return Answer::failure(e->message);
    return Answer::success();
  });
  add("time_left", [this](const std::vector<std::string>& args) {
    const auto colour = args.size() == 3 ? parse_colour(args[0]) : std::nullopt;
    const auto time = args.size() == 3 ? number_arg(args[1]) : std::nullopt;
    const auto stones = args.size() == 3 ? number_arg(args[2]) : std::nullopt;
    if (!colour || !time || !stones) return syntax_error("time_left <color> <time> <stones>");
    if (auto e = clock_.left(ruler_.player_of(*colour), *time, *stones)) return Answer::failure(e->message);
    return Answer::success();
  });
}

void Session::add_ruler_commands() {
  add("gogui-rules_game_id", [this](auto&) { return Answer::success(gogui_game_id(settings_.game)); });
  add("gogui-rules_board_size", [this](auto&) { return Answer::success(std::to_string(ruler_.board_size())); });
  add("gogui-rules_board", [this](auto&) { return Answer::success(board_text(ruler_.picture())); });
  add("gogui-rules_board_gfx", [this](auto&) { return Answer::success(gfx_text(ruler_.picture())); });
  add("gogui-rules_side_to_move", [this](auto&) { return Answer::success(colour_word(ruler_.to_move())); });
  add("gogui-rules_legal_moves", [this](auto&) {
    auto step = ruler_.step();
    if (!step) return Answer::failure(step.error());
    std::string list;
    for (const Click c : step->next) list += (list.empty() ? "" : " ") + format_vertex(c);
    return Answer::success(list);
  });
  add("gogui-rules_final_result", [this](auto&) { return final_result(); });
  if (ruler_.view().captured(ruler_.state()))
    add("gogui-rules_captured_count", [this](auto&) {
      // GoGui reads the white stones captured (by black) first, then the black ones.
      const auto taken = ruler_.view().captured(ruler_.state()).value_or(std::make_pair(0, 0));
      const int by_black = ruler_.player_of(Colour::Black) == 0 ? taken.first : taken.second;
      const int by_white = ruler_.player_of(Colour::Black) == 0 ? taken.second : taken.first;
      return Answer::success(std::to_string(by_black) + " " + std::to_string(by_white));
    });
}

Answer Session::play(const std::vector<std::string>& args) {
  const auto colour = args.size() == 2 ? parse_colour(args[0]) : std::nullopt;
  if (!colour) return syntax_error("play <color> <vertex>");
  auto click = parse_vertex(args[1], ruler_.board_size());
  if (!click) return Answer::failure(click.error());
  if (auto e = ruler_.play(*colour, *click)) return Answer::failure(e->message);
  return Answer::success();
}

Answer Session::genmove(const std::vector<std::string>& args) {
  const auto colour = args.size() == 1 ? parse_colour(args[0]) : std::nullopt;
  if (!colour) return syntax_error("genmove <color>");
  // A game over, or the other side in the middle of its move: the answers that keep strict
  // alternation going (ruler.h).
  if (ruler_.game_over()) {
    ruler_.play(*colour, Click::pass());
    return Answer::success("pass");
  }
  if (*colour != ruler_.to_move()) {
    const Click filler = ruler_.filler();
    ruler_.play(*colour, filler);
    return Answer::success(format_vertex(filler));
  }
  return engine_move(*colour);
}

Answer Session::engine_move(Colour colour) {
  const Clicks& pending = ruler_.pending();
  const bool planned = plan_moves_ == ruler_.move_count() && plan_.size() > pending.size() &&
                       std::equal(pending.begin(), pending.end(), plan_.begin());
  if (!planned) {
    if (!pending.empty())
      return Answer::failure("a move is being entered (" + clicks_text(pending) +
                             "): finish it with play, or take its clicks back with undo");
    const int player = ruler_.player_of(colour);
    const auto clock = clock_.go_fields(player);
    auto result = engine_.search(ruler_.position_command(), clock ? *clock : settings_.go_args,
                                 clock ? clock_.budget_ms(player) : std::nullopt);
    if (!result) return Answer::failure(result.error());
    clock_.spent(player, result->elapsed_ms);
    if (result->move.empty()) return Answer::failure("the engine says the game is over, the rules do not");
    auto token = ruler_.state().parse_move(result->move);
    if (!token) return Answer::failure("the engine played an illegal move: " + token.error());
    auto clicks = ruler_.view().clicks(ruler_.state(), *token);
    if (!clicks) return Answer::failure(clicks.error());
    plan_ = std::move(*clicks);
    plan_moves_ = ruler_.move_count();
  }
  const Click next = plan_[ruler_.pending().size()];
  if (auto e = ruler_.play(colour, next)) return Answer::failure(e->message);
  return Answer::success(format_vertex(next));
}

Answer Session::final_score() {
  const inchworm::GameState& state = ruler_.state();
  const inchworm::Verdict verdict = state.is_over() ? state.verdict() : state.adjudicate();
  if (verdict.outcome == inchworm::Outcome::Draw || verdict.outcome == inchworm::Outcome::None)
    return Answer::success("0");
  const int winner = verdict.outcome == inchworm::Outcome::FirstPlayerWins ? 0 : 1;
  return Answer::success(std::string(1, colour_letter(ruler_.colour_of_player(winner))) + "+" +
                         std::to_string(ruler_.view().margin(state, verdict.outcome)));
}

Answer Session::final_result() {
  const inchworm::GameState& state = ruler_.state();
  if (!state.is_over()) return Answer::success("The game goes on.");
  const inchworm::Verdict verdict = state.verdict();
  const inchworm::SideNames sides = state.side_names();
  std::string who = verdict.outcome == inchworm::Outcome::Draw              ? "Draw"
                    : verdict.outcome == inchworm::Outcome::FirstPlayerWins ? sides.first + " wins"
                                                                            : sides.second + " wins";
  return Answer::success(who + ": " + verdict.reason);
}

}  // namespace adapters::gtp
