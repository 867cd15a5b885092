// A board of worms (the kind "worm-stacks", engine/core/presentation.h): the
// generic grid board (grid_board.js) with its worms joined (stacks side by side of one colour), each
// worm's head (H, ringed) and tail (T) marked, each stack's height written, and the "off the board"
// bands beyond the edges a selected stack leaves by (the bridge says which, from each move's anatomy:
// for instance the far and right edges of each side, as that side sees the board).
import * as grid from './grid_board.js';
import { counterValue, panelName } from './board_frame.js';

export const boardViewBox = grid.boardViewBox;

// Worms: stacks of one side on squares side by side are joined by a band beneath them.
function drawWorms({ el, layer, points, files, ranks, centre, colours }) {
  for (let r = 0; r < ranks; r++)
    for (let f = 0; f < files; f++) {
      const p = points[r * files + f];
      if (!p) continue;
      for (const [nf, nr] of [[f + 1, r], [f, r + 1]]) {
        const q = nf < files && nr < ranks ? points[nr * files + nf] : 0;
        if (!q || q[0] !== p[0]) continue;
        const [x1, y1] = centre(f, r), [x2, y2] = centre(nf, nr);
        el('line', { x1, y1, x2, y2, class: 'worm-link', stroke: colours(p[0]).rim,
          'data-link': `${grid.squareName(f, r)}-${grid.squareName(nf, nr)}` }, layer);
      }
    }
}

// The head of a worm ringed, its tail with a notch; a body or lone stack unmarked.
function drawWormMark(m, { el, stone, x, y, cx, cy, S }) {
  if (m === 'head') {
    el('circle', { cx, cy, r: S * 0.46, class: 'mark-head' }, stone);
    el('text', { x: x + S - 4, y: y + 11, class: 'mark-letter' }, stone).textContent = 'H';
  } else if (m === 'tail') {
    el('circle', { cx, cy: cy + S * 0.3, r: S * 0.08, class: 'mark-tail' }, stone);
    el('text', { x: x + S - 4, y: y + 11, class: 'mark-letter' }, stone).textContent = 'T';
  }
  return m === 'head' || m === 'tail' || m === 'body' || m === 'lone';
}

// The "off the board" bands: beyond the edges the bridge names for the selected stack's moves off the
// board (the engine's anatomy of each such move: the edges its worm's head stands on, S4.3-S4.5;
// grid_input.js passes them as view.offEdges).
export function renderBoard(svg, view) {
  grid.renderBoard(svg, { ...view, beneath: drawWorms, drawMark: drawWormMark });
}

// A player's panel: the pile beside the board (the game's presentation: the checkers borne off) of how
// many (the counter it is out of), the race's score.
export function playerPanel(side, snapshot, { names, who, presentation }) {
  const pile = presentation.piles[0] || { counter: '', name: '', outOf: '' };
  const off = counterValue(snapshot, pile.counter, side), all = counterValue(snapshot, pile.outOf, side);
  return `${panelName(names, side, who)}` +
    `<span class="counts"><span data-field="${pile.counter.replace(/ /g, '-')}">${pile.name} ${off} of ${all}</span></span>` +
    `<span class="score" data-field="score">${off} / ${all}</span>` +
    `<div class="bar"><div style="width:${all ? (100 * off) / all : 0}%"></div></div>`;
}
