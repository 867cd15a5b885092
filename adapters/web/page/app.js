// The page: talks to the bridge over a WebSocket, draws the state it sends, and turns the controls into
// commands. The game itself lives in the bridge; this page only keeps a copy to draw (and to copy out
// if the connection is lost).
import { renderBoard } from './board.js';
import { MoveInput } from './input.js';

const $ = id => document.getElementById(id);

let socket = null;
let state = null;     // the bridge's last state message
let view = 0;         // which position is shown: 0 = start, plies.length = latest
let gameSerial = -1;
let connected = false;

let epoch = 0;         // grows with every whole state received: the move list is drawn again
let shownSearch = -1;  // the search whose progress the thinking panel shows
let previousGame = null;  // the game this page showed before a restarted bridge replaced it

const input = new MoveInput({
  send,
  say,
  redraw: () => render(),
});

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
    case 'session': return onSession(msg);
    case 'info': return onInfo(msg);
    case 'path': return input.onPath(msg);
    case 'error': return input.onError(msg.message);
    case 'log': return onLog(msg);
  }
}

// ---- state ----

// The bridge sends the whole game (`state`) when a page connects and after undo, a new game or a
// record; after a move only the new move (`moves`); otherwise the session alone (`session`).
const SESSION_FIELDS = ['players', 'movetime', 'depth', 'maxPlies', 'limitNote', 'paused', 'engine', 'recordNote',
  'gameSerial', 'engineFen', 'engineFenPly', 'searchSerial', 'bridge'];
function takeSession(msg) { for (const k of SESSION_FIELDS) state[k] = msg[k]; }

function summary() {
  return state ? { plies: state.plies.length, fen: latest().fen } : null;
}

function onState(msg) {
  const before = summary();
  noticeRestartedBridge(msg);
  state = { rules: msg.rules, base: msg.base, plies: msg.plies, positions: [msg.start, ...msg.positions], legal: msg.legal };
  takeSession(msg);
  epoch++;
  changed(before);
}

function onMoves(msg) {
  // Moves of another game, or after moves this page has not got: ask for the whole state.
  if (!state || msg.gameSerial !== state.gameSerial || msg.from > state.plies.length) return send({ type: 'hello' });
  const before = summary();
  state.plies.length = msg.from;
  state.positions.length = msg.from + 1;
  state.plies.push(...msg.plies);
  state.positions.push(...msg.positions);
  state.legal = msg.legal;
  takeSession(msg);
  changed(before);
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
    // A loaded record is shown from its start so that it can be stepped through.
    view = state.recordNote ? 0 : state.plies.length;
  } else if (following || view > state.plies.length) {
    view = state.plies.length;
  }
  const moved = !before || before.plies !== state.plies.length || before.fen !== latest().fen;
  if (moved) input.reset();
  if (moved && !latest().over) say('');
  render();
}

// A page that reconnects to a restarted bridge gets that bridge's game: the one it showed is offered
// for copying (and loading back) instead of being dropped without a word.
function noticeRestartedBridge(msg) {
  if (!state || state.bridge === msg.bridge || state.plies.length === 0) return;
  const same = msg.base === state.base && msg.plies.length >= state.plies.length &&
    state.plies.every((p, k) => msg.plies[k].token === p.token);
  if (same) return;
  previousGame = { record: gameRecord(state), moves: state.plies.length };
  $('previous-text').value = previousGame.record;
  $('previous-note').textContent = `uiw-web was restarted and has a game of its own. The game this page showed ` +
    `(${previousGame.moves} moves) is kept here: copy it, or load it back.`;
  $('previous-game').hidden = false;
}

function latest() { return state.positions[state.positions.length - 1]; }
function ruleValue(name, s = state) {
  const r = s.rules.find(o => o.name === name);
  return r ? r.value : '';
}
function controllerOf(side, s = state) { return side === 'r' ? s.players.red : s.players.blue; }
function positionCommand(s = state) {
  const start = s.base === 'startpos' ? 'position startpos' : `position fen ${s.base}`;
  return s.plies.length ? `${start} moves ${s.plies.map(p => p.token).join(' ')}` : start;
}
function sideName(side) { return side === 'r' ? 'Red' : 'Blue'; }

