// Each kind of board a game's presentation names (Presentation::board, engine/core/presentation.h) and
// the page's modules for it: its drawing, its click input, and whether the board's notes are shown under
// it (a panel that shows the game's numbers already, as the stacks' and the worms' do, would repeat them).
// The play page (app.js) and the live view's boards (live.js, live_tiles.js) choose by it; an unknown
// kind is drawn as points.
import * as stackBoard from './stack_board.js';
import { MoveInput as StackInput } from './stack_input.js';
import * as gridBoard from './grid_board.js';
import * as wormBoard from './worm_board.js';
import * as twoSquareBoard from './two_square_board.js';
import { MoveInput as TwoSquareInput } from './two_square_input.js';
import { MoveInput as GridInput } from './grid_input.js';

export const KINDS = {
  stacks: { board: stackBoard, Input: StackInput, notes: false },
  'worm-stacks': { board: wormBoard, Input: GridInput, notes: false },
  // The notes of a chess-like game: the side to move and check, castling rights, en passant, the clocks.
  'two-square-pieces': { board: twoSquareBoard, Input: TwoSquareInput, notes: true },
  points: { board: gridBoard, Input: GridInput, notes: true },
};

// The kind's modules for a game's presentation (the points kind's for none or an unknown kind).
export function kindOf(presentation) {
  return (presentation && Object.hasOwn(KINDS, presentation.board) && KINDS[presentation.board]) || KINDS.points;
}

// The drawing module of a game's board.
export function boardOf(presentation) { return kindOf(presentation).board; }

// The sides' letters the boards colour by: their names' first letters, or 0 and 1 when those are the same.
export function codesOf(sides) {
  const codes = sides.map(n => n[0].toLowerCase());
  return codes[0] === codes[1] ? ['0', '1'] : codes;
}
