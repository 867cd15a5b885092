// The training data's binary format (README.md in this folder, "The data format"): a header naming the
// run (magic, version, the settings that decide its games, notes), then one block per game, written once
// the game has ended. Every number is little-endian; every block carries its length and a checksum, so
// a block cut short by a killed run is told apart from a damaged one.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "game_state.h"

namespace datagen {

inline constexpr std::string_view kMagic = "IWDATA\r\n";  // 8 bytes; the \r\n shows a text-mode mangling
inline constexpr std::uint32_t kVersion = 1;
inline constexpr std::string_view kBlockTag = "GAME";
// Scores beyond kMaxCentiScore are game ends the search found: kGameEndScore less the plies to it (a
// win), or its negation (a loss).
inline constexpr int kGameEndScore = 30000;
inline constexpr int kMaxCentiScore = 29000;

// The file's first part. `settings`: "key=value" lines, the settings that decide the games (two files
// of one run have the same, byte for byte); `notes`: lines that do not (the command line, the shard).
struct RunHeader {
  std::string settings;
  std::string notes;
};

// The value of the line "key=value" of a header's settings or notes; nullopt when it has none.
std::optional<std::string> header_value(std::string_view text, std::string_view key);

// A position's result from its side to move's view.
enum class Result : std::uint8_t { Loss = 0, Draw = 1, Win = 2 };

struct PositionRecord {
  std::string position;   // the game's position string
  std::string best_move;  // the search's move, a canonical token
  int score = 0;          // the search's score from the side to move's view, centi units (see above)
  std::uint32_t ply = 0;  // GameState::ply_number() of the position
  bool first_player_to_move = true;
  bool in_check = false;  // GameState::in_check()
  bool quiet = false;     // the best move takes nothing and is no promotion
  Result result = Result::Draw;
};

// How a game's block ended: by the rules, judged at the ply limit, or dropped before any position was
// kept (the first search out of balance; the random plies ended the game or met moves that could not be
// listed).
enum class GameEnd : std::uint8_t { Rules = 0, Adjudicated = 1, Unbalanced = 2, NoStart = 3 };

struct GameRecord {
  std::uint64_t index = 0;  // the game's number in its run (its seed and opening follow from it)
  inchworm::Outcome outcome = inchworm::Outcome::None;  // the first player's; None when dropped
  GameEnd end = GameEnd::Rules;
  std::vector<PositionRecord> positions;  // in the order played
};

// `outcome` from the view of the side to move (the first player when `first_player_to_move`).
Result result_for(inchworm::Outcome outcome, bool first_player_to_move);

std::string encode_header(const RunHeader& header);
// A game's whole block: tag, payload length, payload, checksum. An error when a string is too long for
// its field.
inchworm::Expected<std::string> encode_game(const GameRecord& game);
// A block's payload (what encode_game puts between its length and its checksum) back as a record.
inchworm::Expected<GameRecord> decode_game(std::string_view payload);

// FNV-1a, 32 bits: the blocks' checksum; 64 bits: content digests (a book's lines, a position string).
std::uint32_t checksum(std::string_view bytes);
std::uint64_t digest64(std::string_view bytes);

// Little-endian fields.
void put_u16(std::string& out, std::uint16_t v);
void put_u32(std::string& out, std::uint32_t v);
void put_u64(std::string& out, std::uint64_t v);
std::uint32_t get_u32(std::string_view bytes, std::size_t at);

// Names for people and `dump`: "win", "draw", "loss"; "rules", "adjudicated", "unbalanced", "no-start";
// "first-wins", "second-wins", "draw", "none".
std::string_view result_name(Result r);
std::string_view end_name(GameEnd e);
std::string_view outcome_name(inchworm::Outcome o);

}  // namespace datagen
