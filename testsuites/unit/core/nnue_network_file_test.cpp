// The network file (engine/core/nnue/network_file.h): what is written reads back the same, and every
// corrupt form is refused with one message naming its problem.
#include <catch2/catch.hpp>
#include <string>

#include "nnue/network_file.h"
#include "nnue_test_support.h"

using namespace inchworm::nnue;
using nnue_test::random_network;

namespace nnue_network_file_test {
namespace {

const FeatureSetSpec kSpec{"test-inputs", 3, 100, 10};

Network sample() { return random_network("some-game", kSpec, 64, 7); }

// The error of decoding `bytes`; fails the test when they decode.
std::string refusal(const std::string& bytes) {
  auto net = decode_network(bytes, "net.nnue");
  REQUIRE_FALSE(net);
  return net.error();
}

// The bytes with the checksum made right again after a change (to reach the checks behind it).
std::string with_checksum(std::string bytes) {
  const std::uint32_t sum = fnv1a32(std::string_view(bytes).substr(0, bytes.size() - 4));
  for (int i = 0; i < 4; ++i) bytes[bytes.size() - 4 + std::size_t(i)] = char((sum >> (8 * i)) & 0xFF);
  return bytes;
}

}  // namespace

TEST_CASE("nnue file: a network reads back as it was written", "[nnue]") {
  const Network net = sample();
  auto back = decode_network(encode_network(net), "net.nnue");
  REQUIRE(back);
  CHECK(back->game == net.game);
  CHECK(back->feature_set == net.feature_set);
  CHECK(back->feature_version == net.feature_version);
  CHECK(back->inputs == net.inputs);
  CHECK(back->hidden == net.hidden);
  CHECK(back->activation == net.activation);
  CHECK(back->qa == net.qa);
  CHECK(back->qb == net.qb);
  CHECK(back->scale == net.scale);
  CHECK(back->description == net.description);
  CHECK(back->input_weights == net.input_weights);
  CHECK(back->input_bias == net.input_bias);
  CHECK(back->output_weights == net.output_weights);
  CHECK(back->output_bias == net.output_bias);
  CHECK_FALSE(check_network(*back, "some-game", kSpec, "net.nnue"));
}

TEST_CASE("nnue file: every corrupt form is refused with a message naming its problem", "[nnue]") {
  const std::string good = encode_network(sample());
  SECTION("not a network: bad magic") {
    CHECK(refusal("hello, world") == "'net.nnue' is not an Inchworm network file (bad magic)");
    CHECK(refusal("") == "'net.nnue' is not an Inchworm network file (bad magic)");
  }
  SECTION("truncated in the header") {
    CHECK(refusal(good.substr(0, 20)).find("is truncated: 20 bytes end in its header") != std::string::npos);
  }
  SECTION("truncated in the weights") {
    const std::string cut = good.substr(0, good.size() - 100);
    CHECK(refusal(cut) == "'net.nnue' is truncated: " + std::to_string(cut.size()) + " bytes, its header promises " +
                              std::to_string(good.size()));
  }
  SECTION("too long") { CHECK(refusal(good + "xx").find("is too long") != std::string::npos); }
  SECTION("damaged: a weight changed") {
    std::string damaged = good;
    damaged[damaged.size() / 2] ^= 0x10;
    CHECK(refusal(damaged) == "'net.nnue' is damaged: its checksum does not match its contents");
  }
  SECTION("another format version") {
    std::string other = good;
    other[8] = 2;
    CHECK(refusal(other) == "'net.nnue' has network format version 2 (this engine reads version 1)");
  }
  SECTION("a hidden layer the kernels cannot take") {
    Network net = sample();
    net.hidden = 48;
    net.input_weights.resize(std::size_t(net.inputs) * 48);
    net.input_bias.resize(48);
    net.output_weights.resize(96);
    CHECK(refusal(encode_network(net)).find("has 48 hidden neurons (a multiple of 32") != std::string::npos);
  }
  SECTION("an output weight that would overflow the squared activation's sums") {
    Network net = sample();
    net.output_weights[5] = 2000;
    CHECK(refusal(encode_network(net)).find("has an output weight 2000 too large") != std::string::npos);
    net.activation = Activation::ClippedRelu;
    CHECK(decode_network(encode_network(net), "net.nnue"));
  }
  SECTION("an unknown activation") {
    std::string other = good;
    const std::size_t at = 8 + 4 + (2 + 9) + (2 + 11) + (2 + sample().description.size()) + 12;
    other[at] = 7;
    CHECK(refusal(with_checksum(other)) == "'net.nnue' has an unknown activation 7");
  }
}

TEST_CASE("nnue file: a network of another game, other inputs or another shape does not fit", "[nnue]") {
  const Network net = sample();
  CHECK(check_network(net, "other-game", kSpec, "n")->message ==
        "'n' is a network for the game some-game, not for other-game");
  FeatureSetSpec newer = kSpec;
  newer.version = 4;
  CHECK(check_network(net, "some-game", newer, "n")->message ==
        "'n' reads the inputs test-inputs v3; the game some-game has test-inputs v4");
  FeatureSetSpec wider = kSpec;
  wider.inputs = 101;
  CHECK(check_network(net, "some-game", wider, "n")->message ==
        "'n' has the wrong shape: 100 inputs, the feature set test-inputs has 101");
}

TEST_CASE("nnue file: a missing file is named", "[nnue]") {
  auto net = read_network_file("/no/such/folder/net.nnue");
  REQUIRE_FALSE(net);
  CHECK(net.error() == "cannot open the network file '/no/such/folder/net.nnue': No such file or directory");
  nnue_test::TempFolder folder("nnue-file-test");
  auto read = read_network_file(folder.write("net.nnue", encode_network(sample())));
  REQUIRE(read);
  CHECK(read->input_weights == sample().input_weights);
}

}  // namespace nnue_network_file_test
