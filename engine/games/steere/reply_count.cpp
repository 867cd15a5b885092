#include "reply_count.h"

namespace inchworm::steere {

ReplyCounter::ReplyCounter(const Position& pos) : pos_(pos) {
  detail::Generator<detail::Mode::Landing>(pos, ~pos.side_to_move(), nullptr, &table_).run_without_pass();
  now_ = table_.fixed + table_.on_empty;
}

}  // namespace inchworm::steere
