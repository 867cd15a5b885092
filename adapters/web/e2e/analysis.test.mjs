// The analysis mode by clicks and keys (issue 21): a game of Rodeffer's Inchworm (a seeded random
// player against the engine, played by the real referee) is analysed by the referee's -analyse and by
// the page at the same depth; then
//  - every point of the page's evaluation graph is the engine's evaluation of its ply, as the referee's
//    -analyse reported it for the same record and settings (and as the bridge sent it), and the
//    evaluation bar shows the same number for the ply shown;
//  - the moves the page marks (??, ?, ?!) are the referee's marks, and the better move named is the
//    engine's best move, never the move played (a move equal to the engine's best is never marked);
//    the page states the referee's scale sentence;
//  - a click on a graph point goes to its ply; a click on a move of the engine's line (the analysis'
//    best line, the thinking panel's) shows the position after it (the test's own engine's position
//    for the same moves; > and < step through the line), the board takes no move meanwhile, and Esc goes
//    back;
//  - at the latest position, after the engine's move, the bar shows the engine's latest score;
//  - every evaluation on the graph and the bar is said in the game's terms (points, moves of the race,
//    pawns, named after the side ahead: harness.mjs scoreWrong);
//  - the same comparison for a game of Inchworm Chess and one of Steere's Inchworm;
//  - at 390x844 (a fresh page) and 1366x768 and 1920x1080 (the same page resized) the bar, the graph and
//    the panel are inside the window (the panel once scrolled to), so is a marked move's note (what it
//    lost, the better move), and nothing is wider than the window;
//  - an analysis engine that hangs (uiw_mock stalling at its third `go`) is given up: the run ends
//    saying so, and the playing engine is not touched.
//
//   node analysis.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --referee build/bin/uiw-referee
//        --mock build/bin/uiw_mock --artifacts DIR
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  artifact, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, run, scoreWrong, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
for (const need of ['referee', 'mock']) if (!args[need]) throw new Error(`missing --${need}`);
const DEPTH = 3;

// What the page's analysis shows: graph points, marks in the move list, the bar.
async function shown(page) {
  return page.evaluate(() => ({
    points: [...document.querySelectorAll('#eval-graph [data-ply]')].map(c =>
      ({ ply: Number(c.dataset.ply), first: Number(c.dataset.first), text: c.dataset.text, mark: c.dataset.mark || '',
        title: c.querySelector('title').textContent })),
    marks: [...document.querySelectorAll('#moves .mv[data-ply]')].map(s =>
      ({ ply: Number(s.dataset.ply), mark: s.dataset.mark || '', title: s.title })),
    bar: { text: document.getElementById('eval-bar').dataset.text, ply: Number(document.getElementById('eval-bar').dataset.ply),
      title: document.getElementById('eval-bar').title },
    scale: document.getElementById('analysis-scale').textContent,
  }));
}

