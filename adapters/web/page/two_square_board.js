// A chess-like board whose pieces may stand on two squares (the kind "two-square-pieces",
// engine/core/presentation.h), drawn from the bridge's BoardView (the
// game's board_view: each piece's letter, FEN-style, and its marks: "front:e4" on the rear of a
// stretched piece, "rear:e2" on its front, "half" on a half piece). The pieces are the glyphs
// the game's presentation gives their letters (`pieces`: the chess glyphs), of a font on the machine (DejaVu Sans and the usual system symbol fonts carry them; nothing
// is fetched), or their letters when the page's piece set is Letters (piece_set.js). A stretched piece is one piece on two squares: a band in its colour joins them beneath
// the two glyphs, with a chevron pointing from the rear to the front. A half piece (half queen, half
// rook, half bishop, crab) is its full piece's glyph drawn as an outline, filled on its left half only,
// with "½" and its letter (H, W, F, C) in the corner. A piece the game marks "check" (the king in check,
// on both its squares when it is stretched) is ringed in red; the last move's squares are shaded and what
// it captured is crossed out (the bridge's move detail, from the state's anatomy). Every square carries data-square,
// data-owner, data-label (the letter), data-marks, data-height (1 for a piece) and data-colour, as the
// generic board does; a stretched piece's band carries data-stretch (rear then front: `e2e4`).
import { plural } from './format.js';
import { pieceSet, pieceText } from './piece_set.js';
import { squareName } from './grid_board.js';
import { drawCoordinates, drawHighlights, drawHits, el, panelName, squaresOf, startBoard } from './board_frame.js';

const S = 64;   // a square
const C = 22;   // room for coordinates
const SIZE = 2 * C + 8 * S;

// The game's pieces by letter (its presentation's `pieces`: name, glyph, and a half piece's full piece,
// whose glyph it takes), set when a game of this kind is shown.
let PIECES = {};
export function usePresentation(presentation) { PIECES = (presentation && presentation.pieces) || {}; }
const INK = [{ fill: '#fbfaf6', rim: '#1e1e1e', band: '#fffdf5' }, { fill: '#1f1d1a', rim: '#000', band: '#7a766e' }];

export function pieceName(letter) { const p = PIECES[letter.toUpperCase()]; return (p && p.name) || letter; }

export function boardViewBox() { return `0 0 ${SIZE} ${SIZE}`; }

// Where a square is drawn: White's side at the bottom, or Black's when the board is turned.
let turned = false;
const origin = (f, r) => (turned ? [C + (7 - f) * S, C + r * S] : [C + f * S, C + (7 - r) * S]);
const centre = (f, r) => origin(f, r).map(v => v + S / 2);
function place(name) {
  const f = name.charCodeAt(0) - 97, r = Number(name.slice(1)) - 1;
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? [f, r] : null;
}

// Whose king is in check in this position (also when mated): the owner of a point the game marks
// "check", or -1.
function sideInCheck(snapshot) {
  const checked = snapshot.board.points.find(p => p && p.slice(2).includes('check'));
  return checked ? checked[0] : -1;
}

// A piece's glyph centred on (cx, cy); a half piece outlined and filled on its left half only.
function drawGlyph(parent, cx, cy, letter, owner, clipId) {
  const half = (PIECES[letter.toUpperCase()] || {}).full;
  const ink = INK[owner];
  // The chosen piece set's figure or letter (piece_set.js); a letter a little smaller, in a plain face.
  const set = pieceSet();
  const attrs = { x: cx, y: cy + S * 0.03, class: set === 'letters' ? 'glyph piece-letter' : 'glyph', 'font-size': S * (set === 'letters' ? 0.6 : 0.78) };
  const text = pieceText(PIECES, letter, set);
  if (!half) {
    el('text', { ...attrs, fill: ink.fill, stroke: ink.rim, 'stroke-width': owner === 0 ? 1.6 : 0.8 }, parent).textContent = text;
    return;
  }
  el('text', { ...attrs, fill: owner === 0 ? '#fbfaf6' : '#bdb8ae', stroke: ink.rim, 'stroke-width': 1.6 }, parent).textContent = text;
  el('text', { ...attrs, fill: ink.fill, stroke: ink.rim, 'stroke-width': 1.6, 'clip-path': `url(#${clipId})` }, parent).textContent = text;
}

// Whether the board is seen from Black's side: when a human plays Black and the engine White.
export function seenFromBlack(players) { return Boolean(players) && players[0] === 'engine' && players[1] === 'human'; }

