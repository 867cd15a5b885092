// uiw-web: serves a page on 127.0.0.1 that shows and plays Inchworm, with a uiw engine behind it.
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <cxxopts.hpp>
#include <filesystem>
#include <functional>
#include <iostream>

#include "bridge.h"
#include "live_bridge.h"
#include "registry.h"
#include "strength.h"
#include "version.h"

namespace {

// The engine next to this program (build/bin/inchworm beside build/bin/uiw-web).
std::string default_engine(const char* argv0) {
  std::error_code ec;
  auto self = std::filesystem::canonical("/proc/self/exe", ec);
  if (ec) self = std::filesystem::absolute(argv0, ec);
  return (self.parent_path() / "inchworm").string();
}

adapters::web::Controller controller(const std::string& value, const char* side) {
  if (value == "human") return adapters::web::Controller::Human;
  if (value == "engine") return adapters::web::Controller::Engine;
  throw cxxopts::exceptions::exception(std::string("--") + side + " must be human or engine, not '" + value + "'");
}

// Listens on 127.0.0.1:port, starts what serves (`start`), says where, and runs until SIGINT or
// SIGTERM. 1 when it cannot listen.
int serve(boost::asio::io_context& io, adapters::web::WebServer& server, int port, const std::function<void()>& start,
          const std::string& what) {
  if (auto e = server.listen(static_cast<std::uint16_t>(port))) {
    std::cerr << "uiw-web: " << *e << std::endl;
    return 1;
  }
  start();
  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code&, int) { io.stop(); });
  std::cout << "uiw-web: serving http://127.0.0.1:" << server.port() << "/ (" << what << ")" << std::endl;
  io.run();
  return 0;
}

// --follow FILE: the live view of a referee's match; no engine.
int follow_match(boost::asio::io_context& io, const std::string& file, int port) {
  using namespace adapters::web;
  std::unique_ptr<LiveBridge> live;
  WebServer server(io, {[&](ClientId c) { live->on_open(c); },
                        [&](ClientId c, const std::string& text) { live->on_message(c, text); },
                        [&](const std::string& target) { return live->on_get(target); }, "/live.html"});
  live = std::make_unique<LiveBridge>(io, server, file);
  return serve(
      io, server, port, [&] { live->start(); }, "following " + file);
}

