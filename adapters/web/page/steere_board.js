// Mark Steere's Inchworm: the generic grid board (grid_board.js) with its worms joined (stacks side by
// side of one colour), each worm's head (H, ringed) and tail (T) marked, each stack's height written,
// and the "off the board" bands beyond the edges the side to move bears off across: Red's far (top)
// and right edges, Blue's far (bottom) and right (left, as Red sees it) edges (rules S2.3).
import * as grid from './grid_board.js';

export const boardViewBox = grid.boardViewBox;

export function renderBoard(svg, view) {
  const offEdges = view.snapshot.side === 0 ? ['top', 'right'] : ['bottom', 'left'];
  grid.renderBoard(svg, { ...view, offEdges, worms: true });
}

// A player's panel: the checkers borne off, of how many (the race's score).
export function playerPanel(side, snapshot, { names, who }) {
  const value = name => (snapshot.counters.find(c => c.name === name) || { values: [0, 0] }).values[side];
  const off = value('borne off'), all = value('checkers');
  return `<span class="name"><span class="dot"></span>${names[side]} <span class="who">${who}</span></span>` +
    `<span class="counts"><span data-field="borne-off">borne off ${off} of ${all}</span></span>` +
    `<span class="score" data-field="score">${off} / ${all}</span>` +
    `<div class="bar"><div style="width:${all ? (100 * off) / all : 0}%"></div></div>`;
}
