#include "nnue/network_file.h"
#include "text.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>

namespace inchworm::nnue {
namespace {

// Little-endian fields, appended.
template <class T>
void put(std::string& out, T value) {
  using U = std::make_unsigned_t<T>;
  const U u = U(value);
  for (std::size_t i = 0; i < sizeof(T); ++i) out.push_back(char((u >> (8 * i)) & 0xFF));
}

void put_text(std::string& out, const std::string& text) {
  put<std::uint16_t>(out, std::uint16_t(text.size()));
  out += text;
}

// Reads fields in order; once a read runs past the end, every later one fails too (`short_` is set).
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}

  template <class T>
  T get() {
    using U = std::make_unsigned_t<T>;
    if (!take(sizeof(T))) return T{};
    U u = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i) u |= U(U(std::uint8_t(bytes_[at_ + i])) << (8 * i));
    at_ += sizeof(T);
    return T(u);
  }
  std::string text() {
    const std::uint16_t n = get<std::uint16_t>();
    if (!take(n)) return {};
    std::string s(bytes_.substr(at_, n));
    at_ += n;
    return s;
  }
  void values(std::vector<std::int16_t>& out, std::size_t count) {
    out.resize(count);
    for (auto& v : out) v = get<std::int16_t>();
  }

  bool cut_short() const { return short_; }
  std::size_t at() const { return at_; }

 private:
  bool take(std::size_t n) {
    if (short_ || bytes_.size() - at_ < n) short_ = true;
    return !short_;
  }
  std::string_view bytes_;
  std::size_t at_ = 0;
  bool short_ = false;
};

// The bytes of a file with these numbers: what a file of this shape must hold.
std::size_t expected_size(std::size_t header_bytes, std::size_t inputs, std::size_t hidden) {
  return header_bytes + 2 * (inputs * hidden + hidden + 2 * hidden) + 4 + 4;
}

}  // namespace

std::uint32_t fnv1a32(std::string_view bytes) {
  std::uint32_t h = 2166136261u;
  for (const char c : bytes) h = (h ^ std::uint8_t(c)) * 16777619u;
  return h;
}

std::string encode_network(const Network& net) {
  std::string out(kFileMagic);
  put<std::uint32_t>(out, kFormatVersion);
  put_text(out, net.game);
  put_text(out, net.feature_set);
  put_text(out, net.description);
  put<std::uint32_t>(out, net.feature_version);
  put<std::uint32_t>(out, net.inputs);
  put<std::uint32_t>(out, net.hidden);
  put<std::uint8_t>(out, std::uint8_t(net.activation));
  put<std::uint8_t>(out, 0);
  put<std::uint16_t>(out, 0);
  put<std::int32_t>(out, net.qa);
  put<std::int32_t>(out, net.qb);
  put<std::int32_t>(out, net.scale);
  for (const auto* values : {&net.input_weights, &net.input_bias, &net.output_weights})
    for (const std::int16_t v : *values) put<std::int16_t>(out, v);
  put<std::int32_t>(out, net.output_bias);
  put<std::uint32_t>(out, fnv1a32(out));
  return out;
}

