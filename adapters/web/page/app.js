// The page: talks to the bridge over a WebSocket, draws what it sends, and turns the controls into
// commands. The game lives in the bridge; this page keeps the moves (to list and copy them, also when
// the connection is lost) and the positions it has been shown, and asks for others when it shows them.
// The board and the click input are its kind's (board_kinds.js, by the game's presentation: the bridge's
// catalogue); the rest is the same for every game. Premoves (premoves.js), records and the clipboard
// (record_io.js), the game in the address (address_link.js), the New game dialog (new_game.js), the
// engine's thinking panel (thinking.js) and the board's fit in the window (board_fit.js) are modules of
// their own: what they read of the page's state is given to them as hooks (init, at the end of this file).
import { KINDS, codesOf, kindOf } from './board_kinds.js';
import { moveOf, viewLabel } from './format.js';
import * as analysis from './analysis.js';
import * as clocks from './clock.js';
import * as access from './board_access.js';
import * as drag from './board_drag.js';
import * as link from './address_link.js';
import * as premoves from './premoves.js';
import * as records from './record_io.js';
import * as newGame from './new_game.js';
import { clearThinking, onInfo, onLog, renderThinkingOver } from './thinking.js';
import { fitBoard, keepBoardInView } from './board_fit.js';
import * as shapes from './board_shapes.js';
import * as help from './help.js';
import * as sound from './sound.js';
import { wireThemes } from './themes.js';
import { drawsPieces, wirePieceSets } from './piece_set.js';
import { renderLevel, wireLevel } from './level.js';

const $ = id => document.getElementById(id);

let socket = null;
let state = null;     // the game as the bridge sent it, with the positions received so far
let view = 0;         // which position is shown: 0 = start, plies.length = latest
let drawn = -1;       // the position the board shows now (-1: none yet)
let gameSerial = -1;
let connected = false;

let epoch = 0;         // grows with every whole state received: the move list is drawn again
let gameView = KINDS.points;  // until the bridge says the game
let input = null;     // the game's move input; while the engine thinks, squares may go to the premove one (premoves.js)
const asked = new Set();  // positions asked for and not yet received
const SNAPSHOTS_KEPT = 400;

// The presentation of game `id` in the bridge's catalogue (a plain board of points for an unknown id).
function presentationOf(games, id) {
  const info = games.find(g => g.id === id);
  return (info && info.presentation) || { board: 'points', piles: [], score: { one: '', many: '' }, optionLabels: {} };
}

// Game `id` of the bridge's catalogue (the first game for an unknown id): its options, sides, presentation.
function gameInfo(id) { return state.games.find(g => g.id === id) || state.games[0]; }

function useView(next) {
  if (input && next === gameView) return;
  gameView = next;
  input = new gameView.Input({ send, say, redraw: () => render() });
  premoves.useView(gameView);
}

// ---- connection ----

function connect() {
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.onopen = () => {
    connected = true;
    setPill($('link-pill'), 'connected', 'ok');
    send({ type: 'hello' });
    render();
  };
  socket.onmessage = event => receive(JSON.parse(event.data));
  socket.onclose = () => {
    connected = false;
    asked.clear();
    setPill($('link-pill'), 'disconnected', 'bad');
    render();
    setTimeout(connect, 1500);
  };
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  else say('Not connected to uiw-web: the command was not sent.', true);
}

function receive(msg) {
  switch (msg.type) {
    case 'state': return onState(msg);
    case 'moves': return onMoves(msg);
    case 'position': return onPosition(msg);
    case 'session': return onSession(msg);
    case 'info': return onInfo(msg, state);
    case 'path': return input.onPath(msg);
    case 'premoves': return premoves.receive(msg);
    // While the dialog's game is on its way, a refusal is the dialog's (the engine's own errors are not).
    case 'error':
      link.noteError(msg.message);
      if (premoves.sent() && !msg.message.startsWith('engine:')) return premoves.refused(msg.message);
      return newGame.pending() && !msg.message.startsWith('engine:') ? newGame.refused(msg.message) : input.onError(msg.message);
    case 'log': return onLog(msg);
    case 'check': return newGame.onCheck(msg);
    case 'analysis': case 'preview': return analysis.receive(msg);
  }
}

