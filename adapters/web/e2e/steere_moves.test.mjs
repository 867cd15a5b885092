// Every kind of move of Steere's Inchworm by clicks, on the rules' worked examples (rules S11): the
// squares offered after a click on a stack are exactly that stack's moves (S11.2: feeds and tails in onto
// the head, spawns and leaps beside it), a click on one of them plays that move; a lone step onto a
// square; bearing off by a lone step and by a spawn through the "off the board" band beyond the edge
// (S11.4); the forced pass (S11.5).
//
//   node steere_moves.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, pageView, parseArgs, run, setPosition, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
const WORMS = 'x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20';  // S11.2
const EDGES = 'x4,r,x,r2/x4,r3,x2/x7/x7/x7/b,x6 r 15/20 30';                          // S11.4
const LONE = 'x7/x7/x7/x7/x3,r,x3/b,x6 r 20/20 1';
const PASS = 'x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 b 10/17 64';                         // S11.5


async function offered(page, from) {
  await page.click(`#board [data-hit="${from}"]`);
  await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
  const rings = await page.$$eval('#board [data-offer="ring"]', rs => rs.map(r => r.getAttribute('data-hit')));
  return [...new Set(rings)].sort().join(' ');  // the off band is drawn beyond two edges
}

async function play(page, from, to, token) {
  await page.click(`#board [data-hit="${to}"] >> nth=0`);
  await page.waitForFunction(() => document.body.dataset.plies === '1');
  const played = (await pageView(page)).tokens[0];
  if (played !== token) throw new Error(`${from} then ${to} played ${played}, not ${token}`);
}

await run('uiw-web: every move of Steere\'s Inchworm by clicks', 40000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'steere', '--first', 'human',
    '--second', 'human'], artifact(args, 'web-steere-moves-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');

  // S11.2: each Red stack offers its moves: onto the head (feed from a big stack, tail in from a single
  // tail), beside the head (spawn, leap); e2 would touch three stacks and is not offered.
  const expected = { c2: 'd1 d2 d3', b2: 'd1 d2 d3', f2: 'd3 e3 e4', f1: 'd3 e3 e4' };
  const kinds = [['c2', 'd2', 'c2-d2', 'feed'], ['b2', 'd2', 'b2-d2', 'tail in'], ['c2', 'd1', 'c2-d1', 'spawn'],
    ['f1', 'e4', 'f1-e4', 'leap']];
  for (const [from, to, token] of kinds) {
    await setPosition(page, WORMS);
    const rings = await offered(page, from);
    if (rings !== expected[from]) throw new Error(`${from} offers ${rings}, not ${expected[from]}`);
    await play(page, from, to, token);
  }
  // The worms drawn: b2-c2-d2 with its head d2 and tail b2 (S11.2).
  await setPosition(page, WORMS);
  const marks = await page.$$eval('#board g[data-square]', gs => Object.fromEntries(gs.map(g => [g.dataset.square, g.dataset.marks])));
  if (marks.d2 !== 'head' || marks.b2 !== 'tail' || marks.c2 !== 'body' || marks.e3 !== 'head' || marks.f1 !== 'tail')
    throw new Error(`the worms are marked ${JSON.stringify(marks)}`);

  // A lone step onto a square (forward or right).
  await setPosition(page, LONE);
  if ((await offered(page, 'd2')) !== 'd3 e2') throw new Error('the lone d2 does not offer d3 and e2');
  await play(page, 'd2', 'd3', 'd2-d3');

  // S11.4: bearing off through the band beyond the edge: a lone step off the corner (bands beyond Red's
  // far (top) and right edges), a spawn off the far edge (the band beyond it only).
  await setPosition(page, EDGES);
  const corner = await offered(page, 'g6');
  if (corner !== 'off') throw new Error(`g6 offers ${corner}, not off the board`);
  const edges = await page.$$eval('#board [data-hit="off"]', rs => rs.map(r => r.dataset.edge).sort().join(' '));
  if (edges !== 'right top') throw new Error(`Red's off bands are beyond ${edges}`);
  await play(page, 'g6', 'off', 'g6-off');
  await setPosition(page, EDGES);
  if ((await offered(page, 'e5')) !== 'd6 e6 f6 off') throw new Error('e5 does not offer d6, e6, f6 and off');
  // The worm's head (e6) stands on the far edge only: the spawn leaves across it, and only its band shows.
  const spawnEdges = await page.$$eval('#board [data-hit="off"]', rs => rs.map(r => r.dataset.edge).sort().join(' '));
  if (spawnEdges !== 'top') throw new Error(`e5's move off the board is offered beyond ${spawnEdges}, not the top edge only`);
  await play(page, 'e5', 'off', 'e5-off');

  // S11.5: Blue's only move is a pass.
  await setPosition(page, PASS);
  await page.waitForSelector('#pass:not([hidden])');
  if ((await page.$$eval('#board .hit.actionable', rs => rs.length)) !== 0) throw new Error('a stack is offered although only pass is legal');
  await page.click('#pass');
  await page.waitForFunction(() => document.body.dataset.plies === '1');
  if ((await pageView(page)).tokens[0] !== 'pass') throw new Error('pass was not played');
  await page.screenshot({ path: artifact(args, 'web-steere-moves.png'), fullPage: true });
  if (seen.errors.length) throw new Error(`the bridge reported ${seen.errors}`);
  if (problems.length) throw new Error(problems.join('\n'));
});
