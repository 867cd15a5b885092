// Draws Rodeffer's 8x8 board as SVG: squares, stacks as piles of chips with their height, the last move
// with its captures, and the input highlights (selected stack, offered squares, the path so far). Every
// square carries data-square / data-height / data-colour so that people's tools and tests can read it;
// each stack is a g[data-stack] that stays inside its square however tall it is.

const NS = 'http://www.w3.org/2000/svg';
const S = 64;          // square size
const M = 20;          // margin for coordinates
const FILES = 'abcdefgh';
const MAX_CHIPS = 7;   // chips drawn; the label tells the real height
const CHIP_RY = 9, CHIP_SIDE = 4;
const PILE_ROOM = S - 10;  // the height a pile may take in its square

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

function drawStack(parent, index, height, colour) {
  const [cx, cy] = centre(index);
  const chips = Math.min(height, MAX_CHIPS);
  const c = CHIP[colour];
  const rx = 23;
  const span = 2 * CHIP_RY + CHIP_SIDE;  // one chip, top and side
  // Chips closer together in a tall pile, so that the pile stays centred inside its square.
  const step = chips > 1 ? Math.min(5, (PILE_ROOM - span) / (chips - 1)) : 0;
  const total = span + (chips - 1) * step;
  const base = cy - total / 2 + CHIP_RY + (chips - 1) * step;  // the lowest chip's top
  const g = el('g', { 'data-stack': squareName(index) }, parent);
  for (let i = 0; i < chips; i++) {
    const y = base - i * step;
    el('ellipse', { cx, cy: y + CHIP_SIDE, rx, ry: CHIP_RY, fill: c.side, stroke: c.rim, 'stroke-width': 1 }, g);
    el('ellipse', { cx, cy: y, rx, ry: CHIP_RY, fill: c.top, stroke: c.rim, 'stroke-width': 1 }, g);
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

// The height and side code of a point of the bridge's board ({owner, label}: the label is the height).
function stackAt(snapshot, i, codes) {
  const p = snapshot.board.points[i];
  if (!p) return { height: 0, colour: '' };
  return { height: Number(p[1]) || 0, colour: codes[p[0]] };
}

export function boardViewBox() { return `0 0 ${2 * M + 8 * S} ${2 * M + 8 * S}`; }

// view: { snapshot (its `move` the move that led to it), codes: the sides' letters, rules: {name: value},
//         selected, rings: [names], dots: [names], path: [names], actionable: Set(names) }
export function renderBoard(svg, view) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const { snapshot, codes } = view;
  const topology = view.rules.Topology;
  svg.setAttribute('viewBox', boardViewBox());
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

  const move = snapshot.move || null;
  const lastSquares = new Set(move ? move.squares : []);
  for (let i = 0; i < 64; i++) {
    const [x, y] = origin(i);
    const file = i % 8, rank = Math.floor(i / 8);
    const name = squareName(i);
    const { height, colour } = stackAt(snapshot, i, codes);
    const g = el('g', { 'data-square': name, 'data-height': height, 'data-colour': colour }, squares);
    g.setAttribute('class', 'sq');
    el('rect', { x, y, width: S, height: S, class: (file + rank) % 2 === 0 ? 'sq-dark' : 'sq-light' }, g);
    if (lastSquares.has(name)) el('rect', { x, y, width: S, height: S, class: 'last' }, marks);
    if (height) drawStack(stacks, i, height, colour === codes[0] ? 'r' : 'b');
  }

  // The last move: its path or run, step numbers (in the order it was played), and the squares it
  // captured (empty now).
  if (move) {
    const p = move;
    if (p.kind === 'distribute' || p.kind === 'collect') polyline(p.squares, 'last-line', marks);
    if (p.kind === 'distribute')
      p.squares.forEach((s, k) => {
        const [x, y] = origin(squareIndex(s));
        const t = el('text', { x: x + 4, y: y + 13, class: 'step', 'data-at': s }, marks);
        t.textContent = String(k + 1);
      });
    // Each captured stack as the move left it before the capture (the bridge says): a suicide drop is
    // drawn in the mover's colour although the square was empty before the move.
    for (const c of p.captured) {
      const [cx, cy] = centre(squareIndex(c.square));
      const colour = c.side === 0 ? 'var(--red)' : 'var(--blue)';
      el('circle', { cx, cy, r: 24, class: 'captured', stroke: colour }, overlay);
      const x = el('text', { x: cx, y: cy, class: 'captured-x', fill: colour }, overlay);
      x.textContent = '×';
      const g = svg.querySelector(`g[data-square="${c.square}"]`);
      if (g) {
        g.setAttribute('data-captured', String(c.height));
        g.setAttribute('data-captured-colour', codes[c.side]);
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
  if (topology === 'cylinder' || topology === 'torus') {
    el('line', { x1: M, y1: M, x2: M, y2: M + 8 * S, class: 'wrap-edge' }, overlay);
    el('line', { x1: M + 8 * S, y1: M, x2: M + 8 * S, y2: M + 8 * S, class: 'wrap-edge' }, overlay);
  }
  if (topology === 'torus') {
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

// A player's panel: stock and prisoners held (as chips), the score against the target with a bar.
export function playerPanel(side, snapshot, { names, codes, who, rules }) {
  const value = name => (snapshot.counters.find(c => c.name === name) || { values: [0, 0] }).values[side];
  const target = Number(rules.TargetScore) || 60;
  const score = value('score');
  const chips = (n, colour) => `<span class="chips">${`<span class="chip ${colour}"></span>`.repeat(Math.min(n, 25))}</span>`;
  return `<span class="name"><span class="dot"></span>${names[side]} <span class="who">${who}</span></span>` +
    `<span class="counts"><span data-field="stock">stock ${value('stock')}${chips(value('stock'), codes[side])}</span>` +
    `<span data-field="prisoners">prisoners ${value('prisoners')}${chips(value('prisoners'), codes[1 - side])}</span></span>` +
    `<span class="score" data-field="score">${score} / ${target}</span>` +
    `<div class="bar"><div style="width:${Math.min(100, (100 * score) / target)}%"></div></div>`;
}
