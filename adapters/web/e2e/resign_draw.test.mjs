// Resign and draw offers, by clicks, in every game, a human against an engine (the mock engine of
// testsuites/mock: random moves, its score set by --mode resign --score):
//  - at the start both buttons apply; a draw offered before 10 plies is declined as too early;
//  - Resign (confirmed) ends the game at once: "<engine side> wins: <human side> resigns" on the turn
//    line and the end notice, the copied record's Result and Termination; the board, Undo and both
//    buttons are then refused or greyed, the buttons saying why;
//  - engine against engine (stopped at a ply limit of 10) greys both buttons with the reason; the human
//    taking a side offers a draw, which the engine accepts at score 0 (Draw: <engine side> accepts
//    <human side>'s draw offer, Result 1/2-1/2) and declines at +400 (the game goes on, the note says its
//    expected result); in Rodeffer's game, two people playing grey the buttons too.
//
//   node resign_draw.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --mock build/bin/uiw_mock --artifacts DIR
import { artifact, launchBrowser, openPage, parseArgs, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
if (!args.mock) throw new Error('missing --mock');

const GAMES = ['rodeffer', 'steere', 'inchworm-chess', 'longworm-chess'];

async function buttons(page) {
  return page.evaluate(() => ['resign', 'offer-draw'].map(id => {
    const b = document.getElementById(id);
    return { disabled: b.disabled, title: b.title };
  }));
}
async function expectGreyed(page, reason, what) {
  await page.waitForFunction(() => document.getElementById('resign').disabled && document.getElementById('offer-draw').disabled,
    null, { timeout: 5000 }).catch(() => {});
  for (const b of await buttons(page))
    if (!b.disabled || !reason.test(b.title)) throw new Error(`${what}: a button is ${JSON.stringify(b)}, not greyed with ${reason}`);
}
async function expectOffered(page, what) {
  await page.waitForFunction(() => !document.getElementById('resign').disabled, null, { timeout: 5000 }).catch(() => {});
  for (const b of await buttons(page))
    if (b.disabled) throw new Error(`${what}: a button is greyed (${b.title})`);
}
async function copiedRecord(page) {
  await page.click('#copy-record');
  return page.evaluate(() => navigator.clipboard.readText());
}
// Engine against engine from the New game dialog, until the ply limit pauses it; then the human takes the first side.
async function engineGameThenHuman(page) {
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-form [name="first"]', 'engine');
  await page.selectOption('#new-game-form [name="second"]', 'engine');
  await page.click('#start-game');
  await page.waitForFunction(s => document.body.dataset.game !== s, serial);
  await page.waitForFunction(() => document.body.dataset.limit === 'true', null, { timeout: 20000 });
  if ((await page.getAttribute('body', 'data-plies')) !== '10') throw new Error('the engines did not stop at 10 plies');
  await expectGreyed(page, /engine plays both sides/, 'engine against engine');
  await page.selectOption('#player0-controller', 'human');
  await page.waitForFunction(() => document.body.dataset.limit === 'false');
  await expectOffered(page, 'the human took the first side');
}

async function startGame(browser, game, mockArgs) {
  const bridge = await startBridge(args.bridge, ['--engine', args.mock, ...mockArgs.map(a => `--engine-arg=${a}`),
    '--movetime', '100', '--max-plies', '10', '--game', game, '--first', 'human', '--second', 'engine'],
    artifact(args, `web-resign-${game}-bridge.log`));
  const opened = await openPage(browser, bridge.url);
  await opened.page.waitForSelector('body[data-engine="ready"]');
  const sides = [await opened.page.textContent('#player0-label'), await opened.page.textContent('#player1-label')];
  return { ...opened, server: bridge, sides };
}

await run('uiw-web: resign and draw offers against the engine in every game', 200000, async () => {
  const browser = await launchBrowser();
  for (const game of GAMES) {
    const { server, page, problems, sides } = await startGame(browser, game, ['--seed', '3']);
    const [human, engine] = sides;
    await expectOffered(page, `${game} at the start`);
    // Too early for a draw.
    await page.click('#offer-draw');
    await page.waitForFunction(() => /declines the draw offer: too early/.test(document.getElementById('draw-note').textContent));
    if ((await page.getAttribute('body', 'data-over')) !== 'false') throw new Error(`${game}: an early draw offer ended the game`);
    if (game === 'rodeffer') {
      await page.selectOption('#player1-controller', 'human');
      await expectGreyed(page, /played by people/, 'two people');
      await page.selectOption('#player1-controller', 'engine');
      await expectOffered(page, 'the engine back');
    }

    // Resign, confirmed.
    page.once('dialog', d => d.accept());
    await page.click('#resign');
    await page.waitForSelector('body[data-over="true"]', { timeout: 5000 });
    const result = `${engine} wins: ${human} resigns`;
    const turn = await page.textContent('#turn-text');
    if (turn !== result) throw new Error(`${game}: the turn line says "${turn}", not "${result}"`);
    const notice = await page.textContent('#game-end-text');
    if (notice !== `Game over. ${result}.`) throw new Error(`${game}: the end notice says "${notice}"`);
    let record = await copiedRecord(page);
    if (!record.includes('[Result "0-1"]') || !record.includes(`[Termination "${human} resigns"]`))
      throw new Error(`${game}: the record after resigning:\n${record}`);
    const state = await (await fetch(server.url + 'api/state')).json();
    if (state.ended !== result) throw new Error(`${game}: the bridge's state has ended "${state.ended}"`);
    await expectGreyed(page, /^The game is over/, `${game} after resigning`);
    if (!(await page.evaluate(() => document.getElementById('undo').disabled))) throw new Error(`${game}: Undo is offered after resigning`);
    await page.screenshot({ path: artifact(args, `web-resign-${game}.png`) });

    // A draw accepted at score 0 after the engines played 10 plies.
    await engineGameThenHuman(page);
    await page.click('#offer-draw');
    await page.waitForSelector('body[data-over="true"]', { timeout: 5000 });
    const draw = `Draw: ${engine} accepts ${human}'s draw offer`;
    if ((await page.textContent('#turn-text')) !== draw) throw new Error(`${game}: the turn line says "${await page.textContent('#turn-text')}"`);
    if (!/accepts the draw offer: its expected result is 0\.50 \(score 0\)/.test(await page.textContent('#draw-note')))
      throw new Error(`${game}: the note says "${await page.textContent('#draw-note')}"`);
    record = await copiedRecord(page);
    if (!record.includes('[Result "1/2-1/2"]') || !record.includes(`[Termination "${engine} accepts ${human}'s draw offer"]`))
      throw new Error(`${game}: the record after the draw:\n${record}`);
    await expectGreyed(page, /^The game is over/, `${game} after the draw`);
    if (problems.length) throw new Error(`${game}: ${problems.join('; ')}`);
    console.log(`${game}: resigned, drew at 10 plies`);
  }

  // The engine ahead (+400 in Rodeffer's centipoints: an expected result of 0.98) declines.
  const { page, problems, sides } = await startGame(browser, 'rodeffer', ['--mode', 'resign', '--score', '-400']);
  await engineGameThenHuman(page);
  await page.click('#offer-draw');
  await page.waitForFunction(() => /declines the draw offer/.test(document.getElementById('draw-note').textContent));
  const note = await page.textContent('#draw-note');
  if (note !== `${sides[1]} (engine) declines the draw offer: its expected result is 0.98 (score +400)`)
    throw new Error(`the declined offer's note: "${note}"`);
  await page.waitForTimeout(300);
  if ((await page.getAttribute('body', 'data-over')) !== 'false') throw new Error('a declined draw ended the game');
  await expectOffered(page, 'after a declined offer');
  if (problems.length) throw new Error(problems.join('; '));
});
