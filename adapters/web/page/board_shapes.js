// Arrows and circles on the board, as on lichess, in every game's board (stack_board.js,
// grid_board.js, worm_board.js, two_square_board.js):
//  - drawn by the player with the right mouse button: a drag from one square to another draws an arrow,
//    a click on a square (no drag) a circle; the same again removes it (with another colour: replaces
//    it). The colour is lichess's: green, red with Shift (or Ctrl), blue with Alt (or Meta), yellow with
//    both. A left click (or a finger) on the board clears them all, and so does any change of the
//    position shown (a move played, another ply shown, a line previewed);
//  - the engine's moves in the analysis (analysis.js engineMoves): its best move in the position shown,
//    fainter its second and third lines; an arrow from the first square the move touches to the last
//    (the bridge's move anatomy), a circle for a move of one square (a drop).
// They are drawn in a layer of the board's own SVG, on top of everything and letting the pointer
// through, in the board's coordinates: they scale with the board and turn with it. A square is whatever
// cell the board draws a click target for (`[data-hit]`; not a worm board's "off the board" band).
//
// The page's hooks:
//   rightPress()  a right press on the board: true when it did something else there (a premove
//                 cancelled), and then nothing is drawn

const NS = 'http://www.w3.org/2000/svg';
// lichess's brushes (chessground): colour and opacity; the engine's lines paler, thicker, under the
// player's.
const BRUSHES = {
  green: { colour: '#15781b', opacity: 0.8, width: 0.16 },
  red: { colour: '#882020', opacity: 0.8, width: 0.16 },
  blue: { colour: '#003088', opacity: 0.8, width: 0.16 },
  yellow: { colour: '#e68f00', opacity: 0.8, width: 0.16 },
  engine1: { colour: '#003088', opacity: 0.45, width: 0.22 },
  engine2: { colour: '#4a4a4a', opacity: 0.35, width: 0.18 },
  engine3: { colour: '#4a4a4a', opacity: 0.22, width: 0.16 },
};

let svg = null;
let hooks = null;
let shapes = [];      // the player's: { from, to, brush } (a circle: from === to)
let press = null;     // a right press: { from, to, id, brush }
let shownKey = null;  // the position the player's shapes were drawn on
let engine = [];      // the engine's moves to draw: { squares, rank }

// The brush of a press by its keys (chessground's eventBrush).
function brushOf(e) {
  const a = e.shiftKey || e.ctrlKey, b = e.altKey || e.metaKey;
  return ['green', 'red', 'blue', 'yellow'][(a ? 1 : 0) + (b ? 2 : 0)];
}

// The square under a point of the window, or null.
function squareAt(x, y) {
  const hit = document.elementFromPoint(x, y);
  const square = hit && hit.closest && hit.closest('[data-hit]');
  const name = square && svg.contains(square) ? square.getAttribute('data-hit') : null;
  return name === 'off' ? null : name;
}

// A square's centre and size in the board's coordinates (its click target's rectangle).
function placeOf(name) {
  const r = svg.querySelector(`[data-hit="${name}"]`);
  if (!r) return null;
  const [x, y, w, h] = ['x', 'y', 'width', 'height'].map(a => Number(r.getAttribute(a)));
  return { x: x + w / 2, y: y + h / 2, size: Math.min(w, h) };
}

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent.appendChild(e);
  return e;
}

