// What every record of a run carries to say which run it belongs to: the run id (derived from the
// settings that decide the games), the event, the shard that played it, the engines, and the settings
// themselves (the record's "schedule"), so that -resume and -merge never mix the records of different
// runs and name what differs when asked to.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "match_shape.h"

namespace referee {

// Settings as (name, value) pairs, in a fixed order.
using ScheduleFields = std::vector<std::pair<std::string, std::string>>;

struct EngineEntry {
  std::string name;
  std::string time_control;  // as TimeControl::describe writes it
};

struct RunInfo {
  std::string id;  // run_id(event, fields)
  std::string event;
  Shard shard;
  std::vector<EngineEntry> engines;
  ScheduleFields fields;
  // The program that plays and records the games, and its version (inchworm::version_line): not in the
  // id, so a run may be resumed by a newer build.
  std::string referee;
  // -measure-speed / -scale-nps: each engine's `bench` speed on this machine (nodes/s), and the factor
  // its time controls were multiplied by (1: not scaled). Not in the id: shards on other nodes differ.
  std::vector<std::pair<std::string, double>> speeds;
  double time_scale = 1;
};

// Fields that may differ between records of one run: its size may grow (-games, -rounds with -resume,
// pairs keep their numbers), its book file may move (its content is in the "openings" fingerprint).
bool may_differ_within_run(const std::string& field);
// 16 hex digits, FNV-1a (64 bits) over the event and every field that may not differ within a run: the
// same settings give the same id on any machine, in any build; other settings another id.
std::string run_id(const std::string& event, const ScheduleFields& fields);

}  // namespace referee