// view: { snapshot, codes, players, turned, selected, rings: [names], dots: [names], actionable: Set(names) };
// `turned` (the page's flip) overrides the side the board is seen from.
export function renderBoard(svg, view) {
  const { snapshot, codes } = view;
  turned = view.turned !== undefined ? view.turned : seenFromBlack(view.players);
  const points = snapshot.board.points;
  const { defs, squares, marks, bands, pieces, overlay, hits } = startBoard(svg, boardViewBox(), snapshot.fen,
    ['defs', 'squares', 'marks', 'bands', 'pieces', 'overlay', 'hits']);
  svg.setAttribute('data-turned', String(turned));
  svg.setAttribute('data-piece-set', pieceSet());
  drawCoordinates(squares, 8, 8, centre, { below: C + 8 * S + 11, above: C - 11, left: C - 11, right: C + 8 * S + 11 });

  const last = new Set(snapshot.move ? snapshot.move.squares : []);
  for (let r = 0; r < 8; r++)
    for (let f = 0; f < 8; f++) {
      const [x, y] = origin(f, r);
      const [cx, cy] = centre(f, r);
      const name = squareName(f, r);
      const p = points[r * 8 + f];
      const owner = p ? p[0] : -1, label = p ? p[1] : '', pointMarks = p ? p.slice(2) : [];
      const g = el('g', {
        class: 'sq', 'data-square': name, 'data-owner': owner, 'data-label': label, 'data-marks': pointMarks.join(' '),
        'data-height': owner >= 0 ? 1 : 0, 'data-colour': owner >= 0 ? codes[owner] : '',
      }, squares);
      el('rect', { x, y, width: S, height: S, class: (f + r) % 2 === 0 ? 'sq-dark' : 'sq-light' }, g);
      if (last.has(name)) el('rect', { x, y, width: S, height: S, class: 'last' }, marks);
      if (owner < 0) continue;
      if (pointMarks.includes('check')) {
        g.setAttribute('data-check', 'true');
        el('circle', { cx, cy, r: S * 0.46, class: 'check' }, marks);
      }
      // The band of a stretched piece, drawn once from its rear (the square that names its front).
      const front = pointMarks.find(m => m.startsWith('front:'));
      if (front && place(front.slice(6))) {
        const [x2, y2] = centre(...place(front.slice(6)));
        const band = el('g', { class: 'stretch', 'data-stretch': name + front.slice(6) }, bands);
        el('line', { x1: cx, y1: cy, x2, y2, stroke: INK[owner].rim, 'stroke-width': S * 0.7 + 5, class: 'stretch-band' }, band);
        el('line', { x1: cx, y1: cy, x2, y2, stroke: INK[owner].band, 'stroke-width': S * 0.7, class: 'stretch-band' }, band);
        el('line', { x1: cx, y1: cy, x2, y2, stroke: INK[1 - owner].band, 'stroke-width': 2, class: 'stretch-spine' }, band);
        // A chevron halfway, pointing at the front.
        const angle = (Math.atan2(y2 - cy, x2 - cx) * 180) / Math.PI;
        const [mx, my] = [(cx + x2) / 2, (cy + y2) / 2];
        el('path', { d: 'M -7 -9 L 5 0 L -7 9', transform: `translate(${mx} ${my}) rotate(${angle})`,
          stroke: INK[1 - owner].band, class: 'stretch-chevron' }, band);
      }
      const piece = el('g', { 'data-piece': name, 'data-name': pieceName(label) }, pieces);
      if (pointMarks.some(m => m.startsWith('front:') || m.startsWith('rear:'))) piece.setAttribute('data-stretched', 'true');
      const half = pointMarks.includes('half');
      if (half) {
        const clip = el('clipPath', { id: `half-${name}` }, defs);
        el('rect', { x, y, width: S / 2, height: S }, clip);
        piece.setAttribute('data-half', 'true');
      }
      drawGlyph(piece, cx, cy, label, owner, `half-${name}`);
      if (half) {
        el('circle', { cx: x + S - 12, cy: y + 12, r: 10, class: 'half-badge' }, piece);
        el('text', { x: x + S - 12, y: y + 12.5, class: 'half-text' }, piece).textContent = '½' + label.toUpperCase();
      }
    }

  // What the last move captured: a cross on each square it emptied (data-at), data-captured the side
  // taken.
  for (const c of snapshot.move ? snapshot.move.captured || [] : []) {
    if (!place(c.square)) continue;
    const [cx, cy] = centre(...place(c.square));
    const d = S * 0.16;
    el('path', { d: `M ${cx - d} ${cy - d} L ${cx + d} ${cy + d} M ${cx + d} ${cy - d} L ${cx - d} ${cy + d}`,
      class: 'captured', 'data-captured': codes[c.side], 'data-at': c.square }, marks);
  }
  drawHighlights(overlay, view, { origin, centre, place, S, ring: S * 0.42 });

  // Click targets on top of everything.
  drawHits(hits, view, squaresOf(8, 8, origin), S);
}

// A player's panel: the side, who plays it, its pieces (how many stretched, how many halves) and a
// "check" badge while its king is in check.
export function playerPanel(side, snapshot, { names, who }) {
  const mine = snapshot.board.points.filter(p => p && p[0] === side);
  const stretched = mine.filter(p => p.slice(2).some(m => m.startsWith('front:'))).length;
  const fronts = mine.filter(p => p.slice(2).some(m => m.startsWith('rear:'))).length;
  const halves = mine.filter(p => p.slice(2).includes('half')).length;
  const count = mine.length - fronts;  // a stretched piece counts once
  const check = sideInCheck(snapshot) === side ? '<span class="check-badge" data-field="check">check</span>' : '';
  return panelName(names, side, who, check) +
    `<span class="counts"><span data-field="pieces">${plural(count, 'piece', 'pieces')}</span>` +
    `<span data-field="stretched">${stretched} stretched</span>` +
    (halves ? `<span data-field="halves">${plural(halves, 'half piece', 'half pieces')}</span>` : '') +
    '</span><span class="score"></span>';
}