// Why a click on the board cannot be a move right now (or '' when it can).
function blockedReason() {
  if (!connected) return 'Not connected to uiw-web.';
  if (!state) return 'Waiting for the game.';
  const pos = latest();
  if (view !== state.plies.length)
    return 'You are looking at an earlier position: go to the latest (>|) or press "Play on from here".';
  if (pos.over) return `The game is over: ${pos.result}.`;
  if (controllerOf(pos.side) === 'engine' && !state.paused)
    return `It is the engine's turn (${sideName(pos.side)}). Pause the engines to move for it.`;
  return '';
}

// ---- drawing ----

function render() {
  if (!state) return;
  const snapshot = state.positions[view];
  const atLatest = view === state.plies.length;
  const pos = latest();
  const canPlay = !blockedReason();
  input.setContext(canPlay ? { legal: state.legal, board: pos.board, side: pos.side } : null);
  const marks = canPlay ? input.highlights() : {};
  renderBoard($('board'), {
    snapshot,
    ply: view > 0 ? state.plies[view - 1] : null,
    topology: ruleValue('Topology'),
    ...marks,
    actionable: canPlay ? input.actionable() : new Set(),
  });
  $('board').setAttribute('data-ply', String(view));
  const body = document.body.dataset;
  body.plies = String(state.plies.length);
  body.view = String(view);
  body.engine = state.engine.state;
  body.over = String(pos.over);
  body.side = pos.side;
  body.canPlay = String(canPlay);
  body.paused = String(state.paused);
  body.game = String(state.gameSerial);
  body.limit = String(Boolean(state.limitNote));

  renderPlayer('r', snapshot);
  renderPlayer('b', snapshot);
  $('rules-line').textContent = state.rules.map(o => `${o.name} ${o.value}`).join(' · ');
  $('position-string').value = snapshot.fen;

  // Turn line and move buttons.
  let turn;
  if (!atLatest) turn = `Move ${view} of ${state.plies.length}` + (snapshot.over ? ` — ${snapshot.result}` : '');
  else if (pos.over) turn = pos.result;
  else if (state.limitNote) turn = state.limitNote;
  else if (state.engine.state === 'thinking' && controllerOf(pos.side) === 'engine') turn = `${sideName(pos.side)} (engine) is thinking…`;
  else turn = `${sideName(pos.side)} to move` + (controllerOf(pos.side) === 'engine' ? (state.paused ? ' (engine paused)' : ' (engine)') : '');
  $('turn-text').textContent = turn;
  const legal = state.legal;
  $('rescue').disabled = !canPlay || !legal.rescue;
  $('rescue').textContent = legal.rescue ? `Rescue (${legal.rescue})` : 'Rescue';
  const prisonerDrops = ruleValue('PrisonerDrops') === 'true';
  $('prisoner-drop').hidden = !prisonerDrops;
  $('prisoner-drop').disabled = !canPlay || legal.prisonerDrops.length === 0;
  $('prisoner-drop').setAttribute('aria-pressed', String(input.prisoner));
  $('pass').hidden = !(canPlay && legal.pass);
  $('cancel-input').hidden = input.mode === 'idle' && !input.prisoner;
  renderChoice(canPlay ? input.choices : null);

  // Controls.
  const engineUp = state.engine.state === 'ready' || state.engine.state === 'thinking';
  $('undo').disabled = state.plies.length === 0 || !connected;
  $('engine-move').disabled = !engineUp || state.engine.state === 'thinking' || pos.over || !atLatest;
  $('pause').textContent = state.paused ? 'Resume engines' : 'Pause engines';
  $('stop').disabled = state.engine.state !== 'thinking';
  setSelect($('red-player'), state.players.red);
  setSelect($('blue-player'), state.players.blue);
  if (document.activeElement !== $('movetime')) $('movetime').value = state.movetime;
  if (document.activeElement !== $('depth')) $('depth').value = state.depth;
  if (document.activeElement !== $('max-plies')) $('max-plies').value = state.maxPlies;

  // Engine status.
  const e = state.engine;
  $('engine-name').textContent = e.name ? `— ${e.name}` : '';
  const pillClass = { ready: 'ok', thinking: 'busy', starting: 'busy', crashed: 'bad', failed: 'bad' }[e.state] || '';
  setPill($('engine-pill'), `engine: ${e.state}`, pillClass);
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

  renderMoves();
  $('result').textContent = pos.over ? pos.result : state.limitNote ? 'ply limit' : '';
  $('view-label').textContent = `${view}/${state.plies.length}`;
  $('play-on').hidden = atLatest;
  $('record-note').textContent = state.recordNote || '';
}

