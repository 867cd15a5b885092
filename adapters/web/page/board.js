// Draws the board as SVG: squares, stacks as piles of chips with their height, the last move with its
// captures, and the input highlights (selected stack, offered squares, the path so far). Every square
// carries data-square / data-height / data-colour so that people's tools and tests can read it.

const NS = 'http://www.w3.org/2000/svg';
const S = 64;          // square size
const M = 20;          // margin for coordinates
const FILES = 'abcdefgh';
const MAX_CHIPS = 7;   // chips drawn; the label tells the real height

export function squareName(index) { return FILES[index % 8] + String(Math.floor(index / 8) + 1); }
export function squareIndex(name) { return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97); }

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

function origin(index) {
  const file = index % 8, rank = Math.floor(index / 8);
  return [M + file * S, M + (7 - rank) * S];
}
function centre(index) {
  const [x, y] = origin(index);
  return [x + S / 2, y + S / 2];
}

const CHIP = {
  r: { top: '#e0463b', side: '#9a2118', rim: '#6d140e' },
  b: { top: '#3c70e2', side: '#1c3f93', rim: '#112a66' },
};

function drawStack(g, index, height, colour) {
  const [cx, cy] = centre(index);
  const chips = Math.min(height, MAX_CHIPS);
  const c = CHIP[colour];
  const rx = 23, ry = 9, step = 5;
  const base = cy + 10 + (chips - 1) * step / 2;
  for (let i = 0; i < chips; i++) {
    const y = base - i * step;
    el('ellipse', { cx, cy: y + 4, rx, ry, fill: c.side, stroke: c.rim, 'stroke-width': 1 }, g);
    el('ellipse', { cx, cy: y, rx, ry, fill: c.top, stroke: c.rim, 'stroke-width': 1 }, g);
  }
  if (height > 1) {
    const label = el('text', { x: cx, y: base - (chips - 1) * step, class: 'label' }, g);
    label.textContent = String(height);
  }
}

// A line through the squares' centres, broken where a step crosses a joined edge (R7.1) so that it
// does not run across the whole board.
function polyline(squares, cls, parent) {
  let part = [];
  const flush = () => {
    if (part.length >= 2) el('polyline', { points: part.map(i => centre(i).join(',')).join(' '), class: cls }, parent);
    part = [];
  };
  for (const s of squares) {
    const i = squareIndex(s);
    const prev = part[part.length - 1];
    if (prev !== undefined && (Math.abs((i % 8) - (prev % 8)) > 1 || Math.abs((i >> 3) - (prev >> 3)) > 1)) flush();
    part.push(i);
  }
  flush();
}