// ---- state ----

// The bridge sends the whole game (`state`) when a page connects and after undo, a new game or a
// record; after a move only the new move (`moves`); otherwise the session alone (`session`).
const SESSION_FIELDS = ['players', 'movetime', 'depth', 'maxPlies', 'limitNote', 'paused', 'engine', 'recordNote',
  'previous', 'gameSerial', 'engineFen', 'engineFenPly', 'searchSerial', 'bridge', 'clock', 'level', 'ended', 'drawNote'];
function takeSession(msg) { for (const k of SESSION_FIELDS) state[k] = msg[k]; }

// A ply of the list: the token, how the list writes it, and what that leaves unsaid (`gloss`, the game's
// words: a chess consolidation is written as its stretch was, and glossed "consolidated"), and the
// mover's time left after it (`clock`, ms) in a game on a clock or a record that says it.
const plyOf = item => (typeof item === 'string' ? { token: item, shown: item, gloss: '' } :
  { token: item[0], shown: item[1], gloss: item[2] || '', ...(typeof item[3] === 'number' ? { clock: item[3] } : {}) });

function summary() {
  return state ? { plies: state.plies.length, fen: latest().fen } : null;
}

function keep(snapshot) {
  state.snapshots.set(snapshot.ply, snapshot);
  asked.delete(snapshot.ply);
  // The oldest first: a long game is not kept whole (the bridge sends what is asked for again).
  for (const k of state.snapshots.keys()) {
    if (state.snapshots.size <= SNAPSHOTS_KEPT) break;
    if (k !== state.plies.length) state.snapshots.delete(k);
  }
}

function onState(msg) {
  const before = summary();
  const first = !state;
  records.noticeRestartedBridge(msg);
  const presentation = presentationOf(msg.games, msg.game);
  useView(kindOf(presentation));
  if (gameView.board.usePresentation) gameView.board.usePresentation(presentation);
  $('piece-set-box').hidden = !drawsPieces(presentation);
  const rules = Object.fromEntries(msg.rules.map(o => [o.name, o.value]));
  const codes = codesOf(msg.sides);
  state = { game: msg.game, presentation, title: msg.title, sides: msg.sides, codes, games: msg.games, levels: msg.levels, rules: msg.rules,
    rulesByName: rules, rulesText: msg.rulesText, base: msg.base, startPly: msg.startPly,
    plies: msg.plies.map(plyOf), snapshots: new Map(), legal: msg.legal };
  asked.clear();
  keep(msg.current);
  takeSession(msg);
  epoch++;
  link.noteState(first);
  changed(before);
  // The page opened with a link: its game is asked for before the address follows the bridge's.
  if (first) link.open();
}

function onMoves(msg) {
  // Moves of another game, or after moves this page has not got: ask for the whole state.
  if (!state || msg.gameSerial !== state.gameSerial || msg.from > state.plies.length) return send({ type: 'hello' });
  const before = summary();
  state.plies.length = msg.from;
  for (const k of [...state.snapshots.keys()]) if (k > msg.from) state.snapshots.delete(k);
  state.plies.push(...msg.plies.map(plyOf));
  keep(msg.current);
  state.legal = msg.legal;
  takeSession(msg);
  changed(before);
}

function onPosition(msg) {
  if (!state || msg.gameSerial !== state.gameSerial) return;
  keep(msg.snapshot);
  render();
}

function onSession(msg) {
  if (!state) return;
  const before = summary();
  takeSession(msg);
  changed(before);
}

