// gtp_match: plays one game between two uiw-gtp processes the way a GTP controller does, and fails
// on anything such a controller would trip over.
//
//   gtp_match --mode gogui|twogtp --gtp PATH [--max-clicks N] [--replay-every K] [--allow-cap] [--show-plays]
//             -- <arguments for every uiw-gtp, e.g. --game steere --go "depth 1">
//
// --mode gogui: as GoGui's window with the engine attached for both colours. A third uiw-gtp is the
//   ruler. Before every point the ruler is asked for the side to move and the legal moves (the game is
//   over when they are empty); the player of that colour is asked `genmove`; the point must be in the
//   legal list; the ruler gets `play` and, as GoGui does, the same `play` once more (that echo must be
//   refused or change nothing), and the other player gets `play` too. Every K points the ruler is
//   cleared and given the whole game again, as GoGui does for each move, and must show the same
//   board. At the end: gogui-rules_final_result, and final_score of all three must agree.
// --mode twogtp: as gogui-twogtp with a referee: colours alternate strictly from black whatever the
//   game, every answer must be one point or `pass`, the other side and the referee get `play`, two
//   passes in a row end the game; then final_score of black, white and referee must agree, and the
//   referee must say the game is over.
// The game must end within --max-clicks points (default 2000) unless --allow-cap.
#include <cstdlib>
#include <iostream>
#include <map>
#include <sstream>

#include "gtp_client.h"

namespace {

using gtp_test::GtpClient;
using gtp_test::Reply;

struct Settings {
  std::string mode, gtp;
  long max_clicks = 2000;
  long replay_every = 0;
  bool allow_cap = false;
  bool show_plays = false;
  std::vector<std::string> args;
};

[[noreturn]] void fail(const std::string& why, const std::vector<GtpClient*>& clients) {
  std::cerr << "gtp_match: FAILED: " << why << "\n";
  for (const GtpClient* c : clients) {
    const auto& t = c->transcript();
    std::cerr << "--- last exchanges with " << c->label() << ":\n";
    for (std::size_t i = t.size() > 24 ? t.size() - 24 : 0; i < t.size(); ++i) std::cerr << "  " << t[i] << "\n";
  }
  std::exit(1);
}

class Match {
 public:
  explicit Match(const Settings& s) : s_(s) {}

  std::string ask(GtpClient& c, const std::string& command) {
    auto reply = c.send(command);
    if (!reply) fail(c.label() + " gave no answer to '" + command + "'", all_);
    if (!reply->ok) fail(c.label() + " refused '" + command + "': " + reply->text, all_);
    return reply->text;
  }

  void open(GtpClient& c) {
    all_.push_back(&c);
    if (auto e = c.start()) fail("cannot start " + c.label() + ": " + *e, all_);
    if (ask(c, "protocol_version") != "2") fail(c.label() + " does not speak GTP 2", all_);
    ask(c, "name");
    const std::string commands = ask(c, "list_commands");
    for (const char* needed : {"genmove", "play", "final_score", "gogui-rules_legal_moves", "gogui-rules_side_to_move"})
      if (("\n" + commands + "\n").find(std::string("\n") + needed + "\n") == std::string::npos)
        fail(c.label() + " does not list " + needed, all_);
  }

  static std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(s);
    return w;
  }

  static std::string upper(std::string s) {
    for (char& ch : s) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    return s;
  }

  // A point or pass of a board of `size` (what gogui-twogtp accepts from genmove).
  static bool is_vertex(const std::string& v, int size) {
    const std::string u = upper(v);
    if (u == "PASS") return true;
    if (u.size() < 2 || u[0] < 'A' || u[0] > 'Z' || u[0] == 'I') return false;
    const int x = u[0] - 'A' - (u[0] > 'I' ? 1 : 0);
    const int y = std::atoi(u.c_str() + 1);
    return x < size && y >= 1 && y <= size && std::to_string(y) == u.substr(1);
  }

  std::string snapshot(GtpClient& ruler) {
    return ask(ruler, "gogui-rules_board") + "|" + ask(ruler, "gogui-rules_side_to_move") + "|" +
           ask(ruler, "gogui-rules_legal_moves");
  }

