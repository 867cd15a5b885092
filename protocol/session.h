// One protocol session: reads command lines, drives a Game, writes answers. Long jobs (perft, search)
// run on a worker thread so that `isready`, `stop` and queries are answered while they run.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string_view>
#include <thread>

#include "game.h"
#include "output.h"
#include "tokenizer.h"

namespace uiw {

class Session {
 public:
  Session(std::unique_ptr<inchworm::Game> game, Output& out);
  ~Session();

  // Handles one line. Returns false after `quit`.
  bool handle(std::string_view line);
  // End of input: lets a bounded job finish, stops an unbounded one, then returns.
  void finish();

 private:
  using Words = std::vector<std::string>;
  void cmd_hello(const char* ok);
  void cmd_setoption(const Words& w);
  void cmd_position(const Words& w);
  void cmd_go(const Words& w);
  void cmd_eval();
  void cmd_bench(const Words& w);
  void cmd_query(const Words& w);
  void cmd_display();
  void cmd_help();

  // Runs `job` on the worker thread; `bounded` jobs end by themselves.
  void start_job(std::function<void()> job, bool bounded);
  // Asks the running job to stop and waits for it.
  void stop_job();
  // Waits for a bounded job to end by itself; stops an unbounded one.
  void settle_job();
  void wait_job();
  void flush_notes();

  std::unique_ptr<inchworm::Game> game_;
  Output& out_;
  std::thread worker_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> running_{false};
  bool bounded_ = true;
};

}  // namespace uiw
