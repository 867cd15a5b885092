// The page's texts for people (page/format.js), without a browser: scores named after a side with
// "1 ply" / "2 plies", the label of an earlier position counting plies and naming the move, move
// numbers from a position string's start, and the copied record.
//
//   node format.test.mjs
import assert from 'node:assert/strict';
import { clockAnnotation, evalAnnotation, formatAmount, formatEval, formatScore, moveOf, plural, recordText, resultTag, viewLabel } from '../page/format.js';
// Each game's score words, as its presentation states them (engine/games/*/look.cpp) and the bridge's
// catalogue sends them.
const POINTS = { one: 'point', many: 'points', lead: 'ahead by' };
const RACE = { one: 'move in the race', many: 'moves in the race', lead: 'ahead by' };
const PAWNS = { one: 'pawn', many: 'pawns', lead: 'ahead by' };
import { linkHash, linkRecord, parseLink } from '../page/game_link.js';

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
assert.equal(formatScore({ kind: 'cp', value: -120, bound: 'lowerbound' }, 0, names, POINTS), 'Blue ahead by at most 1.20 points');
assert.equal(formatScore({ kind: 'cp', value: 100, bound: 'lowerbound' }, 1, names, POINTS), 'Blue ahead by at least 1.00 point');
assert.equal(formatScore({ kind: 'cp', value: 0, bound: '' }, 1, names, POINTS), 'even');
assert.equal(formatScore({ kind: 'cp', value: 0, bound: 'lowerbound' }, 1, names, POINTS), 'even or better for Blue');
assert.equal(formatScore({ kind: 'cp', value: -5130 }, 0, names, RACE), 'Blue ahead by 51.30 moves in the race');
assert.equal(formatScore({ kind: 'cp', value: 50 }, 0, names, RACE), 'Red ahead by 0.50 moves in the race');
const chess = ['White', 'Black'];
assert.equal(formatScore({ kind: 'cp', value: 35 }, 0, chess, PAWNS), 'White ahead by 0.35 pawns');
assert.equal(formatScore({ kind: 'cp', value: 100 }, 0, chess, PAWNS), 'White ahead by 1.00 pawn');
assert.equal(formatScore({ kind: 'cp', value: 35 }, 1, chess, PAWNS), 'Black ahead by 0.35 pawns');
assert.equal(formatScore({ kind: 'cp', value: 35 }, 1, chess, { one: '', many: '' }), 'Black ahead by 0.35');
assert.equal(formatScore({ kind: 'win', value: 5 }, 0, names, RACE), 'Red wins in 5 plies');
assert.equal(formatAmount(320, POINTS), '3.20 points');
// The analysis' evaluations (first side's view) in the same words.
assert.equal(formatEval({ kind: 'cp', first: -24, text: '-24' }, names, POINTS), 'Blue ahead by 0.24 points');
assert.equal(formatEval({ kind: 'win', first: 1e9 - 7, text: 'win 7' }, chess, PAWNS), 'White wins in 7 plies');
assert.equal(formatEval({ kind: 'loss', first: -1e9 + 4, text: 'loss 4' }, names, RACE), 'Blue wins in 4 plies');
assert.equal(formatEval({ kind: 'over', first: 1e9, text: 'Red wins: all borne off' }, names, RACE), 'Red wins: all borne off');
assert.equal(formatEval({ kind: 'none', first: 0, text: '-' }, names, RACE), '');

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

// lichess's annotations: evaluations from the first side's view in the game's unit, mates in the
// winner's moves, clocks as h:mm:ss (tenths under ten seconds), marks as NAGs after the move.
assert.equal(evalAnnotation({ kind: 'cp', first: 35, text: '+35' }), '[%eval 0.35]');
assert.equal(evalAnnotation({ kind: 'cp', first: -120, text: '-120' }), '[%eval -1.20]');
assert.equal(evalAnnotation({ kind: 'cp', first: 0, text: '+0' }), '[%eval 0.00]');
assert.equal(evalAnnotation({ kind: 'win', first: 1e9 - 5, text: 'win 5' }), '[%eval #3]');
assert.equal(evalAnnotation({ kind: 'loss', first: -1e9 + 4, text: 'loss 4' }), '[%eval #-2]');
assert.equal(evalAnnotation({ kind: 'over', first: 1e9, text: 'Red wins: ...' }), '');
assert.equal(evalAnnotation(null), '');
assert.equal(clockAnnotation(298400), '[%clk 0:04:58]');
assert.equal(clockAnnotation(3723000), '[%clk 1:02:03]');
assert.equal(clockAnnotation(9540), '[%clk 0:00:09.5]');
assert.equal(clockAnnotation(undefined), '');
const noted = recordText({ game: 'inchworm-chess', sides: ['White', 'Black'], players: ['human', 'engine'], rules: [],
  base: 'startpos', startPly: 0, plies: [{ shown: 'e2-e4' }, { shown: 'c7-c6' }, { shown: 'Nb1-c3' }], over: false,
  result: '', date: '2026.01.01', notes: k => [
    { eval: { kind: 'cp', first: 35, text: '+35' }, mark: '', clock: 300000 },
    { eval: { kind: 'cp', first: 90, text: '+90' }, mark: '?', clock: 298400 },
    { eval: null, mark: '?!' }][k] });
assert.equal(noted.split('\n\n')[1].replace(/\s+/g, ' ').trim(),
  '1. e2-e4 { [%eval 0.35] [%clk 0:05:00] } 1... c7-c6 $2 { [%eval 0.90] [%clk 0:04:58] } 2. Nb1-c3 $6 *');

// The game in the address: only the options that differ from the defaults, the start when it is not
// the game's own, the tokens percent-encoded; read back, or an error naming the bad part.
const games = ['rodeffer', 'steere'];
const hash = linkHash({ game: 'steere', rules: [{ name: 'Rows', value: '7' }, { name: 'Columns', value: '6' },
  { name: 'Advance', value: 'literal' }], defaults: { Rows: '6', Columns: '7', Advance: 'literal' }, base: 'startpos',
  tokens: ['b6-off', 'a~b c&d'] });
assert.equal(hash, 'game=steere&opt=Columns:6,Rows:7&moves=b6-off~a%7Eb%20c%26d');
assert.deepEqual(parseLink('#' + hash, games), { game: 'steere', options: [['Columns', '6'], ['Rows', '7']], fen: '',
  moves: ['b6-off', 'a~b c&d'] });
assert.equal(linkRecord(parseLink(hash, games)), '{"game":"steere","variant":"Columns=6, Rows=7","moves":["b6-off","a~b c&d"]}');
assert.equal(parseLink('#game=0', games).error, "link: 'game=0' is not a game of this page (rodeffer, steere)");
assert.equal(parseLink('', games), null);
assert.match(parseLink('#game=steere&colour=red', games).error, /'colour=red' is not a part of a game link/);
assert.match(parseLink('#game=steere&opt=Rows', games).error, /option 'Rows' is not Name:value/);
assert.match(parseLink('#game=steere&moves=a~%E0%A4%A', games).error, /move 2 '%E0%A4%A' is not percent-encoded/);
assert.deepEqual(parseLink('#game=rodeffer&fen=x8%2Fx8%20b', games).fen, 'x8/x8 b');
console.log('PASS the page\'s texts (format.js, game_link.js)');
