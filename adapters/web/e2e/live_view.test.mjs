// Watching a match while it is played: a REAL uiw-referee (our engine against the mock engine, two
// games at once) writes its live feed (-live FILE), `uiw-web --follow FILE` follows it, and two pages
// watch: the list of games fills and updates, an opened game grows move by move, the standings at the
// end are the referee's own result, and a game is stepped through with the keys, every position shown
// being the test's own engine's for the same moves. Then the feed gets garbage and a line cut short
// (noted, nothing breaks), and a second referee killed mid-run shows as gone with its game interrupted.
// The chart of the run has a point of Elo for every finished game, each sent to the page once. While the second referee plays its
// two long games, the page shows them as small live boards (issue 34, as TCEC and lichess broadcasts
// do): side by side at 1920x1080, stacked at 390x844 without sideways scroll, each with what its
// engine is thinking (score, depth, its line in record form), which changes as the engines think.
// Last, a finished match of Inchworm Chess under an SPRT: its chart has the Elo points, the LLR and
// the SPRT's two bounds; its first game opened by its address (`#game=0`) at 390x844, 1366x768 and
// 1920x1080: Black's dot drawn black, as on the play page; on the phone the board's top in the window
// and the buttons each on one line; the board as large as the window allows (the play page's 856 px at
// 1920x1080), its panels inside the window; its pieces drawn as the game's figures, and as letters
// with the piece set Letters. Then a gauntlet of three engines followed from its start: the chart offers
// its two pairings, each with its own points and its standings' Elo; each point sent once (the bridge
// sends the new points only), all of them at once to a page that connects afterwards.
//
//   node live_view.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --mock build/bin/uiw_mock
//        --referee build/bin/uiw-referee --artifacts DIR [--doc DIR]
// With --doc (by hand, not in CI) the list page at 1920x1080 while the killed referee's two games are
// played is also written there as live-desktop.png, scaled to 960 px (adapters/web/doc, shown by the
// web README).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import {
  artifact, launchBrowser, onCleanup, openPage, parseArgs, ReferenceEngine, run, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
for (const need of ['mock', 'referee']) if (!args[need]) throw new Error(`missing --${need}`);

