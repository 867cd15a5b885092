#include "compliance.h"

#include <cmath>
#include <functional>

#include "compliance_probe.h"
#include "info_line.h"
#include "registry.h"
#include "safe_text.h"
#include "square_name.h"

namespace referee {

using adapters::quoted_output;

namespace {

using adapters::ReadStatus;
using std::chrono::milliseconds;

// What a timed step allows beyond the time it gave: a protocol check, not a time trial on a busy machine.
constexpr long long kSlackMs = 1000;
// How long an engine must hold its answer to `go infinite` and `go ponder`.
constexpr milliseconds kHoldMs{200};
// A search with no time limit (depth 1, a few nodes) must still end within this.
constexpr milliseconds kShortSearchMs{10000};

struct Verdict {
  bool pass = false;
  std::string detail;
};
Verdict pass(std::string detail) { return {true, std::move(detail)}; }
Verdict fail(std::string detail) { return {false, std::move(detail)}; }

std::string ms_text(double ms) { return std::to_string(std::llround(ms)) + " ms"; }

// A move the rules refuse at `state`: a square name (a drop on an occupied square, a step from an empty
// one), else `pass` while there are moves.
std::string illegal_move(const inchworm::GameState& state) {
  const inchworm::BoardView board = state.board();
  for (int rank = 0; rank < board.ranks; ++rank)
    for (int file = 0; file < board.files; ++file)
      if (const std::string square = inchworm::square_name_at(file, rank); !state.parse_move(square)) return square;
  return "pass";
}

// The positions a game's steps use: the start, two moves on (by the `moves` list and as a position
// string), and one more move.
struct StepPositions {
  std::unique_ptr<inchworm::GameState> start, two_on, three_on;
  std::vector<std::string> moves;  // the three moves played
};

// Plays a middle one of the legal moves; false at the end of the game.
bool play_some_move(inchworm::GameState& state, std::vector<std::string>& moves) {
  const auto legal = state.legal_moves();
  if (!legal || legal->empty() || state.is_over()) return false;
  const std::string move = (*legal)[legal->size() / 2];
  if (!state.play(move)) return false;
  moves.push_back(move);
  return true;
}

StepPositions step_positions(const GameRules& rules) {
  StepPositions p;
  p.start = rules.new_state();
  p.two_on = p.start->clone();
  for (int i = 0; i < 2; ++i) play_some_move(*p.two_on, p.moves);
  p.three_on = p.two_on->clone();
  play_some_move(*p.three_on, p.moves);
  return p;
}

class Walk {
 public:
  Walk(const ComplianceSettings& s, std::ostream& out) : s_(s), out_(out), probe_(s.engine) {}

  bool run() {
    if (!step("start", [&] { return start(); }) || !step("handshake", [&] { return handshake(); }) ||
        !step("options", [&] { return options(); }) || !step("isready", [&] { return ready("readyok", {}); }))
      return finish();
    for (const GameRules& rules : games_)
      if (!check_game(rules)) return finish();
    step("quit", [&] { return quit(); });
    return finish();
  }

 private:
  bool step(const std::string& name, const std::function<Verdict()>& check) {
    const Verdict v = check();
    out_ << (v.pass ? "PASS " : "FAIL ") << name << ": " << v.detail << "\n" << std::flush;
    if (v.pass)
      ++passed_;
    else
      failed_step_ = name;
    return v.pass;
  }

  bool finish() {
    if (failed_step_.empty()) {
      out_ << "Compliance: all " << passed_ << " steps passed\n";
      return true;
    }
    out_ << "Compliance: failed at '" << failed_step_ << "' after " << passed_
         << " passed steps (the walk stops at the first failure)\n";
    return false;
  }

  const EngineConfig& engine() const { return s_.engine; }
  milliseconds ready_limit() const { return milliseconds(s_.timeouts.ready_ms); }

  Verdict start() {
    if (auto error = probe_.start()) return fail(*error);
    return pass("started " + engine().command);
  }

