// Moves by dragging in the four games with a real mouse (page.mouse: down, moves, up), each game at one
// of the phone's, the laptop's and the desktop's window size (every size in some game), and in each game
// with a finger (touch events through the browser's DevTools protocol, in a phone's window with touch).
// While the piece is carried: its image follows the pointer, it is faint on its square, and the squares
// its moves go to are offered (rings, dots, the "off the board" band); the move dropped on one is played
// (the test's own engine agrees on the position). A drop on a square no move goes to puts the piece back, plays nothing and leaves nothing
// selected. Rodeffer's distribution: the drag takes the first step, clicks on the offered squares the
// rest. Clicks still work after drags (a click-click move at the end).
//
//   node drag_moves.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, centreOf, hitOf, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, run, setPosition, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 768 }, desktop: { width: 1920, height: 1080 } };

const COLUMN = 'x8/x8/x8/x8/x3,r,r,x3/x3,r,r3,x3/x4,r,x3/x4,r2,x3 r 16/25 0/0 0/0 0 5';  // e1 collects onto e4
const FIG4B = 'x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9';        // the 9-stack on e5
const WORMS = 'x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20';  // Steere S11.2
const EDGES = 'x4,r,x,r2/x4,r3,x2/x7/x7/x7/b,x6 r 15/20 30';                          // Steere S11.4
const CHESS = 'startpos';

// Each game: a position, a drag that plays a move (its token), and a drop on a square no move goes to; the
// window size of its mouse drags (the sizes in turn: the drags do not depend on the layout, and each size
// is met by some game; the touch drags are at the phone's size in every game).
const GAMES = [
  { id: 'rodeffer', size: 'desktop', base: COLUMN, from: 'e1', to: 'e4', token: 'e1=e4', bad: 'a8', options: ['--option', 'Topology=plane'] },
  { id: 'steere', size: 'phone', base: WORMS, from: 'c2', to: 'd2', token: 'c2-d2', bad: 'a6', off: { base: EDGES, from: 'g6', token: 'g6-off' } },
  { id: 'inchworm-chess', size: 'laptop', base: CHESS, from: 'e2', to: 'e4', token: 'e2e4', bad: 'e6' },
  { id: 'longworm-chess', size: 'laptop', base: CHESS, from: 'g1', to: 'f3', token: 'g1f3', bad: 'g4' },
];
for (const size of Object.keys(VIEWPORTS))
  if (!GAMES.some(g => g.size === size)) throw new Error(`no game is dragged in the ${size}'s window`);

// Back to the game's position `base` (a new game from it; the chess games' start: the game's own).
async function reset(page, base) {
  await newGameFrom(page, base);
  await page.locator('#board').scrollIntoViewIfNeeded();
}
async function newGameFrom(page, base) {
  if (base !== 'startpos') return setPosition(page, base);
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.click('#start-game');
  await page.waitForFunction(s => document.body.dataset.game !== s && document.body.dataset.plies === '0', serial);
}

// The carried image of the piece from `from`: its centre and width, or null when none is shown.
function ghostOf(page, from) {
  return page.evaluate(f => {
    const ghost = document.querySelector(`.drag-ghost[data-ghost="${f}"]`);
    const box = ghost && ghost.getBoundingClientRect();
    return box ? [box.left + box.width / 2, box.top + box.height / 2, box.width] : null;
  }, from);
}

// What the page shows while a piece is carried over `to`: checked, and returned for the caller.
async function whileCarried(page, from, to, [x, y]) {
  const seen = await page.evaluate(([f, t]) => {
    const origin = document.querySelector(`#board [data-stack="${f}"], #board [data-piece="${f}"]`);
    return {
      dragging: document.body.dataset.dragging,
      faint: Boolean(origin && origin.classList.contains('drag-origin')),
      offered: [...document.querySelectorAll('#board [data-offer="ring"], #board [data-offer="dot"]')].map(r => r.dataset.hit),
      over: [...document.querySelectorAll('#board .drag-over')].map(r => r.dataset.hit),
    };
  }, [from, to]);
  seen.ghost = await ghostOf(page, from);
  if (seen.dragging !== from) throw new Error(`dragging ${from}: body[data-dragging] is "${seen.dragging}"`);
  if (!seen.ghost) throw new Error(`dragging ${from}: no piece image follows the pointer`);
  if (Math.hypot(seen.ghost[0] - x, seen.ghost[1] - y) > 3) throw new Error(`the piece image is at ${seen.ghost}, the pointer at ${x},${y}`);
  if (seen.ghost[2] < 20) throw new Error(`the piece image is ${seen.ghost[2]} px wide`);
  if (!seen.faint) throw new Error(`dragging ${from}: the piece is not faint on its square`);
  return seen;
}

// A mouse drag from `from` to `to`; `wantOffered`: `to` must be offered while the piece is over it.
async function mouseDrag(page, from, to, { wantOffered = true, shot = null } = {}) {
  const [x0, y0] = await centreOf(page, from);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 8, y0 + 8, { steps: 3 });
  // The target's place once the drag has begun (the "off the board" band is drawn for the selection).
  const [x1, y1] = await centreOf(page, to);
  await page.mouse.move(x1, y1, { steps: 5 });
  // The squares offered come with the selection (Rodeffer's distribution squares from the bridge).
  if (wantOffered) await page.waitForSelector(`#board [data-hit="${to}"][data-offer]`, { timeout: 5000 });
  const seen = await whileCarried(page, from, to, [x1, y1]);
  if (wantOffered && !seen.over.includes(to)) throw new Error(`${to} under the pointer is not marked (${seen.over})`);
  if (!wantOffered && seen.offered.includes(to)) throw new Error(`${to} is offered for ${from}`);
  if (shot) await page.screenshot({ path: shot });
  await page.mouse.up();
  if (await page.$('.drag-ghost')) throw new Error('the piece image is still shown after the drop');
  return seen;
}

