#include "npy_file.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace datagen {

using inchworm::Error;

namespace {
constexpr std::size_t kHeaderBytes = 128;  // a multiple of 64, as NumPy aligns its own
}

std::string npy_header(std::size_t rows, std::size_t columns, const char* type) {
  const std::string shape =
      columns ? std::to_string(rows) + ", " + std::to_string(columns) : std::to_string(rows) + ",";
  std::string dict = std::string("{'descr': '") + type + "', 'fortran_order': False, 'shape': (" + shape + "), }";
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

namespace {
template <class T>
constexpr const char* npy_type() {
  static_assert(std::is_same_v<T, std::int32_t> || std::is_same_v<T, std::int64_t>);
  return std::is_same_v<T, std::int32_t> ? "<i4" : "<i8";
}
}  // namespace

template <class T>
inchworm::Expected<std::unique_ptr<NpyVectorWriter<T>>> NpyVectorWriter<T>::create(const std::string& path) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return Error{"cannot write " + path};
  out << npy_header(0, 0, npy_type<T>());
  return std::unique_ptr<NpyVectorWriter>(new NpyVectorWriter(path, std::move(out)));
}

template <class T>
void NpyVectorWriter<T>::flush() {
  out_.write(reinterpret_cast<const char*>(buffer_.data()), std::streamsize(buffer_.size() * sizeof(T)));
  count_ += buffer_.size();
  buffer_.clear();
}

template <class T>
inchworm::MaybeError NpyVectorWriter<T>::finish() {
  flush();
  out_.seekp(0);
  out_ << npy_header(count_, 0, npy_type<T>()) << std::flush;
  if (!out_) return Error{"cannot write " + path_};
  return std::nullopt;
}

template class NpyVectorWriter<std::int32_t>;
template class NpyVectorWriter<std::int64_t>;

}  // namespace datagen
