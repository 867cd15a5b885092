// The JSON messages between the page and the bridge: commands read with errors naming the bad field,
// and the state the page draws from.
#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include "page_messages.h"
#include "registry.h"

using namespace adapters::web;
namespace json = boost::json;

TEST_CASE("page commands are read with their fields", "[web][messages]") {
  auto play = parse_page_command(R"({"type":"play","move":"e1=e4"})");
  REQUIRE(play);
  CHECK(play->kind == PageCommand::Kind::Play);
  CHECK(play->move == "e1=e4");

  auto path = parse_page_command(R"({"type":"path","path":["e5","f4"]})");
  REQUIRE(path);
  CHECK(path->path == std::vector<std::string>{"e5", "f4"});

  auto why = parse_page_command(R"({"type":"why","choices":["d3","stock"]})");
  REQUIRE(why);
  CHECK(why->kind == PageCommand::Kind::Why);
  CHECK(why->choices == std::vector<std::string>{"d3", "stock"});

  auto fresh = parse_page_command(
      R"({"type":"new","game":"rodeffer","options":{"Topology":"torus","TargetScore":10,"PrisonerDrops":true},"first":"engine","second":"human"})");
  REQUIRE(fresh);
  CHECK(fresh->kind == PageCommand::Kind::NewGame);
  CHECK(fresh->game_id == "rodeffer");
  CHECK(fresh->options == RuleValues{{"Topology", "torus"}, {"TargetScore", "10"}, {"PrisonerDrops", "true"}});
  CHECK(fresh->players[0] == Controller::Engine);
  CHECK(fresh->players[1] == Controller::Human);

  auto check = parse_page_command(R"({"type":"check","game":"steere","options":{"Rows":6,"Columns":6},"fen":""})");
  REQUIRE(check);
  CHECK(check->kind == PageCommand::Kind::CheckGame);
  CHECK(check->game_id == "steere");
  CHECK(check->options == RuleValues{{"Rows", "6"}, {"Columns", "6"}});
  CHECK(json::parse(check_message("no")).as_object().at("message") == "no");

  auto position = parse_page_command(R"({"type":"position","ply":12})");
  REQUIRE(position);
  CHECK(position->kind == PageCommand::Kind::Position);
  CHECK(position->ply == 12);

  auto search = parse_page_command(R"({"type":"search","movetime":250,"depth":3,"maxplies":80})");
  REQUIRE(search);
  CHECK(search->movetime_ms == 250);
  CHECK(search->depth == 3);
  CHECK(search->max_plies == 80);
  CHECK(!search->level);
  auto level = parse_page_command(R"({"type":"search","level":"casual"})");
  REQUIRE(level);
  CHECK(level->level == "casual");

  auto record = parse_page_command(R"({"type":"record","text":"1. d3","game":1})");
  REQUIRE(record);
  CHECK(record->text == "1. d3");
  CHECK(record->game == 1);

  for (const char* simple : {"hello", "undo", "enginemove", "pause", "resume", "stop", "restart", "restore"})
    CHECK(parse_page_command(std::string("{\"type\":\"") + simple + "\"}"));
}

TEST_CASE("bad page commands are refused naming the field", "[web][messages]") {
  auto error_of = [](const char* text) {
    auto c = parse_page_command(text);
    REQUIRE_FALSE(c);
    return c.error();
  };
  CHECK(error_of("not json").find("not JSON") != std::string::npos);
  CHECK(error_of("[1,2]").find("object") != std::string::npos);
  CHECK(error_of(R"({"type":"fly"})").find("'fly'") != std::string::npos);
  CHECK(error_of(R"({"type":"play"})").find("'move'") != std::string::npos);
  CHECK(error_of(R"({"type":"play","move":""})").find("empty") != std::string::npos);
  CHECK(error_of(R"({"type":"path","path":["e5",9]})").find("9") != std::string::npos);
  CHECK(error_of(R"({"type":"path","path":[]})").find("'path'") != std::string::npos);
  CHECK(error_of(R"({"type":"why","choices":[]})").find("'choices'") != std::string::npos);
  CHECK(error_of(R"({"type":"why","choices":["d3",""]})").find("choice") != std::string::npos);
  CHECK(error_of(R"({"type":"why"})").find("'choices'") != std::string::npos);
  CHECK(error_of(R"({"type":"search","movetime":1})").find("outside") != std::string::npos);
  CHECK(error_of(R"({"type":"search","depth":"deep"})").find("'depth'") != std::string::npos);
  CHECK(error_of(R"({"type":"search","maxplies":-5})").find("'maxplies'") != std::string::npos);
  CHECK(error_of(R"({"type":"search","level":3})").find("'level'") != std::string::npos);
  CHECK(error_of(R"({"type":"players","first":"robot"})").find("'first'") != std::string::npos);
  CHECK(error_of(R"({"type":"new","game":7})").find("'game'") != std::string::npos);
  CHECK(error_of(R"({"type":"position"})").find("'ply'") != std::string::npos);
  CHECK(error_of(R"({"type":"new","options":{"Topology":[1]}})").find("Topology") != std::string::npos);
  CHECK(error_of(R"({"type":"truncate","ply":-1})").find("'ply'") != std::string::npos);
}

