// Arrows and circles on the board, and the board kept in the window while the analysis is used (issue
// 34, section 2), in one page of a real bridge with the real engine:
//  - in each of the four games, at one window size each (Steere's board and Long Worm Chess's turned
//    round with the key f), by real right-button mouse gestures (page.mouse, button 'right'): a drag
//    from one square to another draws an arrow from that square's centre to the other's, a click a
//    circle on its square (both checked where they are drawn on the screen, against the squares' own
//    places); the same drag again removes the arrow; a left click on the board clears them all; a circle
//    lets a click through to its square; they go when a move is played (on the board, or by the engine)
//    and when another ply is shown. In Inchworm Chess the colours: Shift red, Alt blue, Shift+Alt yellow,
//    the same squares in another colour replacing the arrow;
//  - the analysis of the Long Worm Chess game (the engine, depth 2, *Lines* 2): at a ply, the engine's
//    best move drawn as an arrow from the first to the last square its move touches (the bridge's
//    `bestSquares`, which are the token's squares), a fainter second one for its second line; both lines
//    listed with their scores in the game's words and their moves; no engine arrow on a preview;
//  - at 1366x768, the page scrolled to its end and the graph then brought into the window, a click on a
//    graph point leaves the board wholly in the window; at 390x844 so does a click on a graph point
//    and on a move of the list, each scrolled to from below the board.
// Every part is checked even when one before it failed, so that one run lists what is wrong.
//
//   node board_shapes.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, centreOf, hitOf, launchBrowser, openPage, parseArgs, run, scoreWrong, setPosition, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
const PHONE = { width: 390, height: 844 }, LAPTOP = { width: 1366, height: 768 }, DESKTOP = { width: 1920, height: 1080 };
const WORMS = 'x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20';  // Steere S11.2

// Each game: its window, a position, an arrow, a circle, and a move by clicks (its squares).
const GAMES = [
  { id: 'rodeffer', size: LAPTOP, base: 'startpos', arrow: ['c3', 'f6'], circle: 'd4', move: ['e5'] },
  { id: 'steere', size: PHONE, base: WORMS, flip: true, arrow: ['a1', 'f5'], circle: 'e4', move: ['c2', 'd2'] },
  { id: 'inchworm-chess', size: DESKTOP, base: 'startpos', arrow: ['b1', 'c3'], circle: 'f7', move: ['e2', 'e4'],
    colours: true },
  { id: 'longworm-chess', size: LAPTOP, base: 'startpos', flip: true, arrow: ['g1', 'f3'], circle: 'd5',
    move: ['b1', 'c3'] },
];

const failures = [];
async function part(name, body) {
  try {
    await body();
    console.log(`ok: ${name}`);
  } catch (e) {
    failures.push(`${name}: ${e.message.split('\n')[0]}`);
    console.error(`failed: ${name}: ${e.message.split('\n')[0]}`);
  }
}

// A right-button gesture: pressed on `from`, let go on `to` (the same square: a click), keys held.
async function rightGesture(page, from, to, keys = []) {
  const [x0, y0] = await centreOf(page, from);
  const [x1, y1] = await centreOf(page, to);
  for (const k of keys) await page.keyboard.down(k);
  await page.mouse.move(x0, y0);
  await page.mouse.down({ button: 'right' });
  if (to !== from) await page.mouse.move(x1, y1, { steps: 6 });
  await page.mouse.up({ button: 'right' });
  for (const k of keys) await page.keyboard.up(k);
}