std::string level_ids() {
  std::string ids;
  for (const auto& level : adapters::web::strength_levels()) ids += (ids.empty() ? "" : ", ") + level.id;
  return ids + " (default full)";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace adapters::web;
  cxxopts::Options cli("uiw-web",
                       "Serves a page on 127.0.0.1 that shows and plays the Inchworm games against a uiw engine.\n"
                       "Open the printed address in a browser.");
  cli.add_options()("h,help", "print this help and exit")("version", "print the version and exit")(
      "e,engine", "the uiw engine to start (default: inchworm next to this program)", cxxopts::value<std::string>())(
      "engine-arg", "an argument for the engine (repeat for several)", cxxopts::value<std::vector<std::string>>())(
      "engine-log", "file for the engine's standard error (default: discarded)", cxxopts::value<std::string>())(
      "log", "file for every line to and from the engines, with times (appended)", cxxopts::value<std::string>())(
      "p,port", "port on 127.0.0.1; 0 picks a free one", cxxopts::value<int>()->default_value("8080"))(
      "game", "the first game: " + inchworm::game_ids(),
      cxxopts::value<std::string>()->default_value(inchworm::game_registry().front().id))(
      "first", "who plays the side that moves first (Red, White) at the start: human (default) or engine",
      cxxopts::value<std::string>())("red", "the same as --first", cxxopts::value<std::string>())(
      "second", "who plays the other side (Blue, Black) at the start: human or engine (default)",
      cxxopts::value<std::string>())("blue", "the same as --second", cxxopts::value<std::string>())(
      "movetime", "engine thinking time per move in ms", cxxopts::value<int>()->default_value("1000"))(
      "depth", "engine depth limit (0: none)", cxxopts::value<int>()->default_value("0"))(
      "max-plies", "engine-against-engine games stop after this many plies, judged by score (0: no limit)",
      cxxopts::value<int>()->default_value("400"))(
      "tc", "both sides' clock: seconds+increment (300+3, 5:00+3) or none; the engine then plays on it",
      cxxopts::value<std::string>()->default_value("none"))("level", "the engine's strength: " + level_ids(),
                                                            cxxopts::value<std::string>()->default_value("full"))(
      "option", "a rule option of the first game, Name=Value (repeat for several)",
      cxxopts::value<std::vector<std::string>>())(
      "follow", "watch a match: follow the live feed FILE of uiw-referee -live FILE (no engine is started)",
      cxxopts::value<std::string>());
  BridgeSettings settings;
  int port = 0;
  std::string follow, log_path;
  try {
    auto args = cli.parse(argc, argv);
    if (args.count("help")) {
      std::cout << cli.help() << std::endl;
      return 0;
    }
    if (args.count("version")) {
      std::cout << inchworm::version_text("uiw-web") << std::endl;
      return 0;
    }
    settings.engine.program = args.count("engine") ? args["engine"].as<std::string>() : default_engine(argv[0]);
    if (args.count("engine-arg")) settings.engine.args = args["engine-arg"].as<std::vector<std::string>>();
    if (args.count("engine-log")) settings.engine.stderr_path = args["engine-log"].as<std::string>();
    if (args.count("log")) log_path = args["log"].as<std::string>();
    port = args["port"].as<int>();
    if (args.count("follow")) follow = args["follow"].as<std::string>();
    if (port < 0 || port > 65535) throw cxxopts::exceptions::exception("--port must be 0..65535");
    auto who = [&](const char* name, const char* alias, const char* fallback) {
      const char* given = args.count(name) ? name : args.count(alias) ? alias : nullptr;
      return controller(given ? args[given].as<std::string>() : fallback, given ? given : name);
    };
    settings.view.players[0] = who("first", "red", "human");
    settings.view.players[1] = who("second", "blue", "engine");
    settings.game_id = args["game"].as<std::string>();
    settings.view.movetime_ms = args["movetime"].as<int>();
    if (settings.view.movetime_ms < 10) throw cxxopts::exceptions::exception("--movetime must be at least 10");
    settings.view.depth = args["depth"].as<int>();
    if (settings.view.depth < 0 || settings.view.depth > 99)
      throw cxxopts::exceptions::exception("--depth must be 0..99");
    settings.view.max_plies = args["max-plies"].as<int>();
    if (settings.view.max_plies < 0) throw cxxopts::exceptions::exception("--max-plies must be 0 or more");
    auto clock = parse_clock_control(args["tc"].as<std::string>());
    if (!clock) throw cxxopts::exceptions::exception("--tc: " + clock.error());
    settings.view.clock_control = *clock;
    auto level = find_strength_level(args["level"].as<std::string>());
    if (!level) throw cxxopts::exceptions::exception("--level: " + level.error());
    settings.view.level = level->id;
    if (args.count("option"))
      for (const auto& item : args["option"].as<std::vector<std::string>>()) {
        const auto eq = item.find('=');
        if (eq == std::string::npos)
          throw cxxopts::exceptions::exception("--option wants Name=Value, not '" + item + "'");
        settings.rules.emplace_back(item.substr(0, eq), item.substr(eq + 1));
      }
  } catch (const std::exception& e) {
    std::cerr << "uiw-web: " << e.what() << "\n" << cli.help() << std::endl;
    return 2;
  }

  adapters::ProtocolLog protocol_log;
  if (!log_path.empty()) {
    if (auto bad = protocol_log.open(log_path)) {
      std::cerr << "uiw-web: --log: " << *bad << std::endl;
      return 2;
    }
    settings.log = &protocol_log;
  }
  boost::asio::io_context io;
  if (!follow.empty()) return follow_match(io, follow, port);
  std::unique_ptr<Bridge> bridge;
  WebServer server(io, {[&](ClientId c) { bridge->on_open(c); },
                        [&](ClientId c, const std::string& text) { bridge->on_message(c, text); },
                        [&](const std::string& target) { return bridge->on_get(target); }});
  try {
    bridge = std::make_unique<Bridge>(io, server, settings);
  } catch (const std::invalid_argument& e) {
    std::cerr << "uiw-web: " << e.what() << std::endl;
    return 2;
  }
  const int status = serve(
      io, server, port, [&] { bridge->start_engine(); }, "engine: " + settings.engine.program);
  // An orderly exit (SIGINT, SIGTERM): the engines are told `quit`; the bridge's end then waits a moment
  // for them to leave and kills any that did not (EngineProcess).
  bridge->shutdown();
  bridge.reset();
  return status;
}
