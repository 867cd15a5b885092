// The live view of a referee's match (uiw-web --follow FILE): the games in progress as small live
// boards with what their engines think (live_tiles.js), the standings with the chart of each pairing's
// Elo and the LLR (live_chart.js), the list of games, and any game opened, move by move. The bridge
// follows the referee's live feed and sends `live` (the run), `livechart` (the chart: all its points
// when the page connects, then the new ones), `liveboard` (a game in progress), `livegame` (the game a
// page watches) and `position` (a position it asks for); the boards are the play page's own drawing
// modules, used as they are, chosen by the kind of board the game's presentation names
// (engine/core/presentation.h; `live` and `livegame` carry it).
import { formatScore, moveOf } from './format.js';
import { emptyChart, mergeChart, pairingGames, renderChart } from './live_chart.js';
import { boardOf, codesOf } from './board_kinds.js';
import { renderTiles } from './live_tiles.js';
import { drawsPieces, wirePieceSets } from './piece_set.js';

const $ = id => document.getElementById(id);
const escapeHtml = s => String(s).replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);

let socket = null;
let live = null;      // the last `live` message
let game = null;      // the opened game's last `livegame` message
let watching = null;  // the index of the game opened, or null
let view = 0;         // the ply shown
let following = true; // the view moves on with the game (End, or opened at its latest)
const snapshots = new Map();  // ply -> position of the opened game
const boards = new Map();     // game index -> its last `liveboard` (the games in progress)
const asked = new Set();
const chart = emptyChart();   // the run's chart: every point sent so far (live_chart.js)
let chartPairing = 0;         // the pairing the chart shows
let chartReceived = 0;        // points received, all messages together (a test sees none sent twice)

function send(message) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }

function connect() {
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.onopen = () => {
    setPill($('link-pill'), 'connected', 'ok');
    // The bridge sends the run, the chart and the small boards as the page connects (a `hello` would
    // have them sent twice).
    if (watching !== null) send({ type: 'watch', index: watching });
  };
  socket.onmessage = event => receive(JSON.parse(event.data));
  socket.onclose = () => {
    setPill($('link-pill'), 'disconnected', 'bad');
    setTimeout(connect, 1000);
  };
}

function setPill(pill, text, kind) {
  pill.textContent = text;
  pill.className = `pill ${kind || ''}`;
}

function receive(msg) {
  if (msg.type === 'live') {
    live = msg;
    for (const index of boards.keys()) if (!live.games.some(g => g.index === index && g.status === 'playing')) boards.delete(index);
    renderOverview();
  } else if (msg.type === 'livechart') {
    if (!mergeChart(chart, msg)) { send({ type: 'chart' }); return; }
    chartReceived += msg.points.length;
    document.body.dataset.chartPoints = String(chart.points.length);
    document.body.dataset.chartReceived = String(chartReceived);
    showChart();
  } else if (msg.type === 'liveboard') {
    boards.set(msg.index, msg);
    if (live) showTiles();
  } else if (msg.type === 'livegame') {
    if (msg.index !== watching) return;
    if (!game || game.starts !== msg.starts) { snapshots.clear(); asked.clear(); }
    game = msg;
    if (following) view = game.plies.length;
    view = Math.min(view, game.plies.length);
    renderGame();
  } else if (msg.type === 'position') {
    if (msg.gameSerial !== watching || !game) return;
    snapshots.set(msg.snapshot.ply, msg.snapshot);
    asked.delete(msg.snapshot.ply);
    if (msg.snapshot.ply === view) renderBoard();
  } else if (msg.type === 'error') {
    $('game-note').textContent = msg.message;
  }
}

// ---- the run ----

function eloText(e) {
  if (e.games === 0) return '';
  if (e.elo === undefined) return e.score >= 0.5 ? '+inf' : '-inf';
  const sign = e.elo >= 0 ? '+' : '';
  return `${sign}${e.elo.toFixed(1)} ± ${e.error === undefined ? 'inf' : e.error.toFixed(1)}`;
}

function statusText(g) {
  if (g.status === 'finished') return `${g.result} ${g.termination}${g.resumed ? ' (earlier run)' : ''}`;
  return g.status;
}

// The board module of a presentation, told the game's pieces (the chess-like boards draw them by letter).
function boardFor(presentation) {
  const board = boardOf(presentation);
  if (board.usePresentation) board.usePresentation(presentation);
  return board;
}

function showTiles() {
  if (live.run) boardFor(live.run.presentation);
  renderTiles($('tiles'), live, boards, openGame);
  $('tiles-title').hidden = !$('tiles').children.length;
}

