// What a new user hit in the page, each checked in headless Chromium against the real bridge:
//  - a bad record (even `hello`) is refused with the reason and the game in progress stays; the error
//    goes away with the next successful load;
//  - Load, Set up and Play on from here replace the game, and "Bring back the previous game" undoes it;
//  - the label of an earlier position counts plies and names the move ("Ply 1 of 2: after move 1 of Red");
//  - stacks of any height stay inside their squares;
//  - the board does not move when a side switches between human and engine;
//  - at 412 px (a phone) the page does not scroll sideways.
// And what issue 34 found (its section 3), at 390x844, 1366x768 and 1920x1080:
//  - the chess games' move list tells a stretch from its consolidation (both written e2-e4 by N3): the
//    consolidation is glossed "consolidated" beside it, its text (and the copied record) still N3's;
//  - a side's panel with a clock and three counts (Long Worm Chess: pieces, stretched, half pieces)
//    keeps its dot round (14x14) and shows the engine's name ("engine: Inchworm ...") uncut;
// and at one size each (what is said, not where):
//  - after a flag (a 3-second clock, at 390x844) the board's notes no longer say whose move it is;
//    after a mate (at 1366x768) neither do they, and the thinking panel says the result, not "White
//    wins in 1 ply".
//
//   node page_fixes.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, pageView, parseArgs, run, setPosition, startBridge } from './harness.mjs';
import { clickMove } from './chess_helpers.mjs';

const args = parseArgs(process.argv);

async function errorShown(page) {
  return page.evaluate(() => {
    const m = document.getElementById('message');
    return m.classList.contains('error') ? m.textContent : '';
  });
}

async function loadRecord(page, text) {
  await page.fill('#record-text', text);
  await page.click('#load-record');
}

async function boardTop(page) { return page.$eval('#board', b => b.getBoundingClientRect().top); }

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
];

