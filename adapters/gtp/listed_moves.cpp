#include "listed_moves.h"

#include <algorithm>
#include <tuple>

#include "square_name.h"

namespace adapters::gtp {

namespace {

bool starts_with(const Clicks& clicks, const Clicks& prefix) {
  return clicks.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), clicks.begin());
}

}  // namespace

std::vector<Click> squares_in(const std::string& token, const inchworm::BoardView& view) {
  std::vector<Click> squares;
  for (const std::string& name : inchworm::squares_in_token(token, view.files, view.ranks))
    if (auto square = parse_square(name))
      if (squares.empty() || squares.back() != *square) squares.push_back(*square);
  return squares;
}

inchworm::Expected<ListedMoves> ListedMoves::build(const inchworm::GameState& state, const RawClicks& raw_clicks) {
  auto tokens = state.legal_moves();
  if (!tokens) return inchworm::Error{tokens.error()};
  std::vector<std::pair<Clicks, std::string>> moves;
  for (const std::string& token : *tokens) {
    auto ways = raw_clicks(token);
    if (!ways) return inchworm::Error{ways.error()};
    for (Clicks& clicks : ways.value()) moves.emplace_back(std::move(clicks), token);
  }
  return of(std::move(moves));
}

inchworm::Expected<ListedMoves> ListedMoves::of(std::vector<std::pair<Clicks, std::string>> moves) {
  ListedMoves listed;
  for (auto& [clicks, token] : moves)
    listed.moves_.push_back({std::move(clicks), std::move(token), listed.moves_.size()});
  // Sorted, the sequences that begin with another one come right after it.
  auto& m = listed.moves_;
  std::sort(m.begin(), m.end(),
            [](const Entry& a, const Entry& b) { return std::tie(a.clicks, a.order) < std::tie(b.clicks, b.order); });
  m.erase(std::unique(m.begin(), m.end(),
                      [](const Entry& a, const Entry& b) { return a.clicks == b.clicks && a.token == b.token; }),
          m.end());
  for (std::size_t i = 0; i + 1 < m.size(); ++i) {
    Entry& e = m[i];
    const Entry& later = m[i + 1];
    if (e.clicks == later.clicks)
      return inchworm::Error{"the moves " + e.token + " and " + later.token + " take the same clicks"};
    if (starts_with(later.clicks, e.clicks)) e.clicks.push_back(Click::pass());
  }
  std::sort(listed.moves_.begin(), listed.moves_.end());
  return listed;
}

ClickStep ListedMoves::step(const Clicks& pending) const {
  ClickStep step;
  auto it = std::lower_bound(moves_.begin(), moves_.end(), Entry{pending, {}, 0});
  for (; it != moves_.end() && starts_with(it->clicks, pending); ++it) {
    if (it->clicks.size() == pending.size()) return ClickStep{{}, it->token};
    const Click next = it->clicks[pending.size()];
    if (step.next.empty() || step.next.back() != next) step.next.push_back(next);
  }
  return step;
}

std::optional<Clicks> ListedMoves::clicks_of(const std::string& token) const {
  const Entry* usual = nullptr;
  for (const Entry& e : moves_)
    if (e.token == token && (!usual || e.order < usual->order)) usual = &e;
  if (!usual) return std::nullopt;
  return usual->clicks;
}

inchworm::Expected<ClickStep> ListedView::step(const inchworm::GameState& state, const Clicks& pending) const {
  auto listed = list(state);
  if (!listed) return inchworm::Error{listed.error()};
  return listed->step(pending);
}

inchworm::Expected<Clicks> ListedView::clicks(const inchworm::GameState& state, const std::string& token) const {
  auto listed = list(state);
  if (!listed) return inchworm::Error{listed.error()};
  if (auto c = listed->clicks_of(token)) return *c;
  return inchworm::Error{"'" + token + "' is not a legal move here"};
}

}  // namespace adapters::gtp