  Verdict handshake() {
    if (!probe_.send(engine().hello())) return fail(probe_.exit_text() + " at start");
    const auto a = probe_.wait_for_word(engine().hello_ok(), milliseconds(s_.timeouts.start_ms));
    if (a.status == ReadStatus::Closed) return fail(probe_.exit_text() + " before " + engine().hello_ok());
    if (a.status != ReadStatus::Line)
      return fail("no " + std::string(engine().hello_ok()) + " within " + std::to_string(s_.timeouts.start_ms) +
                  " ms (-starttimeout)");
    handshake_lines_ = a.before;
    for (const auto& line : a.before)
      if (line.rfind("id name ", 0) == 0) id_name_ = line.substr(8);
    if (id_name_.empty()) return fail("no 'id name' line before " + std::string(engine().hello_ok()));
    return pass("id name " + quoted_output(id_name_) + ", " + engine().hello_ok() + " after " + ms_text(a.ms));
  }

  Verdict options() {
    std::vector<std::string> listed_games;
    bool has_game_option = false;
    int count = 0;
    for (const auto& line : handshake_lines_) {
      if (first_word(line) != "option") continue;
      const auto option = read_option_line(line);
      if (!option) return fail("unreadable option line " + quoted_output(line));
      ++count;
      if (inchworm::same_option_name(option->name, "Game")) {
        has_game_option = true;
        listed_games = option->vars;
      }
    }
    std::string detail = std::to_string(count) + " option lines";
    if (s_.rules) {
      games_.push_back(*s_.rules);
      return pass(detail + "; the game of -variant: " + s_.rules->game_id);
    }
    if (!has_game_option) {
      games_.push_back(default_game_rules());
      return pass(detail + ", no Game option: checked in the default game " + games_.back().game_id);
    }
    std::string known, unknown;
    for (const auto& id : listed_games) {
      auto rules = inchworm::find_game(id) ? make_game_rules({{"Game", id}}) : inchworm::Error{"unknown"};
      std::string& list = rules ? known : unknown;
      list += (list.empty() ? "" : ", ") + id;
      if (rules) games_.push_back(std::move(*rules));
    }
    if (games_.empty()) return fail("its Game option lists no game of this referee (" + unknown + ")");
    return pass(detail + "; Game lists " + known +
                (unknown.empty() ? "" : " (not checked, unknown here: " + unknown + ")"));
  }

  // Sends `isready` and waits for `readyok`; every line before it must be protocol, and no `error`.
  Verdict ready(const std::string& what, const std::vector<std::string>& sent) {
    for (const auto& line : sent)
      if (!probe_.send(line)) return fail(probe_.exit_text() + " while sending " + quoted_output(line));
    if (!probe_.send("isready")) return fail(probe_.exit_text() + " before isready");
    const auto a = probe_.wait_for_word("readyok", ready_limit());
    if (a.status == ReadStatus::Closed) return fail(probe_.exit_text() + " before readyok");
    if (a.status != ReadStatus::Line)
      return fail("no readyok within " + std::to_string(s_.timeouts.ready_ms) + " ms (-readytimeout)");
    for (const auto& line : a.before)
      if (first_word(line) == "error") return fail("answered " + quoted_output(line));
    return pass(what + " after " + ms_text(a.ms));
  }

  // A `bestmove` answer (waited for within `limit`) that is legal at `at`.
  Verdict best_move(const ComplianceProbe::Answer& a, const inchworm::GameState& at, milliseconds limit) {
    if (a.status == ReadStatus::Closed) return fail(probe_.exit_text() + " before its bestmove");
    if (a.status != ReadStatus::Line) return fail("no bestmove within " + ms_text(double(limit.count())));
    uiw::InfoReport info;
    for (const auto& line : a.before) {
      const std::string word = first_word(line);
      if (word == "error") return fail("answered " + quoted_output(line));
      if (word == "info")
        add_info_line(info, line);
      else if (!line.empty() && word != "readyok")
        return fail("sent " + quoted_output(line) + ", which is not protocol, during its search");
    }
    const auto best = uiw::parse_bestmove_line(a.line);
    if (!best) return fail("bestmove without a move: " + quoted_output(a.line));
    if (best->move.empty() && !at.is_over()) return fail("answered 'bestmove (none)' but the game goes on");
    if (!best->move.empty())
      if (auto legal = at.parse_move(best->move); !legal) return fail("illegal move: " + legal.error());
    return pass("bestmove " + best->move + " after " + ms_text(a.ms) +
                (info.depth ? ", depth " + std::to_string(*info.depth) : std::string()));
  }

