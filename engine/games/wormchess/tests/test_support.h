// Helpers shared by the Inchworm Chess tests: variants by the perft files' game names, positions and
// moves from text, playing tokens, move lists as sorted tokens. They REQUIRE success, so a test states
// only what it checks.
#pragma once

#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "movegen.h"
#include "notation.h"
#include "position.h"
#include "position_string.h"

namespace testing {

using namespace inchworm;
using namespace inchworm::wormchess;

// Debug builds (the sanitizer build) check is_ok after every move made, tried moves included, which
// costs far more than the move itself: the random tests play a third of their games there.
#ifdef NDEBUG
constexpr int kRandomGamesDivisor = 1;
#else
constexpr int kRandomGamesDivisor = 3;
#endif

constexpr Variant kInchworm{false, false};
constexpr Variant kLongworm{true, false};
constexpr Variant kLongwormRelative{true, true};
// The three rule sets, by the perft files' names: inchworm, longworm, longworm-relative.
Variant variant_named(std::string_view game);
const char* variant_name(Variant v);

// A position from a position string (N1) or "startpos".
Position position_from(std::string_view text, Variant variant = kInchworm);
// A token that must be legal in pos.
Move move_from(const Position& pos, std::string_view token);
// Plays legal tokens, separated by spaces.
void play(Position& pos, std::string_view tokens);
// The legal moves as sorted tokens.
std::vector<std::string> legal_tokens(const Position& pos);
bool is_listed(const Position& pos, std::string_view token);

// Where random games start: the start position, castling on both wings, pawns that meet en passant,
// pawns about to promote.
const std::vector<std::string>& random_game_starts();

// A random move of the list: half the time any move, otherwise a random kind of move first (type, and
// capture or not), so that rare kinds (promotions, en passant, cuts, castling) are played often.
Move pick_move(const Position& pos, const MoveList& moves, std::mt19937_64& rng);

// The lines of testsuites/positions/wormchess-perft-public.txt, each split at ';' into its four
// fields (game, position, depth, count).
std::vector<std::vector<std::string>> perft_public_lines();

}  // namespace testing
