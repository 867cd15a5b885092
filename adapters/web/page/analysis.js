// The analysis mode on the page: the evaluation bar beside the board, the evaluation graph over the
// game (a point per evaluated ply; a click goes to that ply), the marks of the moves that lost the most
// (??, ?, ?! with the better move, in the move list), and the engine's lines in the game's record
// notation, each move clickable: the board then shows the position after it (a preview, left with Esc
// or *Back to the game*). The evaluations come from the bridge (analysis_run.cpp: a second engine
// process searches every position of the game); what the numbers mean in the game is the bridge's
// `scale` sentence, shown under the graph. With *Lines* 2 or 3 the engine is asked for that many lines
// (its MultiPV) and each is listed with its score; the engine's moves at the position shown are drawn
// on the board (board_shapes.js: engineMoves). app.js calls: receive, onInfo, previewSnapshot,
// previewing, leavePreview, engineMoves, render.
import { graphPoints, nearestPly, shareOf, firstView } from './eval_graph.js';
import { formatAmount, formatEval } from './format.js';
import { setGreyed } from './help.js';

const $ = id => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const GRAPH_W = 600, GRAPH_H = 120;

let hooks = null;  // { send, goTo, redraw, reveal }
let run = { gameSerial: -1, running: false, done: 0, total: 0, engine: '', limit: '', scale: '', message: '' };
let positions = new Map();  // ply -> the engine's evaluation of the position after it
let marks = new Map();      // move index (0: the first move) -> { loss, mark }
const live = new Map();     // ply -> the playing engine's last score there ({ first, text })
let liveSerial = -1;
let preview = null;         // { ply, moves, snapshot, view, gameSerial, line, lineShown }
let asking = null;          // the line of the preview asked for: { tokens, shown }
let context = null;         // what render was last given

export function init(h) {
  hooks = h;
  $('analyse').addEventListener('click', () => {
    const depth = Number($('analysis-depth').value) || 0, movetime = Number($('analysis-movetime').value) || 0;
    hooks.send({ type: 'analyse', depth, movetime, lines: Number($('analysis-lines').value) || 1 });
  });
  $('analysis-stop').addEventListener('click', () => hooks.send({ type: 'analysisstop' }));
  $('preview-leave').addEventListener('click', () => leavePreview());
  // Through the line a move at a time (none: back to the game).
  $('preview-back').addEventListener('click', () => stepPreview(-1));
  $('preview-forward').addEventListener('click', () => stepPreview(1));
  $('eval-graph').addEventListener('click', event => {
    const point = event.target.closest('[data-ply]');
    let ply = point ? Number(point.dataset.ply) : null;
    if (ply === null) {
      const box = $('eval-graph').getBoundingClientRect();
      ply = nearestPly(currentPoints(), ((event.clientX - box.left) / box.width) * GRAPH_W);
    }
    if (ply !== null) hooks.goTo(ply);
  });
}

export function receive(msg) {
  if (msg.type === 'preview') return onPreview(msg);
  if (msg.whole || msg.gameSerial !== run.gameSerial) {
    positions = new Map();
    marks = new Map();
  }
  run = msg;
  for (const p of msg.positions) positions.set(p.ply, p);
  for (const m of msg.moves) marks.set(m.index, m);
  hooks.redraw();
}

// The playing engine's search: its score is kept for the ply it searched (the bar shows it where the
// analysis has none), and its line is written clickable in the thinking panel.
export function onInfo(msg, state) {
  if (state.gameSerial !== liveSerial) {
    live.clear();
    liveSerial = state.gameSerial;
  }
  if (msg.ply === undefined) return;
  if (msg.score && !msg.score.bound) {
    const move = msg.pv && msg.pv.length ? msg.pv[0] : (live.get(msg.ply) || {}).move;
    live.set(msg.ply, { ...firstView(msg.score, msg.side), move });
  }
  if (msg.pv) writeLine($('think-pv'), 'pv', msg.ply, msg.pv, msg.pvShown || msg.pv);
}

