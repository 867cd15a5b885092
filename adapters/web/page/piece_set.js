// Piece sets: how a board draws the pieces it draws by letter (the pieces a game's presentation lists:
// each letter's name and glyph, engine/core/presentation.h PieceLook): as their figures (the glyphs the
// game gives, the chess pieces' Unicode figures) or as their letters. Chosen in the header's Pieces
// menu beside the board themes, shown only for a game whose presentation lists pieces (never chosen
// by a game's id), and remembered by the browser (localStorage) as the theme and the sound switch are.
// The pure part (pieceSetOf, pieceText) is tested under Node (e2e/comforts_units.test.mjs).

export const PIECE_SETS = [
  { id: 'figures', title: 'Figures' },
  { id: 'letters', title: 'Letters' },
];

const CHOSEN = 'uiw-web-piece-set';

// The set of `id`, or the first (Figures) for an unknown or missing one.
export function pieceSetOf(id) { return PIECE_SETS.find(s => s.id === id) || PIECE_SETS[0]; }

// What is drawn for the piece of `letter` (either case) in set `set`, given the game's pieces by
// letter: a half piece is drawn as its full piece (`full`); its figure when the set is Figures and the
// game gives one (U+FE0E asks for the text form where a platform would draw an emoji), else its letter.
export function pieceText(pieces, letter, set) {
  const upper = letter.toUpperCase();
  const shown = ((pieces || {})[upper] || {}).full || upper;
  const glyph = ((pieces || {})[shown] || {}).glyph;
  return set === 'letters' || !glyph ? shown : `${glyph}\uFE0E`;
}

let chosen = null;

// The set chosen in this browser.
export function pieceSet(storage = globalThis.localStorage) {
  if (!chosen) chosen = pieceSetOf(storage ? storage.getItem(CHOSEN) : null).id;
  return chosen;
}

// Fills `select` with the sets, shows the remembered one, and remembers a change; `redraw` draws the
// boards again.
export function wirePieceSets(select, redraw) {
  for (const s of PIECE_SETS) select.add(new Option(s.title, s.id));
  select.value = pieceSet();
  select.addEventListener('change', () => {
    chosen = pieceSetOf(select.value).id;
    localStorage.setItem(CHOSEN, chosen);
    redraw();
  });
}

// Whether a game of this presentation draws pieces by letter (the menu is shown for it).
export function drawsPieces(presentation) { return Boolean(presentation && Object.keys(presentation.pieces || {}).length); }
