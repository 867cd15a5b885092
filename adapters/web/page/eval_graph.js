// The evaluation bar's and graph's arithmetic, apart from the page so that it can be tested under Node.
// Evaluations are from the first player's view, in the engine's own units (the analysis panel says
// which: the bridge's `scale`, the same sentence as uiw-referee's -analyse); a decided game is about
// +-1e9 (a win announced N plies ahead).
export const DECIDED = 1e8;

// The first player's share of the bar (0 to 1): half when even, all when it wins. The curve flattens
// large leads (400 units: about three quarters), as boards for chess do.
export function shareOf(first) {
  if (first >= DECIDED) return 1;
  if (first <= -DECIDED) return 0;
  return 1 / (1 + Math.exp(-first / 400));
}

// The points of the graph: one per evaluated ply, x by ply over the game's `total` plies, y by the
// first player's share (up: the first player ahead), inside a box of `width` x `height`.
export function graphPoints(positions, total, width, height, pad = 6) {
  const span = Math.max(1, total);
  return positions.map(p => ({
    ply: p.ply,
    x: pad + (width - 2 * pad) * (p.ply / span),
    y: pad + (height - 2 * pad) * (1 - shareOf(p.first)),
  }));
}

// The ply nearest to `x` among the points (a click on the graph between points).
export function nearestPly(points, x) {
  let best = null;
  for (const p of points) if (!best || Math.abs(p.x - x) < Math.abs(best.x - x)) best = p;
  return best ? best.ply : null;
}

// A live score (from the side to move's view, `side` 0 for the first player) from the first player's
// view, in the analysis' form: { kind, first, text } with kind cp, win or loss (the first player's) and
// text "+35", "-120", "win 7", "loss 4" (plies to the end).
export function firstView(score, side) {
  if (!score) return null;
  const mine = side === 0;
  if (score.kind === 'cp') {
    const v = mine ? score.value : 0 - score.value;  // not -0
    return { kind: 'cp', first: v, text: (v >= 0 ? '+' : '') + v };
  }
  const moverWins = score.kind === 'win' || (score.kind === 'mate' && score.value > 0);
  const firstWins = moverWins === mine;
  // win and loss count plies; a UCI-style mate counts the mover's moves: mate 3 is a win in 5 plies,
  // mate -3 a loss in 6 (the text and the graph then say plies in every case, as format.js does).
  const n = score.kind !== 'mate' ? Math.abs(score.value) : score.value > 0 ? 2 * score.value - 1 : -2 * score.value;
  return { kind: firstWins ? 'win' : 'loss', first: firstWins ? 1e9 - n : -1e9 + n, text: `${firstWins ? 'win' : 'loss'} ${n}` };
}
