// The board's size and place in the window: the board as large as the window allows (the board column's
// --fit, which style.css caps by the width), sticking to the window's top on narrow screens while the
// rest scrolls beneath it, and brought back into the window after a click elsewhere showed another ply.
// Nothing here depends on the game: it reads the page's layout only.

const $ = id => document.getElementById(id);

// The board as large as the window allows: the widest board column whose panels and board fit the
// window's height (under the header), with room under it for the prompts on narrow screens. CSS
// caps it by the width (style.css: --fit).
const NARROW = window.matchMedia('(max-width: 1000px)');
const PROMPT_ROOM = 120;  // narrow screens: the turn line, a row of buttons and a line of message
export function fitBoard() {
  const column = $('board-column'), wrap = $('board-wrap'), box = $('board').viewBox.baseVal;
  if (!box || !box.width || !box.height) return;
  // The column's place in the page (the top of main's content), not where it sticks now (style.css).
  const main = document.querySelector('main');
  const top = main.getBoundingClientRect().top + window.scrollY + parseFloat(getComputedStyle(main).paddingTop);
  const besides = column.offsetHeight - wrap.offsetHeight + (NARROW.matches ? PROMPT_ROOM : 0);
  const bottom = NARROW.matches ? 8 : 16;
  const height = window.innerHeight - top - besides - bottom;
  const frame = wrap.offsetWidth - wrap.clientWidth + 12;  // the wrap's padding (6 each side) and border
  const fit = `${Math.max(260, Math.floor((height - frame) * (box.width / box.height) + frame))}px`;
  if ($('play-area').style.getPropertyValue('--fit') !== fit) $('play-area').style.setProperty('--fit', fit);
  // A narrow window: the board and the panel under it stick to the window's top while the rest scrolls
  // beneath them (style.css), when they leave the rest room (at most 60% of the window's height; a phone
  // held sideways does not).
  const above = Math.round(wrap.getBoundingClientRect().top - column.getBoundingClientRect().top);
  if (column.style.getPropertyValue('--board-above') !== `${above}px`) column.style.setProperty('--board-above', `${above}px`);
  const stick = String(NARROW.matches && column.offsetHeight - above <= 0.6 * window.innerHeight);
  if (column.dataset.stick !== stick) column.dataset.stick = stick;
}

// After a click on the graph, on a move of the list or of a line: the board in the window (issue 34:
// the board scrolled out of view showed the ply clicked). Where the board sticks to the window's top
// (style.css) it is there already, and `also` (what the click is about: the analysis of the ply) is
// brought into the window under it.
export function keepBoardInView(also) {
  const wrap = $('board-wrap');
  const board = wrap.getBoundingClientRect();
  if (board.top < 0 || board.bottom > window.innerHeight) wrap.scrollIntoView({ block: 'nearest' });
  const sticks = !NARROW.matches || $('board-column').dataset.stick === 'true';
  if (also && sticks) also.scrollIntoView({ block: 'nearest' });
}

