// A float32 matrix as a NumPy .npy file (format 1.0: the magic, a header dict with descr '<f4',
// fortran_order False and the shape, padded to 64 bytes, then the rows little-endian), written row by
// row: the header is written with room to spare and rewritten with the row count at the end.
#pragma once

#include <cstddef>
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

// The header block of a .npy file of `rows` x `columns` float32 values (128 bytes: room for any shape).
std::string npy_header(std::size_t rows, std::size_t columns);

}  // namespace datagen
