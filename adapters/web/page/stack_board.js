// Draws a board of stacks (the kind "stacks", engine/core/presentation.h) as SVG,
// of the size the bridge's BoardView gives (its files and ranks): squares, stacks as piles of chips with
// their height, the last move with its captures, and the input highlights (selected stack, offered
// squares, the path so far). Every square carries data-square / data-height / data-colour so that
// people's tools and tests can read it; each stack is a g[data-stack] that stays inside its square
// however tall it is.

import { chips, counterValue, drawCoordinates, drawHighlights, drawHits, el, panelName, squaresOf, startBoard } from './board_frame.js';

const S = 64;          // square size (the viewBox grows with the board: the page scales it to fit)
const M = 20;          // margin for coordinates
const MAX_CHIPS = 7;   // chips drawn; the label tells the real height
const CHIP_RY = 9, CHIP_SIDE = 4;
const PILE_ROOM = S - 10;  // the height a pile may take in its square

// Where the squares of a board of `files` x `ranks` (the bridge's BoardView) are drawn: file a / rank 1
// at the bottom left; a square's index is rank * files + file, as the BoardView's points are listed.
function geometry(files, ranks) {
  const origin = (f, r) => [M + f * S, M + (ranks - 1 - r) * S];
  const centre = (f, r) => origin(f, r).map(v => v + S / 2);
  const place = name => {
    const f = name.charCodeAt(0) - 97, r = Number(name.slice(1)) - 1;
    return /^[a-z]\d+$/.test(name) && f < files && r >= 0 && r < ranks ? [f, r] : null;
  };
  return { files, ranks, origin, centre, place };
}

const CHIP = {
  r: { top: '#e0463b', side: '#9a2118', rim: '#6d140e' },
  b: { top: '#3c70e2', side: '#1c3f93', rim: '#112a66' },
};

