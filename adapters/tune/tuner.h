// A tuning run: the coordinator, which draws each iteration's perturbation, waits for its batches'
// games and updates the parameters (the trajectory), and the worker, which claims batches in the run's
// folder and plays them as referee matches. One process is both unless told otherwise (-worker,
// -coordinator); any number of workers may share the folder.
#pragma once

#include <atomic>
#include <ostream>

#include "batch.h"
#include "expected.h"
#include "match.h"
#include "tune_settings.h"

namespace tune {

class Tuner {
 public:
  Tuner(TuneSettings s, std::ostream& out);
  // Runs this process's part to the end of the run, or until stopped. Errors: a folder of another run,
  // records that cannot be read, an engine that cannot be started.
  inchworm::MaybeError run();
  // Stops soon: no further game starts; games in progress are dropped (-resume plays them again) and the
  // iteration in progress is not counted. Async-signal-safe.
  void abort() {
    stop_.store(true);
    if (referee::Match* m = match_.load()) m->abort();
  }
  bool stopped() const { return stop_.load(); }

 private:
  inchworm::MaybeError check_folder();
  inchworm::MaybeError coordinate();
  inchworm::MaybeError work();
  // Plays the batches of an iteration that are this process's to play (claimed by it before, or not
  // claimed yet). `played` tells whether it played any.
  inchworm::MaybeError play_iteration(const PlayedValues& v, bool& played);
  inchworm::MaybeError play_batch(const PlayedValues& v, int batch);
  // Waits until every batch of the iteration is complete (playing what becomes this process's), and
  // adds them up. nullopt when stopped.
  inchworm::Expected<std::optional<BatchTally>> collect(const PlayedValues& v);
  // The values of iteration `iteration`: probe.json when the coordinator wrote it, else nullopt.
  inchworm::Expected<std::optional<PlayedValues>> published_values(long long iteration) const;
  void sleep() const;

  TuneSettings s_;
  std::ostream& out_;
  std::atomic<bool> stop_{false};
  std::atomic<referee::Match*> match_{nullptr};
};

}  // namespace tune
