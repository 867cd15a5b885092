#include "reply_count.h"

namespace inchworm::steere {

ReplyCounter::ReplyCounter(const Position& pos) : pos_(pos) {
  detail::Generator<detail::Mode::Landing>(pos, ~pos.side_to_move(), nullptr, &table_).run_without_pass();
  now_ = table_.fixed + table_.on_empty;
}

std::uint64_t ReplyCounter::total() const {
  std::uint64_t sum = 0;
  const auto add = [&](const Move& m) { sum += replies(m); };
  detail::Generator<detail::Mode::Each, decltype(add)>(pos_, pos_.side_to_move(), nullptr, nullptr, add).run();
  return sum;
}

}  // namespace inchworm::steere