// A line's moves as buttons: a click previews the position after that move.
function writeLine(box, label, ply, tokens, shown) {
  box.textContent = '';
  box.append(label + ' ');
  shown.forEach((text, k) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'line-move';
    b.textContent = text;
    b.dataset.index = String(k);
    b.dataset.token = tokens[k];
    b.title = 'Show the position after this move';
    b.addEventListener('click', () => {
      askPreview(ply, tokens, shown, k + 1);
      hooks.reveal();
    });
    box.append(b, ' ');
  });
}

function askPreview(ply, tokens, shown, count) {
  asking = { tokens, shown };
  hooks.send({ type: 'preview', ply, moves: tokens.slice(0, count) });
}

function stepPreview(delta) {
  if (!preview) return;
  const count = preview.moves.length + delta;
  if (count <= 0) return leavePreview();
  if (count <= preview.line.length) askPreview(preview.ply, preview.line, preview.lineShown, count);
}

function onPreview(msg) {
  if (!context || msg.gameSerial !== context.state.gameSerial) return;
  const line = asking && msg.moves.every((m, k) => asking.tokens[k] === m) ? asking : { tokens: msg.moves, shown: msg.moves };
  preview = { ply: msg.ply, moves: msg.moves, snapshot: msg.snapshot, view: context.view, gameSerial: msg.gameSerial,
    line: line.tokens, lineShown: line.shown };
  hooks.redraw();
}

// What the analysis says of move k of `state`'s game (0: the first move), for its record: the evaluation
// of the position after it and its mark (format.js moveAnnotations writes them).
export function recordNotes(state, k) {
  if (run.gameSerial !== state.gameSerial) return {};
  const p = positions.get(k + 1), m = marks.get(k);
  return { eval: p && p.kind !== 'none' ? p : null, mark: m ? m.mark : '' };
}

export function previewSnapshot() { return preview ? preview.snapshot : null; }

// The engine's moves in the position after `view` plies, to be drawn on the board: its best move (rank
// 1) and its further lines' first moves, each the squares it touches (the bridge's move anatomy: the
// page reads no move's spelling). None during a preview (the board shows another position).
export function engineMoves(view) {
  const p = positions.get(view);
  if (preview || !p || !context || run.gameSerial !== context.state.gameSerial) return [];
  const moves = p.bestSquares ? [{ squares: p.bestSquares, rank: 1 }] : [];
  for (const l of p.lines || []) if (l.squares && l.squares.length) moves.push({ squares: l.squares, rank: l.rank });
  return moves;
}
export function previewing() { return Boolean(preview); }
export function leavePreview() {
  if (!preview) return;
  preview = null;
  hooks.redraw();
}

function currentPoints() {
  if (!context) return [];
  const list = [...positions.values()].filter(p => p.ply <= context.state.plies.length);
  return graphPoints(list, context.state.plies.length, GRAPH_W, GRAPH_H);
}

// Called at the end of every drawing of the page.
export function render(ctx) {
  context = ctx;
  const { state, view } = ctx;
  const mine = run.gameSerial === state.gameSerial;
  // An analysis of an older game is dropped; one of a newer game (a loaded record's evaluations, sent
  // before the game itself reaches the page) waits for it.
  if (run.gameSerial < state.gameSerial && positions.size) {
    positions = new Map();
    marks = new Map();
  }
  if (preview && (preview.view !== view || preview.gameSerial !== state.gameSerial)) preview = null;
  // Until its game comes, a newer game's analysis is not drawn over this one.
  const kept = mine ? null : [positions, marks];
  if (kept) [positions, marks] = [new Map(), new Map()];
  renderBar(state, view);
  renderGraph(state, view);
  renderMarks(state);
  renderHere(state, view);
  if (kept) [positions, marks] = kept;
  renderPreview(state);
  setGreyed($('analyse'), run.running && mine ? 'Analyse game: the analysis is running (Stop ends it)' : '');
  $('analysis-stop').hidden = !(run.running && mine);
  const status = !mine ? '' : run.running ? `${run.done} of ${run.total} positions (${run.limit})…`
    : run.message ? run.message : run.done ? `${run.done} positions, ${run.limit}` : '';
  $('analysis-state').textContent = status;
  $('analysis-scale').textContent = mine && run.scale ? `Scale: ${run.scale}.` : '';
  // The thinking panel's score is the same number, in the game's terms (format.js).
  $('think-score').title = mine && run.scale ? `${formatAmount(100, state.presentation.score)} = 100 of the engine's units; ${run.scale}` : '';
  document.body.dataset.analysis = !mine ? 'none' : run.running ? 'running' : run.done ? 'done' : 'none';
}

