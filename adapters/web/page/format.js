// Text for people, apart from the page so that it can be tested without a browser
// (adapters/web/e2e/format.test.mjs): scores, counts, move numbers, the game record.

// "1 ply", "2 plies".
export function plural(n, one, many) { return `${n} ${n === 1 ? one : many}`; }

export function formatCount(n) {
  if (n >= 1e9) return (n / 1e9).toFixed(2) + 'G';
  if (n >= 1e6) return (n / 1e6).toFixed(2) + 'M';
  if (n >= 1e4) return (n / 1e3).toFixed(1) + 'k';
  return String(n);
}

// An amount of the engine's units (positive) in the game's terms: the engine counts hundredths of the
// unit that the game's presentation names (`words`: its score words {one, many}, from the bridge's
// catalogue, engine/core/presentation.h): "1.20 points", "0.50 moves in the race", "1.00 pawn". A game
// that names none gets the bare number.
export function formatAmount(units, words) {
  const number = (units / 100).toFixed(2);
  if (!words || !words.many) return number;
  return `${number} ${number === '1.00' ? words.one : words.many}`;
}

// Engines score from the side to move's point of view; the page names the side that is ahead, so that
// the number does not flip its sign with every move of an engine-against-engine game, and says it in
// the game's terms: "Red ahead by 1.20 points", "Blue ahead by at least 0.50 moves in the race",
// "White wins in 3 plies". `side` is the index (0, 1) of the side the search was for, `names` the
// sides' names, `words` the game's score words (formatAmount). Every score on the pages is written by
// this function.
export function formatScore(s, side, names, words) {
  const us = names[side], them = names[1 - side];
  if (s.kind === 'win') return `${us} wins in ${plural(s.value, 'ply', 'plies')}`;
  if (s.kind === 'loss') return `${them} wins in ${plural(s.value, 'ply', 'plies')}`;
  if (s.kind === 'mate') return `${s.value >= 0 ? us : them} wins in ${plural(Math.abs(s.value), 'move', 'moves')}`;
  if (s.kind !== 'cp') return `${us}: ${s.kind} ${s.value}`;
  let bound = s.bound;
  let who = us, value = s.value;
  if (value < 0) {
    who = them;
    value = -value;
    bound = bound === 'lowerbound' ? 'upperbound' : bound === 'upperbound' ? 'lowerbound' : bound;
  }
  if (value === 0) return bound === 'lowerbound' ? `even or better for ${us}` : bound === 'upperbound' ? `even or worse for ${us}` : 'even';
  const mark = bound === 'lowerbound' ? 'at least ' : bound === 'upperbound' ? 'at most ' : '';
  return `${who} ${(words && words.lead) || 'ahead by'} ${mark}${formatAmount(value, words)}`;
}

// An evaluation from the first side's view (the analysis' positions, the evaluation bar's: `kind` cp,
// win, loss, over or none, `first` the number, `text` the referee's "+24", "win 7", or the verdict of
// a finished game), written as formatScore writes scores.
export function formatEval(e, names, words) {
  if (!e || e.kind === 'none') return '';
  if (e.kind === 'over') return e.text;
  if (e.kind === 'win' || e.kind === 'loss') {
    const n = Number(String(e.text).replace(/^\D+/, ''));
    return formatScore({ kind: e.kind, value: n }, 0, names, words);
  }
  return formatScore({ kind: 'cp', value: e.first }, 0, names, words);
}

// The move number and the side (0, 1) of the game's ply `k` (0 = the first move played here), for a
// game whose start position is at ply `startPly` of its game (0 for a game from the start).
export function moveOf(startPly, k) {
  const ply = startPly + k;
  return { number: Math.floor(ply / 2) + 1, side: ply % 2 };
}

// What the turn line says while an earlier position is shown: plies are counted, and the move is named.
export function viewLabel(view, plies, startPly, names) {
  if (view === 0) return `Start position (${plural(plies, 'ply', 'plies')} played)`;
  const { number, side } = moveOf(startPly, view - 1);
  return `Ply ${view} of ${plies}: after move ${number} of ${names[side]}`;
}

