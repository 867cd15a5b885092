#include "npy_file.h"

#include <bit>
#include <cstdint>
#include <cstring>

namespace datagen {

using inchworm::Error;

namespace {
constexpr std::size_t kHeaderBytes = 128;  // a multiple of 64, as NumPy aligns its own
}

std::string npy_header(std::size_t rows, std::size_t columns) {
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + std::to_string(rows) + ", " +
                     std::to_string(columns) + "), }";
  const std::size_t text_bytes = kHeaderBytes - 10;  // after the magic, the version and the length
  dict.resize(text_bytes - 1, ' ');
  dict += '\n';
  std::string header = "\x93NUMPY";
  header += char(1);
  header += char(0);
  header += char(text_bytes & 0xFF);
  header += char(text_bytes >> 8);
  return header + dict;
}

inchworm::Expected<std::unique_ptr<NpyWriter>> NpyWriter::create(const std::string& path, std::size_t columns) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return Error{"cannot write " + path};
  out << npy_header(0, columns);
  return std::unique_ptr<NpyWriter>(new NpyWriter(path, std::move(out), columns));
}

void NpyWriter::add_row(const std::vector<float>& row) {
  static_assert(std::endian::native == std::endian::little, "the .npy files are written little-endian");
  out_.write(reinterpret_cast<const char*>(row.data()), std::streamsize(columns_ * sizeof(float)));
  ++rows_;
}

inchworm::MaybeError NpyWriter::finish() {
  out_.seekp(0);
  out_ << npy_header(rows_, columns_) << std::flush;
  if (!out_) return Error{"cannot write " + path_};
  return std::nullopt;
}

}  // namespace datagen
