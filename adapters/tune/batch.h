// A batch: some game pairs of one iteration, played by one process as one referee match (engine
// processes, time controls, openings, adjudication, fault handling, records and -resume are the
// referee's), and what its records add up to for the SPSA update.
#pragma once

#include <string>
#include <vector>

#include "expected.h"
#include "match_settings.h"
#include "tune_settings.h"

namespace tune {

// What an iteration's engines play with: written by the coordinator (probe.json), read by the workers.
struct PlayedValues {
  long long iteration = 0;
  long long pairs_before = 0;
  std::vector<long long> plus, minus;  // per parameter
  bool operator==(const PlayedValues&) const = default;
};
std::string played_values_json(const PlayedValues& v, const std::vector<Parameter>& params);
// The error names what is missing or wrong.
inchworm::Expected<PlayedValues> read_played_values(const std::string& text, const std::vector<Parameter>& params);

// The engines' names in a batch: the tuned engine's with `+` and `-`.
std::string plus_name(const TuneSettings& s);
std::string minus_name(const TuneSettings& s);

// The batch as a referee match: self-play, the plus copy against the minus copy on the batch's game
// pairs; with an opponent, a gauntlet of the opponent against each copy on the same openings. Openings
// follow on from the run's earlier batches; records go to the batch's files, always resumed.
referee::MatchSettings batch_settings(const TuneSettings& s, const PlayedValues& v, int batch);

struct BatchTally {
  long long games = 0, expected = 0;
  long long wins = 0, draws = 0, losses = 0;  // the tuned copies' (self-play: the plus copy's)
  long long result = 0;                       // plus's wins minus losses (with an opponent: minus the minus copy's)
  bool complete() const { return games >= expected; }
};
// Reads the batch's records (each game once: the last record of a game counts). An error for records
// of another run in the file, or a file that cannot be read.
inchworm::Expected<BatchTally> tally_batch(const TuneSettings& s, const PlayedValues& v, int batch);

}  // namespace tune