function renderOverview() {
  const run = live.run;
  document.body.dataset.lines = String(live.lines);
  if (!run) {
    $('run-title').textContent = '';
    $('run-line').textContent = `Waiting for the referee's live feed ${live.file}…`;
    setPill($('run-pill'), 'waiting', 'busy');
  } else {
    $('run-title').textContent = `${run.event} · ${run.title}`;
    $('run-rules').textContent = run.rules.map(([n, v]) => `${n} ${v}`).join(' · ');
    const playing = live.games.filter(g => g.status === 'playing').length;
    const done = live.games.filter(g => g.status === 'finished').length;
    const engines = run.engines.map(e => `${e.name} (${e.tc})`).join(', ');
    $('run-line').textContent = `${done} of ${run.toPlay} games finished, ${playing} in progress · ${engines} · ` +
      `run ${run.id}${run.runs > 1 ? `, resumed ${run.runs - 1}×` : ''} · ${live.file}`;
    const [text, kind] = run.finished ? [run.stopped ? 'stopped' : 'finished', ''] :
      run.refereeGone ? ['referee gone', 'bad'] : ['live', 'ok'];
    setPill($('run-pill'), text, kind);
    document.body.dataset.run = text;
  }
  showTiles();
  $('chart-box').hidden = !run;
  $('piece-set-box').hidden = !(run && drawsPieces(run.presentation));
  const body = $('standings').tBodies[0];
  body.innerHTML = '';
  const standings = live.standings;
  if (standings) {
    for (const e of standings.encounters) {
      const row = body.insertRow();
      row.dataset.pairing = `${e.first} vs ${e.second}`;
      row.addEventListener('click', () => choosePairing(row.dataset.pairing));
      for (const cell of [`${e.first} vs ${e.second}`, e.games, e.wins, e.draws, e.losses,
        e.games ? `${(100 * e.score).toFixed(1)}%` : '', eloText(e)]) row.insertCell().textContent = String(cell);
    }
    $('referee-table').textContent = standings.table;
  }
  document.body.dataset.finished = String(live.standings ? live.standings.games : 0);
  const games = $('games').tBodies[0];
  games.innerHTML = '';
  for (const g of live.games.slice().reverse()) {
    const row = games.insertRow();
    row.dataset.index = String(g.index);
    row.dataset.status = g.status;
    row.dataset.plies = String(g.plies);
    row.dataset.result = g.result;
    row.tabIndex = 0;
    for (const cell of [g.number, `${g.players[0]} – ${g.players[1]}`, g.plies, statusText(g), g.last || ''])
      row.insertCell().textContent = String(cell);
    row.addEventListener('click', () => openGame(g.index));
    row.addEventListener('keydown', e => { if (e.key === 'Enter') openGame(g.index); });
  }
  $('notes').innerHTML = live.notes.length ?
    `Skipped lines of the feed (${live.noteCount}):<br>${live.notes.map(escapeHtml).join('<br>')}` : '';
}

// The chart of the chosen pairing, and the choice of pairing when the run has several (a gauntlet, a
// round robin): each with its games so far.
function showChart() {
  if (chartPairing >= chart.pairings.length) chartPairing = 0;
  const select = $('chart-pairing');
  const games = pairingGames(chart);
  const options = chart.pairings.map((p, k) => `${p.first} vs ${p.second} (${games[k]} games)`);
  if ([...select.options].map(o => o.text).join('\n') !== options.join('\n')) {
    select.innerHTML = '';
    options.forEach((text, k) => select.add(new Option(text, String(k))));
  }
  select.value = String(chartPairing);
  $('chart-pairing-box').hidden = chart.pairings.length < 2;
  renderChart($('run-chart'), chart, chartPairing);
}

function choosePairing(name) {
  const k = chart.pairings.findIndex(p => `${p.first} vs ${p.second}` === name);
  if (k < 0) return;
  chartPairing = k;
  showChart();
}
$('chart-pairing').addEventListener('change', () => { chartPairing = Number($('chart-pairing').value); showChart(); });

// ---- one game ----

function openGame(index) {
  if (location.hash !== `#game=${index}`) history.pushState(null, '', `#game=${index}`);
  show(index);
}

function show(index) {
  watching = index;
  game = null;
  following = true;
  snapshots.clear();
  asked.clear();
  $('overview').hidden = index !== null;
  $('game-view').hidden = index === null;
  document.body.dataset.watching = index === null ? '' : String(index);
  if (index === null) send({ type: 'unwatch', index: -1 });
  else send({ type: 'watch', index });
}

function renderGame() {
  const names = game.sides;
  $('game-heading').textContent = `Game ${game.number}: ${game.players[0]} (${names[0]}) – ${game.players[1]} (${names[1]})`;
  $('game-status').textContent = game.status === 'finished' ? `${game.result} · ${game.termination}: ${game.detail}` :
    game.status === 'playing' ? 'in progress' : game.status;
  $('game-note').textContent = game.note || (game.resumed ? 'Played in an earlier run of the referee: its moves are in the records (-jsonout).' : '');
  const list = $('live-moves');
  list.innerHTML = '';
  let item = null;
  game.plies.forEach(([token, record, mover, gloss], k) => {
    const { number } = moveOf(game.startPly, k);
    if (!item || mover === 0 || k === 0) {
      item = document.createElement('li');
      item.value = number;
      list.appendChild(item);
    }
    const span = document.createElement('span');
    span.textContent = record;
    span.dataset.ply = String(k + 1);
    span.dataset.token = token;
    if (gloss) span.dataset.gloss = gloss;  // "consolidated", drawn after the move (style.css)
    if (game.facts[k].book) span.classList.add('book');
    span.title = factText(k).slice(3);
    span.addEventListener('click', () => goTo(k + 1));
    item.appendChild(span);
    item.appendChild(document.createTextNode(' '));
  });
  renderBoard();
}

