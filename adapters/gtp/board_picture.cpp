#include "board_picture.h"

#include <map>

#include "registry.h"

namespace adapters::gtp {

namespace {

// A worm's head a triangle, its tail a square; a half piece a circle; the front square of a
// stretched piece (the one whose mark names its rear) a triangle.
std::string marker_of(const std::string& mark) {
  if (mark == "head" || mark.starts_with("rear:")) return "TRIANGLE";
  if (mark == "tail") return "SQUARE";
  if (mark == "half") return "CIRCLE";
  return {};
}

// gfx arguments are split at spaces; a label with a space (or a quote) is written quoted.
std::string gfx_word(const std::string& text) {
  if (text.find_first_of(" \"") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? '\'' : c;
  return quoted + "\"";
}

}  // namespace

bool first_player_is_black(const inchworm::GameState& state) {
  return !inchworm::presentation_of(state.game_id()).first_side_light;
}

Picture picture_of(const inchworm::GameState& state, const inchworm::BoardView& view, int size) {
  Picture picture(size);
  const bool first_black = first_player_is_black(state);
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      PointPicture& p = picture.at(Click::at(x, y));
      if (x >= view.files || y >= view.ranks) {
        p.stone = '?';
        p.field = kUnusedField;
        continue;
      }
      const auto& point = view.points[std::size_t(y * view.files + x)];
      if (point.owner >= 0) p.stone = (point.owner == 0) == first_black ? 'X' : 'O';
      p.label = point.label;
      for (const std::string& mark : point.marks) {
        if (mark.starts_with("rear:") || mark.starts_with("front:")) p.field = kStretchedField;
        if (auto m = marker_of(mark); !m.empty()) p.marker = m;
      }
    }
  // Whose move it is first, then the game's notes.
  if (!view.turn.empty()) picture.status = view.turn;
  for (const std::string& note : view.notes) picture.status += (picture.status.empty() ? "" : "; ") + note;
  return picture;
}

void unlabel_singles(Picture& picture) {
  for (PointPicture& point : picture.points)
    if (point.label == "1") point.label.clear();
}

std::string board_text(const Picture& picture) {
  std::string out;
  for (int y = picture.size - 1; y >= 0; --y) {
    for (int x = 0; x < picture.size; ++x) {
      out += x ? " " : "";
      out += picture.at(Click::at(x, y)).stone;
    }
    out += "\n";
  }
  return out;
}

std::string gfx_text(const Picture& picture) {
  std::map<std::string, std::string> fields, markers;
  std::string labels;
  for (int y = 0; y < picture.size; ++y)
    for (int x = 0; x < picture.size; ++x) {
      const Click c = Click::at(x, y);
      const PointPicture& p = picture.at(c);
      const std::string vertex = format_vertex(c);
      if (!p.field.empty()) fields[p.field] += " " + vertex;
      if (!p.marker.empty()) markers[p.marker] += " " + vertex;
      if (!p.label.empty()) labels += " " + vertex + " " + gfx_word(p.label);
    }
  std::string out;
  for (const auto& [colour, points] : fields) out += "COLOR " + colour + points + "\n";
  for (const auto& [marker, points] : markers) out += marker + points + "\n";
  if (!labels.empty()) out += "LABEL" + labels + "\n";
  if (!picture.status.empty()) out += "TEXT " + picture.status + "\n";
  return out;
}

}  // namespace adapters::gtp
