// The engine's thinking panel and its log: the search under way as the engine reports it (depth, score,
// nodes, speed, time and its line; the line also to the analysis, clickable in record notation), the
// result instead of the score once the game is over, and every line to and from the engine.
import { formatCount, formatScore } from './format.js';
import { firstView } from './eval_graph.js';
import * as analysis from './analysis.js';

const $ = id => document.getElementById(id);

let shownSearch = -1;  // the search whose progress the thinking panel shows

export function clearThinking() {
  for (const id of ['think-depth', 'think-score', 'think-nodes', 'think-nps', 'think-time']) $(id).textContent = '–';
  delete $('think-score').dataset.first;
  delete $('think-score').dataset.searched;
  $('think-pv').textContent = '';
}

// A finished game's last search no longer foretells anything ("White wins in 2 plies" after the mate):
// at the latest position of a game over, the panel's score says the result instead.
export function renderThinkingOver(pos, atLatest) {
  const score = $('think-score');
  const over = atLatest && pos.over;
  score.dataset.over = String(over);
  if (over) score.textContent = pos.result;
  else if (score.dataset.searched) score.textContent = score.dataset.searched;
}

// The bridge's `info` (the engine's progress) on the game `state` (null before the first: nothing shown).
export function onInfo(msg, state) {
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

export function onLog(msg) {
  const log = $('engine-log');
  const line = document.createElement('div');
  line.className = msg.dir;
  line.textContent = (msg.dir === 'out' ? '> ' : '< ') + msg.line;
  log.appendChild(line);
  while (log.childNodes.length > 400) log.removeChild(log.firstChild);
  if ($('log-panel').open) log.scrollTop = log.scrollHeight;
}
