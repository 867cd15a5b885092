// The page of an installed uiw-web (`cmake --install` into a temporary prefix, run from a folder outside
// the source tree by testsuites/install/installed_programs): its page is built into the binary and its
// engine is the inchworm installed beside it. One move by a click: a drop on d4 against the engine at
// depth 1; the engine's reply must follow, the page must show the position the installed engine gives
// for both moves, name that engine by its `id name` (its version), and report no error.
//
//   node installed_bridge.test.mjs --bridge P/bin/uiw-web --engine P/bin/inchworm --artifacts DIR
import { execFileSync } from 'node:child_process';
import {
  artifact, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, run, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);

run('the installed uiw-web: a move by a click against the installed engine', 40000, async () => {
  // No --engine: the bridge starts the engine beside itself.
  const bridge = await startBridge(args.bridge, ['--depth', '1'], artifact(args, 'installed-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.click('#board [data-hit="d4"]');
  await page.waitForFunction(() => Number(document.body.dataset.plies) >= 2, null, { timeout: 15000 });
  const view = await pageView(page);
  if (view.tokens[0] !== 'd4') throw new Error(`the first move listed is ${view.tokens[0]}, not the clicked d4`);
  const expected = await new ReferenceEngine(args.engine).fen('startpos', view.tokens.slice(0, 2));
  if (view.fen !== expected) throw new Error(`the page shows ${view.fen}, the installed engine says ${expected}`);
  // The engine's own name, as the installed engine says it in its handshake.
  const idName = execFileSync(args.engine, ['uiw'], { encoding: 'utf8' }).match(/^id name (.*)$/m)[1];
  await page.waitForFunction(() => document.getElementById('engine-name').textContent !== '');
  const shown = (await page.textContent('#engine-name')).replace(/^— /, '');
  if (shown !== idName) throw new Error(`the page names the engine "${shown}", not "${idName}"`);
  await page.screenshot({ path: artifact(args, 'installed-bridge.png') });
  if (problems.length) throw new Error(problems.join('\n'));
  if (seen.errors.length) throw new Error(`the bridge reported: ${seen.errors.join('; ')}`);
});
