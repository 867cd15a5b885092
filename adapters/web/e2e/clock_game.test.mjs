// Clocks and strength levels, by clicks in Chromium against the real engine:
//  - a 1-second clock chosen in the New game dialog (other…, 1+0): neither clock runs before the first
//    move (1.5 s of waiting lose nothing); after Red's move and the engine's reply Red does not move: the
//    bridge's flag falls, the game ends "Blue wins: Red loses on time" (turn line, end notice, the
//    copied record's Result and Termination), a click on the board and Undo are refused;
//  - the clocks inside the window at 390x844 and 1920x1080 (a 5+3 game, Red's clock running);
//  - engine against engine on a 3-second clock (Steere's 4x3 board) to the end: every `go` carries
//    both clocks and no movetime, the times sent shrink, and each side's clock ends below 3 s;
//  - a level chosen in the dialog reaching the engine: Casual sends `setoption name Player value engine`
//    and `go ... nodes 200`; Beginner the engine's own search, `go ... depth 1` (issue 34: its greedy
//    player made every score "even" and stretched pawn after pawn, another game). A game of Long Worm
//    Chess at Beginner, engine against engine: the first move is the engine's own at depth 1 (the test's
//    engine asked), most searches score the position (not "even"), and the engines consolidate.
//
//   node clock_game.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, parseArgs, ReferenceEngine, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);

// Opens the New game dialog and starts a game with these entries (selects by name: value).
async function newGame(page, entries, custom) {
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  const serial = await page.getAttribute('body', 'data-game');
  for (const [name, value] of Object.entries(entries)) await page.selectOption(`#new-game-form [name="${name}"]`, value);
  if (custom !== undefined) await page.fill('#new-game-form [name="clock-custom"]', custom);
  await page.click('#start-game');
  await page.waitForFunction(s => document.body.dataset.game !== s, serial);
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
}

// The clock faces' boxes outside the window.
async function clocksOutside(page) {
  return page.evaluate(() => [...document.querySelectorAll('.player .clock')].flatMap(c => {
    const r = c.getBoundingClientRect();
    const inside = r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
    return inside ? [] : [`clock ${c.dataset.side} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`];
  }));
}