// One shape: an arrow from `from` to `to`, or a circle on `from` when they are the same square.
function drawShape(layer, defs, { from, to, brush }, data) {
  const a = placeOf(from), b = placeOf(to);
  if (!a || !b) return;
  const look = BRUSHES[brush];
  const width = look.width * a.size;
  const common = { stroke: look.colour, opacity: look.opacity, fill: 'none', 'data-brush': brush, ...data };
  if (from === to) {
    el('circle', { ...common, cx: a.x, cy: a.y, r: a.size * 0.44, 'stroke-width': a.size * 0.07,
      'data-shape': 'circle', 'data-at': from }, layer);
    return;
  }
  // The line stops short of the square's centre by the arrowhead, whose tip then points at it.
  const head = `arrowhead-${brush}`;
  if (!defs.querySelector(`#${head}`)) {
    const marker = el('marker', { id: head, orient: 'auto', markerWidth: 4, markerHeight: 4, refX: 2.05, refY: 2,
      markerUnits: 'strokeWidth' }, defs);
    el('path', { d: 'M0,0 V4 L3,2 Z', fill: look.colour }, marker);
  }
  const dx = b.x - a.x, dy = b.y - a.y, length = Math.hypot(dx, dy);
  const cut = Math.min(length / 2, width * 1.5);
  el('line', { ...common, x1: a.x, y1: a.y, x2: b.x - (dx / length) * cut, y2: b.y - (dy / length) * cut,
    'stroke-width': width, 'stroke-linecap': 'round', 'marker-end': `url(#${head})`, 'data-shape': 'arrow',
    'data-from': from, 'data-to': to }, layer);
}

// Draws the shapes on the board just drawn (app.js render), or again after they changed. `key` names
// the position shown: when it is another than the one the player's shapes were drawn on, they go.
export function drawShapes(key, engineMoves) {
  if (key !== undefined && key !== shownKey) {
    shownKey = key;
    shapes = [];
    press = null;
  }
  if (engineMoves !== undefined) engine = engineMoves;
  if (!svg) return;
  for (const old of svg.querySelectorAll(':scope > .board-shapes')) old.remove();
  const layer = el('g', { class: 'board-shapes', 'pointer-events': 'none', 'aria-hidden': 'true' }, svg);
  const defs = el('defs', {}, layer);
  for (const m of [...engine].sort((p, q) => q.rank - p.rank)) {
    const brush = `engine${Math.min(m.rank, 3)}`;
    if (m.squares.length) drawShape(layer, defs, { from: m.squares[0], to: m.squares[m.squares.length - 1], brush },
      { 'data-engine-line': m.rank });
  }
  for (const s of shapes) drawShape(layer, defs, s, { 'data-player': 'true' });
  if (press && press.to) drawShape(layer, defs, press, { 'data-current': 'true' });
  document.body.dataset.shapes = String(shapes.length);
}

function clear() {
  if (!shapes.length) return;
  shapes = [];
  drawShapes();
}

// The player's shape from `from` to `to` added, removed when it is there already in the same colour,
// recoloured when in another.
function toggle(from, to, brush) {
  const at = shapes.findIndex(s => s.from === from && s.to === to);
  const same = at >= 0 && shapes[at].brush === brush;
  if (at >= 0) shapes.splice(at, 1);
  if (!same) shapes.push({ from, to, brush });
}

export function wireBoardShapes(board, pageHooks) {
  svg = board;
  hooks = pageHooks;
  svg.addEventListener('pointerdown', e => {
    if (e.button === 0) return clear();
    if (e.button !== 2 || press) return;
    if (hooks.rightPress()) return;
    const from = squareAt(e.clientX, e.clientY);
    if (!from) return;
    press = { from, to: null, id: e.pointerId, brush: brushOf(e) };
    try { svg.setPointerCapture(e.pointerId); } catch { /* the pointer is gone already */ }
  });
  svg.addEventListener('pointermove', e => {
    if (!press || e.pointerId !== press.id) return;
    const over = squareAt(e.clientX, e.clientY);
    if (over === press.to) return;
    press.to = over;
    drawShapes();
  });
  svg.addEventListener('pointerup', e => {
    if (!press || e.pointerId !== press.id || e.button !== 2) return;
    const { from, brush } = press;
    press = null;
    const to = squareAt(e.clientX, e.clientY);
    if (to) toggle(from, to, brush);
    drawShapes();
  });
  svg.addEventListener('pointercancel', e => {
    if (!press || e.pointerId !== press.id) return;
    press = null;
    drawShapes();
  });
}
