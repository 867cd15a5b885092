// The learned evaluation inside a game's search: one accumulator stack per search thread, pushed by every
// move the search makes and popped by every unmake, evaluated on demand.
//
// A game's feature set is a struct like
//   struct Features {
//     using Position = ...;
//     static FeatureSetSpec spec();                        name, version, inputs, the most active at once
//     static void collect(const Position&, int perspective, FeatureList&);   0: the first player's view
//     static int side_to_move(const Position&);            0: the first player
//   };
// and, where the game's code can share the work of the two views, optionally
//     static void collect_both(const Position&, FeatureList& first, FeatureList& second);
// which must give the lists collect gives for perspectives 0 and 1; the search then calls it instead;
// and, where the game can compare two positions directly (cheaper than listing every active feature),
//     struct Snapshot;                                     what the features are read from, small
//     static void snapshot(const Position&, Snapshot&);
//     static void difference(const Snapshot& from, const Snapshot& to, FeatureList added[2],
//                            FeatureList removed[2]);     per perspective: in `to` and not in `from`, and
//                                                          the reverse
// which the search then uses to update the accumulators (AccumulatorStack::update with a difference);
// and, where a snapshot is cheaper to build from the one before and the move than from the position,
//     using Move = ...;
//     static void snapshot_after(const Snapshot& before, const Position& after, const Move&, Snapshot& out);
// which must give what snapshot(after) gives; the search then pushes each move with push(move);
// and its Position a `key()` (the hash of everything the features read).
// (engine/games/<game>/nnue_features.h, with its design in the folder's nnue.md).
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "nnue/accumulator_stack.h"
#include "nnue/evaluation_choice.h"
#include "search_score.h"

namespace inchworm::nnue {

// The network's score stays below the scores of game ends the search finds.
inline int clamp_to_eval(int value) { return std::clamp(value, -(kWinBound - 1), kWinBound - 1); }

// The network's evaluation of `pos`, side to move's view, computed afresh (for `eval`, the tools, tests).
template <class Features>
int evaluate_afresh(const Network& net, const typename Features::Position& pos) {
  AccumulatorStack stack(net, Features::spec().max_active, 1);
  stack.reset([&](int p, FeatureList& out) { Features::collect(pos, p, out); }, 0);
  return clamp_to_eval(stack.output(Features::side_to_move(pos)));
}

// The active features of `pos` from `perspective`'s view, sorted.
template <class Features>
std::vector<std::uint32_t> active_features(const typename Features::Position& pos, int perspective) {
  std::vector<std::uint32_t> list(Features::spec().max_active);
  FeatureList out(list.data(), std::uint32_t(list.size()));
  Features::collect(pos, perspective, out);
  list.resize(out.size());
  std::sort(list.begin(), list.end());
  return list;
}

// Whether a feature set compares positions directly (above).
template <class Features>
concept HasDifference = requires(const typename Features::Position& pos, typename Features::Snapshot& snap,
                                 FeatureList* lists) {
  Features::snapshot(pos, snap);
  Features::difference(snap, snap, lists, lists);
};

// Whether a feature set also builds a snapshot from the one before and the move (above).
template <class Features>
concept HasSnapshotAfter = HasDifference<Features> &&
    requires(const typename Features::Position& pos, typename Features::Snapshot& snap,
             const typename Features::Move& move) {
  Features::snapshot_after(snap, pos, move, snap);
};

// The move that led to each entry's position, for a feature set with snapshot_after; nothing otherwise.
template <class Features>
struct LineMoves {};
template <class Features>
requires HasSnapshotAfter<Features>
struct LineMoves<Features> {
  std::vector<typename Features::Move> moves;
};

// The snapshots of a search's line, one per accumulator entry, for a feature set that has them: whether an
// entry's is written (since its push) and, where the feature set builds one from the one before, whether
// the entry's move is known (a push without a move leaves it unknown).
template <class Features>
struct LineSnapshots {
  std::vector<typename Features::Snapshot> entries;
  std::vector<std::uint8_t> written, moved;
  LineMoves<Features> line;
};
template <class Features>
requires(!HasDifference<Features>) struct LineSnapshots<Features> {
};

template <class Features>
class SearchNetwork {
 public:
  using Position = typename Features::Position;
  // Plies the stack holds beyond the deepest line the driver searches (a game's null move is a ply too).
  static constexpr int kSpare = 8;