function changed(before) {
  const following = !before || view >= before.plies;
  if (state.gameSerial !== gameSerial) {
    gameSerial = state.gameSerial;
    clearThinking();
    // A new game, position or record: what was said about the one before no longer applies.
    say('');
    input.reset();
    premoves.reset();
    // A new, loaded or restored game opens at its latest position (Home or |< goes to its start).
    view = state.plies.length;
    newGame.accepted();
  } else if (following || view > state.plies.length) {
    view = state.plies.length;
  }
  const moved = !before || before.plies !== state.plies.length || before.fen !== latest().fen;
  let note = '';
  if (moved) {
    input.reset();
    premoves.reset();
    // The queued move sent: the bridge played it (or the game moved on without it).
    note = premoves.afterMove(state.plies[state.plies.length - 1]);
  }
  if (moved && !latest().over) say(note);
  const end = latest();
  sound.onGame({ serial: state.gameSerial, plies: state.plies.length, over: Boolean(end.over),
    captured: Boolean(end.move && end.move.captured.length) });
  render();
  premoves.play();
}

// ---- entering moves: clicks, keys and drags ----

// The input a square entered goes to: the premove input while the engine thinks, else the game's.
function entryInput() { return premoves.entering() ? premoves.input() : input; }

// The one way into the move input: a click on a square, Enter or Space on it, and both ends of a drag.
function enterSquare(name) {
  if (premoves.queued()) return premoves.cancel('Premove cancelled.');
  if (premoves.enter(name)) return;
  input.click(name, blockedReason());
}

// A drag begins on `name`: the square is selected as by a click (unless it is already), so that the
// squares its moves go to are offered while the piece is carried.
function dragStart(name) {
  if (premoves.queued()) {
    premoves.cancel('Premove cancelled.');
    return false;
  }
  const queuing = premoves.entering();
  const reason = queuing ? (premoves.offersHere() ? '' : 'Working out the moves you may queue…') : blockedReason();
  if (reason) {
    say(reason, !queuing);
    return false;
  }
  const entry = entryInput();
  if (!entry.draggable(name)) {
    // A press that moved a little on a square where a click does something is still that click.
    if (!entry.actionable().has(name)) say(`No move of yours starts on ${name}.`, true);
    return false;
  }
  if (entry.mode !== 'selected' || entry.selected !== name) {
    entry.reset();
    enterSquare(name);
  }
  return entry.mode === 'selected' && entry.selected === name;
}

// The piece is let go over `name` (null: off the board): entered when a move of it goes there (or the
// bridge has not yet said which squares do: the input waits for it), else put back.
function dragDrop(name, from) {
  const entry = entryInput();
  const marks = entry.highlights();
  const offered = (marks.rings || []).includes(name) || (marks.dots || []).includes(name);
  if (name && name !== from && (offered || entry.pending)) return enterSquare(name);
  if (name === from) return render();  // back on its square: still selected, as after a click
  entry.cancel();
  say(name ? `No move goes from ${from} to ${name}: the piece is back on ${from}.`
           : `Dropped off the board: the piece is back on ${from}.`);
}

function latest() { return finalPosition(state); }
// The latest position with the game's end beyond its rules: a flag fallen, a resignation, an agreed draw.
function finalPosition(s) {
  const snapshot = clocks.withClockResult(s.snapshots.get(s.plies.length), s);
  if (!snapshot || !s.ended || snapshot.over) return snapshot;
  return { ...snapshot, over: true, result: s.ended };
}
// Why Resign and Offer draw do not apply now (or '' when they do): they are for a human against the engine.
function endOfferBlocked(pos) {
  if (!connected) return 'Not connected to uiw-web.';
  if (pos.over) return `The game is over: ${pos.result}.`;
  const humans = state.players.filter(p => p === 'human').length;
  if (humans === 0) return 'The engine plays both sides: resigning and draw offers are for a game against the engine.';
  if (humans === 2) return 'Both sides are played by people: resigning and draw offers are for a game against the engine.';
  return '';
}
function controllerOf(side, s = state) { return s.players[side]; }
function sideName(side) { return state.sides[side]; }

// The board is seen from the second side when a human plays it against the engine, and the other way
// round after Flip (or the key f).
let flipped = false;
function boardTurned() {
  const secondSide = state.players[0] === 'engine' && state.players[1] === 'human';
  return secondSide !== flipped;
}
function flip() {
  flipped = !flipped;
  render();
}

