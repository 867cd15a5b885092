// The tests' own game (Nim, testsuites/games/nim/) on the page, which knows it only by the facts its
// presentation states (a board of points, its pile "taken" beside the board, its score words): the
// registry lists Nim when the environment has INCHWORM_TEST_GAMES=1 (set here, and inherited by the
// bridge and its engine). One page session: the game is served and offered in the New game dialog; the
// board is the points kind's drawing (its 5x5 points, the counters as unowned "o" stones, the board's
// notes "7 left"); each player's panel shows the pile's counter ("taken 0") with its chips; a move by a
// click on a counter (taking it and those after it), the engine's reply, then a move by the keyboard
// (Tab to the board, arrows, Enter); the counters, the panels and the notes follow each move.
//
//   node nim_page.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, parseArgs, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
process.env.INCHWORM_TEST_GAMES = '1';

// What the page shows of the game: the board's points with a counter, the panels' counts, the notes.
const shown = page => page.evaluate(() => ({
  squares: document.querySelectorAll('#board [data-hit]').length,
  counters: [...document.querySelectorAll('#board g[data-square][data-label="o"]')].map(g => g.dataset.square),
  taken: [0, 1].map(side => {
    const field = document.querySelector(`#player-${side} [data-field="taken"]`);
    return field ? { text: field.textContent, chips: field.querySelectorAll('.chip').length } : null;
  }),
  notes: document.getElementById('board-notes').textContent,
  plies: Number(document.body.dataset.plies),
}));

const focused = page => page.evaluate(() => {
  const a = document.activeElement;
  return a && a.getAttribute ? a.getAttribute('data-hit') : null;
});

// The counters a pile of `n` fills, in reading order from a1 (5 files).
const pileSquares = n => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 5)) + String(Math.floor(i / 5) + 1));

function expectShown(what, view, pile, taken) {
  const want = pileSquares(pile);
  if (view.squares !== 25) throw new Error(`${what}: ${view.squares} squares drawn, not Nim's 25 points`);
  if (view.counters.join(' ') !== want.join(' ')) throw new Error(`${what}: counters on ${view.counters.join(' ')}, not ${want.join(' ')}`);
  for (const side of [0, 1]) {
    const t = view.taken[side];
    if (!t || t.text !== `taken ${taken[side]}` || t.chips !== taken[side])
      throw new Error(`${what}: player ${side}'s panel shows ${JSON.stringify(t)}, not "taken ${taken[side]}" with its chips`);
  }
  if (!view.notes.includes(`${pile} left`)) throw new Error(`${what}: the board's notes say "${view.notes}", not "${pile} left"`);
}

await run('uiw-web: the tests\' own game (Nim) drawn and played by its presentation', 60000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'nim', '--first', 'human',
    '--second', 'engine', '--movetime', '50'], artifact(args, 'web-nim-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');
  await page.waitForFunction(() => document.body.dataset.gameId === 'nim' && document.body.dataset.canPlay === 'true');

  // Served, and offered by the New game dialog beside the other games.
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  const offered = await page.$$eval('#new-game-form [name="game"] option', os => os.map(o => o.value));
  if (!offered.includes('nim')) throw new Error(`the New game dialog offers ${offered.join(', ')}, not nim`);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);

  // The start: 7 counters on a1..b2, nothing taken.
  expectShown('the start', await shown(page), 7, [0, 0]);

  // By a click: the counter on a2 takes it and the one after it (2).
  await page.click('#board [data-hit="a2"]');
  await page.waitForFunction(() => Number(document.body.dataset.plies) >= 2 && document.body.dataset.canPlay === 'true');
  const afterReply = await shown(page);
  const engineTook = 7 - 2 - afterReply.counters.length;
  if (engineTook !== 1 && engineTook !== 2) throw new Error(`the engine took ${engineTook} counters`);
  expectShown('after a click and the reply', afterReply, 5 - engineTook, [2, engineTook]);
  const tokens = await page.$$eval('#moves .mv[data-token]', s => s.map(x => x.dataset.token));
  if (tokens[0] !== 'a2') throw new Error(`the first move is listed as ${tokens[0]}, not a2`);

  // By keys: Tab reaches the board, the arrows walk to the last counter, Enter takes it (1).
  await page.evaluate(() => { document.activeElement && document.activeElement.blur(); window.focus(); });
  for (let k = 0; k < 80 && !(await focused(page)); k++) await page.keyboard.press("Tab");
  if (!(await focused(page))) throw new Error('Tab did not reach the board');
  const pile = afterReply.counters.length;
  const last = pileSquares(pile)[pile - 1];
  for (let step = 0; step < 20 && (await focused(page)) !== last; step++) {
    const at = await focused(page);
    const df = last.charCodeAt(0) - at.charCodeAt(0), dr = Number(last.slice(1)) - Number(at.slice(1));
    await page.keyboard.press(df > 0 ? 'ArrowRight' : df < 0 ? 'ArrowLeft' : dr > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  if ((await focused(page)) !== last) throw new Error(`the arrow keys did not reach ${last}`);
  const label = await page.getAttribute(`#board [data-hit="${last}"]`, 'aria-label');
  if (!label.startsWith(`${last}, o`) || !/a move starts here/.test(label)) throw new Error(`${last} says "${label}"`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(n => Number(document.body.dataset.plies) >= n, afterReply.plies + 1);
  const byKeys = await shown(page);
  const listed = await page.$$eval('#moves .mv[data-token]', s => s.map(x => x.dataset.token));
  if (listed[2] !== last) throw new Error(`the move by keys is listed as ${listed[2]}, not ${last}`);
  // The engine may have replied already (or won): Alice's count is 3 either way.
  if (!byKeys.taken[0] || byKeys.taken[0].text !== 'taken 3') throw new Error(`after the move by keys Alice's panel shows ${JSON.stringify(byKeys.taken[0])}`);
  console.log(`Nim: a2 by a click, the engine took ${engineTook}, ${last} by keys; panels ${byKeys.taken.map(t => t.text).join(', ')}`);
  await page.screenshot({ path: artifact(args, 'web-nim.png') });
  if (seen.errors.length) throw new Error(`errors from the bridge: ${seen.errors.join('; ')}`);
  if (problems.length) throw new Error(problems.join('; '));
});