function renderPlayer(side, snapshot) {
  const box = $(side === 'r' ? 'player-r' : 'player-b');
  const i = side === 'r' ? 0 : 1;
  const other = side === 'r' ? 'b' : 'r';
  const target = Number(ruleValue('TargetScore')) || 60;
  const score = snapshot.score[i];
  const chips = (n, colour) => `<span class="chips">${`<span class="chip ${colour}"></span>`.repeat(Math.min(n, 25))}</span>`;
  const who = controllerOf(side) === 'engine' ? `engine${state.engine.name ? ': ' + escapeHtml(state.engine.name) : ''}` : 'human';
  box.classList.toggle('to-move', !snapshot.over && snapshot.side === side);
  box.innerHTML =
    `<span class="name"><span class="dot"></span>${sideName(side)} <span class="who">${who}</span></span>` +
    `<span class="counts"><span data-field="stock">stock ${snapshot.stock[i]}${chips(snapshot.stock[i], side)}</span>` +
    `<span data-field="prisoners">prisoners ${snapshot.prisoners[i]}${chips(snapshot.prisoners[i], other)}</span></span>` +
    `<span class="score" data-field="score">${score} / ${target}</span>` +
    `<div class="bar"><div style="width:${Math.min(100, (100 * score) / target)}%"></div></div>`;
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
    const [, side, , , , , moveno] = state.positions[k].fen.split(' ');
    let li = list.lastElementChild;
    if (side === 'r' || !li) {
      li = document.createElement('li');
      li.value = Number(moveno);
      if (side === 'b') li.appendChild(document.createElement('span')).className = 'mv';
      list.appendChild(li);
    }
    const span = document.createElement('span');
    span.className = `mv ${ply.mover}`;
    span.textContent = ply.record;
    span.dataset.ply = String(k + 1);
    span.dataset.token = ply.token;
    span.addEventListener('click', () => { view = k + 1; input.reset(); render(); });
    li.appendChild(span);
  }
  listed.count = state.plies.length;
  const old = list.querySelector('.viewed');
  const viewed = view > 0 ? list.querySelector(`.mv[data-ply="${view}"]`) : null;
  if (old !== viewed) {
    if (old) old.classList.remove('viewed');
    if (viewed) viewed.classList.add('viewed');
  }
  if (viewed && (old !== viewed || grew)) viewed.scrollIntoView({ block: 'nearest' });
  else if (!viewed && grew) list.scrollTop = list.scrollHeight;
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

// The "Which run?" buttons: shown while the input asks for a choice, gone as soon as anything changes.
let shownChoices = null;
function renderChoice(choices) {
  const box = $('choice');
  if (choices === shownChoices) return;
  shownChoices = choices;
  box.innerHTML = '';
  box.hidden = !choices;
  if (!choices) return;
  box.append('Which run? ');
  for (const o of choices) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = o.label;
    b.addEventListener('click', () => input.play(o.token));
    box.appendChild(b);
  }
}

// ---- engine thinking ----

function clearThinking() {
  for (const id of ['think-depth', 'think-score', 'think-nodes', 'think-nps', 'think-time']) $(id).textContent = '–';
  delete $('think-score').dataset.red;
  $('think-pv').textContent = '';
}