// Why a click on the board cannot be a move right now (or '' when it can).
function blockedReason() {
  if (!connected) return 'Not connected to uiw-web.';
  if (!state) return 'Waiting for the game.';
  if (analysis.previewing()) return 'You are looking at a line of the engine\'s: press Esc or "Back to the game".';
  const pos = latest();
  if (view !== state.plies.length)
    return 'You are looking at an earlier position: go to the latest (>|) or press "Play on from here".';
  if (pos.over) return `The game is over: ${pos.result}.`;
  if (controllerOf(pos.side) === 'engine' && !state.paused)
    return `It is the engine's turn (${sideName(pos.side)}). Pause the engines to move for it.`;
  return '';
}

// The position shown: asked for when the page does not have it (the board shows the last one drawn
// until it comes); its neighbours are asked for too, so that stepping through a game does not wait.
function snapshotAt(k) {
  for (const n of [k, k + 1, k - 1])
    if (n >= 0 && n <= state.plies.length && !state.snapshots.has(n) && !asked.has(n) && connected) {
      asked.add(n);
      send({ type: 'position', ply: n });
    }
  return state.snapshots.get(k);
}

// ---- drawing ----

function render() {
  if (!state) return;
  const pos = latest();
  const snapshot = analysis.previewSnapshot() || snapshotAt(view) || (drawn >= 0 && state.snapshots.get(drawn)) || pos;
  const shown = analysis.previewing() ? view : snapshot.ply;
  const atLatest = view === state.plies.length;
  const canPlay = !blockedReason();
  const { entry, entering } = renderBoardAndInput(pos, snapshot, shown, canPlay);
  renderPageData(pos, shown, canPlay);
  for (const side of [0, 1]) renderPlayer(side, snapshot);
  clocks.renderClocks(state, state.sides, view);
  renderGameInfo(pos, snapshot, atLatest);
  renderTurn(pos, snapshot, atLatest, canPlay);
  renderGameEnd(pos, atLatest);
  $('cancel-input').hidden = entry.mode === 'idle' && !entry.chosen;
  renderChoice(entering ? entry.choices : null);
  renderControls(pos, atLatest);
  renderEngineStatus();
  renderMoves();
  renderViewLine(pos, snapshot, shown, atLatest);
  fitBoard();
}

// The board, the move inputs' context (the game's, and the premove one while the engine thinks), the
// board's labels for screen readers and the queued premove's marks. Returns the input that squares go
// to now and whether a move can be entered.
function renderBoardAndInput(pos, snapshot, shown, canPlay) {
  input.setContext(canPlay ? { legal: state.legal, snapshot: pos, side: pos.side, codes: state.codes,
    presentation: state.presentation } : null);
  const queuing = premoves.prepare(pos);
  const entry = entryInput();
  const entering = canPlay || queuing;
  const marks = entering ? entry.highlights() : {};
  const turned = boardTurned();
  const hadFocus = access.boardHasFocus($('board'));
  const actionable = entering ? entry.actionable() : new Set();
  gameView.board.renderBoard($('board'), {
    snapshot, codes: state.codes, rules: state.rulesByName, presentation: state.presentation, players: state.players,
    ...marks, actionable, turned,
  });
  access.labelBoard($('board'), { kind: state.presentation.board, title: state.title, snapshot, sides: state.sides, ...marks,
    actionable, hadFocus });
  access.announce({ serial: state.gameSerial, plies: state.plies, sides: state.sides, over: pos.over,
    result: pos.result, moveSide: k => moveOf(state.startPly, k).side });
  // Boards that cannot draw themselves turned are turned round whole (their writing kept upright).
  $('board').dataset.flipped = String(turned && !gameView.board.seenFromBlack);
  // A finger on the board drags a piece rather than scrolling, while a move can be entered there.
  $('board').dataset.touch = entering || premoves.queued() ? 'drag' : '';
  premoves.mark();
  drag.markBoard();
  drawn = shown;
  $('board').setAttribute('data-ply', String(shown));
  return { entry, entering };
}