// The player's shapes as drawn on the screen: each circle's centre and radius, each arrow's start and
// end, against the screen places of the squares they name.
async function shapesDrawn(page, selector = '#board [data-player="true"]') {
  return page.evaluate(sel => {
    const centre = name => {
      const r = document.querySelector(`#board [data-hit="${name}"]`).getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, size: Math.min(r.width, r.height) };
    };
    const onScreen = (s, x, y) => new DOMPoint(x, y).matrixTransform(s.getScreenCTM());
    const layer = document.querySelector('#board .board-shapes');
    return {
      passes: layer ? getComputedStyle(layer).pointerEvents === 'none' : null,
      shapes: [...document.querySelectorAll(sel)].map(s => {
        const a = (n) => Number(s.getAttribute(n));
        if (s.dataset.shape === 'circle') {
          const c = onScreen(s, a('cx'), a('cy')), box = s.getBoundingClientRect(), sq = centre(s.dataset.at);
          return { kind: 'circle', at: s.dataset.at, brush: s.dataset.brush, off: Math.hypot(c.x - sq.x, c.y - sq.y),
            boxOff: Math.hypot(box.left + box.width / 2 - sq.x, box.top + box.height / 2 - sq.y), ratio: box.width / sq.size };
        }
        const p = onScreen(s, a('x1'), a('y1')), q = onScreen(s, a('x2'), a('y2'));
        const from = centre(s.dataset.from), to = centre(s.dataset.to);
        // The end: on the way from the start to the target's centre, inside the target square.
        const along = ((q.x - p.x) * (to.x - p.x) + (q.y - p.y) * (to.y - p.y)) / Math.hypot(to.x - p.x, to.y - p.y);
        return { kind: 'arrow', from: s.dataset.from, to: s.dataset.to, brush: s.dataset.brush, head: s.getAttribute('marker-end'),
          startOff: Math.hypot(p.x - from.x, p.y - from.y), endOff: Math.hypot(q.x - to.x, q.y - to.y),
          aside: Math.abs((q.x - p.x) * (to.y - p.y) - (q.y - p.y) * (to.x - p.x)) / Math.hypot(to.x - p.x, to.y - p.y),
          along, size: to.size, line: s.dataset.engineLine };
      }),
    };
  }, selector);
}

// The shapes drawn must be `want` (`arrow from to brush` or `circle at brush`), each at its squares.
async function expectShapes(page, want, what) {
  const seen = await shapesDrawn(page);
  const names = seen.shapes.map(s => (s.kind === 'arrow' ? `arrow ${s.from} ${s.to} ${s.brush}` : `circle ${s.at} ${s.brush}`));
  if (names.sort().join(', ') !== [...want].sort().join(', ')) throw new Error(`${what}: drawn [${names.join(', ')}], not [${want.join(', ')}]`);
  if (seen.shapes.length && seen.passes !== true) throw new Error(`${what}: the shapes do not let the pointer through`);
  for (const s of seen.shapes) {
    if (s.kind === 'circle' && (s.off > 1.5 || s.boxOff > 2 || s.ratio < 0.6 || s.ratio > 1.05))
      throw new Error(`${what}: the circle on ${s.at} is ${s.off.toFixed(1)} px off its centre (box ${s.boxOff.toFixed(1)}), ${s.ratio.toFixed(2)} of the square`);
    if (s.kind === 'arrow' && (s.startOff > 1.5 || s.endOff > s.size / 2 || s.aside > 1.5 || s.head !== `url(#arrowhead-${s.brush})`))
      throw new Error(`${what}: the arrow ${s.from}-${s.to} starts ${s.startOff.toFixed(1)} px off ${s.from}'s centre, ends ` +
        `${s.endOff.toFixed(1)} px from ${s.to}'s (${s.aside.toFixed(1)} aside), head ${s.head}`);
  }
}

async function newGame(page, id) {
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-form select[name="game"]', id);
  await page.click('#start-game');
  await page.waitForFunction(s => document.body.dataset.game !== s && document.body.dataset.plies === '0', serial);
}

const plies = async page => Number(await page.getAttribute('body', 'data-plies'));
async function waitPlies(page, n) {
  await page.waitForFunction(k => Number(document.body.dataset.plies) >= k, n, { timeout: 15000 });
}
async function engineMove(page) {
  const n = await plies(page);
  await page.waitForSelector('#engine-move:not([disabled])');
  await page.click('#engine-move');
  await waitPlies(page, n + 1);
}

// A left click on the board's margin (its coordinates: no square there).
async function clickMargin(page) {
  const box = await page.locator('#board').boundingBox();
  const [x, y] = [box.x + 3, box.y + 3];
  const onSquare = await page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px, py).closest('[data-hit]')), [x, y]);
  if (onSquare) throw new Error('the board\'s corner is a square');
  await page.mouse.click(x, y);
}

