// A game without a board of its own, by clicks through the generic grid board and token input
// (grid_board.js, grid_input.js): Inchworm Chess, chosen in the New game dialog (the engine has no
// player for it yet, so both sides are played by clicks). Each move: a square offered as a start, then
// a ringed square (or a button when several moves share both squares). After every ply the pieces drawn
// must be the position string's board field (FEN), the side to move must alternate, and a stray click
// with a square selected must play nothing. The copied record loads back with the game and its moves.
//
//   node grid_game.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR [--seed N]
import { artifact, launchBrowser, openPage, pageView, parseArgs, rng, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
const GAME = 'inchworm-chess';
const PLIES = 10;

async function plies(page) { return Number(await page.getAttribute('body', 'data-plies')); }

// The FEN board field of what the page draws: each point's label where it has an owner.
async function drawnBoard(page) {
  const at = new Map(await page.$$eval('#board g[data-square]', gs =>
    gs.filter(g => g.dataset.owner !== '-1').map(g => [g.dataset.square, g.dataset.label])));
  const ranks = [];
  for (let rank = 8; rank >= 1; rank--) {
    let text = '', gap = 0;
    for (const file of 'abcdefgh') {
      const label = at.get(file + rank);
      if (!label) { gap++; continue; }
      if (gap) text += gap;
      gap = 0;
      text += label;
    }
    ranks.push(text + (gap ? gap : ''));
  }
  return ranks.join('/');
}

await run(`uiw-web plays ${GAME} on the generic board`, 60000, async () => {
  const random = rng(Number(args.seed || 5));
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--first', 'human', '--second', 'human'],
    artifact(args, 'web-grid-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');

  // The game from the New game dialog: its sides name the player fields.
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-form [name="game"]', GAME);
  const sides = await page.$$eval('#new-game-form [data-side-label]', ls => ls.map(l => l.textContent));
  if (sides.join() !== 'White,Black') throw new Error(`the dialog names the sides ${sides}`);
  await page.click('#start-game');
  await page.waitForFunction(g => document.body.dataset.gameId === g, GAME);
  const start = await pageView(page);
  if ((await drawnBoard(page)) !== start.fen.split(' ')[0]) throw new Error(`the start is drawn as ${await drawnBoard(page)}`);

  let strayChecked = false;
  for (let ply = 0; ply < PLIES; ply++) {
    await page.waitForFunction(() => document.body.dataset.over === 'true' || document.body.dataset.canPlay === 'true');
    if (await page.getAttribute('body', 'data-over') === 'true') break;
    const before = await plies(page);
    const side = await page.getAttribute('body', 'data-side');
    if (side !== (ply % 2 ? 'b' : 'w')) throw new Error(`ply ${ply + 1}: side ${side} to move`);
    const starts = await page.$$eval('#board .hit.actionable', rs => rs.map(r => r.getAttribute('data-hit')));
    if (!starts.length) throw new Error('no square offered to start a move');
    const from = starts[Math.floor(random() * starts.length)];
    await page.click(`#board [data-hit="${from}"]`);
    await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
    if (!strayChecked) {
      // A square no move of the selected piece goes to: the selection goes, nothing is played.
      const rings = await page.$$eval('#board [data-offer="ring"]', rs => rs.map(r => r.getAttribute('data-hit')));
      const stray = ['a5', 'h5', 'd5', 'e5'].find(s => !rings.includes(s) && s !== from);
      await page.click(`#board [data-hit="${stray}"]`);
      await page.waitForSelector('#board [data-offer="selected"]', { state: 'detached' });
      await page.waitForTimeout(200);
      if ((await plies(page)) !== before) throw new Error('a stray click played a move');
      await page.click(`#board [data-hit="${from}"]`);
      await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
      strayChecked = true;
    }
    const rings = await page.$$eval('#board [data-offer="ring"]', rs => rs.map(r => r.getAttribute('data-hit')));
    if (rings.length) await page.click(`#board [data-hit="${rings[Math.floor(random() * rings.length)]}"]`);
    const choice = await page.$('#choice:not([hidden]) button');
    if (choice) await choice.click();
    await page.waitForFunction(n => Number(document.body.dataset.plies) > n, before).catch(async () => {
      throw new Error(`${from} then ${rings} played nothing: "${await page.textContent('#message')}"`);
    });
    const v = await pageView(page);
    const drawn = await drawnBoard(page);
    if (drawn !== v.fen.split(' ')[0]) throw new Error(`after ${v.tokens.join(' ')} the board drawn reads ${drawn}, the position ${v.fen}`);
  }
  const game = await pageView(page);
  if (!/to move/.test(await page.textContent('#board-notes'))) throw new Error('the board\'s notes are not shown');
  await page.screenshot({ path: artifact(args, `web-${GAME}.png`), fullPage: true });

  // The copied record names the game and loads back.
  await page.click('#copy-record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  if (!record.includes(`[Game "${GAME}"]`) || !record.includes('[White "human"]')) throw new Error(`the record:\n${record}`);
  await page.goto(bridge.url);  // a page that starts afresh
  await page.waitForSelector('body[data-engine="ready"]');
  await page.fill('#record-text', record);
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#load-record');
  await page.waitForFunction(g => document.body.dataset.game !== g, serial).catch(async () => {
    throw new Error(`the record did not load: "${await page.textContent('#message')}"\n${record}`);
  });
  const loaded = await pageView(page);
  if (loaded.tokens.join(' ') !== game.tokens.join(' ')) throw new Error(`the record loaded back as ${loaded.tokens}`);
  if (seen.errors.length) throw new Error(`the bridge reported ${seen.errors}`);
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`${GAME}: ${game.plies} plies by clicks: ${game.tokens.join(' ')}; the record loaded back`);
});