// What the page shows, as data attributes of its body (for style.css and the tests).
function renderPageData(pos, shown, canPlay) {
  const body = document.body.dataset;
  body.plies = String(state.plies.length);
  body.view = String(shown);
  body.engine = connected ? state.engine.state : 'unknown';
  body.over = String(pos.over);
  body.side = state.codes[pos.side];
  body.canPlay = String(canPlay);
  body.paused = String(state.paused);
  body.game = String(state.gameSerial);
  body.gameId = state.game;
  body.limit = String(Boolean(state.limitNote));
  // A board seen from the second player's side puts that player's panel below it.
  body.turned = String(boardTurned());
  $('flip-board').setAttribute('aria-pressed', String(flipped));
}

// The game's title, rules in words, help, level, position string, the board's notes and the thinking panel.
function renderGameInfo(pos, snapshot, atLatest) {
  $('game-title').textContent = state.title;
  $('rules-line').textContent = help.rulesInWords(state.rules, gameInfo(state.game).presentation);
  help.renderHelp(document, gameInfo(state.game));
  renderLevel(document, state);
  $('position-string').value = snapshot.fen;
  // Whose move it is, then the game's notes; once the game is over (by its rules, or on time, which the
  // rules do not know of: the latest position as latest() gives it) nobody is to move.
  const over = snapshot.over || (snapshot.ply === pos.ply && pos.over);
  const notes = [...(snapshot.turn && !over ? [snapshot.turn] : []), ...snapshot.notes];
  $('board-notes').textContent = gameView.notes ? notes.join(' · ') : '';
  renderThinkingOver(pos, atLatest);
}

// The turn line and the game's buttons.
function renderTurn(pos, snapshot, atLatest, canPlay) {
  let turn;
  if (!atLatest) turn = viewLabel(view, state.plies.length, state.startPly, state.sides) + (snapshot.over ? ` — ${snapshot.result}` : '');
  else if (pos.over) turn = pos.result;
  else if (state.limitNote) turn = state.limitNote;
  else if (state.engine.state === 'thinking' && controllerOf(pos.side) === 'engine') turn = `${sideName(pos.side)} (engine) is thinking…`;
  else turn = `${sideName(pos.side)} to move` + (controllerOf(pos.side) === 'engine' ? (state.paused ? ' (engine paused)' : ' (engine)') : '');
  $('turn-text').textContent = turn;
  // The game's buttons are for the latest position (their labels name its moves): not shown while an
  // earlier one is looked at.
  renderButtons(atLatest ? input.buttons({ legal: state.legal, canPlay, rules: state.rulesByName, presentation: state.presentation }) : []);
}

// The controls: greyed with their reasons, and the session's values where they are not being edited.
function renderControls(pos, atLatest) {
  const engineUp = state.engine.state === 'ready' || state.engine.state === 'thinking';
  // A greyed button says why (help.js): its title and aria-description.
  help.setGreyed($('undo'), help.undoBlocked({ connected, plies: state.plies.length, overBy: pos.result,
    over: Boolean(state.clock && state.clock.result) || Boolean(state.ended) }));
  for (const id of ['resign', 'offer-draw']) help.setGreyed($(id), endOfferBlocked(pos));
  $('draw-note').textContent = state.drawNote || '';
  help.setGreyed($('engine-move'), help.engineMoveBlocked({ engineState: engineUp ? state.engine.state : 'down', over: pos.over, atLatest }));
  $('pause').textContent = state.paused ? 'Resume engines' : 'Pause engines';
  help.setGreyed($('stop'), help.moveNowBlocked({ engineState: state.engine.state }));
  for (const side of [0, 1]) {
    $(`player${side}-label`).textContent = sideName(side);
    setSelect($(`player${side}-controller`), state.players[side]);
  }
  if (document.activeElement !== $('movetime')) $('movetime').value = state.movetime;
  if (document.activeElement !== $('depth')) $('depth').value = state.depth;
  if (document.activeElement !== $('max-plies')) $('max-plies').value = state.maxPlies;
}