async function playerShapes(page, game) {
  const [a, b] = game.arrow;
  await rightGesture(page, a, b);
  await expectShapes(page, [`arrow ${a} ${b} green`], 'a right drag');
  await rightGesture(page, game.circle, game.circle);
  await expectShapes(page, [`arrow ${a} ${b} green`, `circle ${game.circle} green`], 'a right click');
  await rightGesture(page, a, b);
  await expectShapes(page, [`circle ${game.circle} green`], 'the same right drag again');
  if (game.colours) {
    await rightGesture(page, a, b, ['Shift']);
    await rightGesture(page, b, a, ['Alt']);
    await rightGesture(page, game.circle, game.circle, ['Shift', 'Alt']);
    await rightGesture(page, a, game.circle, ['Control']);
    await expectShapes(page, [`arrow ${a} ${b} red`, `arrow ${b} ${a} blue`, `circle ${game.circle} yellow`,
      `arrow ${a} ${game.circle} red`], 'Shift, Alt, Shift+Alt and Ctrl');
    await rightGesture(page, a, b, ['Alt']);
    await expectShapes(page, [`arrow ${a} ${b} blue`, `arrow ${b} ${a} blue`, `circle ${game.circle} yellow`,
      `arrow ${a} ${game.circle} red`], 'the same squares in another colour');
  }
  await page.screenshot({ path: artifact(args, `web-shapes-${game.id}.png`) });
  await clickMargin(page);
  await expectShapes(page, [], 'a left click on the board');
  if (await plies(page) !== 0) throw new Error('the left click played a move');

  // A circle on the move's first square lets the click through; the move played clears the board.
  await rightGesture(page, game.move[0], game.move[0]);
  await expectShapes(page, [`circle ${game.move[0]} green`], 'a right click on the move\'s square');
  for (const square of game.move) await page.click(hitOf(square));
  await waitPlies(page, 1);
  await expectShapes(page, [], 'after a move played by clicks');
  // Another ply shown, then the latest again, then the engine's move: each clears them.
  await rightGesture(page, a, b);
  await expectShapes(page, [`arrow ${a} ${b} green`], 'a right drag after the move');
  await page.click('#view-back');
  await page.waitForFunction(() => document.body.dataset.view === '0');
  await expectShapes(page, [], 'another ply shown');
  await rightGesture(page, game.circle, game.circle);
  await expectShapes(page, [`circle ${game.circle} green`], 'a right click on an earlier ply');
  await page.click('#view-last');
  await page.waitForFunction(() => document.body.dataset.view === '1');
  await expectShapes(page, [], 'the latest ply shown again');
  await rightGesture(page, game.circle, game.circle);
  await engineMove(page);
  await expectShapes(page, [], 'after the engine\'s move');
}

// The window's edges the board's box crosses ('' when it is wholly inside).
async function boardOutside(page) {
  return page.evaluate(() => {
    const r = document.getElementById('board').getBoundingClientRect();
    return r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5
      ? `the board at ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)} ` +
        `in a ${innerWidth}x${innerHeight} window (scrolled ${Math.round(scrollY)})` : '';
  });
}

async function clickGraphPoint(page, ply, scroll) {
  await page.evaluate(how => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    document.getElementById('eval-graph').scrollIntoView({ block: how });
  }, scroll);
  await page.click(`#eval-graph [data-ply="${ply}"]`);
  await page.waitForFunction(n => document.body.dataset.view === String(n), ply);
}

