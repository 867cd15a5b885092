#include "schedule.h"

namespace referee {

long long pair_count(const ScheduleShape& shape) {
  const long long per_pairing = (long long)shape.games * shape.rounds;
  return (long long)make_encounters(shape.engines, shape.format).size() * ((per_pairing + 1) / 2);
}

std::vector<GameSetup> build_schedule(const ScheduleShape& shape, const std::function<Opening(long long)>& opening_of) {
  const auto encounters = make_encounters(shape.engines, shape.format);
  const long long e_count = (long long)encounters.size();
  std::vector<GameSetup> schedule;
  for (int round = 0; round < shape.rounds; ++round) {
    for (long long e = 0; e < e_count; ++e) {
      for (int k = 0; k < shape.games; ++k) {
        const long long g_in_pairing = (long long)round * shape.games + k;
        GameSetup g;
        g.index = (long long)schedule.size();
        g.round = round + 1;
        g.encounter = int(e);
        g.pair = (g_in_pairing / 2) * e_count + e;
        const bool swapped = g_in_pairing % 2 == 1;
        const auto [first, second] = encounters[std::size_t(e)];
        g.engines[0] = swapped ? second : first;
        g.engines[1] = swapped ? first : second;
        g.opening = opening_of(g_in_pairing / 2);
        schedule.push_back(g);
      }
    }
  }
  return schedule;
}

}  // namespace referee
