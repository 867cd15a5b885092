// The .npy matrix of `uiw-datagen terms`: NumPy's format 1.0 header (its magic, the dict with the
// shape, padded to 64 bytes and ended by a newline), then the rows as written.
#include <unistd.h>
#include <catch2/catch.hpp>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "npy_file.h"

using namespace datagen;

namespace npy_file_test {

TEST_CASE("datagen npy: the header and the rows", "[datagen]") {
  const std::string header = npy_header(12345, 7);
  CHECK(header.size() % 64 == 0);
  CHECK(header.substr(0, 8) == std::string("\x93NUMPY\x01\x00", 8));
  CHECK(std::size_t(std::uint8_t(header[8]) + 256 * std::uint8_t(header[9])) == header.size() - 10);
  CHECK(header.find("{'descr': '<f4', 'fortran_order': False, 'shape': (12345, 7), }") == 10);
  CHECK(header.back() == '\n');

  const std::string path =
      (std::filesystem::temp_directory_path() / ("datagen-npy-" + std::to_string(::getpid()))).string();
  auto writer = NpyWriter::create(path, 2);
  REQUIRE(writer.ok());
  (*writer)->add_row({1.5F, -2.0F});
  (*writer)->add_row({0.25F, 3.0F});
  REQUIRE_FALSE((*writer)->finish());
  writer = NpyWriter::create(path + ".unused", 1);  // closes the first file
  std::ifstream in(path, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::filesystem::remove(path);
  std::filesystem::remove(path + ".unused");
  REQUIRE(bytes.size() == header.size() + 4 * sizeof(float));
  CHECK(bytes.substr(0, header.size()) == npy_header(2, 2));
  float values[4];
  std::memcpy(values, bytes.data() + header.size(), sizeof values);
  CHECK(values[0] == 1.5F);
  CHECK(values[1] == -2.0F);
  CHECK(values[2] == 0.25F);
  CHECK(values[3] == 3.0F);
}

}  // namespace npy_file_test
