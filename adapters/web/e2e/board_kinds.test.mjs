// The page's kinds of board without a browser (page/board_kinds.js: the one map from a presentation's
// kind to its drawing, click input and notes, which the play page and the live view share), and the
// stacks kind's drawing (page/stack_board.js) at the size of the board the bridge sends (BoardView's
// files and ranks), not a fixed 8x8: a 6x6 and a 10x7 board, and Rodeffer's 8x8 as before.
//
//   node board_kinds.test.mjs
import assert from 'node:assert/strict';
import { svgElement } from './fake_svg.mjs';
import { KINDS, boardOf, codesOf, kindOf } from '../page/board_kinds.js';
import * as stackBoard from '../page/stack_board.js';
import * as gridBoard from '../page/grid_board.js';
import * as wormBoard from '../page/worm_board.js';
import * as twoSquareBoard from '../page/two_square_board.js';

// The kinds: each presentation's board names its modules; none or an unknown one is drawn as points.
assert.equal(boardOf({ board: 'stacks' }), stackBoard);
assert.equal(boardOf({ board: 'worm-stacks' }), wormBoard);
assert.equal(boardOf({ board: 'two-square-pieces' }), twoSquareBoard);
assert.equal(boardOf({ board: 'points' }), gridBoard);
assert.equal(boardOf({ board: 'hexes' }), gridBoard);
assert.equal(boardOf({ board: 'constructor' }), gridBoard);
assert.equal(boardOf(undefined), gridBoard);
assert.equal(kindOf({ board: 'stacks' }), KINDS.stacks);
assert.equal(kindOf({ board: 'stacks' }).notes, false);
assert.equal(kindOf({ board: 'two-square-pieces' }).notes, true);
for (const kind of Object.values(KINDS)) assert.equal(typeof kind.Input, 'function');
assert.deepEqual(codesOf(['Red', 'Blue']), ['r', 'b']);
assert.deepEqual(codesOf(['White', 'Black']), ['w', 'b']);
assert.deepEqual(codesOf(['Player 1', 'Player 2']), ['0', '1']);

// A snapshot of a board of stacks of `files` x `ranks` with `stacks` ({square: [owner, height]}).
function snapshot(files, ranks, stacks, move = null) {
  const points = new Array(files * ranks).fill(0);
  for (const [name, [owner, height]] of Object.entries(stacks)) {
    const f = name.charCodeAt(0) - 97, r = Number(name.slice(1)) - 1;
    points[r * files + f] = [owner, String(height)];
  }
  return { fen: `${files}x${ranks}`, board: { files, ranks, points, joined: {} }, move };
}

// What the stacks kind draws: its view box, its squares and click targets, its stacks and coordinates.
function drawn(snap, extra = {}) {
  const svg = svgElement();
  stackBoard.renderBoard(svg, { snapshot: snap, codes: ['r', 'b'], rules: {}, actionable: new Set(), ...extra });
  const squares = svg.querySelectorAll('g[data-square]');
  return {
    svg,
    viewBox: svg.getAttribute('viewBox'),
    squares: squares.map(g => g.getAttribute('data-square')),
    hits: svg.querySelectorAll('rect[data-hit]').map(r => r.getAttribute('data-hit')),
    stacks: Object.fromEntries(squares.filter(g => g.getAttribute('data-height') !== '0')
      .map(g => [g.getAttribute('data-square'), `${g.getAttribute('data-colour')}${g.getAttribute('data-height')}`])),
    coords: svg.querySelectorAll('text').filter(t => t.getAttribute('class') === 'coord').map(t => t.textContent),
    rings: svg.querySelectorAll('circle').filter(c => c.getAttribute('class') === 'target-ring').length,
  };
}
const namesOf = (files, ranks) => Array.from({ length: files * ranks },
  (_, i) => String.fromCharCode(97 + (i % files)) + String(Math.floor(i / files) + 1));
// Where a square's click target is drawn.
const hitAt = (svg, name) => {
  const r = svg.querySelector(`rect[data-hit="${name}"]`);
  return [Number(r.getAttribute('x')), Number(r.getAttribute('y'))];
};

// A 6x6 board: 36 squares a1..f6, six files and ranks of coordinates, the view box of six squares of 64
// (and the margins of 20), the stacks where the points say, a ring offered on f6 drawn.
const six = drawn(snapshot(6, 6, { a1: [0, 1], f6: [1, 3], c4: [0, 12] }), { rings: ['f6', 'g7'], selected: 'a1' });
assert.equal(six.viewBox, '0 0 424 424');
assert.deepEqual(six.squares, namesOf(6, 6));
assert.deepEqual(six.hits, namesOf(6, 6));
assert.deepEqual(six.stacks, { a1: 'r1', c4: 'r12', f6: 'b3' });
assert.deepEqual(six.coords.slice(0, 2 * 6), ['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd', 'e', 'e', 'f', 'f']);
assert.equal(six.coords.length, 4 * 6);
assert.equal(six.rings, 1);  // g7 is off this board
assert.deepEqual(hitAt(six.svg, 'a6'), [20, 20]);   // rank 6 the top one
assert.deepEqual(hitAt(six.svg, 'f1'), [340, 340]);  // file f the rightmost, rank 1 the lowest

// A board wider than high (10 files, 7 ranks), with a last move's path that leaves by a joined edge.
const move = { kind: 'distribute', squares: ['j3', 'a3', 'b3'], captured: [{ square: 'e7', side: 1, height: 2 }] };
const wide = snapshot(10, 7, { j3: [0, 1], a3: [0, 1], b3: [0, 1] }, move);
wide.board.joined = { files: true };
const ten = drawn(wide);
assert.equal(ten.viewBox, '0 0 680 488');
assert.deepEqual(ten.squares, namesOf(10, 7));
assert.deepEqual(hitAt(ten.svg, 'j7'), [596, 20]);
assert.equal(ten.svg.querySelector('g[data-square="e7"]').getAttribute('data-captured'), '2');
assert.deepEqual(ten.svg.querySelectorAll('text[data-at]').map(t => t.getAttribute('data-at')), ['j3', 'a3', 'b3']);
// The path is broken where it crosses the joined edge: one line, a3 to b3.
assert.equal(ten.svg.querySelectorAll('polyline').length, 1);
assert.equal(ten.svg.querySelectorAll('line').filter(l => l.getAttribute('class') === 'wrap-edge').length, 2);

// Rodeffer's 8x8, drawn as before.
const eight = drawn(snapshot(8, 8, { h8: [1, 2] }));
assert.equal(eight.viewBox, '0 0 552 552');
assert.deepEqual(eight.hits, namesOf(8, 8));
assert.deepEqual(eight.stacks, { h8: 'b2' });
assert.deepEqual(stackBoard.boardViewBox(snapshot(8, 8, {})), '0 0 552 552');

console.log('board kinds and the stacks board at any size: ok');
