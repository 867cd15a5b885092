#include "engine_session.h"

#include <algorithm>

#include "registry.h"
#include "text.h"

namespace adapters::web {

using inchworm::lower_case;

namespace {

// A combo option's choices (`... type combo default D var A var B`), lower case.
std::vector<std::string> combo_choices(const std::vector<std::string>& words, std::size_t type_at) {
  std::vector<std::string> choices;
  if (type_at + 1 >= words.size() || words[type_at + 1] != "combo") return choices;
  for (std::size_t i = type_at + 2; i < words.size(); ++i)
    if (words[i] == "var") {
      const std::size_t next = inchworm::find_word(words, "var", i + 1);
      choices.push_back(lower_case(inchworm::join_words(words, i + 1, next)));
      i = next - 1;
    }
  return choices;
}

}  // namespace

EngineSession::EngineSession(boost::asio::io_context& io, ChildSpec spec, SessionEvents events, SessionTimes times)
    : events_(std::move(events)),
      times_(times),
      process_(
          io, std::move(spec), [this](const std::string& line) { on_line(line); },
          [this](const std::string& why) { on_end(why); }),
      timer_(io) {}

void EngineSession::start() {
  disarm();
  process_.start();
  state_ = State::Handshake;
  name_.clear();
  options_.clear();
  game_.reset();
  rules_.reset();
  overdue_ = false;
  send("uiw");
  arm_timer(times_.handshake, &EngineSession::on_handshake_timeout);
}

EngineSession::~EngineSession() {
  if (state_ == State::Down) return;
  disarm();
  process_.send("quit");
}

void EngineSession::shutdown() {
  if (state_ == State::Down) return;
  disarm();
  send("quit");
  state_ = State::Down;  // its end is not a failure
}

bool EngineSession::has_option(const std::string& name) const { return options_.count(lower_case(name)) > 0; }

void EngineSession::send(const std::string& line) {
  process_.send(line);
  if (events_.traffic) events_.traffic(line, true);
}

void EngineSession::log_to(ProtocolLog* log, std::string who) { process_.log_to(log, std::move(who)); }

inchworm::MaybeError EngineSession::select_game(const std::string& id, const RuleSettings& rules) {
  if (game_ != id) {
    const bool lists_game = has_option("Game"), lists_variant = has_option("UCI_Variant");
    const std::string option = lists_game || !lists_variant ? "Game" : "UCI_Variant";
    const auto choices = options_.find(lower_case(option));
    if (choices != options_.end() && !choices->second.empty() &&
        std::find(choices->second.begin(), choices->second.end(), lower_case(id)) == choices->second.end())
      return inchworm::Error{"the engine does not offer the game " + inchworm::quoted(id) + " (its " + option +
                             " option)"};
    // An engine without either option is told only another game than the default (its error then
    // shows that it cannot play it).
    if (lists_game || lists_variant || id != inchworm::game_registry().front().id)
      send("setoption name " + option + " value " + id);
    game_ = id;
    rules_.reset();  // choosing a game resets its rules
  }
  if (rules_ != rules) {
    for (const auto& [name, value] : rules) send("setoption name " + name + " value " + value);
    rules_ = rules;
  }
  return std::nullopt;
}

void EngineSession::go(const std::string& go_line, std::optional<std::chrono::milliseconds> allowance) {
  send(go_line);
  state_ = State::Searching;
  overdue_ = false;
  if (allowance)
    arm_timer(*allowance + times_.search_grace, &EngineSession::on_search_overdue);
  else
    disarm();
}

void EngineSession::stop() {
  if (state_ == State::Searching) send("stop");
}

void EngineSession::cancel() {
  if (state_ != State::Searching) return;
  send("stop");
  state_ = State::Stopping;
  arm_timer(times_.stop_grace, &EngineSession::on_stop_overdue);
}

void EngineSession::on_line(const std::string& line) {
  if (events_.traffic) events_.traffic(line, false);
  if (state_ == State::Down) return;
  const auto words = inchworm::split_words(line);
  if (words.empty()) return;
  if (state_ == State::Handshake) return on_handshake_line(line, words);
  const std::string& head = words[0];
  if (head == "info") {
    if (state_ != State::Searching) return;
    if (auto info = uiw::parse_info_line(line)) events_.on_info(*info);
  } else if (head == "bestmove") {
    if (state_ == State::Stopping) {
      // The answer to a search made stale: dropped.
      state_ = State::Ready;
      disarm();
      return events_.on_ready();
    }
    if (state_ != State::Searching) return;
    state_ = State::Ready;
    disarm();
    auto best = uiw::parse_bestmove_line(line);
    events_.on_bestmove(best ? best->move : std::string());
  } else if (events_.on_other) {
    events_.on_other(line);
  }
}

void EngineSession::on_handshake_line(const std::string& line, const std::vector<std::string>& words) {
  const std::string& head = words[0];
  if (head == "id" && words.size() >= 3 && words[1] == "name") name_ = line.substr(line.find("name") + 5);
  // `option name <words> type ...`: the option's name may have spaces.
  if (head == "option" && words.size() >= 3 && words[1] == "name") {
    const std::size_t type = inchworm::find_word(words, "type", 2);
    options_[lower_case(inchworm::join_words(words, 2, type))] = combo_choices(words, type);
  }
  if (head == "uiwok") send("isready");
  if (head == "readyok") {
    state_ = State::Ready;
    disarm();
    events_.on_ready();
  }
}

void EngineSession::on_end(const std::string& why) {
  if (state_ == State::Down) return;  // after a shutdown, or a failure already reported
  fail(SessionFailure::Kind::Ended, why, false);
}

void EngineSession::fail(SessionFailure::Kind kind, const std::string& message, bool kill) {
  const bool during_handshake = state_ == State::Handshake;
  disarm();
  state_ = State::Down;
  name_.clear();
  game_.reset();
  rules_.reset();
  if (kill) process_.kill(message);
  events_.on_failure(SessionFailure{kind, during_handshake, message});
}

void EngineSession::arm_timer(std::chrono::milliseconds after, void (EngineSession::*what)()) {
  const unsigned serial = ++timer_serial_;
  timer_.expires_after(after);
  timer_.async_wait([this, serial, what](const boost::system::error_code& ec) {
    if (!ec && serial == timer_serial_) (this->*what)();
  });
}

void EngineSession::disarm() {
  ++timer_serial_;
  timer_.cancel();
}

void EngineSession::on_handshake_timeout() {
  if (state_ != State::Handshake) return;
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(times_.handshake).count();
  fail(SessionFailure::Kind::HandshakeTimeout,
       "the engine did not finish the uiw handshake (uiwok, readyok) within " + std::to_string(seconds) + " s", true);
}

void EngineSession::on_search_overdue() {
  if (state_ != State::Searching || overdue_) return;
  overdue_ = true;
  send("stop");
  arm_timer(times_.stop_grace, &EngineSession::on_stop_overdue);
}

void EngineSession::on_stop_overdue() {
  if (state_ != State::Searching && state_ != State::Stopping) return;
  fail(SessionFailure::Kind::Hung, "the engine did not answer bestmove in time and was stopped", true);
}

}  // namespace adapters::web
