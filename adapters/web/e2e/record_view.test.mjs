// A game record written by the real referee (uiw-referee, mock engine against inchworm on a cylinder)
// is loaded into the page from a file and stepped through with the > button; every position shown must
// be the engine's for the same moves, and the last one the record's final position.
//
//   node record_view.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --mock build/bin/uiw_mock
//        --referee build/bin/uiw-referee --artifacts DIR
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  artifact, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, run, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
for (const need of ['mock', 'referee']) if (!args[need]) throw new Error(`missing --${need}`);

await run('uiw-web steps through a referee record', 60000, async () => {
  const pgn = artifact(args, 'web-referee.pgn');
  const jsonl = artifact(args, 'web-referee.jsonl');
  for (const f of [pgn, jsonl]) fs.rmSync(f, { force: true });
  execFileSync(args.referee, ['-engine', `cmd=${args.mock}`, 'name=mock', '-engine', `cmd=${args.engine}`,
    'name=inchworm', '-each', 'st=0.02', 'timemargin=2000', '-games', '1', '-variant', 'Topology=cylinder', 'TargetScore=8',
    '-maxplies', '200', '-progress', 'never', '-pgnout', pgn, '-jsonout', jsonl], { timeout: 30000, stdio: 'ignore' });
  const text = fs.readFileSync(pgn, 'utf8');
  const finalFen = text.match(/\[FinalFEN "([^"]+)"\]/)[1];

  const engine = new ReferenceEngine(args.engine);
  await engine.setOptions({ Topology: 'cylinder', TargetScore: 8 });
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--red', 'human', '--blue', 'human'],
    artifact(args, 'web-record-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');

  for (const file of [pgn, jsonl]) {
    await page.setInputFiles('#record-file', file);
    await page.waitForFunction(() => document.getElementById('record-text').value.length > 0);
    const before = await page.getAttribute('body', 'data-plies');
    const serial = await page.getAttribute('body', 'data-game');
    await page.click('#load-record');
    // A loaded record is a new game (a new serial: the previous record's note and view stay until it is in),
    // opened at its latest position; |< goes to its start.
    await page.waitForFunction(n => document.body.dataset.game !== n &&
      /^loaded \d+ moves/.test(document.getElementById('record-note').textContent) &&
      document.body.dataset.view === document.body.dataset.plies, serial);
    await page.click('#view-first');
    await page.waitForFunction(() => document.body.dataset.view === '0');
    const note = await page.textContent('#record-note');
    if (/refused|differs|says X/.test(note)) throw new Error(`${file}: ${note}`);
    if (!/Board edges: cylinder/.test(await page.textContent('#rules-line'))) throw new Error('the record\'s rules were not taken');
    const { tokens, plies } = await pageView(page);
    for (let k = 1; k <= plies; k++) {
      await page.click('#view-forward');
      await page.waitForFunction(n => document.body.dataset.view === String(n), k);
      const v = await pageView(page);
      const expected = await engine.fen('startpos', tokens.slice(0, k));
      if (v.fen !== expected) throw new Error(`${file} step ${k}: the page shows ${v.fen}, the engine ${expected}`);
    }
    if ((await pageView(page)).fen !== finalFen) throw new Error(`${file}: the last position is not the record's FinalFEN`);
    console.log(`${file}: ${plies} moves stepped through (${before} before loading); ${note}`);
    await page.fill('#record-text', '');
  }
  await page.screenshot({ path: artifact(args, 'web-record.png'), fullPage: true });
  if (problems.length) throw new Error(problems.join('\n'));
});
