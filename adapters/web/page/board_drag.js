// Moves by dragging, on every game's board (stack_board.js, grid_board.js, worm_board.js,
// two_square_board.js), with the mouse or a finger (pointer events). A drag is two clicks of the page's one
// entry (app.js `enterSquare`, the click input of the game): the square it starts on, then the square
// it is dropped on. So what a drag may do is what the clicks may do: the squares offered (rings, dots,
// the "off the board" band) are the input's, from the bridge's legal moves and entry steps, drawn
// while the piece is carried; a move of several steps (a distribution over squares) takes its first step
// by the drag and the rest by clicks. A drop anywhere not offered puts the piece back and enters nothing.
//
// The page's hooks:
//   start(name)   a drag begins on `name`: select it (true), or say why not (false)
//   drop(name)    the piece is let go over `name` (null: off the board)
//   cancel()      the drag was broken off (the pointer lost)
// A press that does not move (a click) is left to the board's click event.

const NS = 'http://www.w3.org/2000/svg';
const THRESHOLD = 5;  // px the pointer must move before a press becomes a drag

let svg = null;
let hooks = null;
let press = null;  // { name, id, x, y, dragging, ghost, over }
let swallowClick = false;

// The square under a point of the window (the ghost lets the pointer through).
function squareAt(x, y) {
  const hit = document.elementFromPoint(x, y);
  const square = hit && hit.closest && hit.closest('[data-hit]');
  return square && svg.contains(square) ? square.getAttribute('data-hit') : null;
}

// The piece drawn on `name` (a stack, a stone, a chess glyph), copied into a small SVG of its square
// that follows the pointer.
function makeGhost(name) {
  const hit = svg.querySelector(`[data-hit="${name}"]`);
  const piece = svg.querySelector(`[data-stack="${name}"], [data-piece="${name}"]`);
  if (!hit || !piece) return null;
  const box = hit.getBoundingClientRect();
  const ghost = document.createElementNS(NS, 'svg');
  const [x, y, w, h] = ['x', 'y', 'width', 'height'].map(a => hit.getAttribute(a));
  ghost.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
  ghost.setAttribute('class', 'drag-ghost');
  ghost.setAttribute('data-ghost', name);
  ghost.setAttribute('aria-hidden', 'true');
  // Slightly larger than its square, as a piece lifted off the board.
  const size = Math.max(box.width, box.height) * 1.15;
  ghost.style.width = `${size}px`;
  ghost.style.height = `${size}px`;
  ghost.appendChild(piece.cloneNode(true));
  document.body.appendChild(ghost);
  return ghost;
}

function moveGhost(x, y) {
  if (!press.ghost) return;
  const size = parseFloat(press.ghost.style.width);
  press.ghost.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px)`;
}

// The marks of a drag on the board just drawn (the board is drawn again while a piece is carried: an
// answer from the bridge, a clock): the piece left faint on its square, the square under the pointer.
export function markBoard() {
  if (!svg) return;
  document.body.dataset.dragging = press && press.dragging ? press.name : '';
  if (!press || !press.dragging) return;
  const piece = svg.querySelector(`[data-stack="${press.name}"], [data-piece="${press.name}"]`);
  if (piece) piece.classList.add('drag-origin');
  for (const r of svg.querySelectorAll(`[data-hit="${press.over}"]`)) r.classList.add('drag-over');
}

function end() {
  if (press && press.ghost) press.ghost.remove();
  const was = press;
  press = null;
  if (was && was.dragging) {
    swallowClick = true;
    setTimeout(() => { swallowClick = false; }, 0);
  }
  return was;
}

// Whether the board's click event comes from a drag just ended (it is not a click then).
export function clickWasDrag() { return swallowClick; }

export function dragging() { return Boolean(press && press.dragging); }

export function wireBoardDrag(board, pageHooks) {
  svg = board;
  hooks = pageHooks;
  svg.addEventListener('pointerdown', e => {
    if (press || e.button !== 0 || !e.isPrimary) return;
    const hit = e.target.closest && e.target.closest('[data-hit]');
    if (!hit) return;
    press = { name: hit.getAttribute('data-hit'), id: e.pointerId, x: e.clientX, y: e.clientY, dragging: false,
      ghost: null, over: null };
  });
  svg.addEventListener('pointermove', e => {
    if (!press || e.pointerId !== press.id) return;
    if (!press.dragging) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < THRESHOLD) return;
      const name = press.name;
      if (name === 'off' || !hooks.start(name)) {
        press = null;
        return;
      }
      if (!press) return;  // the start redrew the board and something ended the press
      press.dragging = true;
      try { svg.setPointerCapture(e.pointerId); } catch { /* the pointer is gone already */ }
      press.ghost = makeGhost(name);
    }
    e.preventDefault();
    moveGhost(e.clientX, e.clientY);
    const over = squareAt(e.clientX, e.clientY);
    if (over !== press.over) {
      for (const r of svg.querySelectorAll('.drag-over')) r.classList.remove('drag-over');
      press.over = over;
      markBoard();
    }
  });
  svg.addEventListener('pointerup', e => {
    if (!press || e.pointerId !== press.id) return;
    const was = end();
    if (!was.dragging) return;  // a click: the click event does it
    markBoard();
    hooks.drop(squareAt(e.clientX, e.clientY), was.name);
  });
  svg.addEventListener('pointercancel', e => {
    if (!press || e.pointerId !== press.id) return;
    const was = end();
    markBoard();
    if (was.dragging) hooks.cancel(was.name);
  });
}
