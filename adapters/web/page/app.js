// The page: talks to the bridge over a WebSocket, draws what it sends, and turns the controls into
// commands. The game lives in the bridge; this page keeps the moves (to list and copy them, also when
// the connection is lost) and the positions it has been shown, and asks for others when it shows them.
// The board and the click input are its kind's (board_kinds.js, by the game's presentation: the bridge's
// catalogue); the rest is the same for every game.
import { KINDS, codesOf, kindOf } from './board_kinds.js';
import { formatCount, formatScore, moveOf, recordText, viewLabel } from './format.js';
import * as analysis from './analysis.js';
import { firstView } from './eval_graph.js';
import * as clocks from './clock.js';
import * as access from './board_access.js';
import * as drag from './board_drag.js';
import { linkHash, linkRecord, parseLink } from './game_link.js';
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
let shownSearch = -1;  // the search whose progress the thinking panel shows
let previousGame = null;  // the game this page showed before a restarted bridge replaced it
let gameView = KINDS.points;  // until the bridge says the game
let input = null;
// Premoves: while the engine thinks, the human playing the other side may queue one move, entered with
// a second input of the game's (premoveInput) on what the bridge offers for it (`premoves`, every move
// legal after some reply of the engine's); it is sent when the engine's move comes, and the bridge
// judges it then.
let premoveInput = null;
let premoveOffers = null;  // the bridge's answer: { gameSerial, plies, legal }
let premoveAsked = '';     // the game and ply last asked about
let premove = null;        // the queued move: { token, squares, serial, plies }
let premoveSent = null;    // the queued move sent, until the bridge plays or refuses it
let lastEntered = null;    // the square last entered on the board
const asked = new Set();  // positions asked for and not yet received
const SNAPSHOTS_KEPT = 400;

// The presentation of game `id` in the bridge's catalogue (a plain board of points for an unknown id).
function presentationOf(games, id) {
  const info = games.find(g => g.id === id);
  return (info && info.presentation) || { board: 'points', piles: [], score: { one: '', many: '' }, optionLabels: {} };
}

function useView(next) {
  if (input && next === gameView) return;
  gameView = next;
  input = new gameView.Input({ send, say, redraw: () => render() });
  premoveInput = new gameView.Input({ send: queuePremove, say, redraw: () => render() });
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
    case 'info': return onInfo(msg);
    case 'path': return input.onPath(msg);
    case 'premoves': return onPremoves(msg);
    // While the dialog's game is on its way, a refusal is the dialog's (the engine's own errors are not).
    case 'error':
      if (linkOpening && msg.message.startsWith('link: ')) {
        linkOpening = null;
        syncLink();
      }
      if (premoveSent && !msg.message.startsWith('engine:')) return premoveRefused(msg.message);
      return newGamePending && !msg.message.startsWith('engine:') ? newGameRefused(msg.message) : input.onError(msg.message);
    case 'log': return onLog(msg);
    case 'check': return onCheck(msg);
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
  noticeRestartedBridge(msg);
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
  if (linkOpening && !first && state.gameSerial !== linkOpening.serial) linkOpening = null;
  changed(before);
  // The page opened with a link: its game is asked for before the address follows the bridge's.
  if (first) openLink();
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
    premoveInput.reset();
    // A new, loaded or restored game opens at its latest position (Home or |< goes to its start).
    view = state.plies.length;
    newGameAccepted();
  } else if (following || view > state.plies.length) {
    view = state.plies.length;
  }
  const moved = !before || before.plies !== state.plies.length || before.fen !== latest().fen;
  let note = '';
  if (moved) {
    input.reset();
    premoveInput.reset();
    // The queued move sent: the bridge played it (or the game moved on without it).
    const last = state.plies[state.plies.length - 1];
    if (premoveSent && last && last.token === premoveSent) note = `Premove ${premoveSent} played.`;
    premoveSent = null;
  }
  if (moved && !latest().over) say(note);
  const end = latest();
  sound.onGame({ serial: state.gameSerial, plies: state.plies.length, over: Boolean(end.over),
    captured: Boolean(end.move && end.move.captured.length) });
  render();
  playPremove();
}

// ---- premoves ----

