// The live view's chart of the run: a pairing's Elo with its 95% interval as a band and, when the run
// has an SPRT, its log-likelihood ratio between the two bounds, over the pairing's games finished so far
// (x: its games). The numbers are the bridge's (`livechart`: adapters/web/live_chart.h over
// adapters/common/run_series.h, the referee's own statistics); this module keeps the points the page
// was sent (the whole series when it connects, then the new points: mergeChart) and draws one
// pairing's, as SVG. An infinite Elo (every game won or lost so far: null, its score saying which) is
// drawn on the panel's edge.
const NS = 'http://www.w3.org/2000/svg';
const W = 640, PANEL = 150, GAP = 26, LEFT = 48, RIGHT = 12, TOP = 18;
const ELO_CAP = 800;  // a lopsided start (one game won: +inf) would flatten the rest

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

function text(parent, x, y, words, cls, anchor = 'start') {
  el('text', { x, y, class: cls, 'text-anchor': anchor }, parent).textContent = words;
}

const fmt = v => `${v >= 0 ? '+' : ''}${v.toFixed(1)}`;

// One panel: a y axis from lo to hi at `top`, its zero line and labels; returns the y of a value.
function panel(svg, top, lo, hi, title) {
  const y = v => top + PANEL * (1 - (v - lo) / (hi - lo || 1));
  el('rect', { x: LEFT, y: top, width: W - LEFT - RIGHT, height: PANEL, class: 'chart-panel' }, svg);
  text(svg, LEFT - 4, y(hi) + 4, fmt(hi), 'chart-tick', 'end');
  text(svg, LEFT - 4, y(lo), fmt(lo), 'chart-tick', 'end');
  if (lo < 0 && hi > 0) {
    el('line', { x1: LEFT, x2: W - RIGHT, y1: y(0), y2: y(0), class: 'chart-zero' }, svg);
    text(svg, LEFT - 4, y(0) + 4, '0', 'chart-tick', 'end');
  }
  text(svg, LEFT + 4, top - 5, title, 'chart-title');
  return y;
}

const path = points => points.map(([x, y], k) => `${k ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

// The chart as the page has it: { pairings: [{ first, second }], sprt, points: [[pairing, games, elo,
// error, llr, score]] }, every point the run has, in the order its games finished.
export const emptyChart = () => ({ pairings: [], sprt: null, points: [] });

// Takes a `livechart` message into `chart`: its points put after the first `from` (from 0: the whole
// series, which replaces what the page had). False when the page has fewer than `from`: it missed
// some, and asks for the whole series again.
export function mergeChart(chart, msg) {
  if (msg.from > chart.points.length) return false;
  chart.points.length = msg.from;
  for (const p of msg.points) chart.points.push(p);
  chart.pairings = msg.pairings || [];
  chart.sprt = msg.sprt || null;
  return true;
}

// The games finished of each pairing, by its index.
export function pairingGames(chart) {
  const games = chart.pairings.map(() => 0);
  for (const [pairing, count] of chart.points) if (pairing < games.length) games[pairing] = Math.max(games[pairing], count);
  return games;
}

// Draws pairing `pairing` of `chart` into `svg`.
export function renderChart(svg, chart, pairing = 0) {
  const names = chart.pairings[pairing] || { first: '', second: '' };
  svg.dataset.pairing = String(pairing);
  renderPairing(svg, { ...names, sprt: chart.sprt,
    points: chart.points.filter(p => p[0] === pairing).map(p => p.slice(1)) });
}

// Draws `chart` ({ first, second, points: [[games, elo, error, llr, score]], sprt: { lower, upper } }).
function renderPairing(svg, chart) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const points = chart.points;
  const sprt = chart.sprt;
  const height = TOP + PANEL + (sprt ? GAP + PANEL : 0) + 22;
  svg.setAttribute('viewBox', `0 0 ${W} ${height}`);
  const games = points.length ? points[points.length - 1][0] : 0;
  const x = g => LEFT + (W - LEFT - RIGHT) * (g / Math.max(1, games));
  const rated = points.filter(p => p[1] !== null);
  svg.dataset.points = String(points.length);
  svg.dataset.games = String(games);

  // Elo: the band where the interval is bounded, the line where the Elo is finite (both capped).
  const cap = v => Math.max(-ELO_CAP, Math.min(ELO_CAP, v));
  const bounded = rated.filter(p => p[2] !== null);
  let lo = -10, hi = 10;
  for (const [, elo, error] of rated) {
    lo = Math.min(lo, cap(elo - (error ?? 0)));
    hi = Math.max(hi, cap(elo + (error ?? 0)));
  }
  const eloText = ([, elo, error, , score]) => elo === null ? (score > 0.5 ? '+inf' : '-inf') :
    `${fmt(elo)}${error !== null ? ` ± ${error.toFixed(1)}` : ''}`;
  const last = points[points.length - 1];
  const title = `Elo of ${chart.first} vs ${chart.second}` +
    (last ? `: ${eloText(last)} after ${last[0]} games` : ': no game finished yet');
  svg.dataset.elo = last ? eloText(last) : '';
  const y = panel(svg, TOP, lo, hi, title);
  const yOf = ([, elo, , , score]) => elo === null ? y(score > 0.5 ? hi : lo) : y(cap(elo));
  if (bounded.length) {
    const upper = bounded.map(([g, elo, error]) => [x(g), y(cap(elo + error))]);
    const lower = bounded.map(([g, elo, error]) => [x(g), y(cap(elo - error))]).reverse();
    el('path', { d: `${path([...upper, ...lower])} Z`, class: 'elo-band' }, svg);
  }
  if (points.length) el('path', { d: path(points.map(p => [x(p[0]), yOf(p)])), class: 'elo-line' }, svg);
  if (points.length <= 120)
    for (const p of points) {
      const dot = el('circle', { cx: x(p[0]), cy: yOf(p), r: 2.5, class: `elo-point${p[1] === null ? ' infinite' : ''}` }, svg);
      el('title', {}, dot).textContent = `after ${p[0]} games: ${eloText(p)}`;
    }

  // The LLR between the SPRT's bounds.
  if (sprt) {
    const llrs = points.filter(p => p[3] !== null);
    let low = sprt.lower * 1.15, high = sprt.upper * 1.15;
    for (const p of llrs) { low = Math.min(low, p[3]); high = Math.max(high, p[3]); }
    const top = TOP + PANEL + GAP;
    const lastLlr = llrs[llrs.length - 1];
    const yl = panel(svg, top, low, high, `LLR${lastLlr ? ` ${lastLlr[3].toFixed(2)}` : ''} (SPRT elo0 ${sprt.elo0}, elo1 ${sprt.elo1})`);
    for (const [name, value, label] of [['lower', sprt.lower, 'H0'], ['upper', sprt.upper, 'H1']]) {
      el('line', { x1: LEFT, x2: W - RIGHT, y1: yl(value), y2: yl(value), class: 'llr-bound', 'data-bound': name }, svg);
      text(svg, W - RIGHT - 4, yl(value) + (name === 'upper' ? -4 : 12), `${label} ${value.toFixed(2)}`, 'chart-tick', 'end');
    }
    if (llrs.length) el('path', { d: path(llrs.map(p => [x(p[0]), yl(p[3])])), class: 'llr-line' }, svg);
    svg.dataset.llr = String(llrs.length);
  } else {
    delete svg.dataset.llr;
  }
  text(svg, LEFT, height - 6, '0', 'chart-tick');
  text(svg, W - RIGHT, height - 6, `${games} games`, 'chart-tick', 'end');
}