function startReferee(feed, jsonl, extra) {
  const proc = spawn(args.referee, [
    '-engine', `cmd=${args.engine}`, 'name=inchworm', 'st=0.05', 'timemargin=2000', 'option.Threads=1',
    '-engine', `cmd=${args.mock}`, 'name=mock', 'arg=--move-time', 'arg=100', 'st=0.5', 'timemargin=2000',
    '-variant', 'Topology=cylinder', '-progress', 'never', '-jsonout', jsonl, '-live', feed, ...extra,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout.on('data', d => { output += d; });
  proc.stderr.on('data', d => { output += d; });
  const exited = new Promise(resolve => proc.on('exit', (code, signal) => resolve(code ?? signal)));
  onCleanup(() => { if (proc.exitCode === null) proc.kill('SIGKILL'); });
  return { proc, exited, output: () => output };
}

// The pairings' result lines and the terminations of a referee table (its standings).
const resultLines = text => text.split('\n').filter(l => /^(Results of |  Elo: |  Games: |  Ptnml|Terminations: )/.test(l)).join('\n');

const bodyData = (page, key) => page.evaluate(k => document.body.dataset[k], key);

async function stepThrough(page, engine, label) {
  const tokens = await page.$$eval('#live-moves span[data-ply]', spans => spans.map(s => s.dataset.token));
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.body.dataset.view === '0' &&
    document.getElementById('board').getAttribute('data-ply') === '0');
  const start = await page.getAttribute('#board', 'data-fen');
  if (start !== await engine.fen('startpos', [])) throw new Error(`${label}: the start shown is ${start}`);
  for (let k = 1; k <= tokens.length; k++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(n => document.getElementById('board').getAttribute('data-ply') === String(n), k);
    const fen = await page.getAttribute('#board', 'data-fen');
    const expected = await engine.fen('startpos', tokens.slice(0, k));
    if (fen !== expected) throw new Error(`${label} ply ${k}: the page shows ${fen}, the engine ${expected}`);
  }
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(n => document.body.dataset.view === String(n), tokens.length - 1);
  await page.keyboard.press('End');
  await page.waitForFunction(n => document.body.dataset.view === String(n), tokens.length);
  // The shown move's facts: the engine's score named after a side (or even), its depth, the referee's time.
  const said = await page.textContent('#view-label');
  if (!/^ply \d+ of \d+ · (Red|Blue|even) .*· \d+ ms$/.test(said)) throw new Error(`${label}: the move's facts read '${said}'`);
  return tokens.length;
}

// The small boards of the games in progress, read at one moment: their boxes, the page's width, and
// each one's thought.
const tilesSeen = page => page.evaluate(() => ({
  tiles: [...document.querySelectorAll('#tiles .tile')].map(t => {
    const r = t.getBoundingClientRect();
    return { index: t.dataset.index, left: r.left, right: r.right, top: r.top, bottom: r.bottom,
      fen: t.querySelector('.mini-board').getAttribute('data-fen'), names: t.querySelectorAll('.tile-side .who').length,
      eval: t.querySelector('.think-eval').textContent, line: t.querySelector('.think-line').textContent,
      thinking: t.dataset.thinking };
  }),
  width: document.documentElement.scrollWidth, window: innerWidth,
}));

// The games in progress side by side at 1920x1080, one above the other at 390x844, in the window's
// width; what the engines think shown and changing.
async function checkTiles(list) {
  const arranged = {
    desktop: s => s.tiles.length >= 2 && Math.abs(s.tiles[0].top - s.tiles[1].top) < 1 && s.tiles[1].left >= s.tiles[0].right,
    phone: s => s.tiles.length >= 2 && s.tiles[1].top >= s.tiles[0].bottom && Math.abs(s.tiles[1].left - s.tiles[0].left) < 1,
  };
  for (const [name, width, height] of [['desktop', 1920, 1080], ['phone', 390, 844]]) {
    await list.setViewportSize({ width, height });
    let seen = null;
    for (let tries = 0; tries < 100 && !(seen && arranged[name](seen)); tries++) {
      if (seen) await list.waitForTimeout(100);
      seen = await tilesSeen(list);
    }
    const where = `the games in progress at ${width}x${height}`;
    if (!arranged[name](seen)) throw new Error(`${where}: ${JSON.stringify(seen.tiles)}`);
    if (seen.width > seen.window) throw new Error(`${where}: the page is ${seen.width} px wide in ${seen.window}`);
    if (seen.tiles.some(t => !t.fen || t.names !== 2)) throw new Error(`${where}: a tile without its board or players`);
  }
  await list.setViewportSize({ width: 1920, height: 1080 });
  // A thought: score or depth in words, the line in record form; then another.
  const thought = () => list.evaluate(() => [...document.querySelectorAll('#tiles .tile')]
    .filter(t => t.querySelector('.think-line').textContent && /depth \d+/.test(t.querySelector('.think-eval').textContent))
    .map(t => `${t.dataset.index}:${t.dataset.thinking}:${t.querySelector('.think-line').textContent}`).join(' '));
  await list.waitForFunction(() => [...document.querySelectorAll('#tiles .tile .think-line')].some(l => l.textContent), null,
    { timeout: 20000 });
  const first = await thought();
  if (!first) throw new Error(`no thought with its depth and line: ${JSON.stringify((await tilesSeen(list)).tiles)}`);
  let next = first;
  for (let tries = 0; tries < 100 && (next === first || !next); tries++) {
    await list.waitForTimeout(100);
    next = await thought();
  }
  if (!next || next === first) throw new Error(`the thoughts did not change: ${first}, then '${next}'`);
  console.log(`thoughts: ${first} -> ${next}`);
}

// The chart of the run: `points` Elo points, and the LLR between two bounds when `sprt`.
async function checkChart(page, points, sprt) {
  await page.waitForFunction(n => document.getElementById('run-chart').dataset.points === String(n), points);
  const chart = await page.evaluate(() => ({
    line: !!document.querySelector('#run-chart .elo-line'), band: !!document.querySelector('#run-chart .elo-band'),
    dots: document.querySelectorAll('#run-chart .elo-point').length,
    bounds: [...document.querySelectorAll('#run-chart .llr-bound')].map(b => b.dataset.bound).join(' '),
    llr: !!document.querySelector('#run-chart .llr-line'), box: document.getElementById('run-chart').getBoundingClientRect().width,
  }));
  if (!chart.line || chart.dots !== points || chart.box < 200) throw new Error(`the chart: ${JSON.stringify(chart)}`);
  if (sprt ? chart.bounds !== 'lower upper' || !chart.llr : chart.bounds || chart.llr)
    throw new Error(`the chart's LLR (${sprt ? '' : 'no '}SPRT): ${JSON.stringify(chart)}`);
}

// The chart's pairing `k` as the page shows it, with the standings' row of that pairing.
const chartOf = (page, k) => page.evaluate(n => {
  const svg = document.getElementById('run-chart');
  const option = document.getElementById('chart-pairing').options[n];
  const name = option ? option.text.replace(/ \(\d+ games\)$/, '') : '';
  const row = [...document.querySelectorAll('#standings tbody tr')].find(r => r.dataset.pairing === name);
  return { pairing: svg.dataset.pairing, points: svg.dataset.points, elo: svg.dataset.elo, name,
    title: svg.querySelector('.chart-title').textContent, row: row ? row.cells[6].textContent : null, rowGames: row ? row.cells[1].textContent : null };
}, k);

// A gauntlet of three engines (our engine at depth 1 against two others, Inchworm Chess, 2 games a
// pairing), followed from before it starts: the chart offers each of its two pairings, each with its own
// points and the standings' Elo of that pairing; the page was sent each point once as its game finished,
// and a page that connects afterwards gets them all at once.
async function gauntletLive(browser) {
  const feed = artifact(args, 'web-live-gauntlet.jsonl');
  const jsonl = artifact(args, 'web-live-gauntlet-records.jsonl');
  for (const f of [feed, jsonl]) fs.rmSync(f, { force: true });
  const bridge = await startBridge(args.bridge, ['--follow', feed], artifact(args, 'web-live-gauntlet-bridge.log'));
  const { page, problems } = await openPage(browser, bridge.url);
  await page.waitForFunction(() => document.getElementById('run-pill').textContent === 'waiting');
  const referee = spawn(args.referee, [
    '-engine', `cmd=${args.engine}`, 'name=inchworm', 'depth=1', 'option.Threads=1',
    '-engine', `cmd=${args.engine}`, 'name=rival', 'depth=1', 'option.Threads=1',
    '-engine', `cmd=${args.engine}`, 'name=third', 'depth=1', 'option.Threads=1',
    '-tournament', 'gauntlet', '-variant', 'Game=inchworm-chess', '-games', '2', '-maxplies', '16', '-progress', 'never',
    '-jsonout', jsonl, '-live', feed], { stdio: 'ignore' });
  onCleanup(() => { if (referee.exitCode === null) referee.kill('SIGKILL'); });
  const status = await new Promise(resolve => referee.on('exit', (code, signal) => resolve(code ?? signal)));
  if (status !== 0) throw new Error(`the gauntlet's referee ended with ${status}`);
  await page.waitForFunction(() => document.body.dataset.finished === '4' && document.body.dataset.chartPoints === '4', null,
    { timeout: 10000 });
  // Each point sent once: the bridge sends the new points only.
  const received = await bodyData(page, 'chartReceived');
  if (received !== '4') throw new Error(`the page was sent ${received} chart points for 4 games`);
  const options = await page.$$eval('#chart-pairing option', os => os.map(o => o.text));
  if (!(await page.isVisible('#chart-pairing')) || options.join(' | ') !== 'inchworm vs rival (2 games) | inchworm vs third (2 games)')
    throw new Error(`the chart's pairings: ${options.join(' | ')}`);
  const checkPairing = async k => {
    const seen = await chartOf(page, k);
    const sameElo = seen.elo.split(' ')[0] === (seen.row || '').split(' ')[0] && (!seen.elo.includes('±') || seen.elo === seen.row);
    if (seen.pairing !== String(k) || seen.points !== '2' || seen.rowGames !== '2' || !sameElo || !seen.title.startsWith(`Elo of ${seen.name}`))
      throw new Error(`the chart of pairing ${k}: ${JSON.stringify(seen)}`);
  };
  await checkPairing(0);
  await page.selectOption('#chart-pairing', '1');
  await checkPairing(1);
  // A click on a row of the standings charts its pairing.
  await page.click('#standings tbody tr[data-pairing="inchworm vs rival"]');
  await checkPairing(0);
  await page.screenshot({ path: artifact(args, 'web-live-gauntlet.png'), fullPage: true });
  // A page that connects now: the whole series in one message.
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.chartPoints === '4');
  if ((await bodyData(page, 'chartReceived')) !== '4') throw new Error(`after a reload the page has ${await bodyData(page, 'chartReceived')} points`);
  await checkPairing(0);
  if (problems.length) throw new Error(problems.join('\n'));
  await page.context().close();
}

