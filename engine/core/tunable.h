// The constants of a game's search and the weights of its evaluation that tuning may change, each declared
// once in the game's own folder with its name, default, range and step (rodeffer/params.h, ...).
//
// A game's parameter set is a struct of Tunable members with `all()` listing their addresses (a std::array); the
// search reads a member's value where it used the constant. Enumerating and setting by name go through
// `all()` (tunables_listed checks that no member is left out of it).
#pragma once

#include <cassert>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "expected.h"

namespace inchworm {

class Tunable {
 public:
  constexpr Tunable(std::string_view name, int default_value, int min, int max, int step)
      : name_(name), default_(default_value), min_(min), max_(max), step_(step), value_(default_value) {}

  int value() const { return value_; }
  // Out of range: an error naming the value and the range; the value stays.
  MaybeError set(int value) {
    if (value < min_ || value > max_)
      return Error{"value " + std::to_string(value) + " of " + std::string(name_) + " is outside " +
                   std::to_string(min_) + ".." + std::to_string(max_)};
    value_ = value;
    return std::nullopt;
  }

  // A game that shares another's parameters but was tuned apart (the chess games): its own default,
  // which is also the value. In range (asserted).
  constexpr void rebase(int default_value) {
    assert(default_value >= min_ && default_value <= max_);
    default_ = value_ = default_value;
  }

  std::string_view name() const { return name_; }
  int default_value() const { return default_; }
  int min() const { return min_; }
  int max() const { return max_; }
  int step() const { return step_; }

 private:
  std::string_view name_;
  int default_, min_, max_, step_;
  int value_;
};

// True when `Params::all()` lists every member (the struct holds Tunables only).
template <class Params>
constexpr bool tunables_listed() {
  return sizeof(Params) == std::tuple_size_v<decltype(std::declval<Params&>().all())> * sizeof(Tunable);
}

// The tunable called `name` (exact), or nullptr.
template <class Params>
Tunable* find_tunable(Params& params, std::string_view name) {
  for (Tunable* t : params.all())
    if (t->name() == name) return t;
  return nullptr;
}

// Sets the tunable `name` to `value`; the error names the unknown name or the value out of range.
template <class Params>
MaybeError set_tunable(Params& params, std::string_view name, int value) {
  Tunable* t = find_tunable(params, name);
  if (!t) return Error{"unknown tunable: '" + std::string(name) + "'"};
  return t->set(value);
}

// Gives each of `params`' tunables the value of the one of the same name in `from`, if there is one
// (an evaluation's weights from the whole search's tunables).
template <class Params>
void take_values(Params& params, const std::vector<Tunable*>& from) {
  for (const Tunable* t : from)
    if (Tunable* own = find_tunable(params, t->name())) own->set(t->value());
}

}  // namespace inchworm
