// A whole game of Mark Steere's Inchworm by clicks against the real engine (depth 1), on a 4x3 board so
// that it stays short: the human (Red) clicks a stack, then a ringed square or the "off the board" band
// beside the edge (or Pass when it is the only move); the engine (Blue) answers by itself. After every
// ply the page's position string must be the test's own engine's for the same moves, the stacks drawn
// must be the position string's, and every worm drawn must have one head and one tail. The game must
// reach its end with the result the engine gives, the human having borne off at least once; the thinking
// panel shows the engine's search; the copied record loads back to the same moves.
//
//   node steere_game.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR [--seed N]
import {
  artifact, boardFieldOf, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, rng, run, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
const RULES = { Rows: 4, Columns: 3 };  // set in this order: each step keeps Rows + Columns odd (S1.2)
const MAX_PLIES = 300;

async function plies(page) { return Number(await page.getAttribute('body', 'data-plies')); }

async function wormMarks(page) {
  const marks = await page.$$eval('#board g[data-square]', gs => gs.filter(g => g.dataset.owner !== '-1').map(g => g.dataset.marks));
  const count = m => marks.filter(x => x === m).length;
  if (marks.some(m => !['head', 'tail', 'body', 'lone'].includes(m))) throw new Error(`stacks marked ${marks}`);
  if (count('head') !== count('tail')) throw new Error(`${count('head')} heads but ${count('tail')} tails drawn`);
  return count('head');
}

await run('uiw-web plays a whole game of Steere\'s Inchworm by clicks', 120000, async () => {
  const random = rng(Number(args.seed || 11));
  const engine = new ReferenceEngine(args.engine);
  await engine.setOptions({ Game: 'steere', ...RULES });
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'steere', '--option', `Rows=${RULES.Rows}`,
    '--option', `Columns=${RULES.Columns}`, '--depth', '1', '--movetime', '5000', '--first', 'human', '--second', 'engine'],
  artifact(args, 'web-steere-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');
  if (await page.getAttribute('body', 'data-game-id') !== 'steere') throw new Error('the bridge did not start Steere\'s game');

  const kinds = { off: 0, onto: 0, pass: 0 };
  let worms = 0;
  let checked = 0;
  let panelSeen = false;
  for (;;) {
    await page.waitForFunction(() => document.body.dataset.over === 'true' ||
      (document.body.dataset.canPlay === 'true' && document.body.dataset.engine !== 'thinking'), null, { timeout: 20000 });
    const v = await pageView(page);
    // The position after the human's move and the engine's reply, against the test's own engine.
    const expected = await engine.fen('startpos', v.tokens);
    if (v.fen !== expected) throw new Error(`after ${v.tokens.join(' ')} the page shows ${v.fen}, the engine ${expected}`);
    checked = v.plies;
    const drawn = boardFieldOf(v.squares, RULES.Columns, RULES.Rows);
    if (drawn !== v.fen.split(' ')[0]) throw new Error(`the stacks drawn read ${drawn}, the position is ${v.fen}`);
    worms = Math.max(worms, await wormMarks(page));
    if (v.plies >= 2 && !panelSeen) {
      const depth = await page.textContent('#think-depth'), pv = await page.textContent('#think-pv');
      if (!/^1\b/.test(depth) || !/^pv \S/.test(pv)) throw new Error(`the thinking panel shows depth ${depth}, ${pv}`);
      panelSeen = true;
    }
    if (await page.getAttribute('body', 'data-over') === 'true') break;
    if (v.plies >= MAX_PLIES) throw new Error(`no end after ${MAX_PLIES} plies`);

    const before = v.plies;
    if (await page.$('#pass:not([hidden])')) {
      await page.click('#pass');
      kinds.pass++;
    } else {
      const starts = await page.$$eval('#board .hit.actionable', rs => rs.map(r => r.getAttribute('data-hit')));
      if (!starts.length) throw new Error(`no stack offered in ${v.fen}`);
      const from = starts[Math.floor(random() * starts.length)];
      await page.click(`#board [data-hit="${from}"]`);
      await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
      const targets = await page.$$eval('#board [data-offer="ring"]', rs => rs.map(r => r.getAttribute('data-hit')));
      if (!targets.length) throw new Error(`${from} selected, no target offered`);
      // Off the board whenever it is offered: the race is won by bearing off.
      const to = targets.includes('off') ? 'off' : targets[Math.floor(random() * targets.length)];
      await page.click(`#board [data-hit="${to}"] >> nth=0`);
      if (to === 'off') kinds.off++;
      else kinds.onto++;
    }
    await page.waitForFunction(n => Number(document.body.dataset.plies) > n, before, { timeout: 5000 });
  }

  const final = await pageView(page);
  const result = await engine.ask([`position startpos moves ${final.tokens.join(' ')}`, 'query result'], l => l.startsWith('response '));
  const shown = await page.textContent('#result');
  const winner = result.endsWith('p1win') ? 'Red wins' : result.endsWith('p2win') ? 'Blue wins' : 'Draw';
  if (!shown.startsWith(winner)) throw new Error(`the page says "${shown}", the engine ${result}`);
  if (!kinds.off) throw new Error(`the human never bore off: ${JSON.stringify(kinds)}`);
  if (!panelSeen || checked !== final.plies) throw new Error('the thinking panel or the last position was never checked');
  const told = seen.log.filter(l => l.dir === 'out' && /^setoption name (Game|Rows|Columns) /.test(l.line)).map(l => l.line);
  if (!told.includes('setoption name Game value steere') || !told.includes('setoption name Rows value 4'))
    throw new Error(`the engine was told ${told}`);
  await page.screenshot({ path: artifact(args, 'web-steere.png'), fullPage: true });

  // The copied record names the game and its rules, and loads back.
  await page.click('#copy-record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  if (!record.includes('[Game "steere"]') || !/\[Variant "[^"]*Rows=4/.test(record)) throw new Error(`the record:\n${record}`);
  const serial = await page.getAttribute('body', 'data-game');
  await page.fill('#record-text', record);
  await page.click('#load-record');
  await page.waitForFunction(g => document.body.dataset.game !== g, serial);
  if ((await pageView(page)).tokens.join(' ') !== final.tokens.join(' ')) throw new Error('the record loaded back with other moves');
  if (seen.errors.length) throw new Error(`the bridge reported ${seen.errors}`);
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`Steere 4x3: ${final.plies} plies, ${shown}; human moves ${JSON.stringify(kinds)}; up to ${worms} worms drawn`);
});