function formatCount(n) {
  if (n >= 1e9) return (n / 1e9).toFixed(2) + 'G';
  if (n >= 1e6) return (n / 1e6).toFixed(2) + 'M';
  if (n >= 1e4) return (n / 1e3).toFixed(1) + 'k';
  return String(n);
}

// Engines score from the side to move's point of view; the page names the side that is ahead, so that
// the number does not flip its sign with every move of an engine-against-engine game.
function formatScore(s, side) {
  const other = side === 'r' ? 'b' : 'r';
  if (s.kind === 'win') return `${sideName(side)} wins in ${s.value} plies`;
  if (s.kind === 'loss') return `${sideName(other)} wins in ${s.value} plies`;
  if (s.kind !== 'cp') return `${sideName(side)}: ${s.kind} ${s.value}`;
  let bound = s.bound;
  let who = side, value = s.value;
  if (value < 0) {
    who = other;
    value = -value;
    bound = bound === 'lowerbound' ? 'upperbound' : bound === 'upperbound' ? 'lowerbound' : bound;
  }
  const mark = bound === 'lowerbound' ? '≥ ' : bound === 'upperbound' ? '≤ ' : '';
  if (value === 0) return `even ${mark}0.00`;
  return `${sideName(who)} ${mark}+${(value / 100).toFixed(2)}`;
}

