// How a long computation (move generation for huge stacks, a player's decision) learns that it must
// give up: the caller's test (stop asked for, deadline passed), asked only now and then.
#pragma once

#include <cstdint>
#include <functional>

namespace inchworm {

// True when the work must end now. nullptr stands for "never".
using Interrupt = std::function<bool()>;

// Asks `interrupt` every `kEvery` calls and remembers a yes.
class InterruptPoll {
 public:
  explicit InterruptPoll(const Interrupt* interrupt) : interrupt_(interrupt) {}
  bool operator()() {
    if (hit_) return true;
    if (!interrupt_ || ++calls_ % kEvery != 0) return false;
    return hit_ = (*interrupt_)();
  }
  bool hit() const { return hit_; }

 private:
  static constexpr std::uint32_t kEvery = 64;
  const Interrupt* interrupt_;
  std::uint32_t calls_ = 0;
  bool hit_ = false;
};

}  // namespace inchworm