// The side a human may queue a move for (a premove), or -1: the human's side in a game against the
// engine, at the latest position, while the engine is to move.
function premoveSide() {
  if (!connected || !state || analysis.previewing() || view !== state.plies.length) return -1;
  const pos = latest();
  if (pos.over || state.paused || !['thinking', 'ready', 'starting'].includes(state.engine.state)) return -1;
  const other = 1 - pos.side;
  return controllerOf(pos.side) === 'engine' && controllerOf(other) === 'human' ? other : -1;
}

// Whether a premove is being entered now (none queued yet), on the bridge's offers for this position.
function premoveEntry() { return premoveSide() >= 0 && !premove; }
function premoveOffersHere() {
  return premoveOffers && premoveOffers.gameSerial === state.gameSerial && premoveOffers.plies === state.plies.length;
}
function askPremoves() {
  const key = `${state.gameSerial}:${state.plies.length}`;
  if (premoveOffersHere() || premoveAsked === key) return;
  premoveAsked = key;
  send({ type: 'premoves' });
}
function onPremoves(msg) {
  premoveOffers = msg;
  if (state && premoveEntry()) render();
}

// The premove input's `send`: its move is queued, not played.
function queuePremove(msg) {
  // A click on a square the premove offers do not hold: no move goes there after any reply.
  if (msg.type === 'why') return say(`No premove on ${msg.choices[0]}: no move of yours goes there after any reply.`, true);
  if (msg.type !== 'play') return;  // a premove asks the bridge nothing (no distribution paths)
  const squares = [...new Set([premoveInput.selected, lastEntered])].filter(s => s && s !== 'off');
  premove = { token: msg.move, squares, serial: state.gameSerial, plies: state.plies.length };
  premoveInput.reset();
  say(`Premove ${msg.move}: played as soon as the engine has moved, if it is legal then. ` +
      'A click on the board or a right click cancels it.');
  render();
}

function cancelPremove(note) {
  premove = null;
  premoveInput.reset();
  say(note);
  render();
}

// Once the engine has moved: the queued move is sent (the bridge plays it, or says why not).
function playPremove() {
  if (!premove) return;
  if (state.gameSerial !== premove.serial || state.plies.length < premove.plies ||
      state.plies.length > premove.plies + 1) return cancelPremove(`Premove ${premove.token} dropped: the game changed.`);
  if (state.plies.length === premove.plies) return;  // the engine still thinks
  const pos = latest();
  const token = premove.token;
  if (pos.over) return cancelPremove(`Premove ${token} dropped: ${pos.result}.`);
  if (controllerOf(pos.side) !== 'human') return cancelPremove(`Premove ${token} dropped: it is not your move.`);
  premove = null;
  premoveSent = token;
  say(`Premove ${token} sent.`);
  send({ type: 'play', move: token });
  render();
}

function premoveRefused(reason) {
  const token = premoveSent;
  premoveSent = null;
  say(`Premove ${token} dropped: ${reason}.`, true);
  render();
}

// The queued move's squares, shaded on the board just drawn.
function markPremove() {
  document.body.dataset.premove = premove ? premove.token : '';
  if (!premove) return;
  for (const s of premove.squares)
    for (const r of $('board').querySelectorAll(`[data-hit="${s}"]`)) {
      r.classList.add('premove');
      r.setAttribute('data-premove', 'true');
    }
}

// ---- entering moves: clicks, keys and drags ----

// The input a square entered goes to: the premove input while the engine thinks, else the game's.
function entryInput() { return premoveEntry() ? premoveInput : input; }

// The one way into the move input: a click on a square, Enter or Space on it, and both ends of a drag.
function enterSquare(name) {
  if (premove) return cancelPremove('Premove cancelled.');
  lastEntered = name;
  if (premoveEntry()) {
    if (!premoveOffersHere()) return say('Working out the moves you may queue…');
    return premoveInput.click(name, '');
  }
  input.click(name, blockedReason());
}