// The engine's pill, and the banner when the bridge cannot be reached or the engine is down.
function renderEngineStatus() {
  const e = state.engine;
  $('engine-name').textContent = e.name ? `— ${e.name}` : '';
  const pillClass = { ready: 'ok', thinking: 'busy', starting: 'busy', crashed: 'bad', failed: 'bad' }[e.state] || '';
  if (connected) setPill($('engine-pill'), `engine: ${e.state}`, pillClass);
  else setPill($('engine-pill'), 'engine: unknown', '');
  const down = e.state === 'crashed' || e.state === 'failed';
  const banner = $('banner');
  if (!connected) {
    banner.hidden = false;
    $('banner-text').textContent = 'Lost the connection to uiw-web. The moves so far stay on this page and can be copied; reconnecting…';
    $('restart-engine').hidden = true;
  } else if (down) {
    banner.hidden = false;
    $('banner-text').textContent = `The engine ${e.state === 'failed' ? 'could not be started' : 'has stopped working'}: ${e.message}. ` +
      'The game is kept; restart the engine to go on.';
    $('restart-engine').hidden = false;
  } else {
    banner.hidden = true;
  }
}

// Under the move list: the result, the ply shown, the record's notes and the link; then the analysis
// and the shapes on the board.
function renderViewLine(pos, snapshot, shown, atLatest) {
  $('result').textContent = pos.over ? pos.result.split(':')[0] : state.limitNote ? 'ply limit' : '';
  $('result').title = pos.over ? pos.result : state.limitNote || '';
  $('view-label').textContent = `${shown}/${state.plies.length}`;
  $('play-on').hidden = atLatest;
  $('record-note').textContent = state.recordNote || '';
  $('replaced').hidden = !state.previous;
  $('replaced-text').textContent = state.previous ? `Replaced the game (${state.previous}).` : '';
  link.sync();
  analysis.render({ state, view });
  // Arrows and circles: the player's go when the position shown changes; the engine's moves there.
  shapes.drawShapes(`${state.gameSerial}/${shown}/${snapshot.fen}/${analysis.previewing()}`, analysis.engineMoves(view));
}

// The end of the game, plainly: who won and why, and a rematch (the same rules, start and players).
function renderGameEnd(pos, atLatest) {
  const show = pos.over && atLatest;
  $('game-end').hidden = !show;
  if (show) $('game-end-text').textContent = `Game over. ${pos.result}.`;
}

function rematch() {
  if (!state) return;
  const message = { type: 'new', game: state.game, options: state.rulesByName, first: state.players[0],
    second: state.players[1] };
  if (state.base !== 'startpos') message.fen = state.base;
  send({ ...message, ...clocks.sessionClockFields(state) });
}

function renderPlayer(side, snapshot) {
  const box = $(`player-${side}`);
  box.dataset.colour = state.codes[side];
  box.dataset.sideName = state.sides[side].toLowerCase();  // its dot's colour (style.css)
  const who = controllerOf(side) === 'engine' ? `engine${state.engine.name ? ': ' + escapeHtml(state.engine.name) : ''}` : 'human';
  box.classList.toggle('to-move', !snapshot.over && snapshot.side === side);
  box.innerHTML = gameView.board.playerPanel(side, snapshot, { names: state.sides, codes: state.codes, who,
    rules: state.rulesByName, presentation: state.presentation });
}

// The game's buttons beside the board (rescue, pass, ...), kept as elements so that focus stays.
function renderButtons(buttons) {
  const box = $('game-buttons');
  const wanted = new Set(buttons.map(b => b.id));
  for (const old of [...box.children]) if (!wanted.has(old.id)) old.remove();
  for (const b of buttons) {
    let button = $(b.id);
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.id = b.id;
      box.appendChild(button);
    }
    button.textContent = b.text;
    button.hidden = Boolean(b.hidden);
    help.setGreyed(button, b.disabled ? blockedReason() || b.why || `${b.text}: not possible in this position` : '');
    if (b.pressed !== undefined) button.setAttribute('aria-pressed', String(b.pressed));
    button.onclick = b.onClick;
  }
}