// A finger drag (touchStart, touchMoves, touchEnd) through the DevTools protocol.
async function touchDrag(page, cdp, from, to) {
  const [x0, y0] = await centreOf(page, from);
  const [x1, y1] = await centreOf(page, to);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', x0, y0);
  for (let k = 1; k <= 6; k++) await touch('touchMove', x0 + ((x1 - x0) * k) / 6, y0 + ((y1 - y0) * k) / 6);
  await page.waitForSelector(`#board [data-hit="${to}"][data-offer]`, { timeout: 5000 });
  // The browser hands touch moves to the page with the next animation frame, so the last may not have
  // arrived when the call returns (the image was seen one step, 7 px, behind): wait for it (a page whose
  // image never reaches the finger still fails, in whileCarried after the wait).
  for (const end = Date.now() + 2000; Date.now() < end; await page.waitForTimeout(16)) {
    const ghost = await ghostOf(page, from);
    if (ghost && Math.hypot(ghost[0] - x1, ghost[1] - y1) <= 3) break;
  }
  await whileCarried(page, from, to, [x1, y1]);
  await touch('touchEnd');
}

async function played(page, engine, base, n, token) {
  await page.waitForFunction(k => document.body.dataset.plies === String(k), n, { timeout: 5000 });
  const v = await pageView(page);
  if (token && v.tokens[n - 1] !== token) throw new Error(`played ${v.tokens[n - 1]}, not ${token}`);
  const expected = await engine.fen(base, v.tokens);
  if (v.fen !== expected) throw new Error(`after ${token} the page shows ${v.fen}, the engine says ${expected}`);
}

// A drop on a square no move goes to: the piece back, nothing played, nothing selected.
async function badDrop(page, from, bad) {
  const before = await pageView(page);
  await mouseDrag(page, from, bad, { wantOffered: false });
  await page.waitForFunction(() => !document.querySelector('#board [data-offer]'), null, { timeout: 10000 });
  const after = await pageView(page);
  if (after.plies !== before.plies || after.fen !== before.fen) throw new Error(`the drop on ${bad} changed the game`);
  const message = await page.textContent('#message');
  if (!message.includes(`back on ${from}`)) throw new Error(`the drop on ${bad} said "${message}"`);
  const faint = await page.$$('#board .drag-origin');
  if (faint.length) throw new Error('a piece is still drawn faint after the drop');
  if (!(await page.$(`#board [data-stack="${from}"], #board [data-piece="${from}"]`))) throw new Error(`${from} lost its piece`);
}

await run('uiw-web: moves by dragging in every game', 200000, async () => {
  const engine = new ReferenceEngine(args.engine);
  const browser = await launchBrowser();
  for (const game of GAMES) {
    const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--game', game.id, '--first', 'human',
      '--second', 'human', ...(game.options || [])], artifact(args, `web-drag-${game.id}-bridge.log`));
    await engine.ask([`setoption name Game value ${game.id}`, 'isready'], l => l === 'readyok');
    const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
    await page.waitForSelector('body[data-engine="ready"]');
    await page.setViewportSize(VIEWPORTS[game.size]);
    await reset(page, game.base);
    await badDrop(page, game.from, game.bad);
    await mouseDrag(page, game.from, game.to, { shot: artifact(args, `web-drag-${game.id}-${game.size}.png`) });
    await played(page, engine, game.base, 1, game.token);
    if (game.off) {
      // Steere: a stack carried off the board onto the band beyond its edge.
      await reset(page, game.off.base);
      await mouseDrag(page, game.off.from, 'off');
      await played(page, engine, game.off.base, 1, game.off.token);
    }

    if (game.id === 'rodeffer') {
      // A distribution: the drag takes the 9-stack's first step, clicks on the offered squares the rest.
      await reset(page, FIG4B);
      await mouseDrag(page, 'e5', 'f4');
      await page.waitForFunction(() => document.querySelectorAll('#board .path-step').length === 2 &&
        document.querySelector('#board [data-offer="dot"]'));
      for (const square of ['e3', 'd2', 'c3', 'c4', 'd5', 'd6', 'd7']) {
        await page.waitForSelector(`#board [data-hit="${square}"][data-offer="dot"]`);
        await page.click(hitOf(square));
      }
      await played(page, engine, FIG4B, 1, null);
      const record = await page.textContent('#moves .mv[data-ply="1"]');
      if (!record.startsWith('e5-f4-e3-d2-c3-c4-d5-d6-d7')) throw new Error(`the distribution was played as ${record}`);
    }

    // Clicks still work: a click-click move.
    await reset(page, game.base);
    await page.click(hitOf(game.from));
    await page.click(hitOf(game.to));
    await played(page, engine, game.base, 1, game.token);

    // A finger, in a phone's window with touch.
    const touchContext = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    const phone = await touchContext.newPage();
    phone.on('pageerror', e => problems.push(`page error (touch): ${e.message}`));
    await phone.goto(bridge.url);
    await phone.waitForSelector('body[data-engine="ready"]');
    await reset(phone, game.base);
    const cdp = await touchContext.newCDPSession(phone);
    await touchDrag(phone, cdp, game.from, game.to);
    await played(phone, engine, game.base, 1, game.token);
    await phone.screenshot({ path: artifact(args, `web-drag-${game.id}-touch.png`) });
    await touchContext.close();

    await page.context().close();
    if (seen.errors.length) throw new Error(`${game.id}: the bridge reported ${seen.errors}`);
    if (problems.length) throw new Error(`${game.id}: ${problems.join('\n')}`);
    bridge.proc.kill('SIGTERM');
  }
});
