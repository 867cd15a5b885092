// Premoves: a human playing against the engine queues one move while the engine thinks (the mock
// engine of testsuites/mock, seeded, taking 3 s a move; at 2 s the two clicks of a premove timed out once on a
// heavily loaded machine, most likely after the engine had moved), by a mouse drag or by clicks, on the squares the
// bridge offers for it (`premoves`). The queued move is shown (its squares shaded, body[data-premove])
// and played as soon as the engine's move arrives; one that is not legal then is dropped with a note.
// A right click on the board cancels a queued move, so does a click on the board; the engine's move
// then leaves the human to move. In Inchworm Chess (drag, then right click, then a click), Long Worm
// Chess (drag) and Rodeffer's Inchworm (clicks: a drop played, a click on the engine's stack refused
// with nothing queued, and a drop on the square the engine takes dropped when the engine's move comes).
//
//   node premove.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --mock build/bin/uiw_mock --artifacts DIR
import { artifact, centreOf, hitOf, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
if (!args.mock) throw new Error('missing --mock');

const plies = async page => Number(await page.getAttribute('body', 'data-plies'));
async function waitPlies(page, n, timeout = 8000) {
  await page.waitForFunction(k => document.body.dataset.plies === String(k), n, { timeout });
}
// The engine is thinking about its move (and the page offers premoves for this position).
async function engineThinking(page, n) {
  await page.waitForFunction(k => document.body.dataset.plies === String(k) && document.body.dataset.engine === 'thinking', n);
  await page.waitForSelector('#board .hit.actionable');
}

async function mouseDrag(page, from, to) {
  const [x0, y0] = await centreOf(page, from);
  const [x1, y1] = await centreOf(page, to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
  await page.mouse.move(x1, y1, { steps: 4 });
  await page.waitForSelector(`#board [data-hit="${to}"][data-offer="ring"]`, { timeout: 10000 });
  await page.mouse.up();
}

// The move queued: body[data-premove] and its squares shaded.
async function queued(page, token, squares) {
  await page.waitForFunction(t => document.body.dataset.premove === t, token, { timeout: 10000 });
  const shaded = await page.$$eval('#board [data-premove]', rs => rs.map(r => r.dataset.hit).sort().join(' '));
  if (shaded !== [...squares].sort().join(' ')) throw new Error(`premove ${token}: ${shaded} shaded, not ${squares}`);
}

async function agree(page, engine, n) {
  const v = await pageView(page);
  const expected = await engine.fen('startpos', v.tokens);
  if (v.fen !== expected || v.plies !== n) throw new Error(`after ${v.tokens} the page shows ${v.fen}, the engine says ${expected}`);
  return v;
}

async function startGame(browser, engine, game) {
  const bridge = await startBridge(args.bridge, ['--engine', args.mock, '--engine-arg=--seed', '--engine-arg=5',
    '--engine-arg=--move-time', '--engine-arg=3000', '--movetime', '3000', '--game', game, '--first', 'human',
    '--second', 'engine'], artifact(args, `web-premove-${game}-bridge.log`));
  await engine.ask([`setoption name Game value ${game}`, 'isready'], l => l === 'readyok');
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.waitForSelector('body[data-engine="ready"]');
  return { proc: bridge.proc, page, problems, seen };
}

// No error from the bridge (but those `allowed`), none on the page; the bridge ended.
function finish({ proc, problems, seen }, allowed = []) {
  proc.kill('SIGTERM');
  const errors = seen.errors.filter(e => !allowed.some(a => a.test(e)));
  if (errors.length) throw new Error(`the bridge reported ${errors}`);
  if (problems.length) throw new Error(problems.join('\n'));
}

await run('uiw-web: premoves while the engine thinks', 150000, async () => {
  const engine = new ReferenceEngine(args.engine);
  const browser = await launchBrowser();

  // Inchworm Chess: White's premove by a drag, played once Black's move comes.
  {
    const g = await startGame(browser, engine, 'inchworm-chess');
    const { page } = g;
    await page.click(hitOf('e2'));
    await page.click(hitOf('e4'));
    await engineThinking(page, 1);
    await mouseDrag(page, 'g1', 'f3');
    await queued(page, 'g1f3', ['g1', 'f3']);
    if ((await plies(page)) !== 1) throw new Error('the premove was played before the engine moved');
    await page.screenshot({ path: artifact(args, 'web-premove-queued.png') });
    await waitPlies(page, 3);
    const v = await agree(page, engine, 3);
    if (v.tokens[2] !== 'g1f3') throw new Error(`ply 3 is ${v.tokens[2]}, not the premove g1f3`);
    if (!/Premove g1f3 played/.test(await page.textContent('#message'))) throw new Error('the premove was not said played');
    if (await page.getAttribute('body', 'data-premove')) throw new Error('the premove is still shown after it was played');

    // Queued by clicks, cancelled by a right click: the engine's move leaves White to move.
    await engineThinking(page, 3);
    await page.click(hitOf('b1'));
    await page.click(hitOf('c3'));
    await queued(page, 'b1c3', ['b1', 'c3']);
    await page.click(hitOf('h5'), { button: 'right' });
    await page.waitForFunction(() => document.body.dataset.premove === '');
    if (await page.$('#board [data-premove]')) throw new Error('the cancelled premove is still shaded');
    // The right click cancelled the premove: it draws nothing (board_shapes.js).
    if (await page.$('#board [data-player]')) throw new Error('the right click that cancelled a premove drew a shape');
    await waitPlies(page, 4);
    await page.waitForTimeout(600);
    if ((await plies(page)) !== 4) throw new Error('a cancelled premove was played');
    await page.waitForSelector('body[data-can-play="true"]');

    // Queued, then cancelled by a click elsewhere on the board.
    await page.click(hitOf('b1'));
    await page.click(hitOf('c3'));
    await engineThinking(page, 5);
    await mouseDrag(page, 'd2', 'd3');
    await queued(page, 'd2d3', ['d2', 'd3']);
    await page.click(hitOf('a6'));
    await page.waitForFunction(() => document.body.dataset.premove === '');
    if (!/Premove cancelled/.test(await page.textContent('#message'))) throw new Error('the cancel was not said');
    await waitPlies(page, 6);
    await page.waitForTimeout(600);
    if ((await plies(page)) !== 6) throw new Error('a premove cancelled by a click was played');
    finish(g);
  }

  // Long Worm Chess: a premove by a drag, played.
  {
    const g = await startGame(browser, engine, 'longworm-chess');
    const { page } = g;
    await page.click(hitOf('d2'));
    await page.click(hitOf('d4'));
    await engineThinking(page, 1);
    await mouseDrag(page, 'b1', 'c3');
    await queued(page, 'b1c3', ['b1', 'c3']);
    await waitPlies(page, 3);
    const v = await agree(page, engine, 3);
    if (v.tokens[2] !== 'b1c3') throw new Error(`ply 3 is ${v.tokens[2]}, not the premove b1c3`);
    finish(g);
  }

  // Rodeffer's Inchworm: a drop queued by a click and played; a click on the engine's stack queues
  // nothing (no premove goes there after any reply: the page says so, and sends no move); a drop on the
  // square the engine is about to take (the seeded mock's choice, asked of a second mock) queued, and
  // dropped with a note when the engine's move comes (the bridge refuses it).
  {
    const g = await startGame(browser, engine, 'rodeffer');
    const { page } = g;
    const mock = new ReferenceEngine(args.mock, ['--seed', '5']);
    await mock.ask(['setoption name Game value rodeffer', 'isready'], l => l === 'readyok');
    await page.click(hitOf('d4'));
    await engineThinking(page, 1);
    await page.click(hitOf('a1'));
    await queued(page, 'a1', ['a1']);
    await waitPlies(page, 3);
    let v = await agree(page, engine, 3);
    if (v.tokens[2] !== 'a1') throw new Error(`ply 3 is ${v.tokens[2]}, not the premove a1`);
    const next = (await mock.ask([`position startpos moves ${v.tokens.join(' ')}`, 'go movetime 10'],
      l => l.startsWith('bestmove'))).split(' ')[1];
    if (!/^[a-h][1-8]$/.test(next)) throw new Error(`the seeded mock would play ${next}, not a drop: choose another seed`);
    await engineThinking(page, 3);
    const blue = (await pageView(page)).squares.filter(([, h, c]) => h && c === 'b').map(([s]) => s);
    await page.click(hitOf(blue[0]));
    await page.waitForFunction(() => /No premove on/.test(document.getElementById('message').textContent));
    if (await page.getAttribute('body', 'data-premove')) throw new Error(`a click on the enemy stack ${blue[0]} queued a premove`);
    await page.click(hitOf(next));
    await queued(page, next, [next]);
    await waitPlies(page, 4);
    await page.waitForFunction(() => /Premove .* dropped/.test(document.getElementById('message').textContent));
    const note = await page.textContent('#message');
    if (!note.includes(`Premove ${next} dropped`)) throw new Error(`the dropped premove said "${note}"`);
    await page.waitForTimeout(300);
    v = await agree(page, engine, 4);
    await page.waitForSelector('body[data-can-play="true"]');
    await page.screenshot({ path: artifact(args, 'web-premove-dropped.png') });
    finish(g, [new RegExp(`\\b${next}\\b`)]);  // the refusal of the dropped premove
  }
});