await run('uiw-web: clocks, a flag-fall, an engine on its clock, strength levels', 120000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--first', 'human', '--second', 'engine'],
    artifact(args, 'web-clock-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');
  if (await page.$('.player .clock')) throw new Error('a clock is shown without a time control');

  // A 1-second clock for the human (Red), who does not move.
  await newGame(page, { clock: 'custom' }, '1+0');
  if ((await page.getAttribute('body', 'data-clock')) !== '1+0') throw new Error('the game has no 1+0 clock');
  // Neither clock runs before the first move: the human may take longer than the whole clock.
  await page.waitForTimeout(1500);
  if (await page.$('.player .clock[data-running="true"]')) throw new Error('a clock runs before the first move');
  if ((await page.getAttribute('body', 'data-over')) !== 'false') throw new Error('the game ended before the first move');
  if ((await (await fetch(bridge.url + 'api/state')).json()).clock.running !== -1)
    throw new Error('the bridge runs a clock before the first move');
  // Red's first move starts Blue's clock; after the engine's reply Red's runs until its flag falls.
  await page.click('#board [data-hit="d4"]');
  await page.waitForSelector('#player-0 .clock[data-running="true"]', { timeout: 5000 });
  await page.waitForSelector('body[data-over="true"]', { timeout: 5000 });
  const said = await page.textContent('#game-end-text');
  if (said !== 'Game over. Blue wins: Red loses on time.') throw new Error(`the end notice says "${said}"`);
  const turn = await page.textContent('#turn-text');
  if (turn !== 'Blue wins: Red loses on time') throw new Error(`the turn line says "${turn}"`);
  if ((await page.getAttribute('#player-0 .clock', 'data-flagged')) !== 'true') throw new Error('Red\'s flag is not shown');
  if ((await page.textContent('#player-0 .clock')) !== '0:00.0') throw new Error(`Red's clock shows ${await page.textContent('#player-0 .clock')}`);
  if ((await page.textContent('#board-announce')).indexOf('Red loses on time') < 0) throw new Error('the live region did not say the result');
  const state = await (await fetch(bridge.url + 'api/state')).json();
  if (state.clock.flagged !== 0 || state.clock.left[0] > -50 || !(state.clock.left[1] > 0 && state.clock.left[1] <= 1000))
    throw new Error(`the bridge's clocks: ${JSON.stringify(state.clock)}`);
  await page.click('#copy-record');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  if (!record.includes('[Result "0-1"]') || !record.includes('[Termination "Red loses on time"]'))
    throw new Error(`the copied record:\n${record}`);
  // Nothing more is played: a move on the board and Undo are refused.
  await page.click('#board [data-hit="d4"]');
  if (!/game is over/.test(await page.textContent('#message'))) throw new Error('a move after the flag was not refused');
  const errors = seen.errors.length;
  const logAt = seen.log.length;
  await page.evaluate(() => document.getElementById('undo').disabled || document.getElementById('undo').click());
  if (seen.log.slice(logAt).some(l => l.dir === 'out' && l.line.startsWith('go'))) throw new Error('the engine was asked to move');
  await page.waitForTimeout(300);
  if ((await page.getAttribute('body', 'data-over')) !== 'true') throw new Error('undo brought a lost game back');
  if ((await page.getAttribute('body', 'data-plies')) !== '2') throw new Error('a move was played after the flag');
  seen.errors.splice(errors);

  // The clocks inside the window on a phone and a desktop.
  await newGame(page, { clock: '300+3' });
  await page.waitForSelector('#player-0 .clock[data-left-ms="300000"]');
  if (await page.$('.player .clock[data-running="true"]')) throw new Error('a clock runs before the first move');
  for (const [width, height] of [[390, 844], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    const cut = await clocksOutside(page);
    if (cut.length) throw new Error(`at ${width}x${height}: ${cut.join('; ')}`);
    const faces = await page.$$eval('.player .clock', cs => cs.map(c => c.textContent));
    if (faces.length !== 2 || !faces.every(f => /^[0-5]:[0-5]\d$/.test(f))) throw new Error(`the clocks read ${faces}`);
    await page.screenshot({ path: artifact(args, `web-clock-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 960 });
  // Red's first move by a click: untimed (its clock never ran, so no increment either); the engine is
  // sent both clocks, its own running from the move.
  const goFrom = seen.log.length;
  await page.click('#board [data-hit="d4"]');
  await page.waitForFunction(() => document.querySelector('#player-1 .clock[data-running="true"]'));
  const redLeft = Number(await page.getAttribute('#player-0 .clock', 'data-left-ms'));
  if (redLeft !== 300000) throw new Error(`Red's clock after its first move: ${redLeft} ms`);
  const firstGo = await (async () => {
    for (let k = 0; k < 50; k++) {
      const go = seen.log.slice(goFrom).find(l => l.dir === 'out' && l.line.startsWith('go'));
      if (go) return go.line;
      await page.waitForTimeout(100);
    }
    throw new Error('the engine was not asked to move');
  })();
  const sent = /^go wtime (\d+) btime (\d+) winc 3000 binc 3000$/.exec(firstGo);
  if (!sent || Number(sent[1]) !== redLeft || Number(sent[2]) > 300000 || Number(sent[2]) < 299000)
    throw new Error(`the engine was sent "${firstGo}" (Red's clock ${redLeft})`);

  // Engine against engine on a 3-second clock, to the end of a game on Steere's 4x3 board.
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-form [name="game"]', 'steere');
  await page.fill('#new-game-form [name="rule-Rows"]', '4');
  await page.fill('#new-game-form [name="rule-Columns"]', '3');
  await page.selectOption('#new-game-form [name="first"]', 'engine');
  await page.selectOption('#new-game-form [name="second"]', 'engine');
  await page.selectOption('#new-game-form [name="clock"]', 'custom');
  await page.fill('#new-game-form [name="clock-custom"]', '3');
  const logFrom = seen.log.length;
  await page.click('#start-game');
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
  await page.waitForFunction(() => document.body.dataset.over === 'true' || document.body.dataset.paused === 'true',
    null, { timeout: 60000 });
  const result = await page.textContent('#turn-text');
  const gos = seen.log.slice(logFrom).filter(l => l.dir === 'out' && l.line.startsWith('go')).map(l => l.line);
  if (gos.length < 4) throw new Error(`only ${gos.length} searches: ${result}`);
  const times = gos.map(g => {
    const m = /^go wtime (\d+) btime (\d+) winc 0 binc 0$/.exec(g);
    if (!m) throw new Error(`a go without both clocks or with a movetime: ${g}`);
    return [Number(m[1]), Number(m[2])];
  });
  for (const side of [0, 1]) {
    const mine = times.filter((_, k) => k % 2 === side).map(t => t[side]);
    if (mine.some((t, k) => k > 0 && t > mine[k - 1])) throw new Error(`side ${side}'s times grew: ${mine}`);
  }
  const left = await page.$$eval('.player .clock', cs => cs.map(c => Number(c.dataset.leftMs)));
  if (!left.every(ms => ms < 3000)) throw new Error(`the engines' clocks end at ${left} ms: not used`);
  if (!/wins|Draw/.test(result)) throw new Error(`the engine game ended "${result}"`);
  console.log(`engine game on 3+0: ${gos.length} searches, clocks left ${left} ms, ${result}`);
  await page.screenshot({ path: artifact(args, 'web-clock-engines.png') });

  // Levels: Casual, then Beginner, chosen in the dialog for an engine playing the first side.
  for (const [level, nodes, depth] of [['casual', 200, 0], ['beginner', 0, 1]]) {
    const from = seen.log.length;
    await newGame(page, { game: 'rodeffer', first: 'engine', second: 'human', level, clock: 'none' });
    await page.waitForFunction(() => Number(document.body.dataset.plies) >= 1, null, { timeout: 10000 });
    const sent = seen.log.slice(from).filter(l => l.dir === 'out').map(l => l.line);
    // Every level is the engine's own search (told once per engine process and game).
    const told = seen.log.filter(l => l.dir === 'out' && l.line.startsWith('setoption name Player ')).map(l => l.line);
    if (told.length === 0 || told.some(l => l !== 'setoption name Player value engine'))
      throw new Error(`${level}: the engine was told ${told.join(' | ')}`);
    const go = sent.find(l => l.startsWith('go'));
    if (nodes && !go.endsWith(` nodes ${nodes}`)) throw new Error(`${level}: ${go}`);
    if (!nodes && /nodes/.test(go)) throw new Error(`${level}: ${go}`);
    if (depth && !go.includes(` depth ${depth}`)) throw new Error(`${level}: ${go}`);
    const chosen = await page.evaluate(() => fetch('/api/state').then(r => r.json()).then(s => s.level));
    if (chosen !== level) throw new Error(`the bridge's level is ${chosen}`);
  }
  // Long Worm Chess at Beginner, engine against engine: the engine's own game, one move deep.
  const reference = new ReferenceEngine(args.engine);
  await reference.setOptions({ Game: 'longworm-chess' });
  const own = (await reference.ask(['position startpos', 'go depth 1'], l => l.startsWith('bestmove'))).split(' ')[1];
  const from = seen.log.length;
  await newGame(page, { game: 'longworm-chess', first: 'engine', second: 'engine', level: 'beginner', clock: 'none' });
  await page.waitForFunction(() => Number(document.body.dataset.plies) >= 20, null, { timeout: 30000 });
  await page.click('#pause');
  const first = await page.getAttribute('#moves .mv[data-ply="1"]', 'data-token');
  if (first !== own) throw new Error(`Beginner's first move is ${first}; the engine's own at depth 1 is ${own}`);
  // Each search's last score: most are not "even".
  const scored = [];
  let last;
  for (const { line } of seen.log.slice(from).filter(l => l.dir === 'in')) {
    const cp = line.match(/ score cp (-?\d+)/);
    if (cp) last = Number(cp[1]);
    if (line.startsWith('bestmove') && last !== undefined) [scored[scored.length], last] = [last, undefined];
  }
  if (scored.filter(v => v !== 0).length * 2 < scored.length) throw new Error(`Beginner's scores: ${scored}`);
  const glosses = await page.$$eval('#moves .mv[data-gloss]', ms => ms.map(m => m.dataset.gloss));
  if (!glosses.length) throw new Error('at Beginner the engines never consolidated in 20 plies');
  console.log(`Long Worm Chess at Beginner: first move ${first}, scores ${scored.join(' ')}, ${glosses.length} consolidations`);
  // A clock the bridge cannot read is refused in the dialog (its field shown only for other…).
  await page.click('#new-game');
  await page.selectOption('#new-game-form [name="clock"]', '180+2');
  if (await page.isVisible('#new-game-form [name="clock-custom"]')) throw new Error('the own clock field shows for 3+2');
  await page.selectOption('#new-game-form [name="clock"]', 'custom');
  await page.fill('#new-game-form [name="clock-custom"]', '5 minutes');
  await page.waitForFunction(() => /bad clock/.test(document.getElementById('new-game-error').textContent));
  await page.keyboard.press('Escape');

  if (seen.errors.length) throw new Error(`errors from the bridge: ${seen.errors.join('; ')}`);
  if (problems.length) throw new Error(problems.join('; '));
});