  // Inactive (push and pop do nothing) until started.
  SearchNetwork() = default;
  SearchNetwork(const SearchNetwork&) = delete;
  SearchNetwork& operator=(const SearchNetwork&) = delete;
  ~SearchNetwork() {
    if (!stack_ || !statistics_) return;
    statistics_->updates += stack_->updates();
    statistics_->refreshes += stack_->refreshes();
    statistics_->out_of_step += stack_->out_of_step();
  }
  // Active when `choice` uses a network; `root` is the search's root.
  void start(const EvaluationChoice& choice, const Position& root) {
    stack_.reset();
    network_.reset();
    if (!choice.network_in_use()) return;
    network_ = choice.network;
    statistics_ = choice.statistics;
    stack_.emplace(*network_, Features::spec().max_active, kMaxPly + kSpare);
    stack_->set_refresh_always(choice.refresh_always);
    stack_->reset(collector(root), root.key());
    if constexpr (HasDifference<Features>) {
      const std::size_t entries = std::size_t(kMaxPly + kSpare);
      snapshots_.entries.resize(entries);
      snapshots_.written.assign(entries, 0);
      snapshots_.moved.assign(entries, 0);
      if constexpr (HasSnapshotAfter<Features>) snapshots_.line.moves.resize(entries);
      Features::snapshot(root, snapshots_.entries[0]);
      snapshots_.written[0] = 1;
    }
  }

  bool active() const { return stack_.has_value(); }
  // The accumulators (active only; for tests).
  const AccumulatorStack& stack() const { return *stack_; }
  void push() {
    if (!stack_) return;
    stack_->push();
    if constexpr (HasDifference<Features>) {
      const std::size_t top = std::size_t(stack_->depth());
      snapshots_.written[top] = 0;
      snapshots_.moved[top] = 0;
    }
  }
  // The same, with the move made (kept for snapshot_after where the feature set has it).
  template <class Move>
  void push(const Move& move) {
    push();
    if constexpr (HasSnapshotAfter<Features>) {
      if (!stack_) return;
      const std::size_t top = std::size_t(stack_->depth());
      snapshots_.line.moves[top] = move;
      snapshots_.moved[top] = 1;
    }
  }
  void pop() {
    if (stack_) stack_->pop();
  }
  // The evaluation of `pos` (the position after the moves pushed), side to move's view. Active only.
  int evaluate(const Position& pos) {
    prepare(pos);
    return clamp_to_eval(stack_->output(Features::side_to_move(pos)));
  }
  // Computes the accumulators of `pos` (the position after the moves pushed) without evaluating it, so
  // that the positions below it update from it: a search that evaluates only its leaves calls it at each
  // node it expands, else every leaf updates from the last entry computed, often the root, and a leaf's
  // update then costs every feature changed since (Steere's search, without it: 42 rows a view from 12.6
  // plies below on average). Active only.
  void prepare(const Position& pos) {
    if constexpr (HasDifference<Features>) {
      if (!stack_->ready(pos.key())) {
        auto& line = snapshots_.entries;
        const std::size_t top = std::size_t(stack_->depth());
        // From the entry below when its snapshot is the position before this entry's move (not when the
        // entry was computed for another position: a move made without a push, see AccumulatorStack).
        if constexpr (HasSnapshotAfter<Features>) {
          if (snapshots_.moved[top] && snapshots_.written[top - 1] && !stack_->computed())
            Features::snapshot_after(line[top - 1], pos, snapshots_.line.moves[top], line[top]);
          else
            Features::snapshot(pos, line[top]);
        } else {
          Features::snapshot(pos, line[top]);
        }
        snapshots_.written[top] = 1;
        stack_->update(
            collector(pos),
            [&](int base, FeatureList* added, FeatureList* removed) {
              Features::difference(line[std::size_t(base)], line[top], added, removed);
            },
            pos.key());
      }
    } else {
      stack_->update(collector(pos), pos.key());
    }
  }

 private:
  static auto collector(const Position& pos) {
    if constexpr (requires(FeatureList & list) { Features::collect_both(pos, list, list); })
      return [&pos](FeatureList& first, FeatureList& second) { Features::collect_both(pos, first, second); };
    else
      return [&pos](int perspective, FeatureList& out) { Features::collect(pos, perspective, out); };
  }

  std::shared_ptr<const Network> network_;  // kept alive while the search runs
  std::optional<AccumulatorStack> stack_;
  LineSnapshots<Features> snapshots_;
  std::shared_ptr<AccumulatorStatistics> statistics_;
};

}  // namespace inchworm::nnue
