// How a game is shown to people, stated by the game itself (its registry entry, game_entry.h), so that
// an adapter (uiw-gtp's GoGui views, uiw-web's page) draws and explains any game by these facts and
// never by the game's id. Data only: the engine prints none of it and the protocol does not carry it;
// the adapters link the engine's library and read it from the registry (presentation_of, registry.h).
#pragma once

#include <string>
#include <vector>

namespace inchworm {

// What kind of board the game is played on, which decides how an adapter draws it and how its moves
// are entered by clicks. Each kind is drawing code in the adapters; a game picks the one that fits.
enum class BoardKind {
  // Pieces on the points of a grid, each move entered by the squares its token names (a plain view).
  Points,
  // Stacks on a grid, their heights as labels, every move entered by the game's entry steps
  // (GameState::entry_step), with piles beside the board as buttons (drops, prisoners).
  Stacks,
  // Stacks joined into worms (marks "head", "tail") that leave the board by its edges
  // (MoveAnatomy::edges): a move is the square left, then the square reached or any point beyond the board.
  WormStacks,
  // Chess-like: a checkered square board, pieces that may stand on two squares (marks "rear:",
  // "front:", "half"), a move is the square left and the square reached, then a promotion's piece.
  TwoSquarePieces,
};

// The kind's name in the adapters' data (the page's): "points", "stacks", "worm-stacks", "two-square-pieces".
std::string board_kind_name(BoardKind kind);

// A pile of pieces off the board, one per side, shown beside it with its count (a counter of the
// board, BoardView::counters) and, when it enters moves, clicked as a button.
struct Pile {
  std::string counter;             // the board's counter that holds each side's count: "stock", "prisoners"
  std::string name;                // for people: "stock", "prisoners held"
  bool opponents_pieces = false;   // it holds the other side's pieces (prisoners), not its holder's own
  std::string holder_choice;       // the entry choice it stands for when its holder moves ("stock"), or ""
  std::string opponent_choice;     // ... when the other side moves ("rescue": one's own pieces held), or ""
  std::string chosen_hint;         // after it is chosen first: "click the square to drop a piece on"
  std::string offered_after_hint;  // what it does when offered after a square: "drops a piece on it"
  std::string out_of_counter;      // the board's counter its count is out of ("checkers": borne off 3 of 15), or ""
};

// A move begun by a button beside the board: an entry choice (GameState::entry_step) that names no
// square, for an adapter whose board has no piles to click (the page). The choice alone may be the
// move (a rescue), or squares follow it (a drop of a piece the mover holds).
struct Action {
  std::string choice;       // its entry choice: "rescue", "prisoner"
  std::string label;        // the button's words: "Rescue"; a move made by the choice alone adds its
                            // token: "Rescue (R9)"
  std::string greyed;       // why the button is greyed while the choice is not open; "": hidden then
  std::string rule_option;  // a check rule option that must be on for the button to be shown, or ""
  std::string chosen_hint;  // when squares follow the choice: what to click once it is chosen
};

// How much the winner of a finished (or adjudicated) game won by, for results that carry a margin
// (GTP's `final_score` B+n).
struct WinMargin {
  enum class Kind {
    One,                // nothing is counted: 1 (a draw 0)
    CounterDifference,  // the difference of the two sides' values of `counter` ("score")
    LosersPieces,       // the loser's pieces still on the board (a point's label its height, 1 without one)
  };
  Kind kind = Kind::One;
  std::string counter;
};

// The score of the engine's searches in the game's terms for people (the engine counts hundredths of
// the unit; ScoreMeaning in game_entry.h says so for the analyses).
struct ScoreWords {
  std::string one;                // "point", "move in the race", "pawn"; empty: the bare number
  std::string many;               // "points", "moves in the race", "pawns"
  std::string lead = "ahead by";  // "Red ahead by 1.20 points"
};

// A rule option's name in words: "Capture rule" for CaptureRule (shown as "Capture rule: original"),
// and what it does, for a hint beside it: "Which groups without liberty are captured (R3, R5)".
struct OptionLabel {
  std::string option;
  std::string label;
  std::string description;
};

// A choice of a rule option in words: "cylinder (a and h files joined)" for "cylinder".
struct ChoiceLabel {
  std::string choice;
  std::string label;
};

// A piece on the board as people see it, by the letter of its point (BoardView::Point::label, upper
// case for both sides): its name and the character drawn for it ("N": "knight", "\u265E"); a piece
// drawn as part of another (a half piece) names that one's letter as `full` and takes its character.
struct PieceLook {
  std::string letter;
  std::string name;
  std::string glyph;
  std::string full;
};

struct Presentation {
  BoardKind board = BoardKind::Points;
  bool first_side_light = false;    // the first side's pieces are light (White in chess), else dark
  bool checkered = false;           // the board's squares alternate dark and light (a1 dark)
  std::vector<Pile> piles;          // off the board, in order from each side's own edge
  std::vector<Action> actions;      // the buttons beside the board that begin moves (besides Pass)
  std::string score_counter;        // the board's counter that holds each side's score, or "" (none)
  std::string score_target_option;  // the rule option whose value is the score that wins ("TargetScore"), or ""
  WinMargin margin;
  ScoreWords score;
  std::vector<OptionLabel> option_labels;
  std::vector<ChoiceLabel> choice_labels;
  std::vector<PieceLook> pieces;  // the pieces drawn by letter (the chess-like kind), or none
  std::string first_hint;         // how to move, in one line for a first-time player
  std::string chosen_hint;        // after a square is chosen on a board whose moves are two squares
                                  // ("click where the checker goes"), or ""
  std::string off_board_hint;     // how a move off the board is entered ("a grey point bears it off"), or ""
  std::string rules_document;     // the rules in our own words, under seeds/: "rodeffer/rules.md" (uiw-web
                                  // serves it at /rules/<it>, the install puts it in share/doc/inchworm/seeds/)

  // The label of option `name`, or the name itself when the game gives none.
  std::string option_label(const std::string& name) const;
  // The pile that enters `choice` when `holder_moves` (its holder is the side to move) or not.
  const Pile* pile_for_choice(const std::string& choice, bool holder_moves) const;
};

}  // namespace inchworm