  Verdict search(const std::string& position, const std::string& go, const inchworm::GameState& at,
                 milliseconds limit) {
    if (!probe_.send(position) || !probe_.send(go)) return fail(probe_.exit_text() + " before its search");
    return best_move(probe_.wait_for_word("bestmove", limit), at, limit);
  }

  // After `go infinite` or `go ponder`: no bestmove for a while.
  Verdict holds(const std::string& position, const std::string& go, const char* until) {
    if (!probe_.send(position) || !probe_.send(go)) return fail(probe_.exit_text() + " before its search");
    const auto a = probe_.wait_for_word("bestmove", kHoldMs);
    if (a.status == ReadStatus::Closed) return fail(probe_.exit_text() + " during its search");
    if (a.status == ReadStatus::Line)
      return fail("answered " + quoted_output(a.line) + " after " + ms_text(a.ms) + ", before " + until);
    return pass("no bestmove within " + ms_text(double(kHoldMs.count())) + " (until " + until + ")");
  }

  bool check_game(const GameRules& rules) {
    const std::string g = rules.game_id + ": ";
    const StepPositions p = step_positions(rules);
    const auto& m = p.moves;
    if (m.size() < 3)
      return step(g + "positions", [] { return fail("the game ends within three moves of its start"); });
    const std::string two_moves = "position startpos moves " + m[0] + " " + m[1];
    const std::string fen = "position fen " + p.two_on->position_string();
    const std::string fen_moves = fen + " moves " + m[2];
    const bool ugi = engine().protocol == Protocol::Ugi;
    const std::string clock =
        ugi ? " p1time 2000 p2time 2000 p1inc 20 p2inc 20" : " wtime 2000 btime 2000 winc 20 binc 20";
    const std::string ponder_clock = ugi ? " p1time 1000 p2time 1000" : " wtime 1000 btime 1000";
    const milliseconds clock_limit(2000 + kSlackMs);
    std::vector<std::string> options;
    for (const auto& [name, value] : rules.engine_options())
      options.push_back("setoption name " + name + " value " + value);
    return step(g + "game options",
                [&] {
                  if (options.empty()) return ready("nothing to send (the engine's default game), readyok", {});
                  return ready(std::to_string(options.size()) + " setoption lines, readyok", options);
                }) &&
           step(g + "new game",
                [&] { return ready(std::string(engine().new_game()) + ", readyok", {engine().new_game()}); }) &&
           step(g + "position startpos, go depth 1",
                [&] { return search("position startpos", "go depth 1", *p.start, kShortSearchMs); }) &&
           step(g + "position startpos moves, go nodes 1000",
                [&] { return search(two_moves, "go nodes 1000", *p.two_on, kShortSearchMs); }) &&
           step(g + "position fen, go movetime 100",
                [&] { return search(fen, "go movetime 100", *p.two_on, milliseconds(100 + kSlackMs)); }) &&
           step(g + "position fen moves, go with clocks",
                [&] { return search(fen_moves, "go" + clock, *p.three_on, clock_limit); }) &&
           step(g + "go with clocks and movestogo",
                [&] { return search(fen_moves, "go" + clock + " movestogo 3", *p.three_on, clock_limit); }) &&
           step(g + "go infinite", [&] { return holds("position startpos", "go infinite", "stop"); }) &&
           step(g + "isready during a search", [&] { return ready("readyok while searching", {}); }) &&
           step(g + "stop",
                [&] {
                  probe_.send("stop");
                  return best_move(probe_.wait_for_word("bestmove", clock_limit), *p.start, clock_limit);
                }) &&
           step(g + "go ponder", [&] { return holds(two_moves, "go ponder" + ponder_clock, "ponderhit"); }) &&
           step(g + "ponderhit",
                [&] {
                  probe_.send("ponderhit");
                  return best_move(probe_.wait_for_word("bestmove", clock_limit), *p.two_on, clock_limit);
                }) &&
           step(g + "go ponder, then stop (ponder miss)",
                [&] {
                  const Verdict held = holds(two_moves, "go ponder" + ponder_clock, "stop");
                  if (!held.pass) return held;
                  probe_.send("stop");
                  return best_move(probe_.wait_for_word("bestmove", clock_limit), *p.two_on, clock_limit);
                }) &&
           step(g + "bad position string", [&] { return bad_input("position fen this-is-no-position", p); }) &&
           step(g + "illegal move in position",
                [&] { return bad_input("position startpos moves " + illegal_move(*p.start), p); }) &&
           step(g + "unknown command", [&] { return unknown_command(); });
  }