// The move list grows by the new moves only; it is drawn again after a whole state (undo, new game...).
let listed = { epoch: -1, count: 0 };
function renderMoves() {
  const list = $('moves');
  if (listed.epoch !== epoch || listed.count > state.plies.length) {
    list.innerHTML = '';
    listed = { epoch, count: 0 };
  }
  const grew = listed.count < state.plies.length;
  for (let k = listed.count; k < state.plies.length; k++) {
    const ply = state.plies[k];
    const { number, side } = moveOf(state.startPly, k);
    let li = list.lastElementChild;
    if (side === 0 || !li) {
      li = document.createElement('li');
      li.value = number;
      if (side === 1) li.appendChild(document.createElement('span')).className = 'mv';
      list.appendChild(li);
    }
    const span = document.createElement('span');
    span.className = `mv ${state.codes[side]}`;
    span.textContent = ply.shown;
    if (ply.gloss) span.dataset.gloss = ply.gloss;  // drawn after the move (style.css), not in its text
    span.dataset.ply = String(k + 1);
    span.dataset.token = ply.token;
    span.addEventListener('click', () => {
      view = k + 1;
      input.reset();
      render();
      keepBoardInView();
    });
    li.appendChild(span);
  }
  listed.count = state.plies.length;
  const old = list.querySelector('.viewed');
  const viewed = view > 0 ? list.querySelector(`.mv[data-ply="${view}"]`) : null;
  if (old !== viewed) {
    if (old) old.classList.remove('viewed');
    if (viewed) viewed.classList.add('viewed');
  }
  if (viewed && (old !== viewed || grew)) scrollListTo(list, viewed);
  else if (!viewed && grew) list.scrollTop = list.scrollHeight;
}

// Brings `item` into view inside the list's own scroll box. (scrollIntoView would scroll the window
// too, and on a phone push the board's far ranks off the screen after every move.)
function scrollListTo(list, item) {
  const box = list.getBoundingClientRect(), at = item.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
}

function setPill(pill, text, cls) {
  pill.textContent = text;
  pill.className = 'pill' + (cls ? ' ' + cls : '');
}
function setSelect(select, value) { if (document.activeElement !== select) select.value = value; }
function escapeHtml(s) { return s.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c])); }

function say(text, isError) {
  const m = $('message');
  m.textContent = text || '';
  m.classList.toggle('error', Boolean(isError));
}

// The buttons of a choice between moves: shown while the input asks, gone as soon as anything changes.
let shownChoices = null;
function renderChoice(choices) {
  const box = $('choice');
  if (choices === shownChoices) return;
  shownChoices = choices;
  box.innerHTML = '';
  box.hidden = !choices;
  if (!choices) return;
  box.append('Which move? ');
  for (const o of choices) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = o.label;
    b.addEventListener('click', () => entryInput().play(o.token));
    box.appendChild(b);
  }
}

// ---- controls ----

function wire() {
  wireBoard();
  wireControls();
  wireStepping();
  records.wire();
  link.wire();
  help.wireHelp(document, localStorage);
  sound.wireSound($('sound-toggle'));
  wireThemes($('board-theme'));
  wirePieceSets($('piece-set'), () => render());
  wireLevel($('level'), send);
  access.wireBoardKeys($('board'));
  newGame.wire();
}

// The board: clicks, drags, the right button's shapes and premove cancelling, the input's Cancel.
function wireBoard() {
  $('board').addEventListener('click', event => {
    if (drag.clickWasDrag()) return;
    const hit = event.target.closest('[data-hit]');
    if (!hit) return;
    enterSquare(hit.getAttribute('data-hit'));
  });
  drag.wireBoardDrag($('board'), { start: dragStart, drop: dragDrop, cancel: () => entryInput().cancel() });
  // A right press on the board cancels a premove (queued: then it draws nothing; or being entered);
  // otherwise it draws an arrow or a circle (board_shapes.js).
  shapes.wireBoardShapes($('board'), { rightPress: premoves.rightPress });
  // The browser's menu is not offered on the board (a menu key may still cancel a premove).
  $('board').addEventListener('contextmenu', e => {
    e.preventDefault();
    if (premoves.queued()) premoves.cancel('Premove cancelled.');
  });
  $('cancel-input').addEventListener('click', () => entryInput().cancel());
}

