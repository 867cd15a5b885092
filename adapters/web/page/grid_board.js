// Draws any game's board from the bridge's BoardView (engine/core/game_state.h): a grid of up to
// 16x16 points, file a / rank 1 at the bottom left, each point with its owner (a disc in the side's
// colour), its label (a stack's height, a piece's letter) and its marks ("head", "tail", ...), the
// last move's squares, and the input's highlights. Every point carries data-square, data-owner,
// data-label, data-marks, data-height (a numeric label) and data-colour (the owner's side letter), so
// that people's tools and tests can read it.

import { chips, drawCoordinates, drawHighlights, drawHits, el, panelName, squaresOf, startBoard } from './board_frame.js';

const C = 20;     // room for coordinates
const BAND = 30;  // room for the "off the board" bands beyond the edges
const M = C + BAND;

// The side of a square: smaller on larger boards, so that the board keeps its size on the page.
function squareSize(snapshot) { return Math.floor(512 / Math.max(8, snapshot.board.files, snapshot.board.ranks)); }

export function squareName(file, rank) { return String.fromCharCode(97 + file) + String(rank + 1); }

const COLOURS = {
  r: { fill: '#d63a2f', rim: '#6d140e', text: '#fff' },
  b: { fill: '#2f63d6', rim: '#112a66', text: '#fff' },
  w: { fill: '#f4f1ea', rim: '#555', text: '#222' },
};
const BLACK = { fill: '#2b2a28', rim: '#000', text: '#f4f1ea' };

// Colours by side: Red and Blue, or White and Black.
function sideColours(codes, owner) {
  const code = codes[owner];
  if (codes[0] === 'w' && owner === 1) return BLACK;
  return COLOURS[code] || (owner === 0 ? COLOURS.r : COLOURS.b);
}

export function boardViewBox(snapshot) {
  const S = squareSize(snapshot);
  return `0 0 ${2 * M + snapshot.board.files * S} ${2 * M + snapshot.board.ranks * S}`;
}