namespace page_messages_test {
namespace {

json::object parse(const std::string& text) { return json::parse(text).as_object(); }

const json::object legal_of(const GameModel& game) { return game.ui().legal(game.state()); }

}  // namespace

TEST_CASE("the state: the game, its rules and moves, the current position drawn as points", "[web][messages][R3.4]") {
  GameModel game;
  REQUIRE_FALSE(game.reset("rodeffer", {{"TargetScore", "20"}},
                           "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9"));
  REQUIRE_FALSE(game.play("e5-f4-e3-d2-c3-c4-d5-d6-d7"));
  SessionView view;
  view.engine.state = "ready";
  view.engine.name = "inchworm 0.1";
  const json::object state = parse(state_message(game, view, legal_of(game)));
  CHECK(state.at("type") == "state");
  CHECK(state.at("game") == "rodeffer");
  CHECK(state.at("sides") == json::array{"Red", "Blue"});
  CHECK(state.at("startPly") == 17);  // Blue to move at move 9
  const auto& plies = state.at("plies").as_array();
  REQUIRE(plies.size() == 1);
  // A move the list writes otherwise than its token: [token, as shown].
  CHECK(plies[0].as_array()[1].as_string().ends_with(" X d3-d4-e4"));
  const auto& current = state.at("current").as_object();
  CHECK(current.at("ply") == 1);
  CHECK(current.at("side") == 0);
  CHECK(current.at("over") == false);
  const auto& move = current.at("move").as_object();
  CHECK(move.at("mover") == 1);
  CHECK(move.at("kind") == "distribute");
  // The captured stacks as the move left them: d3 (1), d4 (1), e4 (7), all Red's.
  const auto& captured = move.at("captured").as_array();
  REQUIRE(captured.size() == 3);
  CHECK(captured[0] == json::object{{"square", "d3"}, {"side", 0}, {"height", 1}});
  CHECK(captured[2] == json::object{{"square", "e4"}, {"side", 0}, {"height", 7}});
  CHECK(move.at("squares").as_array().size() == 9);
  const auto& board = current.at("board").as_object();
  CHECK(board.at("files") == 8);
  CHECK(board.at("points").as_array()[36] == json::array{1, "1"});  // e5: one blue piece left
  CHECK(board.at("points").as_array()[27] == 0);                    // d4 captured
  bool score_seen = false;
  for (const auto& c : current.at("counters").as_array())
    if (c.as_object().at("name") == "score") score_seen = c.as_object().at("values") == json::array{0, 9};
  CHECK(score_seen);
  CHECK(state.at("legal").at("actions").at("rescue").at("move") == "R9");
  CHECK(state.at("engine").as_object().at("name") == "inchworm 0.1");
  CHECK(state.at("players") == json::array{"human", "engine"});
  bool has_target = false;
  for (const auto& o : state.at("rules").as_array())
    if (o.as_object().at("name") == "TargetScore") has_target = o.as_object().at("value") == "20";
  CHECK(has_target);
  bool rodeffer_listed = false;
  for (const auto& g : state.at("games").as_array()) {
    if (g.as_object().at("id") != "rodeffer") continue;
    rodeffer_listed = true;
    // The game's buttons, as its presentation states them: the page draws these and knows no game.
    const auto& actions = g.at("presentation").at("actions").as_array();
    REQUIRE(actions.size() == 2);
    CHECK(actions[0].at("choice") == "rescue");
    CHECK(actions[0].at("label") == "Rescue");
    CHECK(actions[1].at("ruleOption") == "PrisonerDrops");
  }
  CHECK(rodeffer_listed);
  // The position after a ply, asked for by a page that shows it.
  const json::object start = parse(position_message(game, 0, 3));
  CHECK(start.at("gameSerial") == 3);
  CHECK(start.at("snapshot").as_object().at("board").as_object().at("points").as_array()[36] == json::array{1, "9"});
  CHECK_FALSE(start.at("snapshot").as_object().contains("move"));
}

TEST_CASE("search progress, path answers and errors as messages", "[web][messages]") {
  uiw::InfoReport info;
  info.depth = 4;
  info.score_kind = "win";
  info.score_value = 3;
  info.nps = 1000;
  info.pv = {"d3", "e5"};
  const json::object i = json::parse(info_message(info, 7, 1)).as_object();
  CHECK(i.at("depth") == 4);
  CHECK(i.at("search") == 7);
  CHECK(i.at("side") == 1);  // the score is from the second player's point of view
  CHECK(i.at("score").as_object().at("kind") == "win");
  CHECK(i.at("pv") == json::array{"d3", "e5"});
  CHECK_FALSE(i.contains("nodes"));

  GameModel fig;
  REQUIRE_FALSE(fig.reset("rodeffer", {}, "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9"));
  auto answer = fig.ui().continuations(fig.state(), {"e5", "f4"});
  REQUIRE(answer);
  const json::object p = json::parse(path_message(*answer)).as_object();
  CHECK(p.at("type") == "path");
  CHECK(p.at("complete") == false);
  CHECK(p.at("next").as_array().size() >= 1);

  CHECK(json::parse(error_message("illegal move 'a9'")).as_object().at("message") == "illegal move 'a9'");
  CHECK(json::parse(engine_line_message("go movetime 100", true)).as_object().at("dir") == "out");
  CHECK(json::parse(engine_line_message("go movetime 100", true)).as_object().at("line") == "go movetime 100");
}

TEST_CASE("after a move the pages are sent that move alone, not the whole game", "[web][messages]") {
  GameModel game;
  SessionView view;
  view.max_plies = 120;
  std::size_t first_size = 0;
  for (int i = 0; i < 40; ++i) {
    const std::string square = std::string(1, char('a' + i % 8)) + std::to_string(1 + (i / 8) % 8);
    REQUIRE_FALSE(game.play(square));
    const std::string text = moves_message(game, game.plies().size() - 1, view, legal_of(game));
    const json::object m = json::parse(text).as_object();
    CHECK(m.at("type") == "moves");
    CHECK(m.at("from") == game.plies().size() - 1);
    REQUIRE(m.at("plies").as_array().size() == 1);
    CHECK(m.at("plies").as_array()[0] == json::string(square));
    CHECK(m.at("current").as_object().at("fen").as_string() == std::string_view(game.state().position_string()));
    CHECK(m.at("maxPlies") == 120);
    // Apart from the legal summary and the board (which depend on the position alone, the board
    // filling up to its 64 points), the size does not grow with the game.
    const std::size_t size = moves_message(game, game.plies().size() - 1, view, json::object{}).size();
    if (i == 0) first_size = size;
    CHECK(size < first_size + 64 * 10);
  }
  const json::object two = json::parse(moves_message(game, 38, view, json::object{})).as_object();
  CHECK(two.at("plies").as_array().size() == 2);
  const json::object session = json::parse(session_message(view)).as_object();
  CHECK(session.at("type") == "session");
  CHECK_FALSE(session.contains("plies"));
}

TEST_CASE("long lines in the engine log are cut in the middle", "[web][messages]") {
  std::string command = "position startpos moves";
  for (int i = 0; i < 300; ++i) command += " a" + std::to_string(1 + i % 8);
  command += " h8";
  const std::string shown = json::parse(engine_line_message(command, true)).as_object().at("line").as_string().c_str();
  CHECK(shown.size() < 400);
  CHECK(shown.rfind("position startpos moves a1", 0) == 0);
  CHECK(shown.ends_with(" h8"));
  CHECK(shown.find("characters left out") != std::string::npos);
}

TEST_CASE("the page is sent the games' own words, pieces and joined edges", "[web][messages]") {
  // What an option does and its choices in words: the game's, not the page's.
  const json::object rodeffer = presentation_json(inchworm::presentation_of("rodeffer"));
  CHECK(rodeffer.at("optionHints").at("Topology") == "Which edges of the board are joined (R7.1)");
  CHECK(rodeffer.at("choiceLabels").at("cylinder") == "cylinder (a and h files joined)");
  const json::object steere = presentation_json(inchworm::presentation_of("steere"));
  CHECK(steere.at("optionHints").at("Rows") == "The board's ranks; Rows + Columns must be odd");
  // Each piece letter's name and glyph, a half piece's full piece (whose glyph it takes).
  const json::object chess = presentation_json(inchworm::presentation_of("longworm-chess"));
  CHECK(chess.at("pieces").at("N") == json::object{{"name", "knight"}, {"glyph", "\u265E"}, {"full", ""}});
  CHECK(chess.at("pieces").at("H").at("full") == "Q");
  CHECK(rodeffer.at("pieces").as_object().empty());

  // The edges the rules join, from the game's board: none on a plane, the files on a cylinder, all on a torus.
  const auto joined = [](const char* topology) {
    GameModel game;
    REQUIRE_FALSE(game.reset("rodeffer", {{"Topology", topology}}, "startpos"));
    const json::object board = parse(position_message(game, 0, 1)).at("snapshot").at("board").as_object();
    return board.contains("joined") ? board.at("joined") : json::value();
  };
  CHECK(joined("plane").is_null());
  CHECK(joined("cylinder") == json::object{{"files", true}, {"ranks", false}});
  CHECK(joined("torus") == json::object{{"files", true}, {"ranks", true}});
}

}  // namespace page_messages_test