// A finished match of Inchworm Chess (our engine against itself at depth 1, under an SPRT) followed:
// its chart, and its first game opened by its address at each size.
async function chessLive(browser) {
  const feed = artifact(args, 'web-live-chess.jsonl');
  const jsonl = artifact(args, 'web-live-chess-records.jsonl');
  for (const f of [feed, jsonl]) fs.rmSync(f, { force: true });
  const referee = spawn(args.referee, [
    '-engine', `cmd=${args.engine}`, 'name=inchworm', 'depth=1', 'option.Threads=1',
    '-engine', `cmd=${args.engine}`, 'name=rival', 'depth=1', 'option.Threads=1',
    '-variant', 'Game=inchworm-chess', '-games', '2', '-maxplies', '40', '-sprt', 'elo0=0', 'elo1=10', '-progress', 'never',
    '-jsonout', jsonl,
    '-live', feed], { stdio: 'ignore' });
  onCleanup(() => { if (referee.exitCode === null) referee.kill('SIGKILL'); });
  const status = await new Promise(resolve => referee.on('exit', (code, signal) => resolve(code ?? signal)));
  if (status !== 0) throw new Error(`the chess match's referee ended with ${status}`);
  const bridge = await startBridge(args.bridge, ['--follow', feed], artifact(args, 'web-live-chess-bridge.log'));
  {
    const { page, problems } = await openPage(browser, bridge.url);
    await checkChart(page, 2, true);
    await page.screenshot({ path: artifact(args, 'web-live-chess-chart.png'), fullPage: true });
    if (problems.length) throw new Error(problems.join('\n'));
    await page.context().close();
  }
  const sizes = [{ name: 'phone', width: 390, height: 844, board: 300 }, { name: 'laptop', width: 1366, height: 768, board: 480 },
    { name: 'desktop', width: 1920, height: 1080, board: 800 }];
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await page.goto(`${bridge.url}#game=0`);
    await page.waitForFunction(() => document.body.dataset.status === 'finished' && document.body.dataset.view ===
      document.body.dataset.plies && document.getElementById('board').getAttribute('data-ply') === document.body.dataset.view);
    await page.waitForTimeout(200);  // the list scrolled to the latest move, the board fitted
    const seen = await page.evaluate(() => {
      const box = id => document.getElementById(id).getBoundingClientRect();
      const dots = [0, 1].map(s => getComputedStyle(document.querySelector(`#player-${s} .dot`)).backgroundColor);
      const lines = [...document.querySelectorAll('.live-side .nav button')].map(b => {
        const range = document.createRange();
        range.selectNodeContents(b);
        return `${b.textContent}:${new Set([...range.getClientRects()].map(r => Math.round(r.top))).size}`;
      });
      return { dots, lines, scrollY: window.scrollY, board: box('board'), top: box('player-1').top,
        bottom: box('player-0').bottom, height: innerHeight };
    });
    await page.screenshot({ path: artifact(args, `web-live-chess-${size.name}.png`) });
    const where = `live Inchworm Chess at ${size.name}`;
    if (seen.dots[1] !== 'rgb(43, 42, 40)' || seen.dots[0] !== 'rgb(244, 241, 234)')
      throw new Error(`${where}: the dots are ${seen.dots} (White, Black)`);
    if (seen.lines.some(l => !l.endsWith(':1'))) throw new Error(`${where}: the buttons' lines ${seen.lines}`);
    if (seen.top < 0 || seen.scrollY > 0) throw new Error(`${where}: the board's top at ${seen.top}, the window scrolled by ${seen.scrollY}`);
    if (size.name !== 'phone' && seen.bottom > seen.height + 0.5)
      throw new Error(`${where}: the board and its panels end at ${seen.bottom} of ${seen.height}`);
    if (seen.board.width < size.board) throw new Error(`${where}: the board is ${seen.board.width} px wide`);
    if (size.name === 'desktop') {
      // The pieces drawn as the game's figures (its presentation's glyphs); as letters with the piece set Letters.
      const drawn = () => page.$$eval('#board [data-piece] .glyph', ts => [...new Set(ts.map(t => t.textContent))].sort().join(''));
      const figures = await drawn();
      if (!/^[\u2654-\u265F\uFE0E]+$/u.test(figures)) throw new Error(`${where}: the pieces are drawn "${figures}"`);
      await page.selectOption('#piece-set', 'letters');
      if (!/^[A-Z]+$/.test(await drawn())) throw new Error(`${where}: with Letters the pieces are "${await drawn()}"`);
    }
    await context.close();
  }
}

