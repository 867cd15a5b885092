// Whole games in headless Chromium through the real uiw-web and the real engine at a fixed low depth
// (reproducible), by clicks only (no key presses):
//  1. Red is the human, Blue the engine (`--depth 1`, then depth 2 and another movetime set on the
//     page), TargetScore 6, played to its end. The human's moves include at least one collect and one
//     distribution (square by square), besides drops and, when they come, rescues.
//  2. A new game from the New game dialog with a handicap (RedPieces 20, BluePieces 22) and the modern
//     capture rule, the engine playing Red and the human Blue, for 6 human moves (or to its end).
// After every move the page (position string and the squares drawn) must show the position the test's
// own engine gives for the same moves (`query fen`), and every `query fen` answer of the bridge's
// engine must be the position of the ply it was asked at. Every move of the engine's side must be a
// `bestmove` of the engine (the test never clicks for that side). The bridge must report no error the
// test did not provoke, and never pause the engines. Refusals, undo, the thinking panel, the settings,
// and the record copied and loaded back are checked on the way. The final position is kept as a
// screenshot (testsuites/artifacts/web-final.png, web-as-blue.png).
//
//   node play_game.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR [--seed N]
import {
  artifact, checkPlies, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, rng, run, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
const TARGET = 6;
const MAX_PLIES = 300;
const BLUE_MOVES = 6;  // the human's moves as Blue (the game under the modern rule runs long; more repeat these)
const VARIANT = { TargetScore: 4, CaptureRule: 'modern', RedPieces: 20, BluePieces: 22 };
const DEFAULTS = { Topology: 'plane', CaptureRule: 'original', TargetScore: 60, PrisonerDrops: false, RedPieces: 25,
  BluePieces: 25 };

async function waitPlies(page, n, ms = 10000) {
  await page.waitForFunction(k => Number(document.body.dataset.plies) >= k, n, { timeout: ms });
}

async function plies(page) { return Number(await page.getAttribute('body', 'data-plies')); }

async function message(page) {
  return page.evaluate(() => {
    const m = document.getElementById('message');
    return { text: m.textContent, error: m.classList.contains('error') };
  });
}

// What the human may click now: the squares marked actionable, with what stands on them, and the
// whole board.
async function offers(page) {
  return page.evaluate(() => {
    const at = name => {
      const g = document.querySelector(`#board g[data-square="${name}"]`);
      return { name, height: Number(g.dataset.height), colour: g.dataset.colour };
    };
    return {
      side: document.body.dataset.side,
      squares: [...document.querySelectorAll('#board .hit.actionable')].map(r => at(r.getAttribute('data-hit'))),
      board: [...document.querySelectorAll('#board g[data-square]')].map(g => at(g.dataset.square)),
      rescue: !document.getElementById('rescue').disabled,
      pass: !document.getElementById('pass').hidden,
      dots: [...document.querySelectorAll('#board [data-offer="dot"]')].map(r => r.getAttribute('data-hit')),
      rings: [...document.querySelectorAll('#board [data-offer="ring"]')].map(r => r.getAttribute('data-hit')),
    };
  });
}

async function clickSquare(page, name) { await page.click(`#board [data-hit="${name}"]`); }

function kingNeighbours(name) {
  const f = name.charCodeAt(0) - 97, r = Number(name[1]) - 1;
  const out = [];
  for (let df = -1; df <= 1; df++)
    for (let dr = -1; dr <= 1; dr++) {
      const nf = f + df, nr = r + dr;
      if ((df || dr) && nf >= 0 && nf < 8 && nr >= 0 && nr < 8) out.push(String.fromCharCode(97 + nf) + (nr + 1));
    }
  return out;
}

function orthogonalNeighbours(name) {
  return kingNeighbours(name).filter(n => n[0] === name[0] || n[1] === name[1]);
}

// The items with the most of `score`, one of them picked at random.
function best(list, score, random) {
  const top = Math.max(...list.map(score));
  const ties = list.filter(x => score(x) === top);
  return ties[Math.floor(random() * ties.length)];
}

// The errors the bridge sent: those the test provoked are accepted one by one; any other fails.
class BridgeErrors {
  constructor(seen) { this.seen = seen; this.accepted = 0; }
  async accept(page, pattern, required) {
    const deadline = Date.now() + (required ? 5000 : 300);
    while (required && this.seen.errors.length <= this.accepted && Date.now() < deadline) await page.waitForTimeout(20);
    if (required && this.seen.errors.length <= this.accepted) throw new Error(`no error matching ${pattern} came`);
    for (; this.accepted < this.seen.errors.length; this.accepted++) {
      const e = this.seen.errors[this.accepted];
      if (!pattern.test(e)) throw new Error(`the bridge reported "${e}" (expected only ${pattern})`);
    }
  }
  check(where) {
    if (this.seen.errors.length > this.accepted)
      throw new Error(`${where}: the bridge reported ${JSON.stringify(this.seen.errors.slice(this.accepted))}`);
  }
}

// Walks a distribution square by square along the offered dots until it is played. Once per game it
// first clicks a square that is not offered (in the middle of the path, where it is refused with a
// reason rather than taken as a fresh click), which must leave the path as it was.
async function distribute(page, stack, before, random, stats, errors) {
  await clickSquare(page, stack.name);
  await page.waitForSelector('#board [data-offer="dot"]', { timeout: 10000 });
  let steps = 1;
  while ((await plies(page)) === before) {
    const s = await offers(page);
    if (!stats.refusedStep && steps === 2) {
      const far = s.board.find(q => q.height === 0 && !s.dots.includes(q.name) &&
        Math.abs(q.name.charCodeAt(0) - stack.name.charCodeAt(0)) > 2);
      if (far) {
        await clickSquare(page, far.name);
        await page.waitForFunction(() => document.getElementById('message').classList.contains('error'));
        stats.refusedStep = (await message(page)).text;
        await errors.accept(page, /king step|dead end/, false);
        if ((await page.$$('#board .path-step')).length !== steps) throw new Error('a refused step changed the path');
        if ((await plies(page)) !== before) throw new Error('a refused step played a move');
      }
    }
    await clickSquare(page, s.dots[Math.floor(random() * s.dots.length)]);
    steps++;
    await page.waitForFunction(
      ([n, k]) => Number(document.body.dataset.plies) > n ||
        (document.querySelectorAll('#board .path-step').length === k && document.querySelector('#board [data-offer="dot"]')),
      [before, steps], { timeout: 5000 });
  }
}

// Plays one move for the human by clicks and returns its kind. Collects and distributions are sought
// until one of each was played: a collect when two own stacks stand side by side (else a drop next to
// an own stack), a distribution when an own stack of 3 or more has room (else a drop onto the highest
// own stack that still has an empty square next to it); where the stack ends up, the square with the
// most empty neighbours is preferred, so that the engine does not capture it at once.
async function humanMove(page, random, stats, errors) {
  const before = await plies(page);
  const o = await offers(page);
  const pick = list => list[Math.floor(random() * list.length)];
  const played = async () => { await waitPlies(page, before + 1); };
  if (o.pass) {
    await page.click('#pass');
    await played();
    return 'pass';
  }
  const at = new Map(o.board.map(q => [q.name, q]));
  // Empty squares next to a square: a stack with more of them is not captured at once.
  const room = name => orthogonalNeighbours(name).filter(n => at.get(n).height === 0).length;
  const own = o.board.filter(q => q.colour === o.side && q.height > 0);
  const empty = o.squares.filter(q => q.height === 0);
  const stock = await page.evaluate(side => Number(document.querySelector(`#player-${side === 'r' ? 0 : 1} [data-field="stock"]`)
    .textContent.match(/\d+/)[0]), o.side);

  if (!stats.kinds.collect) {
    const pair = own.flatMap(a => kingNeighbours(a.name).filter(n => at.get(n).colour === o.side).map(n => [a.name, n]));
    if (pair.length) {
      const [from, to] = best(pair, ([, t]) => room(t), random);
      await clickSquare(page, from);
      await page.waitForSelector(`#board [data-hit="${to}"][data-offer="ring"]`, { timeout: 10000 });
      await clickSquare(page, to);
      await played();
      return 'collect';
    }
    const next = empty.filter(q => kingNeighbours(q.name).some(n => at.get(n).colour === o.side && at.get(n).height > 0));
    if (next.length && stock > 0) {
      await clickSquare(page, best(next, q => room(q.name), random).name);
      await played();
      return 'drop';
    }
  }
  if (!stats.kinds.distribute) {
    // A stack of 3 or more, so that the path has a middle where a stray click is refused.
    const tall = own.filter(q => q.height >= 3 && kingNeighbours(q.name).some(n => at.get(n).height === 0));
    if (tall.length) {
      await distribute(page, pick(tall), before, random, stats, errors);
      return 'distribute';
    }
    const roomy = own.filter(q => room(q.name) > 0);
    if (roomy.length && stock > 0) {
      const stack = best(roomy, q => q.height * 10 + room(q.name), random);
      await clickSquare(page, stack.name);
      await page.waitForSelector(`#board [data-hit="${stack.name}"][data-offer="selected"]`);
      await clickSquare(page, stack.name);  // the selected stack again: a drop onto it
      await played();
      return 'drop on stack';
    }
  }
  if (o.rescue && (random() < 0.4 || (empty.length === 0 && own.length === 0))) {
    await page.click('#rescue');
    await played();
    return 'rescue';
  }
  // Otherwise a stack now and then (collect or distribution when offered), else a drop.
  const r = random();
  if (own.length && (r < 0.35 || empty.length === 0)) {
    const stack = pick(own);
    await clickSquare(page, stack.name);
    await page.waitForSelector('#board [data-offer="selected"]');
    if (stack.height >= 2)
      await page.waitForSelector('#board [data-offer="dot"]', { timeout: 1500 }).catch(() => {});
    const s = await offers(page);
    if (s.rings.length && (random() < 0.5 || !s.dots.length)) {
      await clickSquare(page, pick(s.rings));
      const choice = await page.$('#choice:not([hidden]) button');
      if (choice) await choice.click();
      await played();
      return 'collect';
    }
    if (s.dots.length) {
      await page.click('#cancel-input');
      await distribute(page, stack, before, random, stats, errors);
      return 'distribute';
    }
    await page.click('#cancel-input');  // a click, not Esc
    await page.waitForSelector('#board [data-offer="selected"]', { state: 'detached' });
  }
  if (!empty.length || stock === 0) {
    if (o.rescue) {
      await page.click('#rescue');
      await played();
      return 'rescue';
    }
    throw new Error(`no move found for the human in ${(await pageView(page)).fen}`);
  }
  await clickSquare(page, pick(empty).name);
  await played();
  return 'drop';
}

// The thinking panel after an engine search: depth, score (named after a side), nps and pv.
async function thinking(page) {
  return page.evaluate(() => Object.fromEntries(['depth', 'score', 'nodes', 'nps', 'time', 'pv']
    .map(k => [k, document.getElementById(`think-${k}`).textContent])));
}

async function setField(page, id, value) {
  await page.fill(id, String(value));
  await page.$eval(id, e => e.blur());  // the change is sent when the field is left
}

// The `go` lines the bridge sent to its engine, and its `bestmove` answers.
const goLines = seen => seen.log.filter(l => l.dir === 'out' && l.line.startsWith('go ')).map(l => l.line);
const bestMoves = seen => seen.log.filter(l => l.dir === 'in' && l.line.startsWith('bestmove ')).map(l => l.line.split(' ')[1]);

// Every move of `engineSide` must be one of the engine's bestmoves (sent since log entry `since`), in order.
function checkEngineSide(tokens, moverList, engineSide, seen, since) {
  const best = bestMoves({ log: seen.log.slice(since) });
  let b = 0;
  let count = 0;
  for (let k = 0; k < tokens.length; k++) {
    if (moverList[k] !== engineSide) continue;
    count++;
    while (b < best.length && best[b] !== tokens[k]) b++;
    if (b === best.length) throw new Error(`ply ${k + 1} (${tokens[k]}) of the engine's side is no bestmove of the engine`);
    b++;
  }
  return count;
}

// The `query fen` answers of the bridge's engine from the `from`-th on must be the game's positions at
// their plies; returns how many are checked.
async function checkEngineFens(engine, base, tokens, seen, from) {
  for (const { fen, ply } of seen.engineFens.slice(from)) {
    const expected = await engine.fen(base, tokens.slice(0, ply));
    if (fen !== expected) throw new Error(`the bridge's engine saw ${fen} at ply ${ply}, not ${expected}`);
  }
  return seen.engineFens.length;
}

async function movers(page) {
  return page.$$eval('#moves .mv[data-ply]', spans => spans.map(s => (s.classList.contains('r') ? 'r' : 'b')));
}

await run('uiw-web plays whole games through the page', 150000, async () => {
  const seed = Number(args.seed || 3);
  const random = rng(seed);
  const engine = new ReferenceEngine(args.engine);
  await engine.setOptions({ TargetScore: TARGET });
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--depth', '1', '--movetime', '10000',
    '--red', 'human', '--blue', 'engine', '--option', `TargetScore=${TARGET}`], artifact(args, 'web-play-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  const errors = new BridgeErrors(seen);
  await page.waitForSelector('body[data-engine="ready"]');

  // ---- 1. Red (human) against Blue (engine), to the end ----
  const stats = { kinds: {}, refusedStep: null };
  let checked = 0;
  let undone = false;
  let refusedEnemy = false;
  let refusedHistory = false;
  let panelSeen = false;
  let settingsAt = 0;  // the ply at which depth 2 and 5000 ms were set
  let settingsSeen = false;
  let humanMoves = 0;
  let fensChecked = 0;
  while (true) {
    // The human's turn (the engine answers Blue's moves by itself) or the end.
    await page.waitForFunction(() => document.body.dataset.over === 'true' ||
      (document.body.dataset.canPlay === 'true' && document.body.dataset.engine !== 'thinking'), null, { timeout: 15000 });
    if (await page.getAttribute('body', 'data-paused') !== 'false') throw new Error('the engines were paused');
    errors.check(`after ${checked} plies`);
    const v = await pageView(page);
    await checkPlies(page, engine, 'startpos', checked, v.plies);
    checked = v.plies;
    fensChecked = await checkEngineFens(engine, 'startpos', v.tokens, seen, fensChecked);
    if (await page.getAttribute('body', 'data-over') === 'true') break;
    if (v.plies >= MAX_PLIES) throw new Error(`no end after ${MAX_PLIES} plies`);

    // After an engine move the thinking panel shows its search (depth 1 so far, or 2 once set).
    if (v.plies >= 2 && !panelSeen) {
      const t = await thinking(page);
      if (!/^1\b/.test(t.depth) || !/^(Red|Blue|even) /.test(t.score) || t.nps === '–' || !/^pv \S/.test(t.pv))
        throw new Error(`the thinking panel shows ${JSON.stringify(t)}`);
      panelSeen = true;
    }
    // Depth and movetime set on the page apply to the engine's next search.
    if (v.plies >= 4 && !settingsAt) {
      if (!goLines(seen).every(l => l === 'go depth 1 movetime 10000')) throw new Error(`go lines: ${goLines(seen)}`);
      await setField(page, '#depth', 2);
      await setField(page, '#movetime', 5000);
      settingsAt = v.plies;
    } else if (settingsAt && !settingsSeen && v.plies > settingsAt) {
      const last = goLines(seen).at(-1);
      if (last !== 'go depth 2 movetime 5000') throw new Error(`after setting depth 2 and 5000 ms the engine got "${last}"`);
      const t = await thinking(page);
      if (!/^2\b/.test(t.depth)) throw new Error(`after setting depth 2 the panel shows depth ${t.depth}`);
      settingsSeen = true;
    }

    // Refusals with a reason: a click on an enemy stack, a click while looking at an earlier position.
    const enemy = v.squares.find(([, h, c]) => h > 0 && c === 'b');
    if (!refusedEnemy && enemy) {
      await clickSquare(page, enemy[0]);
      await page.waitForFunction(() => document.getElementById('message').classList.contains('error'));
      const m = await message(page);
      if (!/enemy/.test(m.text)) throw new Error(`a click on the enemy stack ${enemy[0]} said "${m.text}"`);
      await errors.accept(page, /enemy/, true);
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
    if (!undone && v.plies >= 8) {
      await page.click('#undo');
      await page.waitForFunction(n => Number(document.body.dataset.plies) === n, v.plies - 2);
      const after = await pageView(page);
      const expected = await engine.fen('startpos', after.tokens);
      if (after.fen !== expected) throw new Error(`after undo the page shows ${after.fen}, the engine ${expected}`);
      checked = after.plies;
      undone = true;
      continue;
    }
    const kind = await humanMove(page, random, stats, errors);
    stats.kinds[kind] = (stats.kinds[kind] || 0) + 1;
    humanMoves++;
  }

  const final = await pageView(page);
  const result = await engine.ask([`position startpos moves ${final.tokens.join(' ')}`, 'query result'],
    l => l.startsWith('response '));
  const shown = await page.textContent('#result');
  const winner = result.endsWith('p1win') ? 'Red wins' : result.endsWith('p2win') ? 'Blue wins' : 'Draw';
  if (!shown.startsWith(winner)) throw new Error(`the page says "${shown}", the engine says ${result}`);
  await page.screenshot({ path: artifact(args, 'web-final.png'), fullPage: true });
  const engineMoves = checkEngineSide(final.tokens, await movers(page), 'b', seen, 0);
  if (engineMoves === 0 || fensChecked < engineMoves)
    throw new Error(`${engineMoves} engine moves but ${fensChecked} query fen answers`);
  if (!stats.kinds.collect || !stats.kinds.distribute)
    throw new Error(`the human's moves lack a collect or a distribution: ${JSON.stringify(stats.kinds)}`);
  if (!refusedEnemy || !refusedHistory || !stats.refusedStep || !undone || !panelSeen || !settingsSeen)
    throw new Error('a refusal, the undo, the thinking panel or the settings change was never checked');
  const games = `game 1: ${final.plies} plies, ${shown}; human moves ${JSON.stringify(stats.kinds)}; ` +
    `refused path step: ${stats.refusedStep}`;

  // The record copied from the page loads back and steps through the same positions.
  await page.click('#copy-record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  if (!record.includes(`[TargetScore "${TARGET}"]`)) throw new Error(`the copied record lacks its rules:\n${record}`);
  await page.fill('#record-text', record);
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#load-record');
  await page.waitForFunction(n => document.body.dataset.game !== n && document.body.dataset.view === document.body.dataset.plies &&
    /loaded/.test(document.getElementById('record-note').textContent), serial);
  await page.click('#view-first');
  await page.waitForFunction(() => document.body.dataset.view === '0');
  const reloaded = await pageView(page);
  if (reloaded.tokens.join(' ') !== final.tokens.join(' ')) throw new Error('the reloaded record has other moves');
  for (let k = 1; k <= Math.min(final.plies, 12); k++) {
    await page.click('#view-forward');
    await page.waitForFunction(n => document.body.dataset.view === String(n), k);
    const step = await pageView(page);
    const expected = await engine.fen('startpos', final.tokens.slice(0, k));
    if (step.fen !== expected) throw new Error(`record step ${k}: ${step.fen} instead of ${expected}`);
  }

  // ---- 2. The engine as Red, the human as Blue: a handicap and the modern rule from the dialog ----
  const game = await page.getAttribute('body', 'data-game');
  const since = { log: seen.log.length, fens: seen.engineFens.length };
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('[name="rule-CaptureRule"]', VARIANT.CaptureRule);
  await page.fill('[name="rule-TargetScore"]', String(VARIANT.TargetScore));
  await page.fill('[name="rule-RedPieces"]', String(VARIANT.RedPieces));
  await page.fill('[name="rule-BluePieces"]', String(VARIANT.BluePieces));
  await page.selectOption('#new-game-form [name="first"]', 'engine');
  await page.selectOption('#new-game-form [name="second"]', 'human');
  await page.click('#start-game');
  await page.waitForFunction(g => document.body.dataset.game !== g, game);
  await engine.setOptions({ ...DEFAULTS, ...VARIANT });
  const base = 'startpos';
  await page.waitForFunction(() => document.body.dataset.plies !== '0');
  for (const [name, value] of Object.entries(VARIANT)) {
    const line = `setoption name ${name} value ${value}`;
    if (!seen.log.slice(since.log).some(l => l.dir === 'out' && l.line === line))
      throw new Error(`the engine was not sent "${line}"`);
  }
  const startFen = await engine.fen(base, []);
  if (!startFen.includes(` r ${VARIANT.RedPieces}/${VARIANT.BluePieces} `)) throw new Error(`handicap start ${startFen}`);
  const blueStats = { kinds: { collect: 1, distribute: 1 }, refusedStep: 'done' };  // plain moves now
  checked = 0;
  fensChecked = since.fens;
  let blueMoves = 0;
  for (;;) {
    await page.waitForFunction(() => document.body.dataset.over === 'true' ||
      (document.body.dataset.canPlay === 'true' && document.body.dataset.engine !== 'thinking'), null, { timeout: 15000 });
    if (await page.getAttribute('body', 'data-paused') !== 'false') throw new Error('the engines were paused');
    errors.check(`as Blue, after ${checked} plies`);
    const v = await pageView(page);
    if (v.plies > 0 && checked === 0) {
      await page.click('#view-first');
      if ((await pageView(page)).fen !== startFen) throw new Error(`the page starts from ${(await pageView(page)).fen}`);
    }
    await checkPlies(page, engine, base, checked, v.plies);
    checked = v.plies;
    fensChecked = await checkEngineFens(engine, base, v.tokens, seen, fensChecked);
    if (await page.getAttribute('body', 'data-over') === 'true' || blueMoves >= BLUE_MOVES) break;
    if (await page.getAttribute('body', 'data-side') !== 'b') throw new Error('the human is asked to move for Red');
    await humanMove(page, random, blueStats, errors);
    blueMoves++;
  }
  const blueGame = await pageView(page);
  const redEngineMoves = checkEngineSide(blueGame.tokens, await movers(page), 'r', seen, since.log);
  if (blueMoves < 3 || redEngineMoves < 3) throw new Error(`only ${blueMoves} human and ${redEngineMoves} engine moves as Blue`);
  await page.screenshot({ path: artifact(args, 'web-as-blue.png'), fullPage: true });
  errors.check('at the end');
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`${games}\ngame 2 (human Blue, ${JSON.stringify(VARIANT)}): ${blueGame.plies} plies, ` +
              `${(await page.textContent('#result')) || `stopped after ${BLUE_MOVES} human moves`}; ${humanMoves + blueMoves} human ` +
              `moves by clicks, ${engineMoves + redEngineMoves} engine moves checked against its bestmoves`);
});