// The evaluation of the position after `ply`: the analysis', or else the playing engine's last score
// for it, or else, at the latest position, the score of the search that chose the move that led there
// (its line goes through this position: a decided score one ply nearer).
function evalAt(ply, state) {
  const p = positions.get(ply);
  if (p && p.kind !== 'none') return { kind: p.kind, first: p.first, text: p.text, depth: p.depth, from: 'analysis' };
  const l = live.get(ply);
  if (l) return { ...l, from: 'search' };
  const before = ply > 0 && ply === state.plies.length ? live.get(ply - 1) : null;
  if (!before || before.move !== state.plies[ply - 1].token) return null;
  if (before.kind === 'cp') return { ...before, from: 'search' };
  const n = Math.max(0, Number(before.text.split(' ')[1]) - 1);
  const win = before.kind === 'win';
  return { kind: before.kind, first: win ? 1e9 - n : -1e9 + n, text: `${before.kind} ${n}`, from: 'search' };
}

function renderBar(state, view) {
  const bar = $('eval-bar'), fill = $('eval-fill');
  const e = preview ? null : evalAt(view, state);
  const share = e ? shareOf(e.first) : 0.5;
  fill.style.height = `${(share * 100).toFixed(1)}%`;
  bar.dataset.first = e ? String(e.first) : '';
  bar.dataset.text = e ? e.text : '';
  bar.dataset.ply = String(view);
  bar.title = e ? `${formatEval(e, state.sides, state.presentation.score)}${e.depth ? ` (depth ${e.depth})` : ''}` : 'no evaluation of this position yet';
  bar.setAttribute('aria-label', `evaluation: ${bar.title}`);
}

function renderGraph(state, view) {
  const svg = $('eval-graph');
  svg.textContent = '';
  const mid = document.createElementNS(SVG, 'line');
  mid.setAttribute('x1', '0'); mid.setAttribute('x2', String(GRAPH_W));
  mid.setAttribute('y1', String(GRAPH_H / 2)); mid.setAttribute('y2', String(GRAPH_H / 2));
  mid.setAttribute('class', 'graph-mid');
  svg.appendChild(mid);
  const points = currentPoints().sort((a, b) => a.ply - b.ply);
  if (!points.length) return;
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', points.map(p => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '));
  line.setAttribute('class', 'graph-line');
  svg.appendChild(line);
  const cursor = points.find(p => p.ply === view);
  if (cursor) {
    const c = document.createElementNS(SVG, 'line');
    c.setAttribute('x1', cursor.x.toFixed(1)); c.setAttribute('x2', cursor.x.toFixed(1));
    c.setAttribute('y1', '0'); c.setAttribute('y2', String(GRAPH_H));
    c.setAttribute('class', 'graph-cursor');
    svg.appendChild(c);
  }
  for (const p of points) {
    const entry = positions.get(p.ply);
    const dot = document.createElementNS(SVG, 'circle');
    dot.setAttribute('cx', p.x.toFixed(1));
    dot.setAttribute('cy', p.y.toFixed(1));
    dot.setAttribute('r', points.length > 120 ? '3' : '5');
    const mark = p.ply > 0 && marks.get(p.ply - 1) ? marks.get(p.ply - 1).mark : '';
    dot.setAttribute('class', 'graph-point' + (p.ply === view ? ' current' : ''));
    dot.dataset.ply = String(p.ply);
    dot.dataset.first = String(entry.first);
    dot.dataset.text = entry.text;
    if (mark) dot.dataset.mark = mark;
    const title = document.createElementNS(SVG, 'title');
    title.textContent = `ply ${p.ply}: ${formatEval(entry, state.sides, state.presentation.score)}${mark ? ` (move ${mark})` : ''}`;
    dot.appendChild(title);
    svg.appendChild(dot);
  }
}

