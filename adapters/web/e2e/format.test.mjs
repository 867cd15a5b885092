// The page's texts for people (page/format.js), without a browser: scores named after a side with
// "1 ply" / "2 plies", the label of an earlier position counting plies and naming the move, move
// numbers from a position string's start, and the copied record.
//
//   node format.test.mjs
import assert from 'node:assert/strict';
import { formatAmount, formatEval, formatScore, moveOf, plural, recordText, resultTag, viewLabel } from '../page/format.js';

const names = ['Red', 'Blue'];
assert.equal(plural(1, 'ply', 'plies'), '1 ply');
assert.equal(plural(2, 'ply', 'plies'), '2 plies');
assert.equal(formatScore({ kind: 'win', value: 1 }, 0, names), 'Red wins in 1 ply');
assert.equal(formatScore({ kind: 'win', value: 5 }, 1, names), 'Blue wins in 5 plies');
assert.equal(formatScore({ kind: 'loss', value: 1 }, 1, names), 'Red wins in 1 ply');
assert.equal(formatScore({ kind: 'mate', value: -1 }, 0, ['White', 'Black']), 'Black wins in 1 move');
// Scores in each game's terms (the engine counts hundredths of the unit): Rodeffer's points of the
// score, Steere's moves of the race to bear off, the chess games' pawns; a bound says "at least" /
// "at most" for the side named; a game not known gets the bare number.
assert.equal(formatScore({ kind: 'cp', value: -120, bound: 'lowerbound' }, 0, names, 'rodeffer'), 'Blue ahead by at most 1.20 points');
assert.equal(formatScore({ kind: 'cp', value: 100, bound: 'lowerbound' }, 1, names, 'rodeffer'), 'Blue ahead by at least 1.00 point');
assert.equal(formatScore({ kind: 'cp', value: 0, bound: '' }, 1, names, 'rodeffer'), 'even');
assert.equal(formatScore({ kind: 'cp', value: 0, bound: 'lowerbound' }, 1, names, 'rodeffer'), 'even or better for Blue');
assert.equal(formatScore({ kind: 'cp', value: -5130 }, 0, names, 'steere'), 'Blue ahead by 51.30 moves in the race');
assert.equal(formatScore({ kind: 'cp', value: 50 }, 0, names, 'steere'), 'Red ahead by 0.50 moves in the race');
const chess = ['White', 'Black'];
assert.equal(formatScore({ kind: 'cp', value: 35 }, 0, chess, 'inchworm-chess'), 'White ahead by 0.35 pawns');
assert.equal(formatScore({ kind: 'cp', value: 100 }, 0, chess, 'longworm-chess'), 'White ahead by 1.00 pawn');
assert.equal(formatScore({ kind: 'cp', value: 35 }, 1, chess, 'longworm-chess'), 'Black ahead by 0.35 pawns');
assert.equal(formatScore({ kind: 'cp', value: 35 }, 1, chess, 'other'), 'Black ahead by 0.35');
assert.equal(formatScore({ kind: 'win', value: 5 }, 0, names, 'steere'), 'Red wins in 5 plies');
assert.equal(formatAmount(320, 'rodeffer'), '3.20 points');
// The analysis' evaluations (first side's view) in the same words.
assert.equal(formatEval({ kind: 'cp', first: -24, text: '-24' }, names, 'rodeffer'), 'Blue ahead by 0.24 points');
assert.equal(formatEval({ kind: 'win', first: 1e9 - 7, text: 'win 7' }, chess, 'inchworm-chess'), 'White wins in 7 plies');
assert.equal(formatEval({ kind: 'loss', first: -1e9 + 4, text: 'loss 4' }, names, 'steere'), 'Blue wins in 4 plies');
assert.equal(formatEval({ kind: 'over', first: 1e9, text: 'Red wins: all borne off' }, names, 'steere'), 'Red wins: all borne off');
assert.equal(formatEval({ kind: 'none', first: 0, text: '-' }, names, 'steere'), '');

// Plies are counted as plies, and the move they belong to is named: ply 21 of a game from the start
// is Red's 11th move.
assert.equal(viewLabel(21, 22, 0, names), 'Ply 21 of 22: after move 11 of Red');
assert.equal(viewLabel(1, 3, 17, names), 'Ply 1 of 3: after move 9 of Blue');
assert.equal(viewLabel(0, 3, 0, names), 'Start position (3 plies played)');
assert.deepEqual(moveOf(17, 1), { number: 10, side: 0 });

assert.equal(resultTag(true, 'Blue wins: Blue reached the target score 6, 0 to 6 (R4.1)', names), '0-1');
assert.equal(resultTag(true, 'Draw: both players passed', names), '1/2-1/2');
assert.equal(resultTag(false, '', names), '*');

const text = recordText({ game: 'rodeffer', sides: names, players: ['human', 'engine'],
  rules: [{ name: 'TargetScore', value: '6' }, { name: 'Topology', value: 'plane' }], base: 'startpos', startPly: 1,
  plies: [{ token: 'd3', shown: 'd3' }, { token: 'e5', shown: 'e5 X e5' }], over: false, result: '', date: '2026.01.01' });
assert.match(text, /^\[Event "uiw-web game"\]/);
assert.match(text, /\[Game "rodeffer"\]/);
assert.match(text, /\[Variant "TargetScore=6, Topology=plane"\]/);
assert.match(text, /\[Red "human"\]\n\[Blue "engine"\]/);
assert.match(text, /\n1\.\.\. d3 2\. e5 X e5 \*\n$/);
const lost = recordText({ game: 'rodeffer', sides: names, players: ['human', 'engine'], rules: [], base: 'startpos',
  startPly: 0, plies: [], over: true, result: 'Blue wins: Red loses on time', date: '2026.01.01' });
assert.match(lost, /\[Result "0-1"\]\n\[Termination "Red loses on time"\]/);
assert.match(text, /\[Result "\*"\]\n\n/);
console.log('PASS the page\'s texts (format.js)');