// The boxes of `selectors` that are not wholly inside the window, and whether the page is wider.
async function outside(page, selectors) {
  return page.evaluate(sel => {
    const out = [];
    for (const s of sel) {
      const r = document.querySelector(s).getBoundingClientRect();
      if (r.width === 0 || r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
        out.push(`${s} at ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    if (document.documentElement.scrollWidth > innerWidth) out.push(`page ${document.documentElement.scrollWidth} px wide`);
    return out;
  }, selectors);
}

// The page's analysis of a record against the referee's -analyse of it (`judged`, its annotated JSON
// line): a graph point per ply with the referee's evaluation (and, for a number, that value), the
// bridge's best move and depth the referee's, the marks in the move list and on the graph the
// referee's with the better move named, the scale the referee's sentence. Returns the bridge's
// positions by ply.
async function compareWithReferee(page, view, sent, judged, game) {
  const moves = judged.moves;
  // The graph: a point per ply (the start and after each move), each the referee's evaluation.
  if (view.points.length !== moves.length + 1) throw new Error(`${view.points.length} graph points for ${moves.length} moves`);
  const bySent = new Map();
  for (const m of sent) for (const p of m.positions) bySent.set(p.ply, p);
  for (let k = 0; k < moves.length; k++) {
    const point = view.points.find(p => p.ply === k);
    if (!point || point.text !== moves[k].eval)
      throw new Error(`ply ${k}: the graph shows ${point && point.text}, the referee's -analyse ${moves[k].eval}`);
    if (/^[+-]\d+$/.test(moves[k].eval) && point.first !== Number(moves[k].eval))
      throw new Error(`ply ${k}: the point's value ${point.first} is not ${moves[k].eval}`);
    // Its words (the point's tooltip) in the game's terms: the side ahead, by how much in its unit.
    const wrong = /^([+-]\d+|win \d+|loss \d+)$/.test(point.text) ? scoreWrong(game, point.title.replace(/^ply \d+: /, ''), point.first) : '';
    if (wrong) throw new Error(`ply ${k}: the graph's point says ${wrong}`);
    const p = bySent.get(k);
    if (!p || p.best !== moves[k].best || p.depth !== moves[k].depth)
      throw new Error(`ply ${k}: the bridge's best ${p && p.best}/${p && p.depth}, the referee's ${moves[k].best}/${moves[k].depth}`);
  }
  // The marks: the referee's, with the better move named.
  for (let k = 0; k < moves.length; k++) {
    const entry = view.marks.find(s => s.ply === k + 1);
    const want = moves[k].mark || '';
    if (!entry || entry.mark !== want) throw new Error(`move ${k + 1} (${moves[k].move}): marked "${entry && entry.mark}", the referee "${want}"`);
    if (want && !entry.title.includes('better: ')) throw new Error(`move ${k + 1}: no better move named (${entry.title})`);
    // A move is judged against the engine's best move where it was played: that move is never marked,
    // and the better move named is never the move played.
    if (want && moves[k].best === moves[k].move) throw new Error(`move ${k + 1} (${moves[k].move}): the engine's own best move marked`);
    const better = want ? entry.title.split('better: ')[1] : '';
    const played = await page.textContent(`#moves .mv[data-ply="${k + 1}"]`);
    if (want && played.trim() === better.trim()) throw new Error(`move ${k + 1}: the better move named is the move played (${entry.title})`);
    if (want && view.points.find(p => p.ply === k + 1).mark !== want) throw new Error(`move ${k + 1}: its graph point is not marked`);
  }
  // The same sentence, naming the engine by its `id name` (the referee by the name it was given).
  const engineName = (await page.textContent('#engine-name')).replace(/^— /, '');
  const scale = judged.analysis.scale.replace("evaluations are engine's", `evaluations are ${engineName}'s`);
  if (!engineName || !view.scale.includes(scale)) throw new Error(`the page's scale "${view.scale}" is not the referee's "${scale}"`);
  return bySent;
}

// A game of `game` by a seeded random player (the first side) against the engine at depth 2, 40 plies,
// played by uiw-referee, and its -analyse at DEPTH: the record's file and the annotated game.
function refereeGame(game) {
  const records = artifact(args, `web-analysis-${game}.jsonl`);
  const annotated = artifact(args, `web-analysis-${game}-referee.jsonl`);
  for (const f of [records, annotated]) fs.rmSync(f, { force: true });
  execFileSync(args.referee, ['-engine', `cmd=${args.engine}`, 'name=random', 'option.Player=random', 'option.Seed=8',
    '-engine', `cmd=${args.engine}`, 'name=engine', '-each', 'depth=2', '-games', '1', '-maxplies', '40',
    '-variant', `Game=${game}`, '-progress', 'never', '-jsonout', records], { timeout: 60000, stdio: 'ignore' });
  execFileSync(args.referee, ['-analyse', records, '-engine', `cmd=${args.engine}`, 'name=engine', `depth=${DEPTH}`,
    '-jsonout', annotated], { timeout: 60000, stdio: 'ignore' });
  return { records, judged: JSON.parse(fs.readFileSync(annotated, 'utf8').split('\n')[0]) };
}

async function loadAndAnalyse(page, jsonl, movetime = 0) {
  await page.setInputFiles('#record-file', jsonl);
  await page.waitForFunction(() => document.getElementById('record-text').value.length > 0);
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#load-record');
  // The record is the game (a new game serial, its analysis dropped), then analysed.
  await page.waitForFunction(n => document.body.dataset.game !== n && document.body.dataset.analysis === 'none' &&
    /^loaded \d+ moves/.test(document.getElementById('record-note').textContent), serial);
  await page.fill('#analysis-depth', String(DEPTH));
  await page.fill('#analysis-movetime', String(movetime));
  await page.click('#analyse');
  await page.waitForSelector('body[data-analysis="done"]', { timeout: 60000 });
}

await run('uiw-web analysis mode', 150000, async () => {
  // A game with mistakes: a seeded random player (Red) against the engine, 40 plies.
  const { records, judged } = refereeGame('rodeffer');
  const moves = judged.moves;
  const marked = moves.filter(m => m.mark);
  if (!marked.length) throw new Error('the referee marked no move: the game is not one to test marks with');
  console.log(`referee -analyse: ${moves.length} moves, marks ${marked.map(m => m.mark).join(' ')}`);

  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--red', 'human', '--blue', 'human',
    '--depth', '2', '--movetime', '2000'], artifact(args, 'web-analysis-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  const sent = [];  // the bridge's analysis messages, as the page got them
  page.on('websocket', ws => ws.on('framereceived', f => {
    try { const m = JSON.parse(f.payload); if (m.type === 'analysis') sent.push(m); } catch { /* not JSON */ }
  }));
  await page.waitForSelector('body[data-engine="ready"]');
  await loadAndAnalyse(page, records);
  const view = await shown(page);

  const bySent = await compareWithReferee(page, view, sent, judged, 'rodeffer');
  console.log(`graph: ${view.points.length} points equal to the referee's evaluations; ${marked.length} marks equal`);

  // A click on a graph point goes to its ply; the bar shows that ply's evaluation.
  const target = moves.findIndex(m => m.mark) + 1;
  await page.click(`#eval-graph [data-ply="${target}"]`);
  await page.waitForFunction(n => document.body.dataset.view === String(n), target);
  const atTarget = await shown(page);
  const targetEval = view.points.find(p => p.ply === target).text;
  if (atTarget.bar.ply !== target || atTarget.bar.text !== targetEval)
    throw new Error(`the bar at ply ${target} says ${atTarget.bar.text}, the graph ${targetEval}`);
  const barWrong = scoreWrong('rodeffer', atTarget.bar.title, view.points.find(p => p.ply === target).first);
  if (barWrong) throw new Error(`the bar's words: ${barWrong}`);
  const here = await page.textContent('#analysis-here');
  if (!here.includes(`better was ${bySent.get(target - 1).bestShown}`)) throw new Error(`the marked move's note: ${here}`);

  // A click on the second move of the best line shows the position after it; the board takes no move.
  const engine = new ReferenceEngine(args.engine);
  const { tokens } = await pageView(page);
  const line = bySent.get(target).pv;
  if (!line || line.length < 3) throw new Error(`no line of three moves at ply ${target}`);
  const shownLine = await page.$$eval('#analysis-here .line-move', bs => bs.map(b => b.textContent));
  if (shownLine.join(' ') !== bySent.get(target).pvShown.join(' ')) throw new Error('the line is not written as sent');
  await page.click('#analysis-here .line-move[data-index="1"]');
  await page.waitForSelector('body[data-preview="2"]');
  const expected = await engine.fen('startpos', [...tokens.slice(0, target), ...line.slice(0, 2)]);
  let v = await pageView(page);
  if (v.fen !== expected) throw new Error(`the preview shows ${v.fen}, the engine ${expected}`);
  if ((await page.getAttribute('body', 'data-can-play')) !== 'false') throw new Error('moves can be entered on a preview');
  // The preview's > and < step through the line.
  await page.click('#preview-forward');
  await page.waitForSelector('body[data-preview="3"]');
  v = await pageView(page);
  if (v.fen !== await engine.fen('startpos', [...tokens.slice(0, target), ...line.slice(0, 3)]))
    throw new Error(`> in the preview shows ${v.fen}`);
  await page.click('#preview-back');
  await page.waitForSelector('body[data-preview="2"]');
  if ((await pageView(page)).fen !== expected) throw new Error('< in the preview does not go back a move');
  await page.screenshot({ path: artifact(args, 'web-analysis-preview.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.body.dataset.preview === '');
  v = await pageView(page);
  if (v.fen !== await engine.fen('startpos', tokens.slice(0, target)) || v.view !== target)
    throw new Error('Esc did not go back to the game');

  // The thinking panel's line: the engine moves once at the latest position; its line's first move
  // previews the position after it.
  await page.click('#view-last');
  await page.click('#engine-move');
  await page.waitForSelector('#think-pv .line-move');
  await page.waitForFunction(n => Number(document.body.dataset.plies) === n + 1, moves.length);
  const info = seen.infos.filter(i => i.pv && i.pvShown).at(-1);
  // The bar at the latest position (no analysis there yet) shows the engine's latest score, as the
  // thinking panel does, from the first side's view.
  const lastScore = seen.infos.filter(i => i.score && !i.score.bound).at(-1);
  if (lastScore.score.kind === 'cp') {
    const first = lastScore.side === 0 ? lastScore.score.value : -lastScore.score.value;
    await page.waitForFunction(t => document.getElementById('eval-bar').dataset.text === t, `${first >= 0 ? '+' : ''}${first}`,
      { timeout: 5000 }).catch(async () => {
      throw new Error(`the bar at the latest position says "${await page.getAttribute('#eval-bar', 'data-text')}", the engine's last score ${first}`);
    });
  }
  const thinkShown = await page.$$eval('#think-pv .line-move', bs => bs.map(b => b.textContent));
  if (thinkShown.join(' ') !== info.pvShown.join(' ')) throw new Error('the thinking panel\'s line is not the last info\'s');
  await page.click('#think-pv .line-move[data-index="0"]');
  await page.waitForSelector('body[data-preview="1"]');
  v = await pageView(page);
  const afterFirst = await engine.fen('startpos', [...tokens, info.pv[0]]);
  if (v.fen !== afterFirst) throw new Error(`the thinking line's preview shows ${v.fen}, the engine ${afterFirst}`);
  await page.click('#preview-leave');
  await page.waitForFunction(() => document.body.dataset.preview === '');
  console.log(`graph click to ply ${target}, best line and thinking line previewed and left`);

  // Phone, laptop and desktop: the new elements inside the window. A page opened at the phone's size
  // loads and analyses the record; the same page is then resized to the laptop's and the desktop's.
  const firstMarked = moves.findIndex(m => m.mark) + 1;
  const sizes = [{ name: 'phone', width: 390, height: 844 }, { name: 'laptop', width: 1366, height: 768 },
    { name: 'desktop', width: 1920, height: 1080 }];
  const context = await browser.newContext({ viewport: { width: sizes[0].width, height: sizes[0].height } });
  const p = await context.newPage();
  p.on('pageerror', e => problems.push(`page error: ${e.message}`));
  await p.goto(bridge.url);
  await p.waitForSelector('body[data-engine="ready"]');
  await loadAndAnalyse(p, records);
  for (const size of sizes) {
    await p.setViewportSize({ width: size.width, height: size.height });
    // Loading scrolled a phone's page down to the record panel; the board is at the top.
    await p.evaluate(() => window.scrollTo(0, 0));
    const bar = await outside(p, ['#eval-bar', '#board']);
    if (bar.length) throw new Error(`${size.name}: ${bar.join('; ')}`);
    await p.$eval('#analysis-panel', e => e.scrollIntoView({ block: 'start' }));
    const panel = await outside(p, ['#analysis-panel', '#eval-graph', '#analyse']);
    if (panel.length) throw new Error(`${size.name}: ${panel.join('; ')}`);
    // A marked move's point: its note names what it lost and the engine's move, inside the window.
    await p.click(`#eval-graph [data-ply="${firstMarked}"]`);
    await p.waitForFunction(n => document.body.dataset.view === String(n), firstMarked);
    const note = await p.textContent('#analysis-here .here-mark');
    if (!/lost .*; better was /.test(note)) throw new Error(`${size.name}: the marked move's note "${note}"`);
    const noteOutside = await outside(p, ['#analysis-here .here-mark']);
    if (noteOutside.length) throw new Error(`${size.name}: ${noteOutside.join('; ')}`);
    await p.screenshot({ path: artifact(args, `web-analysis-${size.name}.png`), fullPage: false });
  }
  await context.close();
  // The other games: Inchworm Chess (moves in N3 record notation) and Steere's Inchworm (passes, a
  // race evaluation).
  for (const game of ['inchworm-chess', 'steere']) {
    const other = refereeGame(game);
    sent.length = 0;
    await loadAndAnalyse(page, other.records);
    await compareWithReferee(page, await shown(page), sent, other.judged, game);
    console.log(`${game}: ${other.judged.moves.length} moves, the graph and the marks (${
      other.judged.moves.filter(m => m.mark).length}) the referee's`);
  }
  if (seen.errors.length) throw new Error(`errors from the bridge: ${seen.errors.join('; ')}`);

  // A hanging analysis engine: the mock answers two searches, then nothing. Each search may take 100 ms;
  // 5 s over it the engine is sent `stop`, 5 s later given up. The playing engine (the same mock,
  // another process) is still ready.
  const hung = await startBridge(args.bridge, ['--engine', args.mock, '--engine-arg=--mode', '--engine-arg=stall',
    '--engine-arg=--after', '--engine-arg=2', '--red', 'human', '--blue', 'human'], artifact(args, 'web-analysis-hung.log'));
  const { page: hp, problems: hungProblems } = await openPage(browser, hung.url);
  await hp.waitForSelector('body[data-engine="ready"]');
  const started = Date.now();
  await loadAndAnalyse(hp, records, 100);
  const state = await hp.textContent('#analysis-state');
  if (!/did not answer in time/.test(state)) throw new Error(`a hung analysis engine: "${state}"`);
  // Two answers judge one position (its search and, when the mock's move is not the move played, the
  // played move's own search) or two: what they judged is kept.
  const kept = (await hp.$$('#eval-graph [data-ply]')).length;
  if (kept < 1 || kept > 2) throw new Error(`${kept} positions kept from two answers`);
  if ((await hp.getAttribute('body', 'data-engine')) !== 'ready') throw new Error('the playing engine was touched');
  console.log(`a hung analysis engine given up after ${((Date.now() - started) / 1000).toFixed(1)} s: ${state}`);
  problems.push(...hungProblems);
  if (problems.length) throw new Error(problems.join('\n'));
});