// A drag begins on `name`: the square is selected as by a click (unless it is already), so that the
// squares its moves go to are offered while the piece is carried.
function dragStart(name) {
  if (premove) {
    cancelPremove('Premove cancelled.');
    return false;
  }
  const queuing = premoveEntry();
  const reason = queuing ? (premoveOffersHere() ? '' : 'Working out the moves you may queue…') : blockedReason();
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

// A page that reconnects to a restarted bridge gets that bridge's game: the one it showed is offered
// for copying (and loading back) instead of being dropped without a word.
function noticeRestartedBridge(msg) {
  if (!state || state.bridge === msg.bridge || state.plies.length === 0) return;
  const same = msg.game === state.game && msg.base === state.base && msg.plies.length >= state.plies.length &&
    state.plies.every((p, k) => plyOf(msg.plies[k]).token === p.token);
  if (same) return;
  previousGame = { record: gameRecord(state), moves: state.plies.length };
  $('previous-text').value = previousGame.record;
  $('previous-note').textContent = `uiw-web was restarted and has a game of its own. The game this page showed ` +
    `(${previousGame.moves} moves) is kept here: copy it, or load it back.`;
  $('previous-game').hidden = false;
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
function positionCommand(s = state) {
  const start = s.base === 'startpos' ? 'position startpos' : `position fen ${s.base}`;
  return s.plies.length ? `${start} moves ${s.plies.map(p => p.token).join(' ')}` : start;
}
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
  const queuing = premoveEntry();
  if (queuing) askPremoves();
  premoveInput.setContext(queuing && premoveOffersHere()
    ? { legal: premoveOffers.legal, snapshot: pos, side: premoveSide(), codes: state.codes, presentation: state.presentation }
    : null);
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
  $('board').dataset.touch = entering || premove ? 'drag' : '';
  markPremove();
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
  syncLink();
  analysis.render({ state, view });
  // Arrows and circles: the player's go when the position shown changes; the engine's moves there.
  shapes.drawShapes(`${state.gameSerial}/${shown}/${snapshot.fen}/${analysis.previewing()}`, analysis.engineMoves(view));
}

// The board as large as the window allows: the widest board column whose panels and board fit the
// window's height (under the header), with room under it for the prompts on narrow screens. CSS
// caps it by the width (style.css: --fit).
const NARROW = window.matchMedia('(max-width: 1000px)');
const PROMPT_ROOM = 120;  // narrow screens: the turn line, a row of buttons and a line of message
function fitBoard() {
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
function keepBoardInView(also) {
  const wrap = $('board-wrap');
  const board = wrap.getBoundingClientRect();
  if (board.top < 0 || board.bottom > window.innerHeight) wrap.scrollIntoView({ block: 'nearest' });
  const sticks = !NARROW.matches || $('board-column').dataset.stick === 'true';
  if (also && sticks) also.scrollIntoView({ block: 'nearest' });
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

// ---- engine thinking ----

function clearThinking() {
  for (const id of ['think-depth', 'think-score', 'think-nodes', 'think-nps', 'think-time']) $(id).textContent = '–';
  delete $('think-score').dataset.first;
  delete $('think-score').dataset.searched;
  $('think-pv').textContent = '';
}

// A finished game's last search no longer foretells anything ("White wins in 2 plies" after the mate):
// at the latest position of a game over, the panel's score says the result instead.
function renderThinkingOver(pos, atLatest) {
  const score = $('think-score');
  const over = atLatest && pos.over;
  score.dataset.over = String(over);
  if (over) score.textContent = pos.result;
  else if (score.dataset.searched) score.textContent = score.dataset.searched;
}

function onInfo(msg) {
  if (!state) return;
  if (msg.search !== shownSearch) {
    shownSearch = msg.search;
    clearThinking();
  }
  if (msg.depth !== undefined) $('think-depth').textContent = msg.depth + (msg.seldepth ? `/${msg.seldepth}` : '');
  if (msg.score) {
    $('think-score').dataset.searched = formatScore(msg.score, msg.side, state.sides, state.presentation.score);
    $('think-score').textContent = $('think-score').dataset.searched;
    $('think-score').dataset.first = String(firstView(msg.score, msg.side).first);
  }
  if (msg.nodes !== undefined) $('think-nodes').textContent = formatCount(msg.nodes);
  if (msg.nps !== undefined) $('think-nps').textContent = formatCount(msg.nps);
  if (msg.time !== undefined) $('think-time').textContent = (msg.time / 1000).toFixed(2) + ' s';
  if (msg.pv) $('think-pv').textContent = 'pv ' + msg.pv.join(' ');
  analysis.onInfo(msg, state);  // the line clickable, in record notation
  if (msg.string) $('think-pv').textContent = msg.string;
}

function onLog(msg) {
  const log = $('engine-log');
  const line = document.createElement('div');
  line.className = msg.dir;
  line.textContent = (msg.dir === 'out' ? '> ' : '< ') + msg.line;
  log.appendChild(line);
  while (log.childNodes.length > 400) log.removeChild(log.firstChild);
  if ($('log-panel').open) log.scrollTop = log.scrollHeight;
}

// ---- records and clipboard ----

function gameRecord(s = state) {
  const pos = finalPosition(s);
  // The players by name: the engine's own (its `id name`), or "human".
  const players = s.players.map(p => (p === 'engine' ? (s.engine && s.engine.name) || 'engine' : 'human'));
  return recordText({ game: s.game, sides: s.sides, players, rules: s.rules, base: s.base,
    startPly: s.startPly, plies: s.plies, over: pos.over, result: pos.result,
    date: new Date().toISOString().slice(0, 10).replace(/-/g, '.'),
    // What the page knows of each move: the analysis' evaluation and mark, the clock.
    notes: k => ({ ...analysis.recordNotes(s, k), clock: s.plies[k].clock }) });
}

// ---- the game in the address (a shareable link: game_link.js) ----

const LINK_WRITTEN = 'uiw-web-link';  // the fragment this tab last wrote (sessionStorage): a reload is not a link
// A link's game asked of the bridge ({ hash, serial }, until it answers), or the address not read yet:
// meanwhile the address is left as it is.
let linkOpening = { serial: -1 };

function currentLink(s = state) {
  const info = s.games.find(g => g.id === s.game);
  const defaults = info ? Object.fromEntries(info.options.map(o => [o.name, o.default])) : null;
  return linkHash({ game: s.game, rules: s.rules, defaults, base: s.base, tokens: s.plies.map(p => p.token) });
}

// The address's link, when the page was opened with one (or it was pasted in): its game is loaded
// unless it is the bridge's game already. A reload of the address this tab wrote follows the bridge.
function openLink() {
  linkOpening = null;
  const hash = location.hash;
  if (!hash || hash === sessionStorage.getItem(LINK_WRITTEN)) return syncLink();
  const link = parseLink(hash, state.games.map(g => g.id));
  if (!link) return syncLink();
  if (link.error) {
    say(`${link.error}: the game in progress is kept.`, true);
    return syncLink();
  }
  const info = state.games.find(g => g.id === link.game);
  const defaults = Object.fromEntries(info.options.map(o => [o.name, o.default]));
  const asked = linkHash({ game: link.game, rules: link.options.map(([name, value]) => ({ name, value })), defaults,
    base: link.fen || 'startpos', tokens: link.moves });
  if (asked === currentLink()) return syncLink();
  linkOpening = { hash, serial: state.gameSerial };
  send({ type: 'record', text: linkRecord(link), link: true });
}

// The address follows the game (history.replaceState: no new history entry a move).
function syncLink() {
  if (!state || linkOpening) return;
  const hash = `#${currentLink()}`;
  if (location.hash === hash) return;
  history.replaceState(null, '', hash);
  sessionStorage.setItem(LINK_WRITTEN, hash);
}

function copyLink() {
  if (!state) return;
  const url = `${location.origin}${location.pathname}#${currentLink()}`;
  $('copy-link').dataset.link = url;
  copyText(url, 'Link to this game');
}

// The game as a PGN file: <game>-<date>-<time>.pgn.
function downloadRecord() {
  if (!state) return;
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([gameRecord()], { type: 'application/vnd.chess-pgn' }));
  link.download = `${state.game}-${stamp}.pgn`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

async function copyText(text, what) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  say(`${what} copied.`);
}

// ---- controls ----

function wire() {
  wireBoard();
  wireControls();
  wireStepping();
  wireRecords();
  $('new-game').addEventListener('click', openNewGame);
  help.wireHelp(document, localStorage);
  sound.wireSound($('sound-toggle'));
  wireThemes($('board-theme'));
  wirePieceSets($('piece-set'), () => render());
  wireLevel($('level'), send);
  clocks.wireClockFields($('new-game-form'));
  access.wireBoardKeys($('board'));
  wireNewGameDialog();
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
  shapes.wireBoardShapes($('board'), {
    rightPress: () => {
      if (premove) {
        cancelPremove('Premove cancelled.');
        return true;
      }
      if (premoveEntry() && (premoveInput.mode !== 'idle' || premoveInput.chosen)) premoveInput.cancel();
      return false;
    },
  });
  // The browser's menu is not offered on the board (a menu key may still cancel a premove).
  $('board').addEventListener('contextmenu', e => {
    e.preventDefault();
    if (premove) cancelPremove('Premove cancelled.');
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
      if (premove) cancelPremove('Premove cancelled.');
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

// Copying, downloading and loading records, positions and links; a record file dropped on the page.
function wireRecords() {
  $('copy-position').addEventListener('click', () => copyText($('position-string').value, 'Position string'));
  $('copy-moves').addEventListener('click', () => state && copyText(positionCommand(), 'Position command'));
  $('copy-previous').addEventListener('click', () => previousGame && copyText(previousGame.record, 'The previous game'));
  $('load-previous').addEventListener('click', () => {
    if (!previousGame) return;
    send({ type: 'record', text: previousGame.record });
    $('previous-game').hidden = true;
  });
  $('dismiss-previous').addEventListener('click', () => { $('previous-game').hidden = true; });
  $('copy-record').addEventListener('click', () => state && copyText(gameRecord(), 'Game record'));
  $('download-record').addEventListener('click', downloadRecord);
  $('copy-link').addEventListener('click', copyLink);
  // A link pasted into the address bar of an open page.
  window.addEventListener('hashchange', () => {
    if (state && location.hash !== sessionStorage.getItem(LINK_WRITTEN)) openLink();
  });
  // A record file dropped anywhere on the page is loaded (its first game).
  document.addEventListener('dragover', e => {
    if ([...e.dataTransfer.types].includes('Files')) e.preventDefault();
  });
  document.addEventListener('drop', async e => {
    const file = e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    const text = await file.text();
    $('record-text').value = text;
    send({ type: 'record', text, game: 0 });
  });
  $('set-position').addEventListener('click', () => {
    const fen = $('paste-position').value.trim();
    if (!fen) return say('Paste a position string first.', true);
    send({ type: 'setfen', fen });
  });
  $('record-file').addEventListener('change', async e => {
    const file = e.target.files[0];
    if (file) $('record-text').value = await file.text();
  });
  $('load-record').addEventListener('click', () => {
    const text = $('record-text').value;
    if (!text.trim()) return say('Paste a record or choose a file first.', true);
    send({ type: 'record', text, game: Math.max(0, Number($('record-game').value) - 1) });
  });
}

// The New game dialog: the game's rule fields, each entry checked by the bridge, Start and Cancel.
function wireNewGameDialog() {
  // Start is the form's only submit button (Enter in a field starts the game). The dialog stays open
  // until the bridge has the new game: a refusal (rules that cannot be together, a start position the
  // rules refuse) is shown in it, at the fields it names, with every entry kept. Cancel and Esc close
  // it and start nothing.
  $('cancel-game').addEventListener('click', () => $('new-game-dialog').close('cancel'));
  $('new-game-dialog').addEventListener('close', () => { newGamePending = false; });
  $('new-game-form').elements.game.addEventListener('change', e => { ruleFields(e.target.value); clearRefusal(); });
  // Each entry is checked by the bridge as it is made (a moment after the last key).
  let checkTimer = null;
  $('new-game-form').addEventListener('input', () => {
    clearRefusal();
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => send({ ...dialogGame(), type: 'check' }), 250);
  });
  $('new-game-form').addEventListener('submit', e => {
    e.preventDefault();
    clearTimeout(checkTimer);
    const message = dialogGame();
    clearRefusal();
    if (!connected) return newGameRefused('not connected to uiw-web');
    newGamePending = true;
    $('new-game-error').textContent = 'Starting…';
    send(message);
  });
}

let newGamePending = false;  // the dialog's game was sent, and the bridge has not answered yet

// The game the dialog describes, as a `new` message.
function dialogGame() {
  const form = $('new-game-form');
  const game = form.elements.game.value;
  const options = {};
  for (const o of gameInfo(game).options) {
    const field = form.elements['rule-' + o.name];
    options[o.name] = o.type === 'check' ? String(field.checked) : field.value;
  }
  const message = { type: 'new', game, options, first: form.elements.first.value, second: form.elements.second.value };
  if (form.elements.fen.value.trim()) message.fen = form.elements.fen.value.trim();
  return { ...message, ...clocks.dialogClockFields(form) };
}

// The bridge's answer about the entries as they are: why they cannot start a game, or nothing.
function onCheck(msg) {
  if (newGamePending || !$('new-game-dialog').open) return;
  if (msg.message) newGameRefused(msg.message, 'Cannot start');
  else clearRefusal();
}

function newGameAccepted() {
  if (!newGamePending) return;
  newGamePending = false;
  $('new-game-dialog').close('start');
}

// The bridge refused the dialog's game: the reason in the dialog, the fields it names marked.
function newGameRefused(reason, what = 'Not started') {
  newGamePending = false;
  const form = $('new-game-form');
  const named = gameInfo(form.elements.game.value).options.map(o => form.elements['rule-' + o.name])
    .filter(f => f && new RegExp(`\\b${f.name.slice(5)}\\b`).test(reason));
  if (!named.length && form.elements.fen.value.trim()) named.push(form.elements.fen);
  for (const f of named) f.setAttribute('aria-invalid', 'true');
  $('new-game-error').textContent = `${what}: ${reason}.`;
  if (named.length && what === 'Not started') named[0].focus();
}

function clearRefusal() {
  if (newGamePending) return;
  $('new-game-error').textContent = '';
  for (const f of $('new-game-form').querySelectorAll('[aria-invalid]')) f.removeAttribute('aria-invalid');
}

// The fields keep the option names; their labels, the words of their choices and what each does (shown
// when the pointer rests on it) are the game's (help.js).
function gameInfo(id) { return state.games.find(g => g.id === id) || state.games[0]; }

// The rule fields of `id`, with the values in force when it is the current game, else its defaults.
function ruleFields(id) {
  const info = gameInfo(id);
  const box = $('rule-fields');
  box.innerHTML = '';
  for (const o of info.options) {
    const current = id === state.game ? state.rulesByName[o.name] : undefined;
    const value = current !== undefined ? current : o.default;
    const label = document.createElement('label');
    let field;
    if (o.type === 'combo') {
      field = document.createElement('select');
      for (const c of o.choices) field.add(new Option(help.choiceLabel(info.presentation, c), c, false, c === value));
    } else {
      field = document.createElement('input');
      if (o.type === 'check') {
        field.type = 'checkbox';
        field.checked = value === 'true';
        label.className = 'check';
      } else if (o.type === 'spin') {
        field.type = 'number';
        field.min = o.min;
        field.max = o.max;
        field.value = value;
        field.required = true;
      } else {
        field.value = value;
      }
    }
    field.name = 'rule-' + o.name;
    label.append(help.optionLabel(info.presentation, o.name), field);
    const range = o.type === 'spin' ? `${o.min} to ${o.max}; default ${o.default}` : '';
    label.title = [help.optionHint(info.presentation, o.name), range].filter(Boolean).join('. ');
    box.appendChild(label);
  }
  const form = $('new-game-form');
  for (const [side, name] of [[0, 'first'], [1, 'second']])
    form.querySelector(`[data-side-label="${name}"]`).textContent = info.sides[side];
}

function openNewGame() {
  if (!state) return;
  const form = $('new-game-form');
  const games = form.elements.game;
  games.innerHTML = '';
  for (const g of state.games) games.add(new Option(g.title, g.id, false, g.id === state.game));
  ruleFields(state.game);
  form.elements.first.value = state.players[0];
  form.elements.second.value = state.players[1];
  form.elements.fen.value = '';
  clocks.fillClockFields(form, state);
  newGamePending = false;
  clearRefusal();
  $('new-game-dialog').showModal();
}

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
