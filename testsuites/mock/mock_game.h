// What the mock engines share: the game they follow (any registered game, through the engine library's
// GameState), chosen by `Game` (or `UCI_Variant`) and the rule options they are sent, and the
// `position` command. Errors come back as the text of an `error` line; the game is then unchanged.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game_state.h"

namespace mock {

class MockGame {
 public:
  explicit MockGame(const std::string& game_id);

  // ` var <id>` for every registered game: the tail of the `Game` option's handshake line.
  static std::string game_choices();

  // setoption's name and value: `Game` starts that game under the rule options given so far that it
  // knows; a rule option applies now when the game has it, or is kept for a later game (an engine
  // setting such as Hash is kept the same way, and never applies).
  std::optional<std::string> set_option(const std::string& name, const std::string& value);

  // `position startpos|fen F [moves ...]`, the command's words.
  std::optional<std::string> set_position(const std::vector<std::string>& words);

  void new_game() { state_->set_position("startpos"); }
  const inchworm::GameState& state() const { return *state_; }

 private:
  std::unique_ptr<inchworm::GameState> state_;
  std::vector<std::pair<std::string, std::string>> rules_;  // rule options given so far, in order
};

}  // namespace mock