// view: { snapshot, ply (the move that led to it or null),
//         topology, selected, rings: [names], dots: [names], path: [names], actionable: Set(names) }
export function renderBoard(svg, view) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const { snapshot } = view;
  svg.setAttribute('data-fen', snapshot.fen);
  const squares = el('g', {}, svg);
  const marks = el('g', {}, svg);
  const stacks = el('g', {}, svg);
  const overlay = el('g', {}, svg);
  const hits = el('g', {}, svg);

  for (let f = 0; f < 8; f++) {
    const t = el('text', { x: M + f * S + S / 2, y: M + 8 * S + 10, class: 'coord' }, squares);
    t.textContent = FILES[f];
    const u = el('text', { x: M + f * S + S / 2, y: 10, class: 'coord' }, squares);
    u.textContent = FILES[f];
  }
  for (let r = 0; r < 8; r++) {
    const t = el('text', { x: 10, y: M + (7 - r) * S + S / 2, class: 'coord' }, squares);
    t.textContent = String(r + 1);
    const u = el('text', { x: M + 8 * S + 10, y: M + (7 - r) * S + S / 2, class: 'coord' }, squares);
    u.textContent = String(r + 1);
  }

  const lastSquares = new Set(view.ply ? view.ply.squares : []);
  for (let i = 0; i < 64; i++) {
    const [x, y] = origin(i);
    const file = i % 8, rank = Math.floor(i / 8);
    const name = squareName(i);
    const h = snapshot.board[i];
    const g = el('g', { 'data-square': name, 'data-height': Math.abs(h), 'data-colour': h > 0 ? 'r' : h < 0 ? 'b' : '' }, squares);
    g.setAttribute('class', 'sq');
    el('rect', { x, y, width: S, height: S, class: (file + rank) % 2 === 0 ? 'sq-dark' : 'sq-light' }, g);
    if (lastSquares.has(name)) el('rect', { x, y, width: S, height: S, class: 'last' }, marks);
    if (h !== 0) drawStack(stacks, i, Math.abs(h), h > 0 ? 'r' : 'b');
  }

  // The last move: its path or run, step numbers, and the squares it captured (empty now).
  if (view.ply) {
    const p = view.ply;
    if (p.kind === 'distribute' || p.kind === 'collect') polyline(p.squares, 'last-line', marks);
    if (p.kind === 'distribute')
      p.squares.forEach((s, k) => {
        const [x, y] = origin(squareIndex(s));
        const t = el('text', { x: x + 4, y: y + 13, class: 'step' }, marks);
        t.textContent = String(k + 1);
      });
    // Each captured stack as the move left it before the capture (the bridge says): a suicide drop is
    // drawn in the mover's colour although the square was empty before the move.
    for (const c of p.captured) {
      const [cx, cy] = centre(squareIndex(c.square));
      const colour = c.colour === 'r' ? 'var(--red)' : 'var(--blue)';
      el('circle', { cx, cy, r: 24, class: 'captured', stroke: colour }, overlay);
      const x = el('text', { x: cx, y: cy, class: 'captured-x', fill: colour }, overlay);
      x.textContent = '×';
      const g = svg.querySelector(`g[data-square="${c.square}"]`);
      if (g) {
        g.setAttribute('data-captured', String(c.height));
        g.setAttribute('data-captured-colour', c.colour);
      }
    }
  }

  // Input highlights.
  if (view.selected) {
    const [x, y] = origin(squareIndex(view.selected));
    el('rect', { x: x + 3, y: y + 3, width: S - 6, height: S - 6, class: 'selected' }, overlay);
  }
  if (view.path && view.path.length) {
    polyline(view.path, 'path-line', overlay);
    view.path.forEach((s, k) => {
      const [x, y] = origin(squareIndex(s));
      const t = el('text', { x: x + S - 14, y: y + 14, class: 'path-step' }, overlay);
      t.textContent = String(k + 1);
      if (k > 0) {
        const [cx, cy] = centre(squareIndex(s));
        el('circle', { cx, cy, r: 10, class: 'target-dot' }, overlay);
      }
    });
  }
  for (const s of view.rings || []) {
    const [cx, cy] = centre(squareIndex(s));
    el('circle', { cx, cy, r: 28, class: 'target-ring' }, overlay);
  }
  for (const s of view.dots || []) {
    const [cx, cy] = centre(squareIndex(s));
    el('circle', { cx, cy, r: 9, class: 'target-dot' }, overlay);
  }

  // Joined edges of wrapping boards (R7.1).
  if (view.topology === 'cylinder' || view.topology === 'torus') {
    el('line', { x1: M, y1: M, x2: M, y2: M + 8 * S, class: 'wrap-edge' }, overlay);
    el('line', { x1: M + 8 * S, y1: M, x2: M + 8 * S, y2: M + 8 * S, class: 'wrap-edge' }, overlay);
  }
  if (view.topology === 'torus') {
    el('line', { x1: M, y1: M, x2: M + 8 * S, y2: M, class: 'wrap-edge' }, overlay);
    el('line', { x1: M, y1: M + 8 * S, x2: M + 8 * S, y2: M + 8 * S, class: 'wrap-edge' }, overlay);
  }

  // Click targets on top of everything; data-offer names what the input offers there.
  const offers = new Map();
  for (const s of view.dots || []) offers.set(s, 'dot');
  for (const s of view.rings || []) offers.set(s, 'ring');
  if (view.selected) offers.set(view.selected, 'selected');
  for (let i = 0; i < 64; i++) {
    const [x, y] = origin(i);
    const name = squareName(i);
    const cls = view.actionable && view.actionable.has(name) ? 'hit actionable' : 'hit';
    const r = el('rect', { x, y, width: S, height: S, class: cls, 'data-hit': name }, hits);
    if (offers.has(name)) r.setAttribute('data-offer', offers.get(name));
  }
}
