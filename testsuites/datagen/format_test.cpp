// The data format's pieces: a game's block encoded and decoded, a file read back block by block with a
// last block cut short at every byte (reported, not an error) and a damaged one (an error naming the
// byte), resuming (the settings compared, the blocks found), and the small helpers around them.
#include <unistd.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "data_format.h"
#include "data_reader.h"
#include "data_writer.h"
#include "filters.h"
#include "self_play.h"

using namespace datagen;
using inchworm::Outcome;

namespace format_test {
namespace {

PositionRecord position(const std::string& text, int score, std::uint32_t ply, bool first, Result result) {
  PositionRecord p;
  p.position = text;
  p.best_move = "e2e4";
  p.score = score;
  p.ply = ply;
  p.first_player_to_move = first;
  p.in_check = ply % 3 == 0;
  p.quiet = ply % 2 == 0;
  p.result = result;
  return p;
}

GameRecord game(std::uint64_t index, int positions) {
  GameRecord g;
  g.index = index;
  g.outcome = Outcome::SecondPlayerWins;
  g.end = GameEnd::Adjudicated;
  for (int i = 0; i < positions; ++i)
    g.positions.push_back(position("board " + std::to_string(index) + "/" + std::to_string(i),
                                   i % 4 == 1 ? -29985 : 31 * i, std::uint32_t(i + 7), i % 2 == 0,
                                   i % 2 ? Result::Win : Result::Loss));
  return g;
}

void require_same(const GameRecord& a, const GameRecord& b) {
  REQUIRE(a.index == b.index);
  REQUIRE(a.outcome == b.outcome);
  REQUIRE(a.end == b.end);
  REQUIRE(a.positions.size() == b.positions.size());
  for (std::size_t i = 0; i < a.positions.size(); ++i) {
    const auto &p = a.positions[i], &q = b.positions[i];
    CHECK(p.position == q.position);
    CHECK(p.best_move == q.best_move);
    CHECK(p.score == q.score);
    CHECK(p.ply == q.ply);
    CHECK(p.first_player_to_move == q.first_player_to_move);
    CHECK(p.in_check == q.in_check);
    CHECK(p.quiet == q.quiet);
    CHECK(p.result == q.result);
  }
}

const RunHeader kHeader{"game=steere\nrules=Rows=6 Columns=7\nseed=1\n", "command=test\n"};

struct ScratchFile {
  std::string path;
  explicit ScratchFile(const std::string& name)
      : path((std::filesystem::temp_directory_path() / ("datagen-" + name + "-" + std::to_string(::getpid())))
                 .string()) {
    std::filesystem::remove(path);
  }
  ~ScratchFile() { std::filesystem::remove(path); }
};

// A file of the header and `games`, and each block's offset.
std::vector<std::uint64_t> write_file(const std::string& path, const std::vector<GameRecord>& games) {
  std::ofstream out(path, std::ios::binary);
  std::string bytes = encode_header(kHeader);
  std::vector<std::uint64_t> offsets;
  for (const auto& g : games) {
    offsets.push_back(bytes.size());
    bytes += encode_game(g).value();
  }
  out << bytes;
  return offsets;
}

std::vector<GameRecord> read_all(DataReader& reader) {
  std::vector<GameRecord> games;
  while (true) {
    auto g = reader.next();
    INFO((g.ok() ? "" : g.error()));
    REQUIRE(g.ok());
    if (!g->has_value()) return games;
    games.push_back(g->value());
  }
}

}  // namespace

TEST_CASE("datagen format: a game's block decodes to the same record", "[datagen]") {
  const GameRecord g = game(123456789012ULL, 5);
  const std::string block = encode_game(g).value();
  REQUIRE(block.substr(0, 4) == "GAME");
  const std::uint32_t length = get_u32(block, 4);
  REQUIRE(block.size() == 8 + length + 4);
  const std::string_view payload(block.data() + 8, length);
  REQUIRE(get_u32(block, 8 + length) == checksum(payload));
  require_same(decode_game(payload).value(), g);
  SECTION("a dropped game has no positions") {
    GameRecord dropped;
    dropped.index = 4;
    dropped.end = GameEnd::Unbalanced;
    const std::string b = encode_game(dropped).value();
    require_same(decode_game(std::string_view(b).substr(8, b.size() - 12)).value(), dropped);
  }
  SECTION("a payload cut anywhere or with bytes added is malformed") {
    for (std::size_t cut = 0; cut < payload.size(); ++cut) CHECK_FALSE(decode_game(payload.substr(0, cut)).ok());
    CHECK_FALSE(decode_game(std::string(payload) + "x").ok());
  }
  SECTION("a string too long for its field is an error") {
    GameRecord long_one = game(1, 1);
    long_one.positions[0].position.assign(70000, 'x');
    CHECK_FALSE(encode_game(long_one).ok());
  }
}

TEST_CASE("datagen format: a file is read back game by game, a last block cut short is reported", "[datagen]") {
  const ScratchFile file("read");
  const std::vector<GameRecord> games = {game(0, 3), game(7, 0), game(2, 4)};
  const auto offsets = write_file(file.path, games);
  auto reader = DataReader::open(file.path);
  REQUIRE(reader.ok());
  CHECK(reader->header().settings == kHeader.settings);
  CHECK(reader->header().notes == kHeader.notes);
  const auto read = read_all(reader.value());
  REQUIRE(read.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) require_same(read[i], games[i]);
  CHECK_FALSE(reader->truncated_at());
  CHECK(reader.value().read_at(offsets[1]).value().index == 7);

  const auto size = std::filesystem::file_size(file.path);
  for (std::uint64_t cut = size - 1; cut > offsets[2]; --cut) {  // shorter and shorter
    std::filesystem::resize_file(file.path, cut);
    auto cut_reader = DataReader::open(file.path);
    REQUIRE(cut_reader.ok());
    CHECK(read_all(cut_reader.value()).size() == 2);
    CHECK(cut_reader->truncated_at() == offsets[2]);
  }
}

TEST_CASE("datagen format: a damaged block, a foreign file or another version is an error", "[datagen]") {
  const ScratchFile file("damaged");
  const auto offsets = write_file(file.path, {game(0, 3), game(1, 3), game(2, 3)});
  std::fstream poke(file.path, std::ios::binary | std::ios::in | std::ios::out);
  poke.seekp(std::streamoff(offsets[1] + 30));
  poke.put('#');
  poke.close();
  auto reader = DataReader::open(file.path);
  REQUIRE(reader.ok());
  REQUIRE(reader.value().next().ok());
  const auto damaged = reader.value().next();
  REQUIRE_FALSE(damaged.ok());
  CHECK(damaged.error() ==
        file.path + ": block at byte " + std::to_string(offsets[1]) + ": its checksum does not match (damaged)");

  std::ofstream(file.path, std::ios::binary) << std::string("IWDATA\r\n\x02\x00\x00\x00", 12);
  CHECK(DataReader::open(file.path).error() == file.path + ": format version 2 (this program reads version 1)");
  std::ofstream(file.path, std::ios::binary) << "# a text file\n";
  CHECK_FALSE(DataReader::open(file.path).ok());
}

TEST_CASE("datagen format: resuming finds the games and refuses another run's file", "[datagen]") {
  const ScratchFile file("resume");
  const auto offsets = write_file(file.path, {game(4, 2), game(9, 1), game(1, 2)});
  std::filesystem::resize_file(file.path, std::filesystem::file_size(file.path) - 3);
  const auto point = resume_point(file.path, kHeader.settings);
  REQUIRE(point.ok());
  CHECK(point->done == std::set<std::uint64_t>{4, 9});
  CHECK(point->length == offsets[2]);
  CHECK(point->positions == 3);
  CHECK(point->cut_bytes > 0);

  std::string other = kHeader.settings;
  other.replace(other.find("seed=1"), 6, "seed=2");
  const auto refused = resume_point(file.path, other);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("seed '2' here, '1' in " + file.path) != std::string::npos);