// The marks in the move list: the move's entry gets `data-mark` (drawn after it) and says the loss and
// the better move when the pointer rests on it.
function renderMarks(state) {
  for (const old of document.querySelectorAll('#moves .mv[data-mark]')) {
    const k = Number(old.dataset.ply) - 1;
    if (!marks.get(k) || !marks.get(k).mark) { delete old.dataset.mark; old.removeAttribute('title'); }
  }
  for (const [k, m] of marks) {
    if (!m.mark || k >= state.plies.length) continue;
    const span = document.querySelector(`#moves .mv[data-ply="${k + 1}"]`);
    if (!span) continue;
    const before = positions.get(k);
    span.dataset.mark = m.mark;
    span.title = `${m.mark} ${lostText(m, state.presentation.score)}` + (before && before.bestShown ? `; better: ${before.bestShown}` : '');
  }
}

// What a marked move lost against the engine's best move: in the game's units, and where the game's
// scale of winning chances is known (m.chances, from -1 to 1 as lichess counts them), in points of the
// expected result: "lost 1.20 points (expected result -9%)".
function lostText(m, words) {
  if (m.recorded) return '(the mark a loaded record gave it)';
  const share = Math.round((m.chances || 0) * 50);
  return `lost ${formatAmount(m.loss, words)}` + (share > 0 ? ` (expected result -${share}%)` : '');
}

// Beside the graph: the evaluation of the position shown, the move that lost there and the better one,
// and the engine's line from it.
function renderHere(state, view) {
  const box = $('analysis-here'), p = positions.get(view);
  const key = p ? `${state.gameSerial}/${view}/${p.text}/${(p.pv || []).join(' ')}/` +
    (p.lines || []).map(l => `${l.text} ${l.pv.join(' ')}`).join('/') : `${view}/none`;
  const m = view > 0 ? marks.get(view - 1) : null;
  const markKey = m ? `${m.mark}/${m.loss}` : '';
  if (box.dataset.key === key + markKey) return;
  box.dataset.key = key + markKey;
  box.textContent = '';
  if (!p) return;
  const head = document.createElement('div');
  head.className = 'here-eval';
  head.dataset.text = p.text;
  head.textContent = `Ply ${view}: ${formatEval(p, state.sides, state.presentation.score)}` + (p.depth ? ` (depth ${p.depth})` : '');
  box.appendChild(head);
  if (m && m.mark) {
    const before = positions.get(view - 1);
    const lost = document.createElement('div');
    lost.className = 'here-mark';
    lost.textContent = `${state.plies[view - 1].shown}${m.mark} ${lostText(m, state.presentation.score)}` +
      (before && before.bestShown ? `; better was ${before.bestShown}` : '');
    box.appendChild(lost);
  }
  // The engine's lines: its best alone, or each of several (MultiPV) with its score, best first.
  const lines = [{ ...p, rank: 1 }, ...(p.lines || [])].filter(l => l.pv && l.pv.length);
  for (const l of lines) {
    const line = document.createElement('div');
    line.className = 'pv here-line';
    line.dataset.rank = String(l.rank);
    const label = lines.length > 1
      ? `${l.rank}. ${formatEval(l, state.sides, state.presentation.score)}${l.depth ? ` (depth ${l.depth})` : ''}:` : 'best line';
    writeLine(line, label, view, l.pv, l.pvShown && l.pvShown.length ? l.pvShown : l.pv);
    box.appendChild(line);
  }
}

function renderPreview(state) {
  const note = $('preview-note');
  note.hidden = !preview;
  document.body.dataset.preview = preview ? String(preview.moves.length) : '';
  if (!preview) return;
  const n = preview.moves.length;
  $('preview-text').textContent = `Preview after ply ${preview.ply} of ${state.plies.length}: ` +
    `${preview.lineShown.slice(0, n).join(' ')} (${n} of the line's ${preview.line.length} moves). Esc goes back.`;
  setGreyed($('preview-forward'), n >= preview.line.length ? 'The line\'s last move is shown' : '');
}