  int gogui() {
    GtpClient ruler("ruler", s_.gtp, s_.args), black("black", s_.gtp, s_.args), white("white", s_.gtp, s_.args);
    for (GtpClient* c : {&ruler, &black, &white}) open(*c);
    const std::string size = ask(ruler, "gogui-rules_board_size");
    for (GtpClient* c : {&ruler, &black, &white}) ask(*c, "boardsize " + size), ask(*c, "clear_board");
    std::vector<std::string> plays;
    long clicks = 0;
    for (;; ++clicks) {
      const std::string legal = ask(ruler, "gogui-rules_legal_moves");
      if (legal.empty()) break;
      if (clicks >= s_.max_clicks) {
        if (!s_.allow_cap) fail("no end after " + std::to_string(clicks) + " points", all_);
        break;
      }
      const std::string side = ask(ruler, "gogui-rules_side_to_move");
      const bool is_black = side[0] == 'b' || side[0] == 'B';
      GtpClient& mover = is_black ? black : white;
      GtpClient& other = is_black ? white : black;
      const std::string colour = is_black ? "B" : "W";
      const std::string v = ask(mover, std::string("genmove ") + (is_black ? "b" : "w"));
      bool listed = false;
      for (const std::string& w : words(legal)) listed = listed || upper(w) == upper(v);
      if (!listed) fail(mover.label() + " answered " + v + ", not in the ruler's legal moves: " + legal, all_);
      const std::string play = "play " + colour + " " + upper(v);
      ask(ruler, play);
      const std::string after = snapshot(ruler);
      // GoGui's echo of the same play: refused, or harmless.
      (void)ruler.send(play);
      if (snapshot(ruler) != after) fail("the echoed '" + play + "' changed the ruler's game", all_);
      ask(other, play);
      plays.push_back(play);
      if (s_.show_plays) std::cout << play << std::endl;
      ask(ruler, "gogui-rules_board_gfx");
      if (s_.replay_every > 0 && (clicks + 1) % s_.replay_every == 0) {
        ask(ruler, "clear_board");
        for (const std::string& p : plays) ask(ruler, p);
        if (snapshot(ruler) != after) fail("replaying the game from clear_board gives another board", all_);
      }
    }
    const std::string result = ask(ruler, "gogui-rules_final_result");
    const std::string score = ask(ruler, "final_score");
    for (GtpClient* c : {&black, &white})
      if (ask(*c, "final_score") != score) fail(c->label() + " scores the game otherwise than the ruler", all_);
    std::cout << "gtp_match gogui: " << clicks << " points, final_score " << score << ", " << result << std::endl;
    for (GtpClient* c : {&ruler, &black, &white}) c->quit();
    return 0;
  }

  int twogtp() {
    GtpClient black("black", s_.gtp, s_.args), white("white", s_.gtp, s_.args), referee("referee", s_.gtp, s_.args);
    for (GtpClient* c : {&black, &white, &referee}) open(*c);
    const std::string size = ask(referee, "gogui-rules_board_size");
    for (GtpClient* c : {&black, &white, &referee}) ask(*c, "boardsize " + size), ask(*c, "clear_board");
    bool black_turn = true;
    int passes = 0;
    long clicks = 0;
    for (; passes < 2; ++clicks, black_turn = !black_turn) {
      if (clicks >= s_.max_clicks) {
        if (!s_.allow_cap) fail("move limit: no two passes after " + std::to_string(clicks) + " points", all_);
        break;
      }
      GtpClient& mover = black_turn ? black : white;
      GtpClient& other = black_turn ? white : black;
      const std::string v = ask(mover, std::string("genmove ") + (black_turn ? "b" : "w"));
      if (!is_vertex(v, std::atoi(size.c_str()))) fail(mover.label() + " played invalid move " + v, all_);
      const std::string play = std::string("play ") + (black_turn ? "B " : "W ") + upper(v);
      ask(other, play);
      ask(referee, play);
      if (s_.show_plays) std::cout << play << std::endl;
      passes = upper(v) == "PASS" ? passes + 1 : 0;
    }
    const std::string score = ask(referee, "final_score");
    for (GtpClient* c : {&black, &white})
      if (ask(*c, "final_score") != score) fail(c->label() + " scores the game otherwise than the referee", all_);
    if (passes == 2 && !ask(referee, "gogui-rules_legal_moves").empty())
      fail("two passes ended the game, but the referee says it goes on", all_);
    std::cout << "gtp_match twogtp: " << clicks << " points, final_score " << score << ", "
              << ask(referee, "gogui-rules_final_result") << std::endl;
    for (GtpClient* c : {&black, &white, &referee}) c->quit();
    return 0;
  }

 private:
  const Settings& s_;
  std::vector<GtpClient*> all_;
};

}  // namespace

int main(int argc, char** argv) {
  Settings s;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--") break;
    if (a == "--allow-cap" || a == "--show-plays") {
      (a == "--allow-cap" ? s.allow_cap : s.show_plays) = true;
      continue;
    }
    if (i + 1 >= argc) {
      std::cerr << "gtp_match: " << a << " needs a value\n";
      return 2;
    }
    const std::string v = argv[++i];
    if (a == "--mode")
      s.mode = v;
    else if (a == "--gtp")
      s.gtp = v;
    else if (a == "--max-clicks")
      s.max_clicks = std::atol(v.c_str());
    else if (a == "--replay-every")
      s.replay_every = std::atol(v.c_str());
    else {
      std::cerr << "gtp_match: unknown option " << a << "\n";
      return 2;
    }
  }
  for (++i; i < argc; ++i) s.args.push_back(argv[i]);
  if (s.gtp.empty() || (s.mode != "gogui" && s.mode != "twogtp")) {
    std::cerr << "usage: gtp_match --mode gogui|twogtp --gtp PATH [--max-clicks N] [--replay-every K] [--allow-cap] "
                 "[--show-plays] -- ARGS\n";
    return 2;
  }
  Match match(s);
  return s.mode == "gogui" ? match.gogui() : match.twogtp();
}
