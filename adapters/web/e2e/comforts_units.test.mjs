// The page's comforts without a browser: the first-time help and the rule options in words
// (page/help.js, from the presentation the bridge sends), why a greyed button is greyed, which sound a
// change of the game calls for (page/sound.js: a capture from the move's anatomy, never the game's
// id), the board themes (page/themes.js), the piece sets (page/piece_set.js) and the level's note
// (page/level.js).
//
//   node comforts_units.test.mjs
import assert from 'node:assert/strict';
import {
  choiceLabel, engineMoveBlocked, firstHelp, moveNowBlocked, optionHint, optionLabel, rulesInWords, undoBlocked,
} from '../page/help.js';
import { soundFor } from '../page/sound.js';
import { THEMES, themeOf } from '../page/themes.js';
import { drawsPieces, PIECE_SETS, pieceSetOf, pieceText } from '../page/piece_set.js';
import { levelNote } from '../page/level.js';

const presentation = { optionLabels: { CaptureRule: 'Capture rule', Topology: 'Board edges' },
  firstHint: 'click an empty square to drop a piece there', rulesDocument: 'rodeffer/rules.md' };
assert.equal(optionLabel(presentation, 'CaptureRule'), 'Capture rule');
assert.equal(optionLabel(presentation, 'Unlabelled'), 'Unlabelled');
assert.equal(optionLabel(undefined, 'Rows'), 'Rows');
// What an option does and its choices in words: the game's (presentation_json optionHints, choiceLabels).
const worded = { optionHints: { Topology: 'Which edges of the board are joined' }, choiceLabels: { torus: 'torus (all edges joined)' } };
assert.equal(optionHint(worded, 'Topology'), 'Which edges of the board are joined');
assert.equal(optionHint(worded, 'Rows'), '');
assert.equal(choiceLabel(worded, 'torus'), 'torus (all edges joined)');
assert.equal(choiceLabel(undefined, 'plane'), 'plane');
assert.equal(rulesInWords([{ name: 'CaptureRule', value: 'original' }, { name: 'Topology', value: 'plane' },
  { name: 'PrisonerDrops', value: 'false' }], presentation), 'Capture rule: original · Board edges: plane · PrisonerDrops: no');
assert.deepEqual(firstHelp(presentation, "Rodeffer's Inchworm"), { hint: 'How to move: click an empty square to drop a piece there.',
  rulesHref: 'rules/rodeffer/rules.md', rulesText: "The rules of Rodeffer's Inchworm" });
// A game without a rules document links none.
assert.deepEqual(firstHelp({ firstHint: 'take one' }, 'Nim'), { hint: 'How to move: take one.', rulesHref: '', rulesText: '' });

// Greyed buttons' reasons; '' when the button is offered.
assert.equal(undoBlocked({ connected: true, plies: 0, over: false }), 'Undo: no move to take back');
assert.equal(undoBlocked({ connected: true, plies: 4, over: true, overBy: 'Blue wins: Red resigns' }),
  'Undo: the game is over (Blue wins: Red resigns)');
assert.equal(undoBlocked({ connected: false, plies: 4, over: false }), 'Undo: not connected to uiw-web');
assert.equal(undoBlocked({ connected: true, plies: 4, over: false }), '');
assert.equal(engineMoveBlocked({ engineState: 'thinking', over: false, atLatest: true }), 'Engine move: the engine is thinking already');
assert.equal(engineMoveBlocked({ engineState: 'ready', over: true, atLatest: true }), 'Engine move: the game is over');
assert.match(engineMoveBlocked({ engineState: 'ready', over: false, atLatest: false }), /earlier position/);
assert.equal(engineMoveBlocked({ engineState: 'ready', over: false, atLatest: true }), '');
assert.equal(moveNowBlocked({ engineState: 'ready' }), 'Move now: the engine is not thinking');
assert.equal(moveNowBlocked({ engineState: 'thinking' }), '');

// Sounds: a move, a capture (the bridge's `captured`), the end; nothing for a new game or an undo.
const at = (plies, over = false, captured = false, serial = 1) => ({ serial, plies, over, captured });
assert.equal(soundFor(null, at(0)), '');
assert.equal(soundFor(at(0), at(1)), 'move');
assert.equal(soundFor(at(1), at(2, false, true)), 'capture');
assert.equal(soundFor(at(2), at(3, true, true)), 'end');
assert.equal(soundFor(at(3, true), at(3, true)), '');  // the end sounds once
assert.equal(soundFor(at(3), at(2)), '');  // undo
assert.equal(soundFor(at(3), at(5, false, false, 2)), '');  // another game
assert.equal(soundFor(at(3, false), at(3, true)), 'end');  // a resignation or a flag: no move, the end

// Themes: at least two board colour themes and a high-contrast one, each setting the squares and frame;
// an unknown choice falls back to the first.
assert.ok(THEMES.length >= 3);
assert.ok(THEMES.some(t => /contrast/i.test(t.title)));
for (const t of THEMES) for (const p of ['--light', '--dark', '--frame', '--coord']) assert.ok(t.colours[p], `${t.id} ${p}`);
assert.equal(new Set(THEMES.map(t => t.colours['--dark'])).size, THEMES.length);
assert.equal(themeOf('nosuch').id, THEMES[0].id);
assert.equal(themeOf('contrast').id, 'contrast');

// Piece sets: figures (the game's glyphs) or letters; a half piece drawn as its full piece; a letter
// the game gives no glyph drawn as itself; an unknown choice falls back to the first (figures).
const pieces = { N: { name: 'knight', glyph: '\u265E' }, Q: { name: 'queen', glyph: '\u265B' }, H: { name: 'half queen', glyph: '', full: 'Q' } };
assert.deepEqual(PIECE_SETS.map(s => s.id), ['figures', 'letters']);
assert.equal(pieceSetOf('nosuch').id, 'figures');
assert.equal(pieceText(pieces, 'n', 'figures'), '\u265E\uFE0E');
assert.equal(pieceText(pieces, 'n', 'letters'), 'N');
assert.equal(pieceText(pieces, 'h', 'figures'), '\u265B\uFE0E');
assert.equal(pieceText(pieces, 'H', 'letters'), 'Q');
assert.equal(pieceText(pieces, 'z', 'figures'), 'Z');
assert.equal(pieceText(undefined, 'k', 'figures'), 'K');
// The menu is offered for a game that lists pieces (by its presentation, not its id).
assert.equal(drawsPieces({ pieces }), true);
assert.equal(drawsPieces({ pieces: {} }), false);
assert.equal(drawsPieces(undefined), false);

// The level's note: while an engine plays.
const levels = [{ id: 'club', title: 'Club' }, { id: 'full', title: 'Full strength' }];
assert.equal(levelNote(levels, 'club', ['human', 'engine']), 'Level: Club');
assert.equal(levelNote(levels, 'full', ['engine', 'engine']), 'Level: Full strength');
assert.equal(levelNote(levels, 'club', ['human', 'human']), '');
console.log("PASS the page's comforts (help.js, sound.js, themes.js, piece_set.js, level.js)");
