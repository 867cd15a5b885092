// Records and the clipboard: the game's record (format.js recordText, with what the page knows of each
// move) copied or downloaded as a PGN file, the position string and the position command copied, a
// record or a position loaded (pasted, chosen as a file or dropped on the page), and the game a
// restarted bridge replaced, kept on the page for copying or loading back.
//
// The page's hooks (init):
//   send(message), say(text, isError)   as app.js has them
//   state()              the game as the bridge sent it (null before the first)
//   finalPosition(s)     the latest position of game `s`, with its end beyond its rules (a flag fallen...)
//   plyOf(item)          a ply as the bridge lists it, read ({ token, shown, gloss, clock })
import { recordText } from './format.js';
import * as analysis from './analysis.js';

const $ = id => document.getElementById(id);

let hooks = null;
let previousGame = null;  // the game this page showed before a restarted bridge replaced it

export function init(h) {
  hooks = h;
}

export function gameRecord(s = hooks.state()) {
  const pos = hooks.finalPosition(s);
  // The players by name: the engine's own (its `id name`), or "human".
  const players = s.players.map(p => (p === 'engine' ? (s.engine && s.engine.name) || 'engine' : 'human'));
  return recordText({ game: s.game, sides: s.sides, players, rules: s.rules, base: s.base,
    startPly: s.startPly, plies: s.plies, over: pos.over, result: pos.result,
    date: new Date().toISOString().slice(0, 10).replace(/-/g, '.'),
    // What the page knows of each move: the analysis' evaluation and mark, the clock.
    notes: k => ({ ...analysis.recordNotes(s, k), clock: s.plies[k].clock }) });
}

function positionCommand(s = hooks.state()) {
  const start = s.base === 'startpos' ? 'position startpos' : `position fen ${s.base}`;
  return s.plies.length ? `${start} moves ${s.plies.map(p => p.token).join(' ')}` : start;
}

// A page that reconnects to a restarted bridge gets that bridge's game (`msg`, before the page takes
// it): the one it showed is offered for copying (and loading back) instead of being dropped without a word.
export function noticeRestartedBridge(msg) {
  const state = hooks.state();
  if (!state || state.bridge === msg.bridge || state.plies.length === 0) return;
  const same = msg.game === state.game && msg.base === state.base && msg.plies.length >= state.plies.length &&
    state.plies.every((p, k) => hooks.plyOf(msg.plies[k]).token === p.token);
  if (same) return;
  previousGame = { record: gameRecord(state), moves: state.plies.length };
  $('previous-text').value = previousGame.record;
  $('previous-note').textContent = `uiw-web was restarted and has a game of its own. The game this page showed ` +
    `(${previousGame.moves} moves) is kept here: copy it, or load it back.`;
  $('previous-game').hidden = false;
}

// The game as a PGN file: <game>-<date>-<time>.pgn.
function downloadRecord() {
  const state = hooks.state();
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

export async function copyText(text, what) {
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
  hooks.say(`${what} copied.`);
}

// Copying, downloading and loading records and positions; a record file dropped on the page.
export function wire() {
  const { send, say } = hooks;
  $('copy-position').addEventListener('click', () => copyText($('position-string').value, 'Position string'));
  $('copy-moves').addEventListener('click', () => hooks.state() && copyText(positionCommand(), 'Position command'));
  $('copy-previous').addEventListener('click', () => previousGame && copyText(previousGame.record, 'The previous game'));
  $('load-previous').addEventListener('click', () => {
    if (!previousGame) return;
    send({ type: 'record', text: previousGame.record });
    $('previous-game').hidden = true;
  });
  $('dismiss-previous').addEventListener('click', () => { $('previous-game').hidden = true; });
  $('copy-record').addEventListener('click', () => hooks.state() && copyText(gameRecord(), 'Game record'));
  $('download-record').addEventListener('click', downloadRecord);
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
