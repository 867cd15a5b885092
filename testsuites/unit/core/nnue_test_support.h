// What the learned evaluation's tests share: networks with seeded random weights for any game's inputs,
// files in a temporary folder, and an accumulator computed the plain way (the reference the stack's
// incremental updates are held against).
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "nnue/network.h"
#include "nnue/network_file.h"

namespace nnue_test {

using namespace inchworm::nnue;

// Weights drawn uniformly from [-spread, spread] (every input's row distinct and non-zero, so that a wrong
// feature shows), biases likewise, output weights small enough for the squared activation's checks.
inline Network random_network(const std::string& game, const FeatureSetSpec& spec, std::uint32_t hidden,
                              std::uint64_t seed, int spread = 40) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> weight(-spread, spread), output(-100, 100);
  Network net;
  net.game = game;
  net.feature_set = spec.name;
  net.feature_version = spec.version;
  net.inputs = spec.inputs;
  net.hidden = hidden;
  net.description = "random weights, seed " + std::to_string(seed);
  net.input_weights.resize(std::size_t(spec.inputs) * hidden);
  for (auto& w : net.input_weights) w = std::int16_t(weight(rng));
  net.input_bias.resize(hidden);
  for (auto& b : net.input_bias) b = std::int16_t(weight(rng) + 60);
  net.output_weights.resize(2 * std::size_t(hidden));
  for (auto& w : net.output_weights) w = std::int16_t(output(rng));
  net.output_bias = output(rng) * 100;
  return net;
}

// The accumulator of `active` computed afresh with plain loops: the bias plus each row, wrapped to 16
// bits as the engine's int16 sums wrap.
inline std::vector<std::int16_t> plain_accumulator(const Network& net, const std::vector<std::uint32_t>& active) {
  std::vector<std::int32_t> sum(net.input_bias.begin(), net.input_bias.end());
  for (const std::uint32_t f : active)
    for (std::uint32_t i = 0; i < net.hidden; ++i) sum[i] += net.row(f)[i];
  std::vector<std::int16_t> out(net.hidden);
  for (std::uint32_t i = 0; i < net.hidden; ++i) out[i] = std::int16_t(std::uint16_t(std::uint32_t(sum[i])));
  return out;
}

// A folder of its own under the system's temporary folder, removed when the test ends.
class TempFolder {
 public:
  explicit TempFolder(const std::string& name)
      : path_(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(std::random_device{}()))) {
    std::filesystem::create_directories(path_);
  }
  ~TempFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  // Writes `bytes` to the file `name` in the folder; its path.
  std::string write(const std::string& name, const std::string& bytes) const {
    const std::string file = (path_ / name).string();
    std::ofstream(file, std::ios::binary) << bytes;
    return file;
  }
  std::string path(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

}  // namespace nnue_test
