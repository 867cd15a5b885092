// A value or an error message: how parsing and option setting report bad input (no exceptions).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace inchworm {

struct Error {
  std::string message;
};

template <typename T>
class Expected {
 public:
  Expected(T value) : data_(std::move(value)) {}
  Expected(Error error) : data_(std::move(error)) {}

  bool ok() const { return data_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(data_); }
  T& value() & { return std::get<0>(data_); }
  T&& value() && { return std::get<0>(std::move(data_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const { return std::get<1>(data_).message; }

 private:
  std::variant<T, Error> data_;
};

// For operations that only succeed or fail: empty means success.
using MaybeError = std::optional<Error>;

}  // namespace inchworm
