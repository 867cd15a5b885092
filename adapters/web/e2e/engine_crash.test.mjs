// The page survives an engine that crashes, hangs or plays an illegal move (mock engines from
// testsuites/mock): it says so, keeps the game (the move list stays, matches the engine's positions and
// can be copied), refuses moves for the missing engine with a reason, and goes on after "Restart engine".
// It also survives the bridge itself being restarted: the page reconnects, says that the new bridge has
// a game of its own, and offers the game it showed for copying and loading back.
//
// While the bridge is away, the engine's status is shown as unknown.
//
//   node engine_crash.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --mock build/bin/uiw_mock --artifacts DIR
import fs from 'node:fs';
import {
  artifact, checkPlies, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, run, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
if (!args.mock) throw new Error('missing --mock');

async function humanDrop(page, square) {
  const before = Number(await page.getAttribute('body', 'data-plies'));
  await page.waitForFunction(() => document.body.dataset.canPlay === 'true' && document.body.dataset.engine !== 'thinking');
  await page.click(`#board [data-hit="${square}"]`);
  await page.waitForFunction(n => Number(document.body.dataset.plies) > n, before);
}

// Waits for the page to say the engine has crashed; if it does not, the error carries what the page
// shows and the end of the bridge's protocol log (a fresh machine's artifacts do not outlive its run).
async function waitCrashed({ page, protocolLog }, timeout = 10000) {
  try {
    await page.waitForSelector('body[data-engine="crashed"]', { timeout });
  } catch (e) {
    const data = await page.evaluate(() => JSON.stringify(document.body.dataset));
    const message = await page.textContent('#message');
    const tail = fs.existsSync(protocolLog) ? fs.readFileSync(protocolLog, 'utf8').split('\n').slice(-40).join('\n') : '(no log)';
    throw new Error(`${e.message}\npage: ${data}\nmessage: ${message}\nend of ${protocolLog}:\n${tail}`);
  }
}

async function startWithMock(browser, mode, after, log) {
  const bridge = await startBridge(args.bridge, ['--engine', args.mock, '--engine-arg=--mode', `--engine-arg=${mode}`,
    '--engine-arg=--after', `--engine-arg=${after}`, '--movetime', '40', '--red', 'human', '--blue', 'engine'], log);
  const { page, problems } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');
  return { page, problems, protocolLog: bridge.protocolLog };
}

await run('uiw-web survives engine crashes and hangs', 60000, async () => {
  const engine = new ReferenceEngine(args.engine);
  const browser = await launchBrowser();

  // A crash: the mock exits with status 3 at its third `go`.
  const crash = await startWithMock(browser, 'crash-on-go', 2, artifact(args, 'web-crash-bridge.log'));
  const { page, problems } = crash;
  for (const square of ['a1', 'c1', 'e1']) await humanDrop(page, square);
  await waitCrashed(crash);
  const banner = await page.textContent('#banner-text');
  if (!/exited with code 3/.test(banner) || !/game is kept/.test(banner)) throw new Error(`banner: "${banner}"`);
  if (!(await page.isVisible('#restart-engine'))) throw new Error('no restart button');
  const kept = await pageView(page);
  if (kept.plies !== 5) throw new Error(`${kept.plies} moves kept, not 5`);
  await checkPlies(page, engine, 'startpos', 0, kept.plies);
  await page.click('#copy-record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  for (const t of kept.tokens) if (!record.includes(t)) throw new Error(`the copied record lacks ${t}:\n${record}`);
  await page.screenshot({ path: artifact(args, 'web-engine-crash.png'), fullPage: true });
  // Blue is the engine's: a click is refused with the reason.
  await page.click('#board [data-hit="h8"]');
  const refusal = await page.textContent('#message');
  if (!/engine's turn/.test(refusal)) throw new Error(`a click for the crashed engine said "${refusal}"`);
  // Restarted, the engine answers for Blue and the game goes on.
  await page.click('#restart-engine');
  await page.waitForFunction(() => Number(document.body.dataset.plies) === 6, null, { timeout: 10000 });
  await page.waitForSelector('#banner', { state: 'hidden' });
  await checkPlies(page, engine, 'startpos', 5, 6);

  // A hang: the mock stops answering at its second `go`; the bridge gives up after movetime + grace.
  const stall = await startWithMock(browser, 'stall', 1, artifact(args, 'web-stall-bridge.log'));
  await humanDrop(stall.page, 'b2');
  await humanDrop(stall.page, 'd2');
  await waitCrashed(stall, 15000);
  const hung = await stall.page.textContent('#banner-text');
  if (!/did not answer bestmove in time/.test(hung)) throw new Error(`banner after a hang: "${hung}"`);
  await stall.page.click('#restart-engine');
  await stall.page.waitForFunction(() => Number(document.body.dataset.plies) === 4, null, { timeout: 10000 });
  await checkPlies(stall.page, engine, 'startpos', 0, 4);

  // An illegal move from the engine: refused with the rules' reason, the engines paused, the game kept.
  const wrong = await startWithMock(browser, 'illegal', 1, artifact(args, 'web-illegal-bridge.log'));
  await humanDrop(wrong.page, 'a8');
  await humanDrop(wrong.page, 'c8');
  await wrong.page.waitForSelector('body[data-paused="true"]');
  const said = await wrong.page.textContent('#message');
  if (!/the engine's move '.*' was refused/.test(said)) throw new Error(`an illegal engine move said "${said}"`);
  await checkPlies(wrong.page, engine, 'startpos', 0, 3);

  // The bridge restarted on the same port: the page reconnects to a bridge with another game.
  const humans = ['--engine', args.engine, '--red', 'human', '--blue', 'human'];
  const before = await startBridge(args.bridge, humans, artifact(args, 'web-restart-bridge-1.log'));
  const tab = await openPage(browser, before.url);
  await tab.page.waitForSelector('body[data-engine="ready"]');
  for (const square of ['a1', 'h8', 'b2']) await humanDrop(tab.page, square);
  const shown = await pageView(tab.page);
  before.proc.kill('SIGTERM');
  await before.exited;
  await tab.page.waitForFunction(() => /Lost the connection/.test(document.getElementById('banner-text').textContent));
  // Without the bridge nothing is known of its engine: the pill does not go on saying "ready".
  const pill = await tab.page.textContent('#engine-pill');
  if (pill !== 'engine: unknown') throw new Error(`with the bridge gone the engine pill says "${pill}"`);
  await startBridge(args.bridge, humans, artifact(args, 'web-restart-bridge-2.log'), before.port);
  await tab.page.waitForSelector('#previous-game:not([hidden])', { timeout: 10000 });
  const note = await tab.page.textContent('#previous-note');
  if (!/restarted/.test(note) || !/3 moves/.test(note)) throw new Error(`after the bridge's restart: "${note}"`);
  if ((await pageView(tab.page)).plies !== 0) throw new Error('the page does not show the new bridge\'s game');
  await tab.page.click('#copy-previous');
  const previous = await tab.page.evaluate(() => navigator.clipboard.readText());
  if (!/1\. a1 h8 2\. b2/.test(previous)) throw new Error(`the previous game copied as:\n${previous}`);
  await tab.page.click('#load-previous');
  await tab.page.waitForFunction(() => document.body.dataset.plies === '3');
  const restored = await pageView(tab.page);
  if (restored.tokens.join() !== shown.tokens.join()) throw new Error(`loaded back: ${restored.tokens}`);
  const reconnects = tab.problems.filter(p => !/WebSocket connection .* failed|ERR_CONNECTION_REFUSED/.test(p));

  const all = [...problems, ...stall.problems, ...wrong.problems, ...reconnects];
  if (all.length) throw new Error(all.join('\n'));
});
