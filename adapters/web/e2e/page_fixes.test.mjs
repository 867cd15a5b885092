// What a new user hit in the page, each checked in headless Chromium against the real bridge:
//  - a bad record (even `hello`) is refused with the reason and the game in progress stays; the error
//    goes away with the next successful load;
//  - Load, Set up and Play on from here replace the game, and "Bring back the previous game" undoes it;
//  - the label of an earlier position counts plies and names the move ("Ply 1 of 2: after move 1 of Red");
//  - stacks of any height stay inside their squares;
//  - the board does not move when a side switches between human and engine;
//  - at 412 px (a phone) the page does not scroll sideways.
//
//   node page_fixes.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, pageView, parseArgs, run, setPosition, startBridge } from './harness.mjs';

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

await run('uiw-web: what a new user hit', 40000, async () => {
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
  if (!/TargetScore 9/.test(await page.textContent('#rules-line'))) throw new Error('the record\'s rules were not taken');
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
});
