// A whole game in headless Chromium through the real uiw-web and the real engine, by clicks only: the
// human side (Red) drops, collects, distributes square by square and rescues; Blue is the engine at a
// short movetime. After every move the page (position string and the squares drawn) must match the
// position the test's own engine computes from the moves (`query fen`). Refusals, undo, the record
// copy and reload, and stepping through the moves are checked on the way. The final position is kept
// as a screenshot in the artifacts folder.
//
//   node play_game.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR [--seed N]
import {
  artifact, checkPlies, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, rng, run, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
const TARGET = 6;
const MAX_PLIES = 400;

async function waitPlies(page, n, ms = 10000) {
  await page.waitForFunction(k => Number(document.body.dataset.plies) >= k, n, { timeout: ms });
}

async function message(page) {
  return page.evaluate(() => {
    const m = document.getElementById('message');
    return { text: m.textContent, error: m.classList.contains('error') };
  });
}

// What the human may click now: the squares marked actionable, with what stands on them.
async function offers(page) {
  return page.evaluate(() => {
    const hits = [...document.querySelectorAll('#board .hit.actionable')].map(r => r.getAttribute('data-hit'));
    const info = name => {
      const g = document.querySelector(`#board g[data-square="${name}"]`);
      return { name, height: Number(g.dataset.height), colour: g.dataset.colour };
    };
    return {
      side: document.body.dataset.side,
      squares: hits.map(info),
      rescue: !document.getElementById('rescue').disabled,
      pass: !document.getElementById('pass').hidden,
      dots: [...document.querySelectorAll('#board [data-offer="dot"]')].map(r => r.getAttribute('data-hit')),
      rings: [...document.querySelectorAll('#board [data-offer="ring"]')].map(r => r.getAttribute('data-hit')),
    };
  });
}

async function clickSquare(page, name) { await page.click(`#board [data-hit="${name}"]`); }

// Plays one move for the human by clicks; returns its kind.
async function humanMove(page, random, stats) {
  const before = Number(await page.getAttribute('body', 'data-plies'));
  const o = await offers(page);
  const pick = list => list[Math.floor(random() * list.length)];
  if (o.pass) {
    await page.click('#pass');
    await waitPlies(page, before + 1);
    return 'pass';
  }
  const own = o.squares.filter(s => s.colour === o.side);
  const empty = o.squares.filter(s => s.height === 0);
  if (o.rescue && (random() < 0.4 || (empty.length === 0 && own.length === 0))) {
    await page.click('#rescue');
    await waitPlies(page, before + 1);
    return 'rescue';
  }
  const tall = own.filter(s => s.height >= 2);
  // Stacks are picked often, so that collects and distributions are played too.
  const r = random();
  if (own.length && ((tall.length && r < 0.6) || r < 0.3 || empty.length === 0)) {
    const stack = tall.length && random() < 0.8 ? pick(tall) : pick(own);
    await clickSquare(page, stack.name);
    await page.waitForSelector('#board [data-offer="selected"]');
    if (stack.height >= 2) {
      // The bridge answers which squares may start a distribution.
      await page.waitForFunction(() => document.querySelector('#board [data-offer="dot"]'), null, { timeout: 2000 })
        .catch(() => {});
    }
    let s = await offers(page);
    if (s.rings.length && (random() < 0.5 || !s.dots.length)) {
      await clickSquare(page, pick(s.rings));
      const choice = await page.$('#choice:not([hidden]) button');
      if (choice) await choice.click();
      await waitPlies(page, before + 1);
      return 'collect';
    }
    if (s.dots.length) {
      // Square by square along offered squares only, once trying a square that is not offered.
      let steps = 1;
      while (Number(await page.getAttribute('body', 'data-plies')) === before) {
        if (!stats.refusedStep && steps === 1) {
          const far = (await pageView(page)).squares.find(([name, h]) => h === 0 && !s.dots.includes(name) &&
            Math.abs(name.charCodeAt(0) - stack.name.charCodeAt(0)) > 2);
          if (far) {
            await clickSquare(page, far[0]);
            await page.waitForFunction(() => document.getElementById('message').classList.contains('error'));
            stats.refusedStep = (await message(page)).text;
          }
        }
        await clickSquare(page, pick(s.dots));
        steps++;
        await page.waitForFunction(
          ([n, k]) => Number(document.body.dataset.plies) > n ||
            (document.querySelectorAll('#board .path-step').length === k && document.querySelector('#board [data-offer="dot"]')),
          [before, steps], { timeout: 5000 });
        s = await offers(page);
      }
      return 'distribute';
    }
    if (o.squares.some(q => q.name === stack.name) && empty.length + own.length > 0 && (await canDropOn(page, stack))) {
      await clickSquare(page, stack.name);  // the selected stack again: a drop onto it
      await waitPlies(page, before + 1);
      return 'drop on stack';
    }
    await page.keyboard.press('Escape');
  }
  if (!empty.length) throw new Error(`no move found for the human in ${(await pageView(page)).fen}`);
  await clickSquare(page, pick(empty).name);
  await waitPlies(page, before + 1);
  return 'drop';
}

async function canDropOn(page, stack) {
  const stock = await page.evaluate(side => {
    const text = document.querySelector(`#player-${side} [data-field="stock"]`).textContent;
    return Number(text.match(/\d+/)[0]);
  }, stack.colour);
  return stock > 0;
}

await run('uiw-web plays a whole game through the page', 150000, async () => {
  const seed = Number(args.seed || 3);
  const random = rng(seed);
  const engine = new ReferenceEngine(args.engine);
  await engine.setOptions({ TargetScore: TARGET });
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--movetime', '40', '--red', 'human',
    '--blue', 'engine', '--option', `TargetScore=${TARGET}`], artifact(args, 'web-play-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');

  const stats = { kinds: {}, refusedStep: null };
  let checked = 0;
  let undone = false;
  let refusedEnemy = false;
  let refusedHistory = false;
  while (true) {
    // Wait for the human's turn (the engine answers Blue's moves by itself) or the end.
    await page.waitForFunction(() => document.body.dataset.over === 'true' ||
      (document.body.dataset.canPlay === 'true' && document.body.dataset.engine !== 'thinking'), null, { timeout: 15000 });
    const v = await pageView(page);
    await checkPlies(page, engine, 'startpos', checked, v.plies);
    checked = v.plies;
    if (await page.getAttribute('body', 'data-over') === 'true') break;
    if (v.plies >= MAX_PLIES) throw new Error(`no end after ${MAX_PLIES} plies`);

    // Refusals with a reason: a click on an enemy stack, a click while looking at an earlier position.
    const enemy = v.squares.find(([, h, c]) => h > 0 && c === 'b');
    if (!refusedEnemy && enemy) {
      await clickSquare(page, enemy[0]);
      await page.waitForFunction(() => document.getElementById('message').classList.contains('error'));
      const m = await message(page);
      if (!/enemy/.test(m.text)) throw new Error(`a click on the enemy stack ${enemy[0]} said "${m.text}"`);
      if ((await pageView(page)).plies !== v.plies) throw new Error('the refused click changed the game');
      refusedEnemy = true;
    }
    if (!refusedHistory && v.plies >= 2) {
      await page.click('#moves .mv[data-ply="1"]');
      await clickSquare(page, 'h8');
      const m = await message(page);
      if (!m.error || !/earlier position/.test(m.text)) throw new Error(`a click on history said "${m.text}"`);
      await page.click('#view-last');
      refusedHistory = true;
    }
    // Undo once: the human's move and the engine's reply are taken back.
    if (!undone && v.plies >= 6) {
      await page.click('#undo');
      await page.waitForFunction(n => Number(document.body.dataset.plies) === n, v.plies - 2);
      const after = await pageView(page);
      const expected = await engine.fen('startpos', after.tokens);
      if (after.fen !== expected) throw new Error(`after undo the page shows ${after.fen}, the engine ${expected}`);
      checked = after.plies;
      undone = true;
      continue;
    }
    const kind = await humanMove(page, random, stats);
    stats.kinds[kind] = (stats.kinds[kind] || 0) + 1;
  }

  const final = await pageView(page);
  const result = await engine.ask([`position startpos moves ${final.tokens.join(' ')}`, 'query result'],
    l => l.startsWith('response '));
  const shown = await page.textContent('#result');
  const winner = result.endsWith('p1win') ? 'Red wins' : result.endsWith('p2win') ? 'Blue wins' : 'Draw';
  if (!shown.startsWith(winner)) throw new Error(`the page says "${shown}", the engine says ${result}`);
  await page.screenshot({ path: artifact(args, 'web-final.png'), fullPage: true });

  // The record copied from the page loads back and steps through the same positions.
  await page.click('#copy-record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  if (!record.includes(`[TargetScore "${TARGET}"]`)) throw new Error(`the copied record lacks its rules:\n${record}`);
  await page.fill('#record-text', record);
  await page.click('#load-record');
  await page.waitForFunction(() => document.body.dataset.view === '0' && /loaded/.test(document.getElementById('record-note').textContent));
  const reloaded = await pageView(page);
  if (reloaded.tokens.join(' ') !== final.tokens.join(' ')) throw new Error('the reloaded record has other moves');
  for (let k = 1; k <= Math.min(final.plies, 12); k++) {
    await page.click('#view-forward');
    await page.waitForFunction(n => document.body.dataset.view === String(n), k);
    const step = await pageView(page);
    const expected = await engine.fen('startpos', final.tokens.slice(0, k));
    if (step.fen !== expected) throw new Error(`record step ${k}: ${step.fen} instead of ${expected}`);
  }

  if (!refusedEnemy || !refusedHistory || !undone) throw new Error('a refusal or the undo was never tried');
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`game: ${final.plies} plies, ${shown}; human moves ${JSON.stringify(stats.kinds)}; ` +
              `refused path step: ${stats.refusedStep || '(not tried)'}`);
});