await run('uiw-web follows a referee match live', 200000, async () => {
  const feed = artifact(args, 'web-live.jsonl');
  const jsonl = artifact(args, 'web-live-records.jsonl');
  for (const f of [feed, jsonl]) fs.rmSync(f, { force: true });
  const engine = new ReferenceEngine(args.engine);
  await engine.setOptions({ Topology: 'cylinder' });

  // The bridge first: the feed does not exist yet. No engine may be started.
  const bridge = await startBridge(args.bridge, ['--follow', feed, '--engine', '/nonexistent/engine'],
    artifact(args, 'web-live-bridge.log'));
  const browser = await launchBrowser();
  const viewers = [await openPage(browser, bridge.url), await openPage(browser, bridge.url)];
  const [list, watcher] = viewers.map(v => v.page);
  await list.waitForFunction(() => document.getElementById('run-pill').textContent === 'waiting');

  const referee = startReferee(feed, jsonl, ['-games', '4', '-concurrency', '2', '-maxplies', '60']);
  // Games appear while they are played.
  await list.waitForSelector('#games tr[data-status="playing"]', { timeout: 20000 });
  await list.waitForFunction(() => document.getElementById('run-pill').textContent === 'live');
  const playing = Number(await list.getAttribute('#games tr[data-status="playing"]', 'data-index'));
  // The second viewer opens that game by its address and sees it grow move by move.
  await watcher.goto(`${bridge.url}#game=${playing}`);
  await watcher.waitForFunction(() => Number(document.body.dataset.plies) >= 1, null, { timeout: 20000 });
  const first = Number(await bodyData(watcher, 'plies'));
  await watcher.waitForFunction(n => Number(document.body.dataset.plies) > n || document.body.dataset.status !== 'playing',
    first, { timeout: 20000 });
  const later = Number(await bodyData(watcher, 'plies'));
  if (!(later > first)) throw new Error(`game ${playing + 1} did not grow while watched (${first} plies, then ${later})`);
  // Following the game: the board shows its latest position, which is the engine's for its moves.
  await watcher.waitForFunction(() => document.body.dataset.view === document.body.dataset.plies &&
    document.getElementById('board').getAttribute('data-ply') === document.body.dataset.view);
  {
    // Read at one moment: the board moves on with the game.
    const { tokens, shown, fen } = await watcher.evaluate(() => ({
      tokens: [...document.querySelectorAll('#live-moves span[data-ply]')].map(x => x.dataset.token),
      shown: Number(document.getElementById('board').getAttribute('data-ply')),
      fen: document.getElementById('board').getAttribute('data-fen'),
    }));
    const expected = await engine.fen('startpos', tokens.slice(0, shown));
    if (fen !== expected) throw new Error(`live game at ply ${shown}: the page shows ${fen}, the engine ${expected}`);
  }
  // The first viewer, on the list, sees a row change while the match goes on.
  const rows = () => list.$$eval('#games tbody tr', r => r.map(x => `${x.dataset.index}:${x.dataset.plies}:${x.dataset.status}`).join(' '));
  const before = await rows();
  await list.waitForFunction(b => [...document.querySelectorAll('#games tbody tr')]
    .map(x => `${x.dataset.index}:${x.dataset.plies}:${x.dataset.status}`).join(' ') !== b, before, { timeout: 20000 });
  if (!(await list.isHidden('#game-view'))) throw new Error('the list shows a game view too');
  await list.screenshot({ path: artifact(args, 'web-live-list.png'), fullPage: true });

  const status = await Promise.race([referee.exited, new Promise(r => setTimeout(() => r('timeout'), 90000))]);
  if (status !== 0) throw new Error(`the referee ended with ${status}:\n${referee.output()}`);
  await list.waitForFunction(() => document.getElementById('run-pill').textContent === 'finished', null, { timeout: 5000 });
  await list.waitForFunction(() => document.body.dataset.finished === '4');
  await checkChart(list, 4, false);
  // The page, open since before the run, was sent each point once (the new ones as games finished).
  if ((await bodyData(list, 'chartReceived')) !== '4') throw new Error(`the page was sent ${await bodyData(list, 'chartReceived')} points`);
  if (await list.$('#tiles .tile')) throw new Error('a game finished is still shown in progress');
  // The standings are the referee's own result.
  const refereeLines = resultLines(referee.output());
  const pageLines = resultLines(await list.textContent('#referee-table'));
  if (!refereeLines.includes('Games: 4') || pageLines !== refereeLines)
    throw new Error(`standings differ:\npage:\n${pageLines}\nreferee:\n${refereeLines}`);
  const [wins, losses, draws] = refereeLines.match(/Wins: (\d+), Losses: (\d+), Draws: (\d+)/).slice(1).map(Number);
  const row = await list.$$eval('#standings tbody tr td', cells => cells.map(c => c.textContent));
  if (row[0] !== 'inchworm vs mock' || Number(row[1]) !== 4 || Number(row[2]) !== wins || Number(row[3]) !== draws ||
      Number(row[4]) !== losses)
    throw new Error(`the standings row ${row.join(' | ')} is not W ${wins} D ${draws} L ${losses}`);
  if (!/±|inf/.test(row[6])) throw new Error(`no Elo interval: ${row[6]}`);
  console.log(`referee: +${wins} =${draws} -${losses}; the page's table matches:\n${pageLines}`);

  // The watched game finished on the page, with the referee's record of it.
  const records = fs.readFileSync(jsonl, 'utf8').trim().split('\n').map(l => JSON.parse(l));
  const record = records.find(r => r.number === playing + 1);
  await watcher.waitForFunction(() => document.body.dataset.status === 'finished');
  const plies = await stepThrough(watcher, engine, `game ${playing + 1}`);
  if (plies !== record.moves.length) throw new Error(`game ${playing + 1}: ${plies} plies shown, ${record.moves.length} recorded`);
  if ((await watcher.getAttribute('#board', 'data-fen')) !== record.final)
    throw new Error(`game ${playing + 1}: the last position is not the record's final one`);
  await watcher.screenshot({ path: artifact(args, 'web-live-game.png'), fullPage: true });

  // The first viewer opens another, finished game from the list and steps through it; back to the list.
  const other = records.find(r => r.number !== playing + 1);
  await list.click(`#games tr[data-index="${other.number - 1}"]`);
  await list.waitForFunction(n => document.body.dataset.watching === String(n) && document.body.dataset.plies === String(
    document.querySelectorAll('#live-moves span[data-ply]').length) && document.body.dataset.status === 'finished', other.number - 1);
  const stepped = await stepThrough(list, engine, `game ${other.number}`);
  if (stepped !== other.moves.length) throw new Error(`game ${other.number}: ${stepped} plies shown, ${other.moves.length} recorded`);
  await list.click('#back');
  await list.waitForSelector('#overview:not([hidden])');
  await list.waitForSelector('#game-view', { state: 'hidden' });

  // A feed that ends in garbage and a line cut short: noted on the page; the bridge goes on.
  fs.appendFileSync(feed, 'this is not JSON\n{"type":"move","index":0,"ply":99');
  await list.waitForFunction(() => /line \d+: not a JSON object/.test(document.getElementById('notes').textContent));
  fs.appendFileSync(feed, '\n');
  await list.waitForFunction(() => (document.getElementById('notes').textContent.match(/line \d+:/g) || []).length === 2);
  if (bridge.proc.exitCode !== null) throw new Error('the bridge exited');

  // A second run, its referee killed mid-game: the page says it is gone and the game interrupted.
  const feed2 = artifact(args, 'web-live-killed.jsonl');
  const jsonl2 = artifact(args, 'web-live-killed-records.jsonl');
  for (const f of [feed2, jsonl2]) fs.rmSync(f, { force: true });
  const bridge2 = await startBridge(args.bridge, ['--follow', feed2], artifact(args, 'web-live-bridge2.log'));
  const { page: page2, problems: problems2 } = await openPage(browser, bridge2.url);
  const doomed = startReferee(feed2, jsonl2, ['-games', '2', '-concurrency', '2', '-maxplies', '400']);
  await page2.waitForFunction(() => {
    const row = document.querySelector('#games tr[data-status="playing"]');
    return row && Number(row.dataset.plies) >= 2;
  }, null, { timeout: 20000 });
  // Its two long games in progress: their small boards, and what the engines think.
  await checkTiles(page2);
  await page2.screenshot({ path: artifact(args, 'web-live-tiles.png') });
  if (args.doc) {
    // The two games in progress with their thoughts, at 1920x1080 drawn at half its pixels (960 px wide).
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 0.5 });
    const shot = await context.newPage();
    await shot.goto(bridge2.url);
    await shot.waitForFunction(() => document.querySelectorAll('#tiles .tile').length >= 2 &&
      document.querySelector('#tiles .tile .think-line:not(:empty)'), null, { timeout: 10000 })
      .catch(() => console.log('the doc screenshot: taken as the run stands'));
    await shot.screenshot({ path: `${args.doc}/live-desktop.png` });
    await context.close();
  }
  doomed.proc.kill('SIGKILL');
  await doomed.exited;
  await page2.waitForFunction(() => document.getElementById('run-pill').textContent === 'referee gone', null, { timeout: 5000 });
  await page2.waitForSelector('#games tr[data-status="interrupted"]');

  const problems = [...viewers.flatMap(v => v.problems), ...problems2];
  if (problems.length) throw new Error(problems.join('\n'));

  await chessLive(browser);
  await gauntletLive(browser);
});
