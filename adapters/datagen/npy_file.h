// NumPy .npy files (format 1.0: the magic, a header dict with the element type, fortran_order False and
// the shape, padded to 128 bytes, then the values little-endian), written as they come: the header is
// written with room to spare and rewritten with the length at the end, so no array has to fit in memory.
// A float32 matrix row by row (NpyWriter: uiw-datagen terms), or a one-dimensional array of integers value
// by value (NpyVectorWriter: uiw-datagen features).
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "expected.h"

namespace datagen {

class NpyWriter {
 public:
  static inchworm::Expected<std::unique_ptr<NpyWriter>> create(const std::string& path, std::size_t columns);
  // `row` has `columns` values.
  void add_row(const std::vector<float>& row);
  // Writes the shape; an error when the file could not be written.
  inchworm::MaybeError finish();
  std::size_t rows() const { return rows_; }

 private:
  NpyWriter(std::string path, std::ofstream out, std::size_t columns)
      : path_(std::move(path)), out_(std::move(out)), columns_(columns) {}
  std::string path_;
  std::ofstream out_;
  std::size_t columns_ = 0, rows_ = 0;
};

// A one-dimensional array of T (std::int32_t or std::int64_t), buffered.
template <class T>
class NpyVectorWriter {
 public:
  static inchworm::Expected<std::unique_ptr<NpyVectorWriter>> create(const std::string& path);
  void add(T value) {
    buffer_.push_back(value);
    if (buffer_.size() >= kBuffer) flush();
  }
  // Writes the length; an error when the file could not be written.
  inchworm::MaybeError finish();

 private:
  static constexpr std::size_t kBuffer = std::size_t(1) << 16;
  NpyVectorWriter(std::string path, std::ofstream out) : path_(std::move(path)), out_(std::move(out)) {}
  void flush();
  std::string path_;
  std::ofstream out_;
  std::vector<T> buffer_;
  std::size_t count_ = 0;
};

// The header block of a .npy file of `rows` x `columns` values of NumPy's `type` ("<f4", "<i4", "<i8"),
// or of `rows` values when `columns` is 0 (128 bytes: room for any shape).
std::string npy_header(std::size_t rows, std::size_t columns, const char* type = "<f4");

}  // namespace datagen
