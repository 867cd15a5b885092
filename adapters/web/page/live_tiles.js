// The live view's small boards: every game in progress side by side, as TCEC and lichess broadcasts
// show them, each with its players (the one to move framed), their clocks when the match has them, the
// last move, and what the engine to move is thinking (its score, depth, nodes and line in record form),
// kept up to date by the bridge's `liveboard` messages. The boards are the play page's own drawing
// modules, chosen by the kind of board the game's presentation names (the run's, in `live`).
import { boardOf, codesOf } from './board_kinds.js';
import { clockText } from './clock.js';
import { formatCount, formatScore } from './format.js';

const escapeHtml = s => String(s).replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);

function newTile(index, open) {
  const tile = document.createElement('article');
  tile.className = 'tile';
  tile.dataset.index = String(index);
  tile.tabIndex = 0;
  tile.setAttribute('role', 'link');
  tile.innerHTML = '<div class="tile-head"></div><div class="tile-side" data-seat="1"></div>' +
    '<div class="tile-frame"><svg class="mini-board" role="img" aria-label="board"></svg></div>' +
    '<div class="tile-side" data-seat="0"></div><div class="thinking"><div class="think-eval"></div>' +
    '<div class="think-line"></div></div>';
  tile.addEventListener('click', () => open(index));
  tile.addEventListener('keydown', e => { if (e.key === 'Enter') open(index); });
  return tile;
}

// What the engine to move thinks, in words: "Blue ahead by 0.35 points · depth 9 · 120k nodes".
function thoughtText(t, run) {
  return [t.score ? formatScore(t.score, t.side, run.sides, run.presentation.score) : '', t.depth ? `depth ${t.depth}` : '',
    t.nodes ? `${formatCount(t.nodes)} nodes` : ''].filter(Boolean).join(' · ');
}

function fillTile(tile, game, board, run) {
  const module = boardOf(run.presentation);
  const codes = codesOf(run.sides);
  tile.querySelector('.tile-head').textContent =
    `Game ${game.number} · ${board ? `ply ${board.plies}${board.last ? ` · last ${board.last}` : ''}` : 'starting'}`;
  if (!board) return;
  const { snapshot, thinking } = board;
  const svg = tile.querySelector('.mini-board');
  if (svg.dataset.plies !== String(board.plies) || svg.dataset.fen !== snapshot.fen) {  // a thought alone: not drawn again
    module.renderBoard(svg, { snapshot, codes, rules: Object.fromEntries(run.rules), presentation: run.presentation,
      players: ['engine', 'engine'], turned: false, actionable: new Set() });
    svg.dataset.plies = String(board.plies);
  }
  for (const side of [0, 1]) {
    const row = tile.querySelector(`.tile-side[data-seat="${side}"]`);
    row.dataset.sideName = run.sides[side].toLowerCase();  // its dot's colour (style.css), as on the play page
    row.classList.toggle('to-move', !snapshot.over && snapshot.side === side);
    const clock = board.clocks[side];
    row.innerHTML = `<span class="dot"></span><span class="who">${escapeHtml(board.players[side])}</span>` +
      (clock === null || clock === undefined ? '' : `<span class="clock">${clockText(clock)}</span>`);
  }
  const words = tile.querySelector('.think-eval'), line = tile.querySelector('.think-line');
  const thought = thinking || null;  // the latest, until the next (a fast engine's lasts less than a poll)
  words.textContent = thought ? thoughtText(thought, run) || 'thinking…' : 'waiting for the engine…';
  line.textContent = thought && thought.line.length ? thought.line.join(' ') : '';
  tile.dataset.thought = thought ? String(thought.version) : '';
  tile.dataset.thinking = thought ? `${thought.ply}:${thought.version}` : '';
}

// Shows a tile for every game of `live` in progress, in schedule order; `boards` maps a game's index to
// its last `liveboard` message; `open(index)` opens a game.
export function renderTiles(container, live, boards, open) {
  const run = live.run;
  const playing = run ? live.games.filter(g => g.status === 'playing') : [];
  const keep = new Set(playing.map(g => String(g.index)));
  for (const tile of [...container.children]) if (!keep.has(tile.dataset.index)) tile.remove();
  let before = null;
  for (const game of playing) {
    let tile = container.querySelector(`.tile[data-index="${game.index}"]`);
    if (!tile) tile = newTile(game.index, open);
    if (tile.previousElementSibling !== before || tile.parentNode !== container)
      container.insertBefore(tile, before ? before.nextElementSibling : container.firstElementChild);
    fillTile(tile, game, boards.get(game.index), run);
    before = tile;
  }
  container.dataset.games = String(playing.length);
}
