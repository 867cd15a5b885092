#include "eval_terms.h"

#include <algorithm>

namespace datagen {

using inchworm::Error;
using inchworm::Expected;

namespace {

Expected<int> eval_with(inchworm::Engine& engine, const std::string& name, int value) {
  if (auto e = engine.set_option(name, std::to_string(value))) return Error{e->message};
  if (const auto v = engine.static_eval()) return *v;
  return Error{"the game " + engine.game().id + " has no static evaluation to fit"};
}

float result_value(Result r) { return r == Result::Win ? 1.0F : r == Result::Draw ? 0.5F : 0.0F; }

}  // namespace

Expected<std::vector<float>> position_terms(inchworm::Engine& engine, const PositionRecord& position,
                                            const std::vector<ParamSpec>& params) {
  const auto refused = [&](const std::string& why) { return Error{"position '" + position.position + "': " + why}; };
  if (auto e = engine.set_position(position.position, {})) return refused(e->message);
  const auto eval = engine.static_eval();
  if (!eval) return refused("the game " + engine.game().id + " has no static evaluation to fit");
  std::vector<float> row = {result_value(position.result), float(position.score), float(*eval), 0.0F};
  for (const ParamSpec& p : params) {
    const int hi = std::min(p.value + p.step, p.max), lo = std::max(p.value - p.step, p.min);
    const auto up = eval_with(engine, p.name, hi), down = eval_with(engine, p.name, lo);
    if (auto e = engine.set_option(p.name, std::to_string(p.value))) return refused(e->message);
    if (!up) return refused(up.error());
    if (!down) return refused(down.error());
    row.push_back(hi > lo ? float(*up - *down) / float(hi - lo) : 0.0F);
  }
  if (auto e = engine.set_position(position.position, {position.best_move})) return refused(e->message);
  row[3] = float(engine.static_eval().value_or(0));
  return row;
}

}  // namespace datagen