// view: { snapshot (its `move` the move that led to it), codes: the sides' letters,
//         selected, rings: [names], dots: [names], actionable: Set(names),
//         and a game's own drawing: beneath(ctx) under the stones, drawMark(mark, ctx) for a point's marks,
//         offEdges: the edges a move `off` the board leaves by }
export function renderBoard(svg, view) {
  const { snapshot, codes } = view;
  const { files, ranks, points } = snapshot.board;
  const S = squareSize(snapshot);
  const origin = (f, r) => [M + f * S, M + (ranks - 1 - r) * S];
  const centre = (f, r) => origin(f, r).map(v => v + S / 2);
  const place = name => {
    const f = name.charCodeAt(0) - 97, r = Number(name.slice(1)) - 1;
    return f >= 0 && f < files && r >= 0 && r < ranks ? [f, r] : null;
  };
  const { squares, marks, stones, overlay, hits } =
    startBoard(svg, boardViewBox(snapshot), snapshot.fen, ['squares', 'marks', 'stones', 'overlay', 'hits']);
  drawCoordinates(squares, files, ranks, centre, { below: M + ranks * S + 11, above: M - 10, left: M - 10,
    right: M + files * S + 10 });

  // What a kind draws beneath the stones (view.beneath: the worms, worm_board.js).
  if (view.beneath) view.beneath({ el, layer: marks, points, files, ranks, centre, colours: owner => sideColours(codes, owner) });

  const move = snapshot.move || null;
  const last = new Set(move ? move.squares : []);
  for (let r = 0; r < ranks; r++)
    for (let f = 0; f < files; f++) {
      const [x, y] = origin(f, r);
      const name = squareName(f, r);
      const p = points[r * files + f];
      const owner = p ? p[0] : -1, label = p ? p[1] : '', pointMarks = p ? p.slice(2) : [];
      const height = /^\d+$/.test(label) ? Number(label) : owner >= 0 ? 1 : 0;
      const g = el('g', {
        class: 'sq', 'data-square': name, 'data-owner': owner, 'data-label': label, 'data-marks': pointMarks.join(' '),
        'data-height': height, 'data-colour': owner >= 0 ? codes[owner] : '',
      }, squares);
      el('rect', { x, y, width: S, height: S, class: (f + r) % 2 === 0 ? 'sq-dark' : 'sq-light' }, g);
      if (last.has(name)) el('rect', { x, y, width: S, height: S, class: 'last' }, marks);
      if (owner < 0 && !label) continue;
      const [cx, cy] = centre(f, r);
      const c = owner >= 0 ? sideColours(codes, owner) : { fill: 'none', rim: '#555', text: '#222' };
      const stone = el('g', { 'data-stack': name }, stones);
      el('circle', { cx, cy, r: S * 0.38, fill: c.fill, stroke: c.rim, 'stroke-width': 1.5 }, stone);
      if (label && label !== '1')
        el('text', { x: cx, y: cy, class: 'label', style: `font-size:${Math.round(S * 0.36)}px`, fill: c.text }, stone).textContent = label;
      // Marks: a game draws its own (view.drawMark returns true when it did); others named in a corner.
      for (const m of pointMarks)
        if (!(view.drawMark && view.drawMark(m, { el, stone, x, y, cx, cy, S })))
          el('text', { x: x + 3, y: y + S - 4, class: 'mark-text' }, stone).textContent = m;
    }

  if (move && move.squares.length >= 2) {
    const at = move.squares.map(place).filter(Boolean).map(([f, r]) => centre(f, r).join(','));
    if (at.length >= 2) el('polyline', { points: at.join(' '), class: 'last-line' }, marks);
  }
  drawHighlights(overlay, view, { origin, centre, place, S, ring: S * 0.42, dot: S * 0.14 });

  // Moves off the board (target `off`): a band beyond each edge they leave by (view.offEdges, else all).
  const hitsOff = (view.rings || []).includes('off');
  if (hitsOff)
    for (const edge of view.offEdges || ['top', 'right', 'bottom', 'left']) {
      const w = files * S, h = ranks * S, gap = 4;
      const band = { top: [M, M - C - BAND + gap, w, BAND - gap], bottom: [M, M + h + C, w, BAND - gap],
        left: [M - C - BAND + gap, M, BAND - gap, h], right: [M + w + C, M, BAND - gap, h] }[edge];
      const [x, y, width, height] = band;
      el('rect', { x, y, width, height, rx: 6, class: 'off-band' }, overlay);
      const [tx, ty] = [x + width / 2, y + height / 2];
      el('text', { x: tx, y: ty, class: 'off-text', transform: width < height ? `rotate(-90 ${tx} ${ty})` : '' }, overlay)
        .textContent = 'off the board';
      el('rect', { x, y, width, height, class: 'hit actionable', 'data-hit': 'off', 'data-offer': 'ring',
        'data-edge': edge }, hits);
    }

  // Click targets on top of everything.
  drawHits(hits, view, squaresOf(files, ranks, origin), S);
}

// A player's panel: the side's name, who plays it, and the board's counters for it ("taken 3"), a pile
// beside the board (the game's presentation: piles) with its pieces as chips.
export function playerPanel(side, snapshot, { names, codes, who, presentation }) {
  const piles = new Map(((presentation && presentation.piles) || []).map(p => [p.counter, p]));
  const counts = snapshot.counters.map(c => {
    const pile = piles.get(c.name);
    const shown = pile ? chips(c.values[side], `${codes[pile.opponentsPieces ? 1 - side : side]} pile`) : '';
    return `<span data-field="${c.name}">${c.name} ${c.values[side]}${shown}</span>`;
  }).join('');
  return `${panelName(names, side, who)}<span class="counts">${counts}</span><span class="score"></span>`;
}