  // Bad input after the position two moves on: the engine lives on; under uiw it answers `error` and
  // keeps that position, so its next move is legal there.
  Verdict bad_input(const std::string& bad, const StepPositions& p) {
    const std::string two_moves = "position startpos moves " + p.moves[0] + " " + p.moves[1];
    if (!probe_.send(two_moves)) return fail(probe_.exit_text() + " before " + quoted_output(bad));
    if (!probe_.send(bad) || !probe_.send("isready")) return fail(probe_.exit_text() + " after " + quoted_output(bad));
    const auto a = probe_.wait_for_word("readyok", ready_limit());
    if (a.status == ReadStatus::Closed) return fail(probe_.exit_text() + " after " + quoted_output(bad));
    if (a.status != ReadStatus::Line) return fail("no readyok within " + ms_text(double(ready_limit().count())));
    std::string error;
    for (const auto& line : a.before)
      if (first_word(line) == "error") error = line;
    if (engine().protocol == Protocol::Ugi)
      return pass("still answers isready" + (error.empty() ? std::string() : ", answered " + quoted_output(error)));
    if (error.empty())
      return fail("no 'error' line for " + quoted_output(bad) + " (a uiw engine answers bad input with one)");
    if (!probe_.send("go depth 1")) return fail(probe_.exit_text() + " after " + quoted_output(bad));
    const Verdict kept = best_move(probe_.wait_for_word("bestmove", kShortSearchMs), *p.two_on, kShortSearchMs);
    if (!kept.pass) return fail("after " + quoted_output(error) + " its position changed: " + kept.detail);
    return pass("answered " + quoted_output(error) + "; kept its position (" + kept.detail + ")");
  }

  // An unknown command: ignored (UCI) or answered with `error` (uiw); either way the engine lives on.
  Verdict unknown_command() {
    const std::string word = "compliance-check-unknown-command";
    if (!probe_.send(word + " 1 2 3") || !probe_.send("isready")) return fail(probe_.exit_text() + " after " + word);
    const auto a = probe_.wait_for_word("readyok", ready_limit());
    if (a.status == ReadStatus::Closed) return fail(probe_.exit_text() + " after " + word);
    if (a.status != ReadStatus::Line) return fail("no readyok within " + ms_text(double(ready_limit().count())));
    for (const auto& line : a.before)
      if (first_word(line) == "error") return pass("answered " + quoted_output(line) + ", then readyok");
    return pass("ignored it, then readyok");
  }

  Verdict quit() {
    if (!probe_.send("quit")) return fail(probe_.exit_text() + " before quit");
    if (!probe_.exits_within(milliseconds(1000))) return fail("still running 1000 ms after quit");
    return pass(probe_.exit_text());
  }

  const ComplianceSettings& s_;
  std::ostream& out_;
  ComplianceProbe probe_;
  std::vector<std::string> handshake_lines_;
  std::string id_name_;
  std::vector<GameRules> games_;
  int passed_ = 0;
  std::string failed_step_;
};

}  // namespace

bool check_compliance(const ComplianceSettings& settings, std::ostream& out) {
  out << "Compliance of " << settings.engine.command << " (" << settings.engine.hello() << ")\n";
  return Walk(settings, out).run();
}

}  // namespace referee
