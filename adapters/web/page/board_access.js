// Keyboard and screen-reader access to the board, for every kind's drawing (stack_board.js,
// worm_board.js on grid_board.js, two_square_board.js): each square's click target ([data-hit]) becomes
// a focusable button labelled in the game's terms ("c3, Red stack of 2, head of its worm", "e2, White
// pawn, stretched, its front on e4", "e4, empty, a move goes here"); the arrow keys move the focus to
// the square beside it as drawn (so also on a board turned round), Enter or Space acts as a click,
// Escape drops a move being entered (the page's own key). One square is in the tab order at a time.
// A live region says the last move and the end of the game.
import { pieceName } from './two_square_board.js';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

let focusName = null;  // the square that has, or last had, the keyboard focus

// The board's square of `name` as [file, rank] from 0, or null (the "off" band).
function place(name, files, ranks) {
  const m = /^([a-p])(\d+)$/.exec(name);
  if (!m) return null;
  const f = m[1].charCodeAt(0) - 97, r = Number(m[2]) - 1;
  return f < files && r < ranks ? [f, r] : null;
}

// What stands on a point, in the words of its kind of board (`kind`, the game's presentation).
function contents(kind, point, sides) {
  if (!point) return 'empty';
  const [owner, label] = point;
  const marks = point.slice(2);
  const side = owner >= 0 ? sides[owner] : '';
  if (kind === 'two-square-pieces') {
    const parts = [`${side} ${pieceName(label)}`];
    const front = marks.find(m => m.startsWith('front:')), rear = marks.find(m => m.startsWith('rear:'));
    if (front) parts.push(`stretched, its rear here and its front on ${front.slice(6)}`);
    if (rear) parts.push(`stretched, its front here and its rear on ${rear.slice(5)}`);
    return parts.join(', ');
  }
  const height = /^\d+$/.test(label) ? Number(label) : 0;
  const what = height > 1 ? `stack of ${height}` : height === 1 ? 'single piece' : label || 'piece';
  const parts = [`${side} ${what}`.trim()];
  const worm = { head: 'head of its worm', tail: 'tail of its worm', body: 'in its worm', lone: 'a lone stack' };
  for (const m of marks) parts.push(worm[m] || m);
  return parts.join(', ');
}

// Labels every square of the board just drawn, puts one in the tab order, and gives the focus back to
// the square that had it before the drawing (the drawing replaces every element).
// view: { kind, snapshot, sides, selected, rings, dots, path, actionable, hadFocus }
export function labelBoard(svg, view) {
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-roledescription', 'board');
  svg.setAttribute('aria-label', `${view.title || 'the board'}: arrow keys move between squares, Enter or Space ` +
    'selects like a click, Escape drops a move being entered');
  const { files, ranks, points } = view.snapshot.board;
  const last = new Set(view.snapshot.move ? view.snapshot.move.squares : []);
  const path = view.path || [];
  const targets = [...svg.querySelectorAll('[data-hit]')];
  for (const t of targets) {
    const name = t.getAttribute('data-hit');
    const at = place(name, files, ranks);
    const parts = [];
    if (name === 'off') parts.push(`off the board beyond the ${t.getAttribute('data-edge') || ''} edge`.replace('  ', ' '));
    else parts.push(name, contents(view.kind, at ? points[at[1] * files + at[0]] : 0, view.sides));
    if (name === view.selected) parts.push('selected');
    if (path.includes(name)) parts.push(`step ${path.indexOf(name) + 1} of the path`);
    if ((view.rings || []).includes(name)) parts.push('a move goes here');
    if ((view.dots || []).includes(name)) parts.push('the path can go on here');
    if (!view.selected && view.actionable && view.actionable.has(name)) parts.push('a move starts here');
    if (last.has(name)) parts.push('last move');
    t.setAttribute('role', 'button');
    t.setAttribute('aria-label', parts.join(', '));
    t.setAttribute('tabindex', '-1');
  }
  const names = targets.map(t => t.getAttribute('data-hit'));
  const entry = names.includes(focusName) ? focusName
    : (view.actionable && names.find(n => view.actionable.has(n))) || names.find(n => n !== 'off');
  const target = targets[names.indexOf(entry)];
  if (target) target.setAttribute('tabindex', '0');
  if (view.hadFocus && target && entry === focusName) target.focus({ preventScroll: true });
}

// Whether the keyboard focus is on one of the board's squares: asked before the board is drawn again.
export function boardHasFocus(svg) {
  const active = document.activeElement;
  return Boolean(active && active !== svg && svg.contains(active) && active.hasAttribute('data-hit'));
}

// The square beside `from` in the direction of the arrow, as drawn on the screen.
function neighbour(svg, from, [dx, dy]) {
  const a = from.getBoundingClientRect();
  const ax = a.left + a.width / 2, ay = a.top + a.height / 2;
  let best = null, bestScore = Infinity;
  for (const t of svg.querySelectorAll('[data-hit]')) {
    if (t === from) continue;
    const b = t.getBoundingClientRect();
    const ex = b.left + b.width / 2 - ax, ey = b.top + b.height / 2 - ay;
    const along = ex * dx + ey * dy, across = Math.abs(ex * dy + ey * dx);
    if (along < 1) continue;
    const score = along + 3 * across;
    if (score < bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

export function wireBoardKeys(svg) {
  svg.addEventListener('focusin', e => {
    if (e.target.hasAttribute && e.target.hasAttribute('data-hit')) focusName = e.target.getAttribute('data-hit');
  });
  svg.addEventListener('keydown', e => {
    const from = e.target.closest && e.target.closest('[data-hit]');
    if (!from || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key in ARROWS) {
      // The page's own arrow keys step through the moves; on the board they move between squares.
      e.preventDefault();
      e.stopPropagation();
      const next = neighbour(svg, from, ARROWS[e.key]);
      if (!next) return;
      from.setAttribute('tabindex', '-1');
      next.setAttribute('tabindex', '0');
      next.focus({ preventScroll: true });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      from.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
  });
}

// ---- the live region ----

let heard = null;  // { serial, plies, over }: what was said last

function say(text) {
  let region = document.getElementById('board-announce');
  if (!region) {
    region = document.createElement('div');
    region.id = 'board-announce';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'log');
    document.body.appendChild(region);
  }
  region.textContent = text;
}

// Says the moves played since the last call ("Blue played e7-e5.") and the end of the game, once each;
// nothing for the moves a page finds when it connects or loads a game.
// game: { serial, plies: [{shown}], moveSide: k => side of ply k, sides, over, result }
export function announce(game) {
  const now = { serial: game.serial, plies: game.plies.length, over: game.over };
  const before = heard;
  heard = now;
  if (!before || before.serial !== now.serial) return;
  const said = [];
  if (now.plies > before.plies) {
    const k = now.plies - 1;
    said.push(`${game.sides[game.moveSide(k)]} played ${game.plies[k].shown}.`);
  }
  if (now.over && (!before.over || said.length)) said.push(`Game over. ${game.result}.`);
  if (said.length) say(said.join(' '));
}