// The result tag of a finished game from its result text ("Red wins: ...", "Draw: ...").
export function resultTag(over, result, names) {
  if (!over) return '*';
  if (result.startsWith(`${names[0]} wins`)) return '1-0';
  if (result.startsWith(`${names[1]} wins`)) return '0-1';
  return '1/2-1/2';
}

// A position's evaluation (the analysis' form: kind, first, text) as lichess writes it in a PGN
// comment, from the first player's view: `[%eval 0.35]` in the game's unit (the engine's hundredths /
// 100: pawns, points or moves of a race, as the game's presentation says), `[%eval #3]` when
// the first player wins in 3 of its moves (`#-3`: the second player); '' for none or a finished game.
export function evalAnnotation(e) {
  if (!e) return '';
  if (e.kind === 'cp') return `[%eval ${(Math.round(e.first) / 100).toFixed(2)}]`;
  if (e.kind !== 'win' && e.kind !== 'loss') return '';
  const plies = Number(String(e.text).replace(/^\D+/, ''));
  if (!(plies > 0)) return '';
  return `[%eval #${e.kind === 'loss' ? '-' : ''}${Math.ceil(plies / 2)}]`;
}

// The time a side has left, as lichess writes it: `[%clk 0:04:58]` (h:mm:ss, tenths under ten seconds:
// `[%clk 0:00:09.5]`).
export function clockAnnotation(ms) {
  if (typeof ms !== 'number' || ms < 0) return '';
  const tenths = Math.floor(ms / 100);
  const seconds = Math.floor(tenths / 10);
  const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
  const ss = String(s).padStart(2, '0') + (seconds < 10 ? `.${tenths % 10}` : '');
  return `[%clk ${h}:${String(m).padStart(2, '0')}:${ss}]`;
}

// PGN's NAGs of the marks ($1 !, $2 ?, $3 !!, $4 ??, $5 !?, $6 ?!).
export const NAGS = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };

// What the record writes after a move: its mark as a NAG, then its evaluation and clock in a comment
// (`$6 { [%eval -0.40] [%clk 0:04:58] }`); `notes` is { eval, mark, clock }.
export function moveAnnotations(notes) {
  if (!notes) return [];
  const words = [];
  if (NAGS[notes.mark]) words.push(`$${NAGS[notes.mark]}`);
  const inside = [evalAnnotation(notes.eval), clockAnnotation(notes.clock)].filter(Boolean);
  if (inside.length) words.push(`{ ${inside.join(' ')} }`);
  return words;
}

// The game in the PGN-like form the record loader reads back: the game, its rules (as `Variant`
// Name=Value and as one tag each), the players by side name, the start and the moves, each with what
// `notes(k)` says of move k (the analysis' evaluations and marks, the clock: moveAnnotations).
export function recordText({ game, sides, players, rules, base, startPly, plies, over, result, date, notes }) {
  const tags = [['Event', 'uiw-web game'], ['Date', date], ['Game', game],
    [sides[0], players[0]], [sides[1], players[1]],
    ['Variant', rules.map(o => `${o.name}=${o.value}`).join(', ')]];
  for (const o of rules) tags.push([o.name, o.value]);
  if (base !== 'startpos') tags.push(['FEN', base]);
  const tag = resultTag(over, result, sides);
  tags.push(['Result', tag]);
  // Why it ended, as the referee's records say it: the result's reason ("Red loses on time").
  if (over && result.includes(': ')) tags.push(['Termination', result.slice(result.indexOf(': ') + 2)]);
  let text = tags.map(([k, v]) => `[${k} "${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`).join('\n') + '\n\n';
  const words = [];
  let commented = false;  // after a comment the second side's move is numbered again (`1... e5`), as lichess does
  plies.forEach((ply, k) => {
    const { number, side } = moveOf(startPly, k);
    if (side === 0) words.push(`${number}.`);
    else if (k === 0 || commented) words.push(`${number}...`);
    words.push(ply.shown);
    const after = notes ? moveAnnotations(notes(k)) : [];
    words.push(...after);
    commented = after.some(w => w.startsWith('{'));
  });
  words.push(tag);
  let line = '';
  for (const w of words) {
    if (line.length + w.length + 1 > 90) { text += line + '\n'; line = ''; }
    line += (line ? ' ' : '') + w;
  }
  return text + line + '\n';
}