// What the engine said of the move at index k, and the referee's time for it.
function factText(k) {
  const fact = game.facts[k];
  if (!fact) return '';
  if (fact.book) return ' · book';
  const mover = game.plies[k][2];
  return [fact.score ? formatScore(fact.score, mover, game.sides, game.presentation.score) : '', fact.depth ? `depth ${fact.depth}` : '',
    `${fact.ms} ms`].filter(Boolean).map(t => ` · ${t}`).join('');
}

// Brings `item` into view inside the list's own scroll box: scrollIntoView would scroll the window too,
// and on a phone (the list under the board) push the board's top off the screen.
function scrollListTo(list, item) {
  const box = list.getBoundingClientRect(), at = item.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
}

// The board as large as the window allows: the widest board area whose panels and board fit the
// window's height under what is above it (CSS caps it by the width), as the play page's fitBoard.
function fitBoard() {
  const area = $('live-board-area'), wrap = $('board-wrap'), box = $('board').viewBox.baseVal;
  if ($('game-view').hidden || !box || !box.width || !box.height) return;
  const top = area.getBoundingClientRect().top + window.scrollY;
  const besides = area.offsetHeight - wrap.offsetHeight;
  const height = window.innerHeight - top - besides - 12;
  const frame = wrap.offsetWidth - $('board').clientWidth;  // the wrap's padding and border
  const fit = `${Math.max(260, Math.floor((height - frame) * (box.width / box.height) + frame))}px`;
  if (area.style.getPropertyValue('--fit') !== fit) area.style.setProperty('--fit', fit);
}
window.addEventListener('resize', () => fitBoard());

function goTo(ply) {
  if (!game) return;
  view = Math.max(0, Math.min(ply, game.plies.length));
  following = view === game.plies.length;
  renderBoard();
}

function renderBoard() {
  if (!game) return;
  const snapshot = snapshots.get(view);
  const body = document.body.dataset;
  body.plies = String(game.plies.length);
  body.view = String(view);
  body.status = game.status;
  for (const span of document.querySelectorAll('#live-moves span[data-ply]'))
    span.classList.toggle('shown', Number(span.dataset.ply) === view);
  const shown = document.querySelector('#live-moves span.shown');
  if (shown && following) scrollListTo($('live-moves'), shown);
  $('view-label').textContent = view === 0 ? 'start' : `ply ${view} of ${game.plies.length}` + factText(view - 1);
  if (!snapshot) {
    if (!asked.has(view)) { asked.add(view); send({ type: 'position', index: watching, ply: view }); }
    return;
  }
  const board = boardFor(game.presentation);
  const codes = codesOf(game.sides);
  const svg = $('board');
  board.renderBoard(svg, { snapshot, codes, rules: game.rules, presentation: game.presentation, players: ['engine', 'engine'], turned: false,
    actionable: new Set() });
  svg.setAttribute('data-ply', String(view));
  fitBoard();
  $('position-string').value = snapshot.fen;
  for (const side of [0, 1]) {
    const box = $(`player-${side}`);
    box.dataset.colour = codes[side];
    box.dataset.sideName = game.sides[side].toLowerCase();  // its dot's colour (style.css), as on the play page
    box.classList.toggle('to-move', !snapshot.over && snapshot.side === side);
    box.innerHTML = board.playerPanel(side, snapshot, { names: game.sides, codes, who: escapeHtml(game.players[side]), rules: game.rules,
      presentation: game.presentation });
  }
}

document.addEventListener('keydown', e => {
  if (watching === null || !game || e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
  const moves = { ArrowLeft: view - 1, ArrowRight: view + 1, Home: 0, End: game.plies.length };
  if (e.key in moves) { e.preventDefault(); goTo(moves[e.key]); }
  if (e.key === 'Escape') history.back();
});
$('nav-start').addEventListener('click', () => goTo(0));
$('nav-back').addEventListener('click', () => goTo(view - 1));
$('nav-forward').addEventListener('click', () => goTo(view + 1));
$('nav-end').addEventListener('click', () => game && goTo(game.plies.length));
$('back').addEventListener('click', () => { history.pushState(null, '', '#'); show(null); });
window.addEventListener('popstate', () => route());

function route() {
  const m = /^#game=(\d+)$/.exec(location.hash);
  show(m ? Number(m[1]) : null);
}

// Another piece set: the small boards and the game's board drawn again.
wirePieceSets($('piece-set'), () => {
  for (const svg of document.querySelectorAll('#tiles svg')) delete svg.dataset.plies;
  if (live) showTiles();
  renderBoard();
});

route();
connect();
