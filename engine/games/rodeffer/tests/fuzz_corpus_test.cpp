// The parser fuzz target's body run over its seed corpus as an ordinary test, so that every build
// exercises it without clang: the seed figures, the public perft positions and hand-made awkward inputs.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../../../../testsuites/fuzz/parser_fuzz.h"
#include "test_support.h"

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A perft-public line as a fuzz input: a rules line and the position.
std::string perft_line_as_input(const std::vector<std::string>& f) {
  return "rules: Topology=" + f[0] + " CaptureRule=" + f[1] + " TargetScore=" + f[2] +
         " PrisonerDrops=" + (f[3] == "1" ? "true" : "false") + "\n" + f[4] + "\n";
}

}  // namespace

TEST_CASE("R6 R2 fuzz target body over the seed corpus: figures, perft positions, awkward inputs", "[fuzz][R6][R2]") {
  std::vector<std::pair<std::string, std::string>> corpus;
  for (const auto& path : testing::figure_files()) corpus.emplace_back(path.filename().string(), read_file(path));
  for (const auto& fields : testing::perft_public_lines())
    corpus.emplace_back("perft: " + fields[4], perft_line_as_input(fields));
  const char* awkward[] = {
      "",
      "startpos\nd3 e5 d3 e5 d3 e5 d3-d4-d5 e5=e5 e5-e6 R0 pass P@a1",
      "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9\ne5-f4-e3-d2-c3-c4-d5-d6-d7 R9 e1=e5 d3=d4",
      "rules: Topology=torus PrisonerDrops=true\nx8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 5\na1=e1 "
      "a1=h1=e1 b1",
      "rules: Topology=cylinder Bogus=1 TargetScore=x\nstartpos\na1 h8 a1 g8 a1-h1 a1=h1=h1",
      "x8/x8/x8/x8/x8/x8/x8/r25,x7 r 0/25 0/0 0/0 0 1\na1-b1-c1 "
      "a1-a2-a3-a4-a5-a6-a7-a8-b8-b7-b6-b5-b4-b3-b2-b1-c1-c2-c3-c4-c5-c6-c7-c8-d8",
      "x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 4294967295/0 0 1\na1",
      "x8/x8/x8/x8/x8/x8/x8/x99999999999999999999 r 25/25 0/0 0/0 0 1",
      "r,b,r,b,r,b,r,b/b,r,b,r,b,r,b,r/x8/x8/x8/x8/x8/x8 r 21/21 0/0 0/0 0 1\npass a1 a1=a8",
      "position: x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 59/59 3 70\nafter: garbage\nfen: x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 "
      "0/0 0/0 0 1",
      "\x01\x02\xff\nstartpos\n\xff=\xfe -- == = - P@ R R-1 R+1 a0 i9 a1-",
  };
  for (const char* input : awkward) corpus.emplace_back("awkward", input);
  CHECK(corpus.size() >= 45);
  for (const auto& [name, input] : corpus) {
    INFO(name);
    CHECK(fuzz::check_parsers(input).empty());
  }
}