Expected<Network> decode_network(std::string_view bytes, const std::string& name) {
  const std::string file = quoted(name);
  if (bytes.substr(0, kFileMagic.size()) != kFileMagic)
    return Error{file + " is not an Inchworm network file (bad magic)"};
  Reader in(bytes.substr(kFileMagic.size()));
  const auto version = in.get<std::uint32_t>();
  if (!in.cut_short() && version != kFormatVersion)
    return Error{file + " has network format version " + std::to_string(version) + " (this engine reads version " +
                 std::to_string(kFormatVersion) + ")"};
  Network net;
  net.game = in.text();
  net.feature_set = in.text();
  net.description = in.text();
  net.feature_version = in.get<std::uint32_t>();
  net.inputs = in.get<std::uint32_t>();
  net.hidden = in.get<std::uint32_t>();
  const auto activation = in.get<std::uint8_t>();
  in.get<std::uint8_t>();
  in.get<std::uint16_t>();
  net.qa = in.get<std::int32_t>();
  net.qb = in.get<std::int32_t>();
  net.scale = in.get<std::int32_t>();
  if (in.cut_short())
    return Error{file + " is truncated: " + std::to_string(bytes.size()) + " bytes end in its header"};
  const std::size_t header_bytes = kFileMagic.size() + in.at();
  if (net.hidden == 0 || net.hidden % kHiddenBlock != 0 || net.hidden > std::uint32_t(kMaxHidden))
    return Error{file + " has " + std::to_string(net.hidden) + " hidden neurons (a multiple of " +
                 std::to_string(kHiddenBlock) + " up to " + std::to_string(kMaxHidden) + " is needed)"};
  if (net.inputs == 0 || net.inputs > (1u << 24))
    return Error{file + " has " + std::to_string(net.inputs) + " inputs (1 to 16777216 are possible)"};
  const std::size_t size = expected_size(header_bytes, net.inputs, net.hidden);
  if (bytes.size() < size)
    return Error{file + " is truncated: " + std::to_string(bytes.size()) + " bytes, its header promises " +
                 std::to_string(size)};
  if (bytes.size() > size)
    return Error{file + " is too long: " + std::to_string(bytes.size()) + " bytes, its header promises " +
                 std::to_string(size)};
  if (fnv1a32(bytes.substr(0, size - 4)) != Reader(bytes.substr(size - 4)).get<std::uint32_t>())
    return Error{file + " is damaged: its checksum does not match its contents"};
  if (activation > std::uint8_t(Activation::SquaredClippedRelu))
    return Error{file + " has an unknown activation " + std::to_string(activation)};
  net.activation = Activation(activation);
  if (net.qa < 1 || net.qa > 32767 || net.qb < 1 || net.qb > 32767 || net.scale < 1 || net.scale > 100000)
    return Error{file + " has impossible quantization constants (qa " + std::to_string(net.qa) + ", qb " +
                 std::to_string(net.qb) + ", scale " + std::to_string(net.scale) + ")"};
  in.values(net.input_weights, std::size_t(net.inputs) * net.hidden);
  in.values(net.input_bias, net.hidden);
  in.values(net.output_weights, 2 * std::size_t(net.hidden));
  net.output_bias = in.get<std::int32_t>();
  // The output sums kHiddenBlock terms in int32 (kernels.h): each at most qa x |w| (clipped), or qa^2 x |w|
  // (squared).
  const std::int64_t most = net.activation == Activation::SquaredClippedRelu ? std::int64_t(net.qa) * net.qa : net.qa;
  for (const std::int16_t w : net.output_weights)
    if (kHiddenBlock * most * std::abs(int(w)) > std::int64_t(std::numeric_limits<std::int32_t>::max()))
      return Error{file + " has an output weight " + std::to_string(w) + " too large for its activation and qa (" +
                   std::to_string(kHiddenBlock) + " terms of it overflow 32 bits)"};
  return net;
}

Expected<Network> read_network_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{"cannot open the network file " + quoted(path) + ": " + std::strerror(errno)};
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (in.bad()) return Error{"cannot read the network file " + quoted(path)};
  return decode_network(bytes.str(), path);
}

MaybeError check_network(const Network& net, const std::string& game, const FeatureSetSpec& spec,
                         const std::string& name) {
  const std::string file = quoted(name);
  if (net.game != game) return Error{file + " is a network for the game " + net.game + ", not for " + game};
  if (net.feature_set != spec.name || net.feature_version != spec.version)
    return Error{file + " reads the inputs " + net.feature_set + " v" + std::to_string(net.feature_version) +
                 "; the game " + game + " has " + spec.name + " v" + std::to_string(spec.version)};
  if (net.inputs != spec.inputs)
    return Error{file + " has the wrong shape: " + std::to_string(net.inputs) + " inputs, the feature set " +
                 spec.name + " has " + std::to_string(spec.inputs)};
  return std::nullopt;
}

}  // namespace inchworm::nnue
