// The network file (README, "Learned evaluation": the file format): every number little-endian.
//
//   magic "IWNNUE\r\n" (8 bytes; the \r\n shows a text-mode mangling)   u32 format version (1)
//   u16 length + UTF-8 text, three times: the game's id, the feature set's name, a description
//   u32 feature set version   u32 inputs   u32 hidden   u8 activation (0 clipped ReLU, 1 squared)
//   u8 0   u16 0   i32 qa   i32 qb   i32 scale
//   i16 input weights [inputs x hidden]   i16 input bias [hidden]   i16 output weights [2 x hidden]
//   i32 output bias   u32 checksum: FNV-1a (32 bits) of every byte before it
//
// Reading returns the network or one message naming what is wrong: a missing file, a file that is not a
// network (bad magic), another format version, a file cut short or too long, a damaged one (checksum),
// impossible numbers; checking it against a game names the wrong game, feature set or shape.
#pragma once

#include <string>
#include <string_view>

#include "expected.h"
#include "nnue/network.h"

namespace inchworm::nnue {

inline constexpr std::string_view kFileMagic = "IWNNUE\r\n";
inline constexpr std::uint32_t kFormatVersion = 1;

// The file's bytes for `net` (the trainer writes the same in Python; the tests write corrupt forms).
std::string encode_network(const Network& net);
// A network from a file's bytes; `name` names the file in messages.
Expected<Network> decode_network(std::string_view bytes, const std::string& name);
// Reads and decodes the file at `path` (the engine's only file input: the EvalFile option).
Expected<Network> read_network_file(const std::string& path);
// Whether `net` fits the game `game` with inputs `spec`: the message names the wrong game, feature set
// or shape.
MaybeError check_network(const Network& net, const std::string& game, const FeatureSetSpec& spec,
                         const std::string& name);

// The checksum of the file format: FNV-1a, 32 bits.
std::uint32_t fnv1a32(std::string_view bytes);

}  // namespace inchworm::nnue