async function pageAt(browser, url, size) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  const problems = [];
  page.on('pageerror', e => problems.push(`${size.name}: page error: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector('body[data-engine="ready"]');
  return { page, problems };
}

// A move of the list as people see it: its text and what is drawn after it (the gloss).
const listed = (page, ply) => page.$eval(`#moves .mv[data-ply="${ply}"]`, m =>
  ({ text: m.textContent, after: getComputedStyle(m, '::after').content }));

// What is wrong with the players' panels: a dot not round and whole, a name of who plays cut before
// "engine: Inchworm", counts cut.
async function panelFaults(page) {
  return page.evaluate(() => [0, 1].flatMap(side => {
    const box = document.getElementById(`player-${side}`);
    const faults = [];
    const dot = box.querySelector('.dot').getBoundingClientRect();
    if (Math.abs(dot.width - 14) > 0.5 || Math.abs(dot.height - 14) > 0.5) faults.push(`dot ${dot.width}x${dot.height}`);
    const who = box.querySelector('.who');
    const probe = who.cloneNode();
    probe.textContent = 'engine: Inchworm';
    probe.style.cssText = 'position: absolute; max-width: none; visibility: hidden';
    who.parentNode.appendChild(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    if (/^engine/.test(who.textContent) && who.clientWidth + 0.5 < Math.min(needed, who.scrollWidth))
      faults.push(`"${who.textContent}" shown ${who.clientWidth} px wide of ${who.scrollWidth}`);
    for (const c of box.querySelectorAll('.counts > span'))
      if (c.scrollWidth > c.clientWidth + 0.5) faults.push(`count "${c.textContent}" cut`);
    const r = box.getBoundingClientRect();
    if (r.right > innerWidth + 0.5) faults.push(`panel ${r.right} px wide`);
    return faults.map(f => `${side}: ${f}`);
  }));
}

// Issue 34's defects of the play page, at each size.
async function chessFixes(browser) {
  // A stretch and its consolidation: both written e2-e4, the consolidation glossed.
  const plain = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'inchworm-chess', '--first', 'human',
    '--second', 'human'], artifact(args, 'web-fixes-chess-bridge.log'));
  // Long Worm Chess on a clock, the engine as Black: three counts (a half rook) and a clock.
  const clocked = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'longworm-chess', '--tc', '300+3',
    '--first', 'human', '--second', 'engine', '--depth', '1'], artifact(args, 'web-fixes-longworm-bridge.log'));
  // One page of each, opened at the first size and resized to the others (page_layout.test.mjs opens
  // every game at every size afresh).
  const { page, problems } = await pageAt(browser, plain.url, SIZES[0]);
  const { page: worm, problems: wormProblems } = await pageAt(browser, clocked.url, SIZES[0]);
  await worm.waitForSelector('.player .clock');
  const wormStart = await worm.inputValue('#position-string');
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await setPosition(page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1');
    for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['e2', 'e4']]) await clickMove(page, from, to);
    const [stretch, consolidation] = [await listed(page, 1), await listed(page, 3)];
    if (stretch.text !== 'e2-e4' || consolidation.text !== 'e2-e4')
      throw new Error(`${size.name}: the list's text is no longer N3's: ${stretch.text}, ${consolidation.text}`);
    if (!/consolidated/.test(consolidation.after) || /consolidated/.test(stretch.after))
      throw new Error(`${size.name}: the stretch and its consolidation read alike (${stretch.after} / ${consolidation.after})`);
    const outside = await page.$eval('#moves .mv[data-ply="3"]', m => m.getBoundingClientRect().right > innerWidth);
    if (outside) throw new Error(`${size.name}: the glossed move reaches out of the window`);
    if (problems.length) throw new Error(problems.join('\n'));

    await worm.setViewportSize({ width: size.width, height: size.height });
    if (size !== SIZES[0]) await setPosition(worm, wormStart);
    await worm.waitForSelector('.player .clock');
    let faults = await panelFaults(worm);
    if (faults.length) throw new Error(`${size.name}, Long Worm Chess on a clock: ${faults.join('; ')}`);
    await setPosition(worm, '4k3/8/8/8/3n4/8/8/3WK3 - - w - - 0 1');  // E11: a half rook, three counts
    await worm.waitForSelector('#player-0 [data-field="halves"]');
    faults = await panelFaults(worm);
    await worm.screenshot({ path: artifact(args, `web-fixes-panels-${size.name}.png`) });
    if (faults.length) throw new Error(`${size.name}, three counts and a clock: ${faults.join('; ')}`);
    if (wormProblems.length) throw new Error(wormProblems.join('\n'));
  }
  await worm.context().close();

  // A flag: a 3-second clock (the dialog's other…); White moves (the clocks start with the first move),
  // then Black does not. The notes said whose move it was, and then no more.
  const flagged = page;
  await flagged.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  await flagged.click('#new-game');
  await flagged.waitForSelector('#new-game-dialog[open]');
  const serial = await flagged.getAttribute('body', 'data-game');
  await flagged.selectOption('#new-game-form [name="clock"]', 'custom');
  await flagged.fill('#new-game-form [name="clock-custom"]', '3+0');
  await flagged.click('#start-game');
  await flagged.waitForFunction(g => document.body.dataset.game !== g && document.querySelector('.player .clock'), serial);
  await clickMove(flagged, 'e2', 'e4');
  const before = await flagged.textContent('#board-notes');
  if (!/Black to move/.test(before)) throw new Error(`before the flag the notes read "${before}"`);
  await flagged.waitForFunction(() => document.body.dataset.over === 'true', null, { timeout: 10000 });
  const after = await flagged.textContent('#board-notes');
  if (/to move/.test(after)) throw new Error(`after the flag the notes read "${after}"`);
  if (problems.length) throw new Error(problems.join('\n'));
  await flagged.context().close();

  // A mate by the engine (E2: the rook's mate after the king's "fatal but legal" step): the thinking
  // panel then says the result, and the notes name nobody to move.
  const mate = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'inchworm-chess', '--first', 'engine',
    '--second', 'human', '--depth', '3'], artifact(args, 'web-fixes-mate-bridge.log'));
  // At one size: what is said is the same at every size (the panels are checked at each above).
  const size = SIZES[1];
  const { page: mated, problems: mateProblems } = await pageAt(browser, mate.url, size);
  await setPosition(mated, '7k/7k/8/8/8/8/8/K5RR g1h1,h8h7 - b - - 2 2');
  await clickMove(mated, 'h8', 'h7');
  await mated.waitForFunction(() => document.body.dataset.over === 'true', null, { timeout: 15000 });
  await mated.waitForFunction(() => document.getElementById('think-score').textContent !== '–');
  const [score, turn, notes] = await Promise.all(['#think-score', '#turn-text', '#board-notes'].map(s => mated.textContent(s)));
  if (!/checkmate/.test(turn)) throw new Error(`${size.name}: the game ended "${turn}"`);
  if (score !== turn) throw new Error(`${size.name}: after the mate the thinking panel says "${score}"`);
  if (/to move/.test(notes)) throw new Error(`${size.name}: after the mate the notes read "${notes}"`);
  await mated.screenshot({ path: artifact(args, `web-fixes-mate-${size.name}.png`) });
  if (mateProblems.length) throw new Error(mateProblems.join('\n'));
  await mated.context().close();
}

