// The evaluation bar's and graph's arithmetic (page/eval_graph.js), without a browser: a live score
// turned to the first player's view in the words of uiw-referee's -analyse (adapters/common/
// move_analysis.cpp: "+35", "-120", "win 7", "loss 4"), the bar's share (half when even, all or
// nothing when decided, growing with the first player's lead), the graph's points and the ply nearest
// a click.
//
//   node eval_graph.test.mjs
import assert from 'node:assert/strict';
import { firstView, graphPoints, nearestPly, shareOf } from '../page/eval_graph.js';

// The side to move's score, from the first player's view.
assert.deepEqual(firstView({ kind: 'cp', value: 35 }, 0), { kind: 'cp', first: 35, text: '+35' });
assert.deepEqual(firstView({ kind: 'cp', value: 35 }, 1), { kind: 'cp', first: -35, text: '-35' });
assert.deepEqual(firstView({ kind: 'cp', value: 0 }, 1), { kind: 'cp', first: 0, text: '+0' });
assert.equal(firstView({ kind: 'win', value: 7 }, 0).text, 'win 7');
assert.equal(firstView({ kind: 'win', value: 7 }, 1).text, 'loss 7');
assert.equal(firstView({ kind: 'loss', value: 4 }, 1).text, 'win 4');
// A mate counts moves, the analysis plies: mated in 3 moves is a loss in 6 plies, mating in 3 a win in 5.
assert.equal(firstView({ kind: 'mate', value: -3 }, 0).text, 'loss 6');
assert.equal(firstView({ kind: 'mate', value: 3 }, 0).text, 'win 5');
assert.equal(firstView({ kind: 'mate', value: 3 }, 1).text, 'loss 5');
assert.ok(firstView({ kind: 'win', value: 7 }, 0).first > 1e8);
assert.ok(firstView({ kind: 'win', value: 7 }, 1).first < -1e8);
assert.equal(firstView(undefined, 0), null);

// The bar: even is half, a lead grows the first player's share, decided games are all or nothing.
assert.equal(shareOf(0), 0.5);
assert.ok(shareOf(100) > 0.5 && shareOf(400) > shareOf(100) && shareOf(400) < 1);
assert.ok(Math.abs(shareOf(-250) - (1 - shareOf(250))) < 1e-12);
assert.equal(shareOf(1e9 - 3), 1);
assert.equal(shareOf(-1e9 + 3), 0);

// The graph: x by ply over the game, y up for the first player; a click goes to the nearest ply.
const points = graphPoints([{ ply: 0, first: 0 }, { ply: 2, first: 1e9 }, { ply: 4, first: -1e9 }], 4, 600, 120);
assert.deepEqual(points.map(p => p.x), [6, 300, 594]);
assert.deepEqual(points.map(p => p.y), [60, 6, 114]);
assert.equal(nearestPly(points, 160), 2);
assert.equal(nearestPly(points, 140), 0);
assert.equal(nearestPly([], 10), null);
console.log('PASS eval_graph.js');
