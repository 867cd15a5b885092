// What every kind's board drawing shares (stack_board.js, grid_board.js and worm_board.js on it,
// two_square_board.js): the SVG's layers, the coordinates round the board, the input's highlights (the
// selected square, the rings and dots it offers) and the click targets on top of everything, each
// [data-hit] naming its square, with data-offer saying what the input offers there.

const NS = 'http://www.w3.org/2000/svg';

export function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// Empties `svg` for a new drawing of the position `fen` and gives its layers, in drawing order, by name.
export function startBoard(svg, viewBox, fen, layers) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  svg.setAttribute('viewBox', viewBox);
  svg.setAttribute('data-fen', fen);
  return Object.fromEntries(layers.map(name => [name, el(name === 'defs' ? 'defs' : 'g', {}, svg)]));
}

// The squares of a board of `files` x `ranks`, rank 1 first: { name, f, r, x, y } with (x, y) the top
// left corner that `origin(f, r)` gives.
export function squaresOf(files, ranks, origin) {
  const list = [];
  for (let r = 0; r < ranks; r++)
    for (let f = 0; f < files; f++) {
      const [x, y] = origin(f, r);
      list.push({ name: String.fromCharCode(97 + f) + String(r + 1), f, r, x, y });
    }
  return list;
}

// The file letters under and above the board and the rank numbers left and right of it: `centre(f, r)`
// places a square's middle; below, above, left and right are where the writing goes.
export function drawCoordinates(layer, files, ranks, centre, { below, above, left, right }) {
  for (let f = 0; f < files; f++) {
    const x = centre(f, 0)[0], file = String.fromCharCode(97 + f);
    el('text', { x, y: below, class: 'coord' }, layer).textContent = file;
    el('text', { x, y: above, class: 'coord' }, layer).textContent = file;
  }
  for (let r = 0; r < ranks; r++) {
    const y = centre(0, r)[1];
    el('text', { x: left, y, class: 'coord' }, layer).textContent = String(r + 1);
    el('text', { x: right, y, class: 'coord' }, layer).textContent = String(r + 1);
  }
}

// The input's highlights: the selected square framed, rings where a move goes, dots where a path can
// go on. `place(name)` is the square's [f, r] or null (off the board); radii in the board's units.
export function drawHighlights(overlay, view, { origin, centre, place, S, ring, dot }) {
  if (view.selected && place(view.selected)) {
    const [x, y] = origin(...place(view.selected));
    el('rect', { x: x + 3, y: y + 3, width: S - 6, height: S - 6, class: 'selected' }, overlay);
  }
  for (const s of view.rings || []) {
    if (!place(s)) continue;
    const [cx, cy] = centre(...place(s));
    el('circle', { cx, cy, r: ring, class: 'target-ring' }, overlay);
  }
  for (const s of dot ? view.dots || [] : []) {
    if (!place(s)) continue;
    const [cx, cy] = centre(...place(s));
    el('circle', { cx, cy, r: dot, class: 'target-dot' }, overlay);
  }
}

// A click target over every square (of `squares`, squaresOf's), the actionable ones marked; data-offer
// names what the input offers there: a dot, a ring, the selected square.
export function drawHits(hits, view, squares, S) {
  const offers = new Map();
  for (const s of view.dots || []) offers.set(s, 'dot');
  for (const s of view.rings || []) offers.set(s, 'ring');
  if (view.selected) offers.set(view.selected, 'selected');
  for (const { name, x, y } of squares) {
    const cls = view.actionable && view.actionable.has(name) ? 'hit actionable' : 'hit';
    const rect = el('rect', { x, y, width: S, height: S, class: cls, 'data-hit': name }, hits);
    if (offers.has(name)) rect.setAttribute('data-offer', offers.get(name));
  }
}

// A count of a side's pieces shown as chips of its colour (at most 25).
export function chips(n, colour) {
  return `<span class="chips">${`<span class="chip ${colour}"></span>`.repeat(Math.min(n, 25))}</span>`;
}

// The value for `side` of the board's counter `name` (0 when the board has none of that name).
export function counterValue(snapshot, name, side) {
  return (snapshot.counters.find(c => c.name === name) || { values: [0, 0] }).values[side];
}

// The head of a player's panel: the side's dot and name, and who plays it.
export function panelName(names, side, who, extra = '') {
  return `<span class="name"><span class="dot"></span>${names[side]} <span class="who">${who}</span>${extra}</span>`;
}