await run('uiw-web: what a new user hit', 100000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--red', 'human', '--blue', 'human'],
    artifact(args, 'web-fixes-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');

  // The board stays where it is when a side switches between human and engine (the panels keep
  // their height whatever they say).
  const top = await boardTop(page);
  await page.selectOption('#player1-controller', 'engine');
  await page.waitForFunction(() => /engine/.test(document.querySelector('#player-1 .who').textContent));
  if (Math.abs((await boardTop(page)) - top) > 0.5) throw new Error(`the board moved from ${top} to ${await boardTop(page)}`);
  await page.selectOption('#player1-controller', 'human');
  await page.waitForFunction(() => document.querySelector('#player-1 .who').textContent === 'human');

  // A game in progress, then a record that is no game: refused, the game kept.
  await page.click('#board [data-hit="d3"]');
  await page.waitForFunction(() => document.body.dataset.plies === '1');
  const game = await page.getAttribute('body', 'data-game');
  await loadRecord(page, 'hello');
  await page.waitForFunction(() => document.getElementById('message').classList.contains('error'));
  const refusal = await errorShown(page);
  if (!/'hello'/.test(refusal) || !/kept/.test(refusal)) throw new Error(`loading "hello" said "${refusal}"`);
  const kept = await pageView(page);
  if (kept.plies !== 1 || kept.tokens[0] !== 'd3' || await page.getAttribute('body', 'data-game') !== game)
    throw new Error('loading "hello" changed the game');

  // A good record replaces the game and clears the old error; the load can be undone.
  const record = '[Game "rodeffer"]\n[Variant "TargetScore=9"]\n1. a1 b2 *\n';
  await loadRecord(page, record);
  await page.waitForFunction(g => document.body.dataset.game !== g && document.body.dataset.plies === '2', game);
  if (await errorShown(page)) throw new Error(`an old error stayed after a good load: "${await errorShown(page)}"`);
  if (!/Target score: 9/.test(await page.textContent('#rules-line'))) throw new Error('the record\'s rules were not taken');
  await page.waitForSelector('#replaced:not([hidden])');
  await page.click('#restore-game');
  await page.waitForFunction(() => document.body.dataset.plies === '1');
  if ((await pageView(page)).tokens.join(' ') !== 'd3') throw new Error('the game before the record did not come back');

  // The label of an earlier position counts plies and names the move; Play on from there is undone too.
  const before = await page.getAttribute('body', 'data-game');
  await loadRecord(page, record);
  await page.waitForFunction(g => document.body.dataset.game !== g && document.body.dataset.plies === '2', before);
  await page.click('#view-first');
  await page.click('#view-forward');
  await page.waitForFunction(() => document.body.dataset.view === '1');
  const label = await page.textContent('#turn-text');
  if (label !== 'Ply 1 of 2: after move 1 of Red') throw new Error(`the label of ply 1 reads "${label}"`);
  const loaded = await page.getAttribute('body', 'data-game');
  await page.click('#play-on');
  await page.waitForFunction(g => document.body.dataset.game !== g && document.body.dataset.plies === '1', loaded);
  await page.click('#restore-game');
  await page.waitForFunction(() => document.body.dataset.plies === '2');
  if ((await pageView(page)).tokens.join(' ') !== 'a1 b2') throw new Error('Play on was not undone');

  // Stacks of every height stay inside their squares.
  const tall = 'x8/x8/x8/x8/x8/x8/x8/r12,b9,r7,b2,r,b14,x2 r 5/0 0/0 0/0 0 1';
  await setPosition(page, tall);
  const spills = await page.$$eval('#board g[data-stack]', stacks => stacks.map(g => {
    const square = document.querySelector(`#board g[data-square="${g.dataset.stack}"] rect`).getBBox();
    const b = g.getBBox();
    const inside = b.x >= square.x && b.y >= square.y && b.x + b.width <= square.x + square.width &&
      b.y + b.height <= square.y + square.height;
    return inside ? null : `${g.dataset.stack} (${JSON.stringify(b)} in ${JSON.stringify(square)})`;
  }).filter(Boolean));
  if (spills.length) throw new Error(`stacks spill out of their squares: ${spills.join(', ')}`);
  await page.screenshot({ path: artifact(args, 'web-tall-stacks.png') });

  // A phone's width: nothing wider than the screen.
  const phone = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const small = await phone.newPage();
  await small.goto(bridge.url);
  await small.waitForSelector('body[data-engine="ready"]');
  const widths = await small.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth,
    wide: [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5).map(e => e.id || e.className || e.tagName) }));
  if (widths.page > widths.screen) throw new Error(`at 412 px the page is ${widths.page} px wide: ${widths.wide}`);
  await small.screenshot({ path: artifact(args, 'web-phone.png'), fullPage: true });
  if (problems.length) throw new Error(problems.join('\n'));

  await chessFixes(browser);
});
