// The New game dialog: the bridge's games, the chosen game's rule fields, the players, a start position
// and the clock and level (clock.js), each entry checked by the bridge as it is made; Start and Cancel.
// The dialog stays open until the bridge has the new game, and a refusal is shown in it.
//
// The page's hooks (init):
//   send(message)   as app.js has it
//   state()         the game as the bridge sent it (null before the first): its catalogue of games
//   connected()     whether the bridge is connected
//   gameInfo(id)    game `id` of the bridge's catalogue (the first game for an unknown id)
import * as clocks from './clock.js';
import * as help from './help.js';

const $ = id => document.getElementById(id);

let hooks = null;
let newGamePending = false;  // the dialog's game was sent, and the bridge has not answered yet

export function init(h) {
  hooks = h;
}

// Whether the dialog's game was sent and the bridge has not answered yet (an error is then the dialog's).
export function pending() { return newGamePending; }

// The New game button, and the dialog's clock fields, rule fields, each entry checked by the bridge, Start and Cancel.
export function wire() {
  const send = hooks.send;
  $('new-game').addEventListener('click', open);
  clocks.wireClockFields($('new-game-form'));
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
    if (!hooks.connected()) return refused('not connected to uiw-web');
    newGamePending = true;
    $('new-game-error').textContent = 'Starting…';
    send(message);
  });
}

// The game the dialog describes, as a `new` message.
function dialogGame() {
  const form = $('new-game-form');
  const game = form.elements.game.value;
  const options = {};
  for (const o of hooks.gameInfo(game).options) {
    const field = form.elements['rule-' + o.name];
    options[o.name] = o.type === 'check' ? String(field.checked) : field.value;
  }
  const message = { type: 'new', game, options, first: form.elements.first.value, second: form.elements.second.value };
  if (form.elements.fen.value.trim()) message.fen = form.elements.fen.value.trim();
  return { ...message, ...clocks.dialogClockFields(form) };
}

// The bridge's answer about the entries as they are: why they cannot start a game, or nothing.
export function onCheck(msg) {
  if (newGamePending || !$('new-game-dialog').open) return;
  if (msg.message) refused(msg.message, 'Cannot start');
  else clearRefusal();
}

// The bridge has a new game: the dialog, if its game was sent, closes.
export function accepted() {
  if (!newGamePending) return;
  newGamePending = false;
  $('new-game-dialog').close('start');
}

// The bridge refused the dialog's game: the reason in the dialog, the fields it names marked.
export function refused(reason, what = 'Not started') {
  newGamePending = false;
  const form = $('new-game-form');
  const named = hooks.gameInfo(form.elements.game.value).options.map(o => form.elements['rule-' + o.name])
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

// The rule fields of `id`, with the values in force when it is the current game, else its defaults.
// The fields keep the option names; their labels, the words of their choices and what each does (shown
// when the pointer rests on it) are the game's (help.js).
function ruleFields(id) {
  const state = hooks.state();
  const info = hooks.gameInfo(id);
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

// The dialog opened on the game in progress: its game, rules, players, clock and level.
function open() {
  const state = hooks.state();
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
