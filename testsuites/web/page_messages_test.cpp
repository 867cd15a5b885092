// The JSON messages between the page and the bridge: commands read with errors naming the bad field,
// and the state the page draws from.
#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include "page_messages.h"

using namespace adapters::web;
namespace json = boost::json;

TEST_CASE("page commands are read with their fields", "[web][messages]") {
  auto play = parse_page_command(R"({"type":"play","move":"e1=e4"})");
  REQUIRE(play);
  CHECK(play->kind == PageCommand::Kind::Play);
  CHECK(play->move == "e1=e4");

  auto path = parse_page_command(R"({"type":"path","path":["e5","f4"]})");
  REQUIRE(path);
  CHECK(path->path == std::vector<Square>{36, 29});

  auto fresh = parse_page_command(
      R"({"type":"new","options":{"Topology":"torus","TargetScore":10,"PrisonerDrops":true},"red":"engine","blue":"human"})");
  REQUIRE(fresh);
  CHECK(fresh->kind == PageCommand::Kind::NewGame);
  CHECK(fresh->options.at("Topology") == "torus");
  CHECK(fresh->options.at("TargetScore") == "10");
  CHECK(fresh->options.at("PrisonerDrops") == "true");
  CHECK(fresh->red == Controller::Engine);
  CHECK(fresh->blue == Controller::Human);

  auto search = parse_page_command(R"({"type":"search","movetime":250,"depth":3,"maxplies":80})");
  REQUIRE(search);
  CHECK(search->movetime_ms == 250);
  CHECK(search->depth == 3);
  CHECK(search->max_plies == 80);

  auto record = parse_page_command(R"({"type":"record","text":"1. d3","game":1})");
  REQUIRE(record);
  CHECK(record->text == "1. d3");
  CHECK(record->game == 1);

  for (const char* simple : {"hello", "undo", "enginemove", "pause", "resume", "stop", "restart"})
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
  CHECK(error_of(R"({"type":"path","path":["e5","k9"]})").find("k9") != std::string::npos);
  CHECK(error_of(R"({"type":"path","path":[]})").find("'path'") != std::string::npos);
  CHECK(error_of(R"({"type":"search","movetime":1})").find("outside") != std::string::npos);
  CHECK(error_of(R"({"type":"search","depth":"deep"})").find("'depth'") != std::string::npos);
  CHECK(error_of(R"({"type":"search","maxplies":-5})").find("'maxplies'") != std::string::npos);
  CHECK(error_of(R"({"type":"players","red":"robot"})").find("'red'") != std::string::npos);
  CHECK(error_of(R"({"type":"new","options":{"Topology":[1]}})").find("Topology") != std::string::npos);
  CHECK(error_of(R"({"type":"truncate","ply":-1})").find("'ply'") != std::string::npos);
}

TEST_CASE("the state holds every position, the moves with their squares and captures", "[web][messages][R3.4]") {
  GameModel game;
  REQUIRE_FALSE(
      game.reset(inchworm::rodeffer::Rules{}, "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9"));
  REQUIRE_FALSE(game.play("e5-f4-e3-d2-c3-c4-d5-d6-d7"));
  SessionView view;
  view.engine.state = "ready";
  view.engine.name = "inchworm 0.1";
  const json::object state = json::parse(state_message(game, view, summarize_legal_moves(game.position()))).as_object();
  CHECK(state.at("type") == "state");
  const auto& plies = state.at("plies").as_array();
  REQUIRE(plies.size() == 1);
  const auto& ply = plies[0].as_object();
  CHECK(ply.at("mover") == "b");
  CHECK(ply.at("kind") == "distribute");
  CHECK(ply.at("record").as_string().ends_with(" X d3-d4-e4"));
  // The captured stacks as the move left them: d3 (1), d4 (1), e4 (7), all Red.
  const auto& captured = ply.at("captured").as_array();
  REQUIRE(captured.size() == 3);
  CHECK(captured[0] == json::object{{"square", "d3"}, {"colour", "r"}, {"height", 1}});
  CHECK(captured[1] == json::object{{"square", "d4"}, {"colour", "r"}, {"height", 1}});
  CHECK(captured[2] == json::object{{"square", "e4"}, {"colour", "r"}, {"height", 7}});
  CHECK(ply.at("squares").as_array().size() == 9);
  CHECK(ply.at("squares").as_array()[0] == "e5");
  const auto& positions = state.at("positions").as_array();
  REQUIRE(positions.size() == 1);  // after each ply; the start is apart
  const auto& after = positions[0].as_object();
  CHECK(after.at("score") == json::array{0, 9});
  CHECK(after.at("prisoners") == json::array{0, 9});
  CHECK(after.at("side") == "r");
  const auto& board = after.at("board").as_array();
  CHECK(board[36] == -1);  // e5: one blue piece left
  CHECK(board[27] == 0);   // d4 captured
  CHECK(state.at("start").as_object().at("board").as_array()[36] == -9);
  CHECK(state.at("legal").as_object().at("rescue") == "R9");
  CHECK(state.at("engine").as_object().at("name") == "inchworm 0.1");
  CHECK(state.at("players").as_object().at("blue") == "engine");
  bool has_target = false;
  for (const auto& o : state.at("rules").as_array())
    if (o.as_object().at("name") == "TargetScore") has_target = o.as_object().at("value") == "60";
  CHECK(has_target);
}

TEST_CASE("search progress, path answers and errors as messages", "[web][messages]") {
  uiw::InfoReport info;
  info.depth = 4;
  info.score_kind = "win";
  info.score_value = 3;
  info.nps = 1000;
  info.pv = {"d3", "e5"};
  const json::object i = json::parse(info_message(info, 7, inchworm::rodeffer::BLUE)).as_object();
  CHECK(i.at("depth") == 4);
  CHECK(i.at("search") == 7);
  CHECK(i.at("side") == "b");  // the score is from Blue's point of view
  CHECK(i.at("score").as_object().at("kind") == "win");
  CHECK(i.at("pv") == json::array{"d3", "e5"});
  CHECK_FALSE(i.contains("nodes"));

  PathAnswer answer;
  answer.complete = true;
  const json::object p = json::parse(path_message({36, 29}, answer)).as_object();
  CHECK(p.at("token") == "e5-f4");
  CHECK(p.at("complete") == true);

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
    const std::string text = moves_message(game, game.plies().size() - 1, view, summarize_legal_moves(game.position()));
    const json::object m = json::parse(text).as_object();
    CHECK(m.at("type") == "moves");
    CHECK(m.at("from") == game.plies().size() - 1);
    REQUIRE(m.at("plies").as_array().size() == 1);
    CHECK(m.at("plies").as_array()[0].as_object().at("token").as_string() == std::string_view(square));
    CHECK(m.at("positions").as_array()[0].as_object().at("fen").as_string() ==
          std::string_view(format_position(game.position())));
    CHECK(m.at("maxPlies") == 120);
    // Apart from the legal summary (which depends on the position alone), the size does not grow
    // with the game.
    const std::size_t size = moves_message(game, game.plies().size() - 1, view, LegalSummary{}).size();
    if (i == 0) first_size = size;
    CHECK(size < first_size + 100);
  }
  const json::object two = json::parse(moves_message(game, 38, view, LegalSummary{})).as_object();
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
