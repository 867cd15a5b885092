#include "vertex.h"

#include "square_name.h"
#include "text.h"

namespace adapters::gtp {

std::optional<Colour> parse_colour(std::string_view word) {
  const std::string w = inchworm::lower_case(std::string(word));
  if (w == "b" || w == "black") return Colour::Black;
  if (w == "w" || w == "white") return Colour::White;
  return std::nullopt;
}

const char* colour_word(Colour c) { return c == Colour::Black ? "black" : "white"; }

char colour_letter(Colour c) { return c == Colour::Black ? 'B' : 'W'; }

char column_letter(int x) { return char('A' + x + (x >= 8 ? 1 : 0)); }

std::string format_vertex(Click c) {
  if (c.is_pass()) return "pass";
  return column_letter(c.x) + std::to_string(c.y + 1);
}

inchworm::Expected<Click> parse_vertex(std::string_view word, int size) {
  const std::string w = inchworm::lower_case(std::string(word));
  if (w == "pass") return Click::pass();
  const auto bad = [&](const std::string& why) {
    return inchworm::Error{"invalid vertex '" + std::string(word) + "': " + why};
  };
  if (w.size() < 2 || w[0] < 'a' || w[0] > 'z') return bad("a vertex is a column letter and a row number, or pass");
  if (w[0] == 'i') return bad("GTP has no column I (the columns are A-H, J, K, ...)");
  const int x = w[0] - 'a' - (w[0] > 'i' ? 1 : 0);
  const auto row = inchworm::parse_number<int>(std::string_view(w).substr(1), 1, kMaxBoardSize);
  if (!row) return bad("'" + w.substr(1) + "' is not a row number");
  if (x >= size || *row > size)
    return bad("not on the " + std::to_string(size) + "x" + std::to_string(size) + " board");
  return Click::at(x, *row - 1);
}

std::optional<Click> parse_square(std::string_view name) {
  const auto place = inchworm::parse_square_name(name, kMaxBoardSize, kMaxBoardSize);
  if (!place) return std::nullopt;
  return Click::at(place->file, place->rank);
}

std::string square_name(Click c) { return inchworm::square_name_at(c.x, c.y); }

}  // namespace adapters::gtp
