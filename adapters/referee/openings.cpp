#include "openings.h"

#include <algorithm>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>

#include "rodeffer/notation.h"

namespace referee {

using inchworm::Error;
using inchworm::Expected;

std::string Opening::text() const {
  std::string s = base;
  if (!moves.empty()) {
    s += " moves";
    for (const auto& m : moves) s += " " + m;
  }
  return s;
}

Expected<Opening> parse_opening(const std::string& line, const inchworm::rodeffer::Rules& rules) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  if (words.empty()) return Error{"empty opening"};
  Opening opening;
  std::size_t i = 0;
  inchworm::rodeffer::Position pos = inchworm::rodeffer::Position::start(rules);
  if (words[0] == "startpos") {
    i = 1;
  } else if (words[0].find('/') != std::string::npos) {
    std::string text;
    for (; i < words.size() && words[i] != "moves"; ++i) text += (text.empty() ? "" : " ") + words[i];
    auto parsed = inchworm::rodeffer::parse_position(text, rules);
    if (!parsed) return Error{"bad position: " + parsed.error()};
    pos = *parsed;
    opening.base = inchworm::rodeffer::format_position(pos);
  }
  if (i < words.size() && words[i] == "moves") ++i;
  for (; i < words.size(); ++i) {
    if (pos.is_over()) return Error{"the game is over before move '" + words[i] + "'"};
    auto move = inchworm::rodeffer::parse_move(pos, words[i]);
    if (!move) return Error{move.error()};
    opening.moves.push_back(inchworm::rodeffer::format_move(pos, *move));
    inchworm::rodeffer::Position::Undo undo;
    pos.do_move(*move, undo);
  }
  if (pos.is_over()) return Error{"the opening ends the game"};
  opening.start_fen = inchworm::rodeffer::format_position(pos);
  return opening;
}

Expected<std::vector<Opening>> read_openings(const std::string& path, const inchworm::rodeffer::Rules& rules) {
  std::ifstream in(path);
  if (!in) return Error{"cannot read openings file " + path};
  std::vector<Opening> book;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    auto opening = parse_opening(line, rules);
    if (!opening) return Error{path + ":" + std::to_string(number) + ": " + opening.error()};
    book.push_back(*opening);
  }
  if (book.empty()) return Error{"no openings in " + path};
  return book;
}

std::vector<std::size_t> opening_order(std::size_t book_size, OpeningOrder order, std::uint64_t seed) {
  std::vector<std::size_t> indices(book_size);
  std::iota(indices.begin(), indices.end(), std::size_t(0));
  if (order == OpeningOrder::Random) {
    // A fixed shuffle (not std::shuffle, whose result differs between libraries) so that a seed
    // gives the same order everywhere and a resumed match finds the same openings.
    std::mt19937_64 rng(seed);
    for (std::size_t i = book_size; i > 1; --i) std::swap(indices[i - 1], indices[rng() % i]);
  }
  return indices;
}

}  // namespace referee