// The buttons and fields of the game's controls, Flip, the log, and the board fitted to a resized window.
function wireControls() {
  $('undo').addEventListener('click', () => send({ type: 'undo' }));
  $('resign').addEventListener('click', () => {
    if (window.confirm('Resign this game?')) send({ type: 'resign' });
  });
  $('offer-draw').addEventListener('click', () => send({ type: 'draw' }));
  $('engine-move').addEventListener('click', () => send({ type: 'enginemove' }));
  $('pause').addEventListener('click', () => send({ type: state && state.paused ? 'resume' : 'pause' }));
  $('stop').addEventListener('click', () => send({ type: 'stop' }));
  $('restart-engine').addEventListener('click', () => send({ type: 'restart' }));
  $('player0-controller').addEventListener('change', e => send({ type: 'players', first: e.target.value }));
  $('player1-controller').addEventListener('change', e => send({ type: 'players', second: e.target.value }));
  $('movetime').addEventListener('change', e => send({ type: 'search', movetime: Number(e.target.value) }));
  $('depth').addEventListener('change', e => send({ type: 'search', depth: Number(e.target.value) }));
  $('max-plies').addEventListener('change', e => send({ type: 'search', maxplies: Number(e.target.value) }));
  $('restore-game').addEventListener('click', () => send({ type: 'restore' }));
  $('rematch').addEventListener('click', rematch);
  $('flip-board').addEventListener('click', flip);
  // The log opens at its newest line.
  $('log-panel').addEventListener('toggle', () => {
    if ($('log-panel').open) $('engine-log').scrollTop = $('engine-log').scrollHeight;
  });
  window.addEventListener('resize', () => fitBoard());
}

// Stepping through the moves: the buttons, and the keys (not while typing).
function wireStepping() {
  const step = delta => {
    if (!state) return;
    view = Math.max(0, Math.min(state.plies.length, view + delta));
    input.reset();
    render();
  };
  $('view-first').addEventListener('click', () => step(-1e9));
  $('view-back').addEventListener('click', () => step(-1));
  $('view-forward').addEventListener('click', () => step(1));
  $('view-last').addEventListener('click', () => step(1e9));
  $('play-on').addEventListener('click', () => send({ type: 'truncate', ply: view }));
  // Keys through the moves: Left/Right a ply, Up/Down a move (a row of the list), Home/End the start
  // and the latest position. Not while typing; on a drop-down (a player chosen) Left and Right still
  // step through the moves rather than change the player.
  const STEPS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -2, ArrowDown: 2, Home: -1e9, End: 1e9 };
  document.addEventListener('keydown', e => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target;
    if (target.closest('dialog, textarea, input:not([type="checkbox"]):not([type="button"]):not([type="file"])')) return;
    if (target.closest('select') && e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    if (e.key === 'Escape') {
      if (premoves.queued()) premoves.cancel('Premove cancelled.');
      else entryInput().cancel();
      analysis.leavePreview();
    }
    if (e.key === 'f' && !target.closest('select')) flip();
    if (e.key in STEPS) {
      e.preventDefault();
      step(STEPS[e.key]);
    }
  });
}

// The modules' hooks: what they read of the page's state, and how they send and say.
const getState = () => state;
premoves.init({ send, say, redraw: () => render(), state: getState, view: () => view, connected: () => connected, latest });
records.init({ send, say, state: getState, finalPosition, plyOf });
link.init({ send, say, state: getState, copy: records.copyText });
newGame.init({ send, state: getState, connected: () => connected, gameInfo });
useView(gameView);
wire();
analysis.init({
  send,
  goTo: ply => {
    view = ply;
    input.reset();
    render();
    keepBoardInView($('analysis-here'));
  },
  redraw: () => render(),
  reveal: () => keepBoardInView(),
});
connect();
