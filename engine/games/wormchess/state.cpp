#include "state.h"

#include <algorithm>

#include "diagram.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "position_string.h"

namespace inchworm::wormchess {
namespace {

constexpr const char* kHalflingRange = "HalflingRange";

// The page's word for a legal move m of pos: a stretch onto an enemy piece is a capture, a consolidation
// onto the rear square a retreat.
std::string kind_name(const Position& pos, Move m) {
  switch (m.type()) {
    case MoveType::Stretch:
      return pos.piece_on(m.to()) == kNoPiece ? "stretch" : "capture";
    case MoveType::Promotion:
      return "promotion";
    case MoveType::EnPassant:
      return "en passant";
    case MoveType::Consolidate:
      return pos.is_front(m.to()) ? "consolidate" : "retreat";
    case MoveType::Castle:
      return "castle";
    case MoveType::HalfMove:
      return "half";
  }
  return "move";
}

// C8.5's verdicts with the rule each comes from.
Verdict verdict_of(Ending e, Color to_move) {
  switch (e) {
    case Ending::None:
      return {};
    case Ending::Checkmate:
      return {to_move == WHITE ? Outcome::SecondPlayerWins : Outcome::FirstPlayerWins,
              std::string("checkmate: ") + (to_move == WHITE ? "Black" : "White") + " wins (C3.4)"};
    case Ending::Stalemate:
      return {Outcome::Draw, "stalemate (C3.4)"};
    case Ending::HundredMoveRule:
      return {Outcome::Draw, ending_reason(e) + " (C8.1)"};
    case Ending::BareKings:
      return {Outcome::Draw, "bare kings (C8.4)"};
    case Ending::Repetition:
      return {Outcome::Draw, "threefold repetition (C8.3)"};
  }
  return {};
}

}  // namespace

State::State(bool longworm) : variant_{longworm, false}, pos_(Position::start(variant_)) { history_.reset(pos_); }

std::unique_ptr<GameState> make_state(bool longworm) { return std::make_unique<State>(longworm); }

std::vector<OptionSpec> State::rule_options() const {
  if (!variant_.longworm) return {};  // Inchworm Chess has no variant options
  return {{kHalflingRange, OptionSpec::Type::Combo, "absolute", 0, 0, {"absolute", "relative"}}};
}

std::string State::rule_option_value(const std::string& name) const {
  if (!find_option(rule_options(), name)) return "";
  return variant_.relative_halflings ? "relative" : "absolute";
}

MaybeError State::set_rule_option(const std::string& name, const std::string& value) {
  const auto specs = rule_options();
  const OptionSpec* spec = find_option(specs, name);
  if (!spec)
    return Error{"unknown rule option '" + name + "' (" + game_id() +
                 (specs.empty() ? " has none)" : " has HalflingRange)")};
  std::string canonical;
  if (std::string e = check_option_value(*spec, value, canonical); !e.empty()) return Error{e};
  variant_.relative_halflings = canonical == "relative";
  pos_ = Position::start(variant_);
  history_.reset(pos_);
  return std::nullopt;
}

std::string State::describe_rules() const {
  if (!variant_.longworm) return "Inchworm Chess";
  return std::string("Long Worm Chess, halfling range ") + (variant_.relative_halflings ? "relative" : "absolute");
}

MaybeError State::set_position(std::string_view base) {
  auto parsed = parse_position(base == "startpos" ? std::string_view(kStartPosition) : base, variant_);
  if (!parsed) return Error{parsed.error()};
  pos_ = *parsed;
  history_.reset(pos_);  // C8.3: a game set up from a string starts with an empty history
  return std::nullopt;
}

std::string State::position_string() const { return format_position(pos_); }

long long State::ply_number() const {
  return 2 * (static_cast<long long>(pos_.fullmove()) - 1) + (pos_.side_to_move() == BLACK);
}

Expected<std::vector<std::string>> State::legal_moves() const {
  MoveList moves;
  generate_legal(pos_, moves);
  std::vector<std::string> tokens;
  tokens.reserve(moves.size());
  for (Move m : moves) tokens.push_back(format_move(m));
  std::sort(tokens.begin(), tokens.end());
  return tokens;
}

Expected<std::string> State::parse_move(std::string_view token) const {
  auto m = wormchess::parse_move(pos_, token);
  if (!m) return Error{m.error()};
  return format_move(*m);
}

Expected<PlayedMove> State::play(std::string_view token) {
  auto m = wormchess::parse_move(pos_, token);
  if (!m) return Error{m.error()};
  PlayedMove played{format_move(*m), record_move(pos_, *m), is_irreversible(pos_, *m)};
  Position::Undo undo;
  pos_.do_move(*m, undo);
  history_.push(pos_);
  return played;
}

Expected<MoveAnatomy> State::anatomy(std::string_view given) const {
  auto a = GameState::anatomy(given);
  if (!a) return a;
  const auto m = wormchess::parse_move(pos_, given);
  if (!m) return a;
  a.value().kind = kind_name(pos_, *m);
  // N3 writes a consolidation as its stretch was written (e2-e4 both times): say which it is.
  if (a.value().kind == "consolidate") a.value().gloss = "consolidated";
  if (a.value().kind == "retreat") a.value().gloss = "retreated";
  return a;
}

Verdict State::verdict() const { return verdict_of(game_end(pos_, history_.occurrences()), pos_.side_to_move()); }

Verdict State::adjudicate() const { return {Outcome::Draw, "adjudicated as a draw at the ply limit"}; }

std::string State::describe() const {
  const Verdict v = verdict();
  return diagram(pos_, v.outcome == Outcome::None ? "no" : v.reason);
}

BoardView State::board() const { return board_view(pos_); }

Expected<std::uint64_t> State::perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                     const std::atomic<bool>& stop) const {
  if (depth < 0) return Error{"perft depth " + std::to_string(depth) + " is negative"};
  Position pos = pos_;
  auto total = perft_divide(
      pos, depth, [&](Move m, std::uint64_t n) { report(format_move(m), n); }, &stop);
  if (!total) return Error{"perft stopped"};
  return *total;
}

bool is_irreversible(const Position& pos, Move m) {
  const Kind kind = kind_of(pos.piece_on(m.from()));
  switch (m.type()) {
    case MoveType::Castle:  // the rights are gone
    case MoveType::EnPassant:
    case MoveType::Promotion:
      return true;
    case MoveType::Consolidate:  // a pawn never goes back past its rear
      return kind == PAWN && pos.is_front(m.to());
    case MoveType::Stretch:
    case MoveType::HalfMove:
      break;
  }
  if (pos.piece_on(m.to()) != kNoPiece) return true;  // material never comes back
  const bool lost_rights = (pos.castling() & castling_kept(m.from()) & castling_kept(m.to())) != pos.castling();
  // An unmoved pawn, once stretched, is never unmoved again (C4.2).
  const bool first_pawn_stretch =
      kind == PAWN && relative_rank(pos.side_to_move(), m.from()) == 1 && !(pos.retreated() >> m.from() & 1);
  return lost_rights || first_pawn_stretch;
}

}  // namespace inchworm::wormchess
