// A game of Inchworm Chess (the human as White) and one of Long Worm Chess (relative halflings, the
// human as Black, the board seen from Black's side) by clicks against the real engine (depth 1): the
// human clicks a piece, then a ringed square (a promotion's piece from the buttons); the engine answers
// by itself. After every reply the page's position string must be the test's own engine's for the same
// moves, the board drawn must be that string's (letters, stretched pieces, half pieces), and each of
// the engine side's moves one of the engine's `bestmove`s. Each game
// runs to its end or to PLIES plies; the human's moves must include stretches and consolidations. The
// move list writes the record notation (rules N3), the engine was told the game and its rule, the
// thinking panel shows its search, and the copied record loads back to the same moves.
//
//   node chess_game.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR [--seed N]
import { artifact, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, rng, run, startBridge } from './harness.mjs';
import { checkDrawn } from './chess_helpers.mjs';

const args = parseArgs(process.argv);
const PLIES = 30;
const N3 = /^(O-O(-O)?|[KQRBNHWFC]?[a-h][1-8][-x][a-h][1-8](x[a-h][1-8])?(=[QRBN])?( e\.p\.)?)[+#]?$/;

const bestMoves = seen => seen.log.filter(l => l.dir === 'in' && l.line.startsWith('bestmove ')).map(l => l.line.split(' ')[1]);

async function playGame(browser, game, rules, seed, human) {
  const engineSide = human === 'White' ? 1 : 0;
  const random = rng(seed);
  const engine = new ReferenceEngine(args.engine);
  await engine.setOptions({ Game: game, ...rules });
  const options = Object.entries(rules).flatMap(([k, v]) => ['--option', `${k}=${v}`]);
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--game', game, ...options, '--depth', '1',
    '--movetime', '5000', '--first', 'human', '--second', engineSide ? 'engine' : 'human'], artifact(args, `web-${game}-bridge.log`));
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');
  if (await page.getAttribute('body', 'data-game-id') !== game) throw new Error(`the bridge did not start ${game}`);
  // The engine takes White on the page (so that the page sees the whole conversation from its start).
  if (engineSide === 0) await page.selectOption('#player0-controller', 'engine');
  await page.waitForFunction(t => document.body.dataset.turned === t, String(engineSide === 0));
  // The board is seen from the human's side: a1 at the bottom for White, at the top for Black.
  const [a1, a8] = await Promise.all(['a1', 'a8'].map(s => page.$eval(`#board [data-hit="${s}"]`, r => Number(r.getAttribute('y')))));
  if ((a1 > a8) !== (human === 'White')) throw new Error(`the human plays ${human}; a1 is drawn at y ${a1}, a8 at ${a8}`);

  const kinds = { stretch: 0, consolidate: 0, promotion: 0 };
  let panelSeen = false;
  for (;;) {
    await page.waitForFunction(() => document.body.dataset.over === 'true' ||
      (document.body.dataset.canPlay === 'true' && document.body.dataset.engine !== 'thinking'), null, { timeout: 20000 });
    const v = await pageView(page);
    const expected = await engine.fen('startpos', v.tokens);
    if (v.fen !== expected) throw new Error(`after ${v.tokens.join(' ')} the page shows ${v.fen}, the engine ${expected}`);
    await checkDrawn(page, v.fen, `${game} after ${v.tokens.join(' ')}`);
    // The engine's moves are its `bestmove`s (the log line may come in a frame after the move).
    const engines = v.tokens.filter((_, k) => k % 2 === engineSide);
    for (let wait = 0; bestMoves(seen).length < engines.length && wait < 40; wait++) await page.waitForTimeout(50);
    const best = bestMoves(seen);
    if (engines.some((t, k) => t !== best[k])) throw new Error(`the engine's side played ${engines}, the engine said ${best}`);
    if (v.plies >= 2 && !panelSeen) {
      const depth = await page.textContent('#think-depth'), pv = await page.textContent('#think-pv');
      if (!/^1\b/.test(depth) || !/^pv \S/.test(pv)) throw new Error(`the thinking panel shows depth ${depth}, ${pv}`);
      panelSeen = true;
    }
    if (await page.getAttribute('body', 'data-over') === 'true' || v.plies >= PLIES) break;

    // A piece offered, then one of its rings; consolidations are taken half the time they are offered.
    const starts = await page.$$eval('#board .hit.actionable', rs => rs.map(r => r.getAttribute('data-hit')));
    if (!starts.length) throw new Error(`no piece offered in ${v.fen}`);
    const stretched = await page.$$eval('#board [data-piece][data-stretched]', ps => ps.map(p => p.dataset.piece));
    const halves = starts.filter(s => stretched.includes(s));
    const pool = halves.length && random() < 0.5 ? halves : starts;
    const from = pool[Math.floor(random() * pool.length)];
    await page.click(`#board [data-hit="${from}"]`);
    await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
    const rings = await page.$$eval('#board [data-offer="ring"]', rs => rs.map(r => r.getAttribute('data-hit')));
    if (!rings.length) throw new Error(`${from} selected, no square offered`);
    await page.click(`#board [data-hit="${rings[Math.floor(random() * rings.length)]}"]`);
    const choice = await page.$('#choice:not([hidden]) button');
    if (choice) {
      await choice.click();
      kinds.promotion++;
    }
    kinds[stretched.includes(from) ? 'consolidate' : 'stretch']++;
    await page.waitForFunction(n => Number(document.body.dataset.plies) > n, v.plies, { timeout: 5000 });
  }
  const final = await pageView(page);
  if (!kinds.stretch || !kinds.consolidate) throw new Error(`the human's moves: ${JSON.stringify(kinds)}`);
  const shown = await page.$$eval('#moves .mv[data-token]', ms => ms.map(m => m.textContent));
  const bad = shown.filter(s => !N3.test(s));
  if (bad.length) throw new Error(`moves not in record notation: ${bad}`);
  const told = seen.log.filter(l => l.dir === 'out' && /^setoption name (Game|HalflingRange) /.test(l.line)).map(l => l.line);
  for (const [k, v] of Object.entries({ Game: game, ...rules }))
    if (!told.includes(`setoption name ${k} value ${v}`)) throw new Error(`the engine was told ${told}`);
  if (!panelSeen) throw new Error('the thinking panel was never checked');
  await page.screenshot({ path: artifact(args, `web-chess-${game}.png`), fullPage: true });

  // The copied record names the game and its rules, writes N3, and loads back.
  await page.click('#copy-record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  if (!record.includes(`[Game "${game}"]`) || !record.includes(shown[0])) throw new Error(`the record:\n${record}`);
  const serial = await page.getAttribute('body', 'data-game');
  await page.fill('#record-text', record);
  await page.click('#load-record');
  await page.waitForFunction(g => document.body.dataset.game !== g, serial);
  if ((await pageView(page)).tokens.join(' ') !== final.tokens.join(' ')) throw new Error('the record loaded back with other moves');
  if (seen.errors.length) throw new Error(`the bridge reported ${seen.errors}`);
  if (problems.length) throw new Error(problems.join('\n'));
  const result = await page.textContent('#result');
  console.log(`${game}, the human as ${human}: ${final.plies} plies${result ? ', ' + result : ''}; human moves ${JSON.stringify(kinds)}: ${shown.join(' ')}`);
  await page.close();
  bridge.proc.kill('SIGTERM');
  engine.proc.kill('SIGKILL');
}

await run('uiw-web plays Inchworm Chess and Long Worm Chess by clicks against the engine', 150000, async () => {
  const seed = Number(args.seed || 3);
  const browser = await launchBrowser();
  await playGame(browser, 'inchworm-chess', {}, seed, 'White');
  await playGame(browser, 'longworm-chess', { HalflingRange: 'relative' }, seed + 1, 'Black');
});