await run('uiw-web: arrows and circles, the engine\'s lines and arrows, the board in view', 150000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'rodeffer', '--first', 'human',
    '--second', 'human', '--depth', '1'], artifact(args, 'web-shapes-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  const analyses = [];
  page.on('websocket', ws => ws.on('framereceived', f => {
    try { const m = JSON.parse(f.payload); if (m.type === 'analysis') analyses.push(m); } catch { /* not JSON */ }
  }));
  await page.waitForSelector('body[data-engine="ready"]');

  for (const game of GAMES) {
    await page.setViewportSize(game.size);
    if (game.id !== 'rodeffer') await newGame(page, game.id);
    if (game.base !== 'startpos') await setPosition(page, game.base);
    await page.evaluate(() => window.scrollTo(0, 0));
    const turned = String(Boolean(game.flip));
    if ((await page.getAttribute('body', 'data-turned')) !== turned) await page.click('#flip-board');
    await page.waitForFunction(t => document.body.dataset.turned === t, turned);
    await part(`${game.id} at ${game.size.width}x${game.size.height}${game.flip ? ', turned' : ''}`, () => playerShapes(page, game));
  }

  // The analysis of the Long Worm Chess game (2 plies now, 6 with four more of the engine's), 2 lines.
  for (let k = 0; k < 4; k++) await engineMove(page);
  const total = await plies(page);
  const tokens = await page.$$eval('#moves .mv[data-token]', s => s.map(e => e.dataset.token));
  await part('the Lines control', async () => {
    if (!(await page.$('#analysis-lines'))) throw new Error('no Lines control in the analysis panel');
    await page.selectOption('#analysis-lines', '2');
  });
  await page.fill('#analysis-depth', '2');
  await page.fill('#analysis-movetime', '0');
  await page.click('#analyse');
  await page.waitForSelector('body[data-analysis="done"]', { timeout: 60000 });
  const byPly = new Map();
  for (const m of analyses) for (const p of m.positions) byPly.set(p.ply, p);
  const ply = 2;
  await page.click(`#moves .mv[data-ply="${ply}"]`);
  await page.waitForFunction(n => document.body.dataset.view === String(n), ply);

  await part('the engine\'s best move drawn as an arrow', async () => {
    const p = byPly.get(ply);
    // The chess games' tokens name their squares (e.g. g8f6): the bridge's squares are those.
    const squares = (p.best.match(/[a-h][1-8]/g) || []);
    if (!p.bestSquares || p.bestSquares.join(' ') !== squares.join(' '))
      throw new Error(`the bridge's squares of ${p.best}: ${p.bestSquares}`);
    const drawn = await shapesDrawn(page, '#board [data-engine-line]');
    const best = drawn.shapes.find(s => s.line === '1');
    if (!best || best.from !== squares[0] || best.to !== squares[squares.length - 1])
      throw new Error(`ply ${ply}: the best move ${p.best}'s arrow is ${best ? `${best.from}-${best.to}` : 'not drawn'}`);
    if (best.startOff > 1.5 || best.endOff > best.size / 2 || best.aside > 1.5) throw new Error(`the arrow is not at ${p.best}'s squares`);
    const second = drawn.shapes.find(s => s.line === '2');
    const other = (p.lines || [])[0];
    if (!other || !second || second.from !== other.squares[0] || second.to !== other.squares.at(-1))
      throw new Error(`the second line's arrow: ${second ? `${second.from}-${second.to}` : 'none'}, its move ${other && other.pv[0]}`);
    // A preview shows another position: no engine arrow on it.
    await page.click('#analysis-here .here-line[data-rank="1"] .line-move[data-index="0"]');
    await page.waitForSelector('body[data-preview="1"]');
    if (await page.$('#board [data-engine-line]')) throw new Error('engine arrows drawn on a preview');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.body.dataset.preview === '');
  });

  await part('two engine lines listed with their scores', async () => {
    const lines = await page.$$eval('#analysis-here .here-line', ls => ls.map(l => ({
      rank: l.dataset.rank, label: l.firstChild.textContent, moves: [...l.querySelectorAll('.line-move')].map(b => b.dataset.token),
    })));
    if (lines.length !== 2 || lines[0].rank !== '1' || lines[1].rank !== '2')
      throw new Error(`${lines.length} lines listed (${lines.map(l => l.rank)})`);
    const p = byPly.get(ply);
    const sent = [p, p.lines[0]];
    lines.forEach((l, k) => {
      if (l.moves.join(' ') !== sent[k].pv.join(' ')) throw new Error(`line ${k + 1}: moves ${l.moves}, sent ${sent[k].pv}`);
      const words = l.label.replace(/^\d+\. /, '').replace(/( \(depth \d+\))?:\s*$/, '');
      const wrong = scoreWrong('longworm-chess', words, sent[k].first);
      if (wrong) throw new Error(`line ${k + 1}: ${wrong}`);
    });
    if (lines[0].moves[0] === lines[1].moves[0]) throw new Error('both lines start with the same move');
    if (tokens.length !== total) throw new Error('the game changed');
  });

  await part('1366x768: a click on a graph point leaves the board in the window', async () => {
    await page.setViewportSize(LAPTOP);
    await clickGraphPoint(page, 4, 'nearest');
    const out = await boardOutside(page);
    if (out) throw new Error(out);
    await page.screenshot({ path: artifact(args, 'web-shapes-laptop-graph.png') });
  });
  await page.setViewportSize(PHONE);
  await part('390x844: a click on a graph point leaves the board in the window', async () => {
    await clickGraphPoint(page, 3, 'end');
    const out = await boardOutside(page);
    if (out) throw new Error(out);
    await page.screenshot({ path: artifact(args, 'web-shapes-phone-graph.png') });
  });
  await part('390x844: a click on a move of the list leaves the board in the window', async () => {
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      document.getElementById('moves').scrollIntoView({ block: 'end' });
    });
    await page.click('#moves .mv[data-ply="1"]');
    await page.waitForFunction(() => document.body.dataset.view === '1');
    const out = await boardOutside(page);
    if (out) throw new Error(out);
  });

  if (seen.errors.length) failures.push(`errors from the bridge: ${seen.errors.join('; ')}`);
  failures.push(...problems);
  if (failures.length) throw new Error(`${failures.length} failed:\n  ${failures.join('\n  ')}`);
});