  // Appending cuts the block cut short off first.
  auto writer = DataWriter::append(file.path, point->length);
  REQUIRE(writer.ok());
  REQUIRE_FALSE((*writer)->write(game(6, 2)));
  auto reader = DataReader::open(file.path);
  const auto read = read_all(reader.value());
  REQUIRE(read.size() == 3);
  CHECK(read[2].index == 6);
  CHECK_FALSE(reader->truncated_at());
}

TEST_CASE("datagen format: helpers", "[datagen]") {
  CHECK(header_value(kHeader.settings, "rules") == "Rows=6 Columns=7");
  CHECK(header_value(kHeader.settings, "seed") == "1");
  CHECK_FALSE(header_value(kHeader.settings, "see"));
  CHECK(result_for(Outcome::FirstPlayerWins, true) == Result::Win);
  CHECK(result_for(Outcome::FirstPlayerWins, false) == Result::Loss);
  CHECK(result_for(Outcome::SecondPlayerWins, false) == Result::Win);
  CHECK(result_for(Outcome::Draw, true) == Result::Draw);
  using Kind = inchworm::SearchScore::Kind;
  CHECK(stored_score({Kind::Centi, -123}) == -123);
  CHECK(stored_score({Kind::Centi, 45000}) == kMaxCentiScore);
  CHECK(stored_score({Kind::Win, 3}) == kGameEndScore - 3);
  CHECK(stored_score({Kind::Loss, 2}) == -kGameEndScore + 2);
}

TEST_CASE("datagen filters: each position is counted by the first filter that drops it", "[datagen]") {
  PositionFilter filter;
  filter.skip_in_check = filter.quiet_only = true;
  filter.max_score = 500;
  filter.min_ply = 10;
  FilterCounts counts;
  const GameRecord g = game(1, 40);
  for (const auto& p : g.positions) CHECK(counts.count(filter, p) == filter.keeps(p));
  CHECK(counts.read == 40);
  CHECK(counts.kept + counts.in_check + counts.not_quiet + counts.decided + counts.early == 40);
  CHECK(counts.kept > 0);
  CHECK(counts.in_check > 0);
  CHECK(counts.decided > 0);
  CHECK(filter.text() == "not in check, quiet best move, |score| <= 500, ply >= 10");
  CHECK(PositionFilter{}.text() == "none");
}

}  // namespace format_test
