#include "data_format.h"

#include <algorithm>

namespace datagen {

using inchworm::Error;
using inchworm::Expected;
using inchworm::Outcome;

namespace {

constexpr std::uint8_t kFirstToMove = 1, kInCheck = 2, kQuiet = 4;

// Reads a payload field by field; a read past its end fails the whole decode.
class FieldReader {
 public:
  explicit FieldReader(std::string_view bytes) : bytes_(bytes) {}
  bool ok() const { return ok_; }
  bool at_end() const { return at_ == bytes_.size(); }
  std::uint64_t number(std::size_t size) {
    if (!take(size)) return 0;
    std::uint64_t v = 0;
    for (std::size_t i = size; i-- > 0;) v = v << 8 | std::uint8_t(bytes_[at_ - size + i]);
    return v;
  }
  std::string text() {
    const std::size_t n = number(2);
    if (!take(n)) return {};
    return std::string(bytes_.substr(at_ - n, n));
  }

 private:
  bool take(std::size_t n) {
    if (!ok_ || bytes_.size() - at_ < n) return ok_ = false;
    at_ += n;
    return true;
  }
  std::string_view bytes_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

// A string with its 16-bit length; false when it is longer.
bool put_text(std::string& out, const std::string& text) {
  if (text.size() > 0xFFFF) return false;
  put_u16(out, std::uint16_t(text.size()));
  out += text;
  return true;
}

void put_u32_text(std::string& out, const std::string& text) {
  put_u32(out, std::uint32_t(text.size()));
  out += text;
}

}  // namespace

void put_u16(std::string& out, std::uint16_t v) {
  out.push_back(char(v & 0xFF));
  out.push_back(char(v >> 8));
}

void put_u32(std::string& out, std::uint32_t v) {
  put_u16(out, std::uint16_t(v & 0xFFFF));
  put_u16(out, std::uint16_t(v >> 16));
}

void put_u64(std::string& out, std::uint64_t v) {
  put_u32(out, std::uint32_t(v & 0xFFFFFFFFU));
  put_u32(out, std::uint32_t(v >> 32));
}

std::uint32_t get_u32(std::string_view bytes, std::size_t at) {
  std::uint32_t v = 0;
  for (std::size_t i = 4; i-- > 0;) v = v << 8 | std::uint8_t(bytes[at + i]);
  return v;
}

std::uint32_t checksum(std::string_view bytes) {
  std::uint32_t h = 2166136261U;
  for (const char c : bytes) h = (h ^ std::uint8_t(c)) * 16777619U;
  return h;
}

std::uint64_t digest64(std::string_view bytes) {
  std::uint64_t h = 14695981039346656037ULL;
  for (const char c : bytes) h = (h ^ std::uint8_t(c)) * 1099511628211ULL;
  return h;
}

std::optional<std::string> header_value(std::string_view text, std::string_view key) {
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    if (line.size() > key.size() && line.substr(0, key.size()) == key && line[key.size()] == '=')
      return std::string(line.substr(key.size() + 1));
    at = end + 1;
  }
  return std::nullopt;
}

Result result_for(Outcome outcome, bool first_player_to_move) {
  if (outcome == Outcome::Draw || outcome == Outcome::None) return Result::Draw;
  return (outcome == Outcome::FirstPlayerWins) == first_player_to_move ? Result::Win : Result::Loss;
}

std::string encode_header(const RunHeader& header) {
  std::string out(kMagic);
  put_u32(out, kVersion);
  put_u32_text(out, header.settings);
  put_u32_text(out, header.notes);
  return out;
}

Expected<std::string> encode_game(const GameRecord& game) {
  std::string payload;
  put_u64(payload, game.index);
  payload.push_back(char(game.outcome));
  payload.push_back(char(game.end));
  put_u16(payload, 0);  // reserved
  put_u32(payload, std::uint32_t(game.positions.size()));
  for (const PositionRecord& p : game.positions) {
    if (!put_text(payload, p.position) || !put_text(payload, p.best_move))
      return Error{"game " + std::to_string(game.index) + ": a position string or move of more than 65535 bytes"};
    const int score = p.score < -kGameEndScore ? -kGameEndScore : p.score > kGameEndScore ? kGameEndScore : p.score;
    put_u16(payload, std::uint16_t(std::int16_t(score)));
    put_u32(payload, p.ply);
    payload.push_back(
        char((p.first_player_to_move ? kFirstToMove : 0) | (p.in_check ? kInCheck : 0) | (p.quiet ? kQuiet : 0)));
    payload.push_back(char(p.result));
  }
  std::string block(kBlockTag);
  put_u32(block, std::uint32_t(payload.size()));
  block += payload;
  put_u32(block, checksum(payload));
  return block;
}

Expected<GameRecord> decode_game(std::string_view payload) {
  FieldReader in(payload);
  GameRecord game;
  game.index = in.number(8);
  const auto outcome = in.number(1), end = in.number(1);
  in.number(2);
  const std::size_t count = in.number(4);
  if (outcome > std::uint64_t(Outcome::Draw) || end > std::uint64_t(GameEnd::NoStart))
    return Error{"game " + std::to_string(game.index) + ": unknown outcome or end"};
  game.outcome = Outcome(outcome);
  game.end = GameEnd(end);
  // Each position takes 12 bytes at least: no count can ask for more than the payload holds.
  if (count > payload.size() / 12) return Error{"game " + std::to_string(game.index) + ": bad position count"};
  game.positions.resize(count);
  for (PositionRecord& p : game.positions) {
    p.position = in.text();
    p.best_move = in.text();
    p.score = std::int16_t(std::uint16_t(in.number(2)));
    p.ply = std::uint32_t(in.number(4));
    const auto flags = std::uint8_t(in.number(1));
    p.first_player_to_move = flags & kFirstToMove;
    p.in_check = flags & kInCheck;
    p.quiet = flags & kQuiet;
    const auto result = in.number(1);
    if (result > std::uint64_t(Result::Win)) return Error{"game " + std::to_string(game.index) + ": bad result"};
    p.result = Result(result);
  }
  if (!in.ok() || !in.at_end()) return Error{"game " + std::to_string(game.index) + ": its block is malformed"};
  return game;
}

std::string_view result_name(Result r) {
  switch (r) {
    case Result::Win:
      return "win";
    case Result::Loss:
      return "loss";
    case Result::Draw:
      break;
  }
  return "draw";
}

std::string_view end_name(GameEnd e) {
  switch (e) {
    case GameEnd::Adjudicated:
      return "adjudicated";
    case GameEnd::Unbalanced:
      return "unbalanced";
    case GameEnd::NoStart:
      return "no-start";
    case GameEnd::Rules:
      break;
  }
  return "rules";
}

std::string_view outcome_name(Outcome o) {
  switch (o) {
    case Outcome::FirstPlayerWins:
      return "first-wins";
    case Outcome::SecondPlayerWins:
      return "second-wins";
    case Outcome::Draw:
      return "draw";
    case Outcome::None:
      break;
  }
  return "none";
}

}  // namespace datagen