function onInfo(msg) {
  if (msg.search !== shownSearch) {
    shownSearch = msg.search;
    clearThinking();
  }
  if (msg.depth !== undefined) $('think-depth').textContent = msg.depth + (msg.seldepth ? `/${msg.seldepth}` : '');
  if (msg.score) {
    $('think-score').textContent = formatScore(msg.score, msg.side);
    if (msg.score.kind === 'cp') $('think-score').dataset.red = String(msg.side === 'r' ? msg.score.value : -msg.score.value);
  }
  if (msg.nodes !== undefined) $('think-nodes').textContent = formatCount(msg.nodes);
  if (msg.nps !== undefined) $('think-nps').textContent = formatCount(msg.nps);
  if (msg.time !== undefined) $('think-time').textContent = (msg.time / 1000).toFixed(2) + ' s';
  if (msg.pv) $('think-pv').textContent = 'pv ' + msg.pv.join(' ');
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

// The game in the PGN-like form the record loader reads back.
function gameRecord(s = state) {
  const pos = s.positions[s.positions.length - 1];
  const tags = [['Event', 'uiw-web game'], ['Date', new Date().toISOString().slice(0, 10).replace(/-/g, '.')],
    ['Red', controllerOf('r', s)], ['Blue', controllerOf('b', s)]];
  for (const o of s.rules) tags.push([o.name, o.value]);
  if (s.base !== 'startpos') tags.push(['FEN', s.base]);
  let result = '*';
  if (pos.over) result = pos.score[0] > pos.score[1] ? '1-0' : pos.score[0] < pos.score[1] ? '0-1' : '1/2-1/2';
  tags.push(['Result', result]);
  let text = tags.map(([k, v]) => `[${k} "${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`).join('\n') + '\n\n';
  const words = [];
  s.plies.forEach((ply, k) => {
    const [, side, , , , , moveno] = s.positions[k].fen.split(' ');
    if (side === 'r') words.push(`${moveno}.`);
    else if (k === 0) words.push(`${moveno}...`);
    words.push(ply.record);
  });
  words.push(result);
  let line = '';
  for (const w of words) {
    if (line.length + w.length + 1 > 90) { text += line + '\n'; line = ''; }
    line += (line ? ' ' : '') + w;
  }
  return text + line + '\n';
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
  $('board').addEventListener('click', event => {
    const hit = event.target.closest('[data-hit]');
    if (!hit) return;
    input.click(hit.getAttribute('data-hit'), blockedReason());
  });
  $('rescue').addEventListener('click', () => state.legal.rescue && input.play(state.legal.rescue));
  $('pass').addEventListener('click', () => input.play('pass'));
  $('prisoner-drop').addEventListener('click', () => input.togglePrisoner());
  $('cancel-input').addEventListener('click', () => input.cancel());
  $('undo').addEventListener('click', () => send({ type: 'undo' }));
  $('engine-move').addEventListener('click', () => send({ type: 'enginemove' }));
  $('pause').addEventListener('click', () => send({ type: state && state.paused ? 'resume' : 'pause' }));
  $('stop').addEventListener('click', () => send({ type: 'stop' }));
  $('restart-engine').addEventListener('click', () => send({ type: 'restart' }));
  $('red-player').addEventListener('change', e => send({ type: 'players', red: e.target.value }));
  $('blue-player').addEventListener('change', e => send({ type: 'players', blue: e.target.value }));
  $('movetime').addEventListener('change', e => send({ type: 'search', movetime: Number(e.target.value) }));
  $('depth').addEventListener('change', e => send({ type: 'search', depth: Number(e.target.value) }));
  $('max-plies').addEventListener('change', e => send({ type: 'search', maxplies: Number(e.target.value) }));

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
  document.addEventListener('keydown', e => {
    if (e.target.closest('input, textarea, select, dialog')) return;
    if (e.key === 'Escape') input.cancel();
    if (e.key === 'ArrowLeft') step(-1);
    if (e.key === 'ArrowRight') step(1);
  });

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

  $('new-game').addEventListener('click', openNewGame);
  // Start is the form's only submit button (Enter in a field starts the game); Cancel and Esc close the
  // dialog with the return value openNewGame cleared, so they never start one.
  $('cancel-game').addEventListener('click', () => $('new-game-dialog').close('cancel'));
  $('new-game-dialog').addEventListener('close', () => {
    if ($('new-game-dialog').returnValue !== 'start') return;
    const form = $('new-game-form');
    const options = {};
    for (const o of state.rules) {
      const field = form.elements['rule-' + o.name];
      options[o.name] = o.type === 'check' ? String(field.checked) : field.value;
    }
    const message = { type: 'new', options, red: form.elements.red.value, blue: form.elements.blue.value };
    if (form.elements.fen.value.trim()) message.fen = form.elements.fen.value.trim();
    send(message);
  });
}

// Labels for people; the fields keep the option names (rule-Topology...).
const RULE_LABELS = {
  Topology: 'Board edges',
  CaptureRule: 'Capture rule',
  TargetScore: 'Target score',
  PrisonerDrops: 'Prisoner drops (R7.2)',
  RedPieces: 'Red pieces (handicap)',
  BluePieces: 'Blue pieces (handicap)',
};
const CHOICE_LABELS = {
  plane: 'plane (no edges joined)',
  cylinder: 'cylinder (a and h files joined)',
  torus: 'torus (all edges joined)',
  original: 'original (every group without liberty)',
  modern: 'modern (only with an enemy group without liberty)',
};

function openNewGame() {
  if (!state) return;
  const box = $('rule-fields');
  box.innerHTML = '';
  for (const o of state.rules) {
    const label = document.createElement('label');
    let field;
    if (o.type === 'combo') {
      field = document.createElement('select');
      for (const c of o.choices) field.add(new Option(CHOICE_LABELS[c] || c, c, false, c === o.value));
    } else {
      field = document.createElement('input');
      if (o.type === 'check') {
        field.type = 'checkbox';
        field.checked = o.value === 'true';
        label.className = 'check';
      } else {
        field.type = 'number';
        field.min = o.min;
        field.max = o.max;
        field.value = o.value;
        field.required = true;
      }
    }
    field.name = 'rule-' + o.name;
    label.append(RULE_LABELS[o.name] || o.name, field);
    if (o.type === 'spin') label.title = `${o.min} to ${o.max}; default ${o.default}`;
    box.appendChild(label);
  }
  const form = $('new-game-form');
  form.elements.red.value = state.players.red;
  form.elements.blue.value = state.players.blue;
  form.elements.fen.value = '';
  $('new-game-dialog').returnValue = '';  // an earlier Start must not make a later Esc start a game
  $('new-game-dialog').showModal();
}

wire();
connect();
