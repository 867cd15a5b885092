#include "match_shape.h"

#include <optional>

#include "text.h"

namespace referee {

std::vector<std::pair<int, int>> make_encounters(int engines, Format format) {
  std::vector<std::pair<int, int>> encounters;
  for (int a = 0; a < engines; ++a)
    for (int b = a + 1; b < engines; ++b)
      if (format == Format::RoundRobin || a == 0) encounters.emplace_back(a, b);
  return encounters;
}

namespace {

std::optional<long long> env_number(const std::function<const char*(const char*)>& getenv, const char* name) {
  const char* value = getenv(name);
  if (!value) return std::nullopt;
  return inchworm::parse_number<long long>(value, 0, 1'000'000'000);
}

// The shard index from the batch system's environment, from 1.
inchworm::Expected<int> index_from_environment(int count, const std::function<const char*(const char*)>& getenv) {
  using inchworm::Error;
  if (getenv("SLURM_ARRAY_TASK_ID")) {
    const auto id = env_number(getenv, "SLURM_ARRAY_TASK_ID");
    const auto min = getenv("SLURM_ARRAY_TASK_MIN") ? env_number(getenv, "SLURM_ARRAY_TASK_MIN") : 0LL;
    const auto step = getenv("SLURM_ARRAY_TASK_STEP") ? env_number(getenv, "SLURM_ARRAY_TASK_STEP") : 1LL;
    const auto tasks = getenv("SLURM_ARRAY_TASK_COUNT") ? env_number(getenv, "SLURM_ARRAY_TASK_COUNT") : count;
    if (!id || !min || !step || !tasks || *id < *min)
      return Error{"-shard auto: SLURM_ARRAY_TASK_ID, _MIN, _STEP or _COUNT is not a number"};
    if (*step != 1)
      return Error{"-shard auto: the Slurm array must have step 1 (SLURM_ARRAY_TASK_STEP is " + std::to_string(*step) +
                   ")"};
    if (*tasks != count)
      return Error{"-shard auto/" + std::to_string(count) + ": the Slurm array has " + std::to_string(*tasks) +
                   " tasks (SLURM_ARRAY_TASK_COUNT): give --array with " + std::to_string(count) + " tasks"};
    if (*id - *min >= count)
      return Error{"-shard auto/" + std::to_string(count) + ": SLURM_ARRAY_TASK_ID " + std::to_string(*id) +
                   " is past the last shard (the array starts at " + std::to_string(*min) + ")"};
    return int(*id - *min + 1);
  }
  if (getenv("JOB_COMPLETION_INDEX")) {
    const auto index = env_number(getenv, "JOB_COMPLETION_INDEX");
    if (!index || *index >= count)
      return Error{"-shard auto/" + std::to_string(count) + ": JOB_COMPLETION_INDEX '" +
                   getenv("JOB_COMPLETION_INDEX") + "' is not 0.." + std::to_string(count - 1)};
    return int(*index + 1);
  }
  return Error{"-shard auto/" + std::to_string(count) +
               ": neither SLURM_ARRAY_TASK_ID (a Slurm array job) nor JOB_COMPLETION_INDEX (a Kubernetes Indexed "
               "Job) is set: give the shard as -shard I/" +
               std::to_string(count)};
}

}  // namespace

inchworm::Expected<Shard> parse_shard(const std::string& text, const std::function<const char*(const char*)>& getenv) {
  using inchworm::Error;
  const std::size_t slash = text.find('/');
  const auto count =
      slash == std::string::npos ? std::nullopt : inchworm::parse_number<int>(text.substr(slash + 1), 1, 1'000'000);
  if (!count) return Error{"-shard: '" + text + "' is not I/N or auto/N (N from 1)"};
  Shard shard;
  shard.count = *count;
  const std::string index_text = text.substr(0, slash);
  if (index_text == "auto") {
    auto index = index_from_environment(*count, getenv);
    if (!index) return Error{index.error()};
    shard.index = *index;
    return shard;
  }
  const auto index = inchworm::parse_number<int>(index_text, 1, *count);
  if (!index)
    return Error{"-shard: '" + text + "': the shard is 1.." + std::to_string(*count) + " (or auto: see -help)"};
  shard.index = *index;
  return shard;
}

}  // namespace referee