// A stack of `height` chips of `colour` ('r' or 'b') centred on (cx, cy), named by its square.
function drawStack(parent, name, [cx, cy], height, colour) {
  const chips = Math.min(height, MAX_CHIPS);
  const c = CHIP[colour];
  const rx = 23;
  const span = 2 * CHIP_RY + CHIP_SIDE;  // one chip, top and side
  // Chips closer together in a tall pile, so that the pile stays centred inside its square.
  const step = chips > 1 ? Math.min(5, (PILE_ROOM - span) / (chips - 1)) : 0;
  const total = span + (chips - 1) * step;
  const base = cy - total / 2 + CHIP_RY + (chips - 1) * step;  // the lowest chip's top
  const g = el('g', { 'data-stack': name }, parent);
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
function polyline(board, squares, cls, parent) {
  let part = [];
  const flush = () => {
    if (part.length >= 2) el('polyline', { points: part.map(at => board.centre(...at).join(',')).join(' '), class: cls }, parent);
    part = [];
  };
  for (const at of squares.map(board.place).filter(Boolean)) {
    const prev = part[part.length - 1];
    if (prev && (Math.abs(at[0] - prev[0]) > 1 || Math.abs(at[1] - prev[1]) > 1)) flush();
    part.push(at);
  }
  flush();
}

// The height and side code of a point of the bridge's board ({owner, label}: the label is the height).
function stackAt(snapshot, i, codes) {
  const p = snapshot.board.points[i];
  if (!p) return { height: 0, colour: '' };
  return { height: Number(p[1]) || 0, colour: codes[p[0]] };
}

export function boardViewBox(snapshot) {
  const { files, ranks } = snapshot.board;
  return `0 0 ${2 * M + files * S} ${2 * M + ranks * S}`;
}

// view: { snapshot (its `move` the move that led to it; its board's files and ranks the board's size),
//         codes: the sides' letters, rules: {name: value},
//         selected, rings: [names], dots: [names], path: [names], actionable: Set(names) }
export function renderBoard(svg, view) {
  const { snapshot, codes } = view;
  const board = geometry(snapshot.board.files, snapshot.board.ranks);
  const { files, ranks, origin, centre, place } = board;
  const joined = snapshot.board.joined || {};  // the edges the game joins (BoardView: files, ranks)
  const { squares, marks, stacks, overlay, hits } =
    startBoard(svg, boardViewBox(snapshot), snapshot.fen, ['squares', 'marks', 'stacks', 'overlay', 'hits']);
  const width = files * S, height = ranks * S;
  drawCoordinates(squares, files, ranks, centre, { below: M + height + 10, above: 10, left: 10, right: M + width + 10 });

  const move = snapshot.move || null;
  const lastSquares = new Set(move ? move.squares : []);
  const cells = squaresOf(files, ranks, origin);
  for (const { name, f, r, x, y } of cells) {
    const { height: stack, colour } = stackAt(snapshot, r * files + f, codes);
    const g = el('g', { 'data-square': name, 'data-height': stack, 'data-colour': colour }, squares);
    g.setAttribute('class', 'sq');
    el('rect', { x, y, width: S, height: S, class: (f + r) % 2 === 0 ? 'sq-dark' : 'sq-light' }, g);
    if (lastSquares.has(name)) el('rect', { x, y, width: S, height: S, class: 'last' }, marks);
    if (stack) drawStack(stacks, name, centre(f, r), stack, colour === codes[0] ? 'r' : 'b');
  }

  // The last move: its path or run, step numbers (in the order it was played), and the squares it
  // captured (empty now).
  if (move) {
    const p = move;
    if (p.kind === 'distribute' || p.kind === 'collect') polyline(board, p.squares, 'last-line', marks);
    if (p.kind === 'distribute')
      p.squares.forEach((s, k) => {
        if (!place(s)) return;
        const [x, y] = origin(...place(s));
        const t = el('text', { x: x + 4, y: y + 13, class: 'step', 'data-at': s }, marks);
        t.textContent = String(k + 1);
      });
    // Each captured stack as the move left it before the capture (the bridge says): a suicide drop is
    // drawn in the mover's colour although the square was empty before the move.
    for (const c of p.captured) {
      if (!place(c.square)) continue;
      const [cx, cy] = centre(...place(c.square));
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

  // Input highlights: the path so far (its steps numbered, a dot on each after the stack), the
  // selected stack, the rings and dots offered.
  if (view.path && view.path.length) {
    polyline(board, view.path, 'path-line', overlay);
    view.path.forEach((s, k) => {
      if (!place(s)) return;
      const [x, y] = origin(...place(s));
      const t = el('text', { x: x + S - 14, y: y + 14, class: 'path-step' }, overlay);
      t.textContent = String(k + 1);
      if (k > 0) {
        const [cx, cy] = centre(...place(s));
        el('circle', { cx, cy, r: 10, class: 'target-dot' }, overlay);
      }
    });
  }
  drawHighlights(overlay, view, { origin, centre, place, S, ring: 28, dot: 9 });

  // Joined edges of wrapping boards, as the game's board says.
  if (joined.files) {
    el('line', { x1: M, y1: M, x2: M, y2: M + height, class: 'wrap-edge' }, overlay);
    el('line', { x1: M + width, y1: M, x2: M + width, y2: M + height, class: 'wrap-edge' }, overlay);
  }
  if (joined.ranks) {
    el('line', { x1: M, y1: M, x2: M + width, y2: M, class: 'wrap-edge' }, overlay);
    el('line', { x1: M, y1: M + height, x2: M + width, y2: M + height, class: 'wrap-edge' }, overlay);
  }

  // Click targets on top of everything.
  drawHits(hits, view, cells, S);
}

// A player's panel: the piles beside the board (the game's presentation: a side's stock, the prisoners
// it holds) as chips, and the score counter against the score that wins (the rule option the
// presentation names) with a bar.
export function playerPanel(side, snapshot, { names, codes, who, rules, presentation }) {
  const value = name => counterValue(snapshot, name, side);
  const piles = presentation.piles.map(p => `<span data-field="${p.counter}">${p.counter} ${value(p.counter)}` +
    `${chips(value(p.counter), codes[p.opponentsPieces ? 1 - side : side])}</span>`).join('');
  const counter = presentation.scoreCounter;
  const target = Number(rules[presentation.scoreTarget]);
  const score = counter ? value(counter) : 0;
  const scored = !counter ? '<span class="score"></span>' : !target ? `<span class="score" data-field="score">${score}</span>`
    : `<span class="score" data-field="score">${score} / ${target}</span>` +
      `<div class="bar"><div style="width:${Math.min(100, (100 * score) / target)}%"></div></div>`;
  return `${panelName(names, side, who)}<span class="counts">${piles}</span>${scored}`;
}
