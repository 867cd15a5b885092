// A learned evaluation (NNUE: an efficiently updatable neural network), the same layout for every game:
//
//   inputs (the game's feature set, 0/1 each, few active)  ->  H hidden neurons, once from each side's view
//   (the same weights: an accumulator per perspective)  ->  [side to move's H | other side's H]  ->
//   clipped ReLU, or its square  ->  one output neuron  ->  x scale = the evaluation in the game's units.
//
// In the float network a hidden neuron is a = b1 + sum of W1[f] over the active features f, activated
// as clamp(a, 0, 1) (ClippedRelu) or clamp(a, 0, 1)^2 (SquaredClippedRelu); the output is
// y = b2 + sum of w2 . act, and the evaluation y x scale (the trainer fits sigmoid(y) to sigmoid(score /
// scale), so `scale` is the data's own unit per logit).
//
// Quantized, as the file holds it and the engine computes (integers only, kernels.h):
//   W1, b1 as int16 = round(qa x float); a hidden value v = clamp(accumulator, 0, qa) ~ qa x clamp(a, 0, 1);
//   w2 as int16 = round(qb x float); b2 as int32 = round(qa x qb x float);
//   ClippedRelu: y ~ (sum v . w2 + b2) / (qa qb);  SquaredClippedRelu: y ~ (sum v . v . w2 / qa + b2) / (qa qb).
// The trainer's constants are qa = 255, qb = 256 (the file states them): the output weights' rounding
// (half of 1/qb each) is what the quantized network's error mostly comes from, so qb is as large as the
// output's int32 blocks allow for weights within +-2 (32 x 255^2 x 507 < 2^31; network_file.cpp checks).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace inchworm::nnue {

// The hidden layer's size is a multiple of kHiddenBlock (the kernels work in blocks of that many
// neurons, which the compiler turns into whole vector registers) and at most kMaxHidden.
constexpr int kHiddenBlock = 32;
constexpr int kMaxHidden = 2048;

enum class Activation : std::uint8_t { ClippedRelu = 0, SquaredClippedRelu = 1 };

// A game's inputs: the feature set's name and version (a network trained on other inputs is refused),
// how many inputs there are and how many can be active at once (the accumulator's lists hold that many).
struct FeatureSetSpec {
  std::string name;
  std::uint32_t version = 1;
  std::uint32_t inputs = 0;
  std::uint32_t max_active = 0;
};

struct Network {
  std::string game;         // the registry's id of the game it plays: "rodeffer", "inchworm-chess", ...
  std::string feature_set;  // FeatureSetSpec::name
  std::uint32_t feature_version = 1;
  std::uint32_t inputs = 0;
  std::uint32_t hidden = 0;
  Activation activation = Activation::SquaredClippedRelu;
  std::int32_t qa = 255;
  std::int32_t qb = 256;
  std::int32_t scale = 400;                  // the game's evaluation units per unit of the output
  std::string description;                   // for people: how it was made (the trainer writes its command and data)
  std::vector<std::int16_t> input_weights;   // inputs x hidden, one row of `hidden` per input
  std::vector<std::int16_t> input_bias;      // hidden
  std::vector<std::int16_t> output_weights;  // 2 x hidden: the side to move's half first
  std::int32_t output_bias = 0;

  const std::int16_t* row(std::uint32_t input) const { return input_weights.data() + std::size_t(input) * hidden; }
};

}  // namespace inchworm::nnue
