// Mark Steere's Inchworm: the generic grid board (grid_board.js) with its worms joined (stacks side by
// side of one colour), each worm's head (H, ringed) and tail (T) marked, each stack's height written,
// and the "off the board" bands beyond the edges the side to move bears off across: Red's far (top)
// and right edges, Blue's far (bottom) and right (left, as Red sees it) edges (rules S2.3).
import * as grid from './grid_board.js';

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

export function renderBoard(svg, view) {
  grid.renderBoard(svg, { ...view, offEdges: offEdges(view), beneath: drawWorms, drawMark: drawWormMark });
}

// The edges a move off the board crosses (S4.3-S4.5): those of the side to move's two that the head of
// the selected stack's worm stands on (a lone stack is its own head, S3.3); both while nothing is.
function offEdges({ snapshot, selected }) {
  const { files, ranks, points } = snapshot.board;
  const red = snapshot.side === 0;
  const both = red ? ['top', 'right'] : ['bottom', 'left'];
  const start = selected ? [selected.charCodeAt(0) - 97, Number(selected.slice(1)) - 1] : null;
  const pointAt = ([f, r]) => (f >= 0 && f < files && r >= 0 && r < ranks ? points[r * files + f] : 0);
  if (!start || !pointAt(start)) return both;
  // The worm: the whole connected group of the stack's colour (S3.2); its head is marked.
  const owner = pointAt(start)[0];
  const seen = new Set();
  const todo = [start];
  let head = start;
  while (todo.length) {
    const [f, r] = todo.pop();
    const p = pointAt([f, r]);
    if (!p || p[0] !== owner || seen.has(r * files + f)) continue;
    seen.add(r * files + f);
    if (p.slice(2).includes('head')) head = [f, r];
    todo.push([f + 1, r], [f - 1, r], [f, r + 1], [f, r - 1]);
  }
  const [f, r] = head;
  const on = red ? [r === ranks - 1 && 'top', f === files - 1 && 'right'] : [r === 0 && 'bottom', f === 0 && 'left'];
  const edges = on.filter(Boolean);
  return edges.length ? edges : both;
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
