// A distribution (R2.3) entered square by square, as GUIs let people enter it: distributions cannot be
// listed (a 9-stack can have 134,810), so a GUI asks which squares may come next on the path begun so
// far, and each is offered only when an exact search (find_distribution, distribute.h) finds a
// completion of the path through it.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include "expected.h"
#include "interrupt.h"
#include "position.h"

namespace inchworm::rodeffer {

// The answer to a distribution path begun on the board.
struct PathAnswer {
  std::vector<Square> next;  // squares that continue the path towards a full distribution, lowest first
  bool complete = false;     // the path covers the whole stack: it can be played
  bool exact = true;         // false when a square was offered unproven (time ran out)
};

// How long the searches of one question may take before what is left is offered unproven: they are
// exact, and the limit only keeps a GUI's question from holding it up in a position nobody has met.
constexpr auto kContinuationTime = std::chrono::milliseconds(500);

// A deadline for the path searches, as an Interrupt.
struct Deadline {
  std::chrono::steady_clock::time_point end;
  Interrupt interrupt;
  explicit Deadline(std::chrono::milliseconds time)
      : end(std::chrono::steady_clock::now() + time),
        interrupt([this] { return std::chrono::steady_clock::now() >= end; }) {}
  Deadline(const Deadline&) = delete;
  Deadline& operator=(const Deadline&) = delete;
};

// Whether the stack of `height` on `from` has a distribution over `free` (exact; nothing when the
// interrupt came first).
std::optional<bool> has_distribution(const Geometry& g, Square from, int height, Bitboard free,
                                     const Interrupt* interrupt);

// Checks a path begun on the board (its first square an own stack of height >= 2, then king steps
// over empty squares) and answers which squares may follow. The error names what is wrong.
Expected<PathAnswer> distribution_continuations(const Position& pos, const std::vector<Square>& path,
                                                std::chrono::milliseconds time = kContinuationTime);

}  // namespace inchworm::rodeffer
