// Premoves: while the engine thinks, the human playing the other side may queue one move, entered with
// a second input of the game's (the premove input) on what the bridge offers for it (`premoves`, every
// move legal after some reply of the engine's); it is sent when the engine's move comes, and the bridge
// judges it then. A click on the board, a right click or Esc cancels a queued move.
//
// The page's hooks (init), read when they are needed since the game changes under this module:
//   send(message), say(text, isError), redraw()   as app.js has them
//   state()       the game as the bridge sent it (null before the first), with the positions received
//   view()        the ply shown
//   connected()   whether the bridge is connected
//   latest()      the latest position, with the game's end beyond its rules (a flag fallen, a resignation)
import * as analysis from './analysis.js';

const $ = id => document.getElementById(id);

let hooks = null;
let premoveInput = null;
let premoveOffers = null;  // the bridge's answer: { gameSerial, plies, legal }
let premoveAsked = '';     // the game and ply last asked about
let premove = null;        // the queued move: { token, squares, serial, plies }
let premoveSent = null;    // the queued move sent, until the bridge plays or refuses it
let lastEntered = null;    // the square last entered on the board

export function init(h) {
  hooks = h;
}

// A new kind of board (board_kinds.js): the premove input is its kind's, like the game's input.
export function useView(gameView) {
  premoveInput = new gameView.Input({ send: queuePremove, say: hooks.say, redraw: hooks.redraw });
}

// The premove input: where squares go while a premove is being entered (app.js entryInput).
export function input() { return premoveInput; }
// Whether a move is queued.
export function queued() { return Boolean(premove); }
// The queued move sent, until the bridge plays or refuses it (null: none).
export function sent() { return premoveSent; }

const controllerOf = side => hooks.state().players[side];

// The side a human may queue a move for (a premove), or -1: the human's side in a game against the
// engine, at the latest position, while the engine is to move.
export function side() {
  const state = hooks.state();
  if (!hooks.connected() || !state || analysis.previewing() || hooks.view() !== state.plies.length) return -1;
  const pos = hooks.latest();
  if (pos.over || state.paused || !['thinking', 'ready', 'starting'].includes(state.engine.state)) return -1;
  const other = 1 - pos.side;
  return controllerOf(pos.side) === 'engine' && controllerOf(other) === 'human' ? other : -1;
}

// Whether a premove is being entered now (none queued yet), on the bridge's offers for this position.
export function entering() { return side() >= 0 && !premove; }
export function offersHere() {
  const state = hooks.state();
  return premoveOffers && premoveOffers.gameSerial === state.gameSerial && premoveOffers.plies === state.plies.length;
}
function askPremoves() {
  const state = hooks.state();
  const key = `${state.gameSerial}:${state.plies.length}`;
  if (offersHere() || premoveAsked === key) return;
  premoveAsked = key;
  hooks.send({ type: 'premoves' });
}
// The bridge's `premoves`: the moves that may be queued here.
export function receive(msg) {
  premoveOffers = msg;
  if (hooks.state() && entering()) hooks.redraw();
}

// The premove input's context as the board is drawn (`pos`: the latest position): the bridge's offers,
// asked for while a premove may be entered. Returns whether one may be.
export function prepare(pos) {
  const state = hooks.state();
  const queuing = entering();
  if (queuing) askPremoves();
  premoveInput.setContext(queuing && offersHere()
    ? { legal: premoveOffers.legal, snapshot: pos, side: side(), codes: state.codes, presentation: state.presentation }
    : null);
  return queuing;
}

// A square entered on the board (app.js enterSquare): kept for the queued move's shading, and taken by
// the premove input while a premove is being entered (true); otherwise it is the game's input's (false).
export function enter(name) {
  lastEntered = name;
  if (!entering()) return false;
  if (!offersHere()) hooks.say('Working out the moves you may queue…');
  else premoveInput.click(name, '');
  return true;
}

// The premove input's `send`: its move is queued, not played.
function queuePremove(msg) {
  // A click on a square the premove offers do not hold: no move goes there after any reply.
  if (msg.type === 'why') return hooks.say(`No premove on ${msg.choices[0]}: no move of yours goes there after any reply.`, true);
  if (msg.type !== 'play') return;  // a premove asks the bridge nothing (no distribution paths)
  const state = hooks.state();
  const squares = [...new Set([premoveInput.selected, lastEntered])].filter(s => s && s !== 'off');
  premove = { token: msg.move, squares, serial: state.gameSerial, plies: state.plies.length };
  premoveInput.reset();
  hooks.say(`Premove ${msg.move}: played as soon as the engine has moved, if it is legal then. ` +
      'A click on the board or a right click cancels it.');
  hooks.redraw();
}

export function cancel(note) {
  premove = null;
  premoveInput.reset();
  hooks.say(note);
  hooks.redraw();
}

// A right press on the board: a queued move is cancelled (true: the press did that, and draws nothing);
// a premove being entered drops what was entered of it.
export function rightPress() {
  if (premove) {
    cancel('Premove cancelled.');
    return true;
  }
  if (entering() && (premoveInput.mode !== 'idle' || premoveInput.chosen)) premoveInput.cancel();
  return false;
}

// The premove input starts again (the game moved, or another game came).
export function reset() { premoveInput.reset(); }

// The game moved (`last`: its last ply, if any): the note to say when the queued move sent is the one
// played (else ''), and the move sent is no longer waited for (the game moved on without it otherwise).
export function afterMove(last) {
  const note = premoveSent && last && last.token === premoveSent ? `Premove ${premoveSent} played.` : '';
  premoveSent = null;
  return note;
}

// Once the engine has moved: the queued move is sent (the bridge plays it, or says why not).
export function play() {
  if (!premove) return;
  const state = hooks.state();
  if (state.gameSerial !== premove.serial || state.plies.length < premove.plies ||
      state.plies.length > premove.plies + 1) return cancel(`Premove ${premove.token} dropped: the game changed.`);
  if (state.plies.length === premove.plies) return;  // the engine still thinks
  const pos = hooks.latest();
  const token = premove.token;
  if (pos.over) return cancel(`Premove ${token} dropped: ${pos.result}.`);
  if (controllerOf(pos.side) !== 'human') return cancel(`Premove ${token} dropped: it is not your move.`);
  premove = null;
  premoveSent = token;
  hooks.say(`Premove ${token} sent.`);
  hooks.send({ type: 'play', move: token });
  hooks.redraw();
}

// The bridge refused the queued move sent.
export function refused(reason) {
  const token = premoveSent;
  premoveSent = null;
  hooks.say(`Premove ${token} dropped: ${reason}.`, true);
  hooks.redraw();
}

// The queued move's squares, shaded on the board just drawn.
export function mark() {
  document.body.dataset.premove = premove ? premove.token : '';
  if (!premove) return;
  for (const s of premove.squares)
    for (const r of $('board').querySelectorAll(`[data-hit="${s}"]`)) {
      r.classList.add('premove');
      r.setAttribute('data-premove', 'true');
    }
}
