// The page as a new user meets it, at a phone's, two laptops' and a desktop's window (issue 21):
//  - every game at every size: the board and every prompt (turn line, the game's buttons, a choice
//    between moves, messages) inside the window, nothing wider than it, and a move by clicks (and the
//    engine's reply) scrolls nothing; a screenshot of each (DIR/layout-<game>-<size>.png); the
//    engine's score in the thinking panel said in the game's terms (points, moves of the race, pawns);
//  - the board fills the window it is given (larger on a desktop than on a laptop);
//  - a promotion's buttons inside the window on a 1366x768 laptop;
//  - the counts of a side the engine plays (Rodeffer's prisoners) shown whole, never cut;
//  - after a player is chosen in a drop-down, Left and Right step through the moves and leave the
//    player alone; Up/Down (a move) and Home/End (start, latest);
//  - the New game dialog: settings that cannot be together (Steere's Rows 6, Columns 6) and a start
//    position the rules refuse are refused in the dialog, at the field, with the reason, every entry
//    kept; at 390 px every field is inside the screen; the options have a label and a hint;
//  - a loaded record opens at its latest position with the players kept (engines paused); the game's
//    buttons name the moves of the position they are for; *Play on* counts plies;
//  - a mate is announced once ("White wins: checkmate (C3.4)"), with a notice and *Rematch*; the copied
//    record names the engine by its `id name`; the engine log opens at its newest line.
// Checks are collected, so that one run lists every failure.
//
//   node page_layout.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR [--doc DIR]
// With --doc (by hand, not in CI) the screenshots are also written there at most 640 px wide
// (adapters/web/doc/<game>-<size>.png, shown by the web README).
import fs from 'node:fs';
import path from 'node:path';
import { artifact, launchBrowser, pageView, parseArgs, run, scoreWrong, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);
const failures = [];
function check(what, ok, detail = '') {
  if (!ok) failures.push(`${what}${detail ? ': ' + detail : ''}`);
}

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'laptop-tall', width: 1280, height: 900 },
  { name: 'desktop', width: 1920, height: 1080 },
];
const GAMES = ['rodeffer', 'steere', 'inchworm-chess', 'longworm-chess'];

async function newPage(browser, url, size) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  page.on('pageerror', e => failures.push(`${size.name}: page error: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector('body[data-engine="ready"]');
  return page;
}

// Starts `game` from the New game dialog (its rules' defaults) with the players given.
async function newGame(page, game, first, second, fen = '') {
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-form [name="game"]', game);
  await page.selectOption('#new-game-form [name="first"]', first);
  await page.selectOption('#new-game-form [name="second"]', second);
  await page.fill('#new-game-form [name="fen"]', fen);
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#start-game');
  await page.waitForFunction(([g, s]) => document.body.dataset.gameId === g && document.body.dataset.game !== s,
    [game, serial]);
  await page.waitForSelector('#new-game-dialog:not([open])', { state: 'attached' });
}

// What lies outside the window: the board, every prompt shown, anything wider than the window.
async function outside(page) {
  return page.evaluate(() => {
    const w = window.innerWidth, h = window.innerHeight;
    const shown = e => e && !e.hidden && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const items = ['#board', '#turn-line', '#turn-text', '#choice', '#message', '#game-end', '#cancel-input',
      '#game-buttons button', '#choice button', '#player-0', '#player-1'];
    const out = [];
    for (const sel of items)
      for (const e of document.querySelectorAll(sel)) {
        if (!shown(e)) continue;
        const r = e.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5)
          out.push(`${sel}${e.id ? '#' + e.id : ''} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
    if (document.documentElement.scrollWidth > w) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    // Beside the side panel, nothing of the board's or the prompts' runs into it.
    const side = document.getElementById('side-panel').getBoundingClientRect();
    for (const e of document.querySelectorAll('#play-area, #play-area *')) {
      const r = e.getBoundingClientRect();
      if (shown(e) && r.width > 0 && r.top < side.bottom && r.bottom > side.top && r.right > side.left + 0.5 && r.left < side.left)
        out.push(`${e.id || e.tagName} runs into the side panel (${Math.round(r.right)} > ${Math.round(side.left)})`);
    }
    return out;
  });
}

// One move by clicks: an offered square, then (when it was a start) the first square then offered.
async function clickAMove(page) {
  const before = Number(await page.getAttribute('body', 'data-plies'));
  await page.click('#board .hit.actionable');
  // Played at once (a drop), or a start selected with the squares it goes to offered.
  await page.waitForFunction(n => Number(document.body.dataset.plies) > n ||
    document.querySelector('#board [data-offer="ring"], #board [data-offer="dot"]'), before);
  if (Number(await page.getAttribute('body', 'data-plies')) > before) return;
  await page.click('#board [data-offer="ring"], #board [data-offer="dot"]');
  await page.waitForFunction(n => Number(document.body.dataset.plies) > n, before).catch(async () => {
    throw new Error(`no move played: ${await page.textContent('#message')}`);
  });
}

// The text of `selector`, '' when it is not there (or hidden).
async function textOf(page, selector) {
  return page.evaluate(sel => { const e = document.querySelector(sel); return e && !e.hidden ? e.textContent : ''; }, selector);
}

// A PNG at most `width` px wide, scaled down by the browser (a canvas), for the README.
async function smallPng(page, png, width) {
  const data = await page.evaluate(async ([b64, w]) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const scale = Math.min(1, w / image.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const g = canvas.getContext('2d');
    g.imageSmoothingQuality = 'high';
    g.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png').split(',')[1];
  }, [png.toString('base64'), width]);
  return Buffer.from(data, 'base64');
}

async function scrolled(page) { return page.evaluate(() => [window.scrollX, window.scrollY]); }

await run('uiw-web: the page at phone, laptop and desktop sizes; what a new user hit', 240000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--depth', '1', '--movetime', '200',
    '--red', 'human', '--blue', 'engine'], artifact(args, 'web-layout-bridge.log'));
  const browser = await launchBrowser();

  // Every game at every size, the human moving first against the engine.
  const boardWidth = {};
  for (const size of SIZES) {
    const page = await newPage(browser, bridge.url, size);
    for (const game of GAMES) {
      const where = `${game} at ${size.width}x${size.height}`;
      await newGame(page, game, 'human', 'engine');
      check(`${where}: outside the window at the start`, (await outside(page)).length === 0, (await outside(page)).join('; '));
      const [x, y] = await scrolled(page);
      await clickAMove(page);
      await page.waitForFunction(() => Number(document.body.dataset.plies) >= 2 && document.body.dataset.engine === 'ready');
      await page.waitForTimeout(100);
      const after = await scrolled(page);
      check(`${where}: a move and its reply scrolled the window`, after[0] === x && after[1] === y, `${x},${y} -> ${after}`);
      check(`${where}: outside the window after a move`, (await outside(page)).length === 0, (await outside(page)).join('; '));
      if (size === SIZES[0]) {
        // The engine's score in the thinking panel, in the game's terms (harness.mjs scoreWrong).
        const [said, first] = await page.$eval('#think-score', e => [e.textContent, e.dataset.first]);
        check(`${game}: the thinking panel's score in the game's terms`, first !== undefined && !scoreWrong(game, said, Number(first)),
          first === undefined ? `"${said}" without a number` : scoreWrong(game, said, Number(first)));
      }
      if (game === 'rodeffer') boardWidth[size.name] = await page.$eval('#board', b => b.getBoundingClientRect().width);
      const png = await page.screenshot({ path: artifact(args, `layout-${game}-${size.name}.png`) });
      if (args.doc)
        fs.writeFileSync(path.join(args.doc, `${game}-${size.name}.png`), await smallPng(page, png, 640));
    }
    await page.context().close();
  }
  check('the board fills a desktop window', boardWidth.desktop > boardWidth.laptop + 100 && boardWidth.desktop >= 700,
    JSON.stringify(boardWidth));

  const page = await newPage(browser, bridge.url, SIZES[1]);

  // A promotion on a 1366x768 laptop: its buttons inside the window.
  await newGame(page, 'inchworm-chess', 'human', 'human', 'r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1');
  await page.click('#board [data-hit="b7"]');
  await page.click('#board [data-hit="b8"]');
  await page.waitForSelector('#choice button');
  const promotion = await page.$$eval('#choice button', bs => bs.map(b => b.getBoundingClientRect().bottom));
  check('the promotion buttons inside a 1366x768 window', promotion.length === 4 && promotion.every(b => b <= 768),
    JSON.stringify(promotion));
  check('outside the window with the promotion asked', (await outside(page)).length === 0, (await outside(page)).join('; '));
  await page.click('#cancel-input');

  // A mate, announced once, with a notice and a rematch (E2: the rook consolidates onto h1).
  await newGame(page, 'inchworm-chess', 'human', 'human', '7k/7k/8/8/8/8/8/K5RR g1h1,h8h7 - b - - 2 2');
  await page.click('#board [data-hit="h8"]');
  await page.click('#board [data-hit="h7"]');
  await page.waitForFunction(() => document.body.dataset.plies === '1');
  await page.click('#board [data-hit="g1"]');
  await page.click('#board [data-hit="h1"]');
  await page.waitForSelector('body[data-over="true"]');
  const end = await textOf(page, '#game-end');
  check('the end of the game announced', /White wins: checkmate \(C3\.4\)/.test(end), end);
  const said = `${end} ${await page.textContent('#turn-text')}`;
  check('the result names the winner once', /wins/.test(said) && !/wins[^.]*wins/.test(said), said);
  check('the end notice inside the window', (await outside(page)).length === 0, (await outside(page)).join('; '));
  const over = await page.getAttribute('body', 'data-game');
  if (await page.$('#rematch')) {
    await page.click('#rematch');
    await page.waitForFunction(s => document.body.dataset.game !== s && document.body.dataset.plies === '0', over);
  }
  check('the rematch starts from the same position', await page.inputValue('#position-string') ===
    '7k/7k/8/8/8/8/8/K5RR g1h1,h8h7 - b - - 2 2', await page.inputValue('#position-string'));

  // A side the engine plays: its counts shown whole at every width (Rodeffer's stock and prisoners).
  await newGame(page, 'rodeffer', 'human', 'engine');
  for (const width of [390, 1366, 1920]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(100);
    const cut = await page.evaluate(() => [...document.querySelectorAll('.player [data-field]')].map(f => {
      const text = [...f.childNodes].find(n => n.nodeType === Node.TEXT_NODE);
      const range = document.createRange();
      range.selectNodeContents(text);
      const r = range.getBoundingClientRect();
      let clip = f.closest('.player').getBoundingClientRect().right;
      for (let e = f; e && !e.classList.contains('player'); e = e.parentElement)
        if (getComputedStyle(e).overflow !== 'visible') clip = Math.min(clip, e.getBoundingClientRect().right);
      return r.right > clip + 0.5 ? `${text.textContent.trim()} (${Math.round(r.right)} > ${Math.round(clip)})` : null;
    }).filter(Boolean));
    check(`the counts shown whole at ${width} px`, cut.length === 0, cut.join(', '));
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  // Keys through the moves after a player was chosen in a drop-down.
  await page.selectOption('#player1-controller', 'human');
  for (const [k, square] of [[1, 'd3'], [2, 'e6'], [3, 'c3']]) {
    await page.click(`#board [data-hit="${square}"]`);
    await page.waitForFunction(n => document.body.dataset.plies === String(n), k);
  }
  // Blue to move: Red chosen as the engine's, and the focus left on the drop-down.
  await page.focus('#player0-controller');
  await page.selectOption('#player0-controller', 'engine');
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(100);
  check('ArrowLeft on the player drop-down steps back a ply', await page.getAttribute('body', 'data-view') === '2',
    await page.getAttribute('body', 'data-view'));
  check('ArrowLeft leaves the player chosen', await page.inputValue('#player0-controller') === 'engine',
    await page.inputValue('#player0-controller'));
  await page.waitForFunction(() => document.querySelector('#player-0 .who').textContent.startsWith('engine'), null, { timeout: 5000 })
    .catch(() => {});
  check('the engine stays the player', await page.evaluate(() => document.querySelector('#player-0 .who').textContent.startsWith('engine')));
  await page.click('#view-label');
  for (const [key, view] of [['Home', '0'], ['ArrowDown', '2'], ['End', '3'], ['ArrowUp', '1'], ['ArrowRight', '2']]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(50);
    check(`${key} in the moves`, await page.getAttribute('body', 'data-view') === view, await page.getAttribute('body', 'data-view'));
  }

  // A loaded record: at its latest position, the players kept and the engines paused; the game's
  // buttons are the latest position's only; Play on counts plies.
  const fig4b = 'x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9';
  const record = `[Game "rodeffer"]\n[FEN "${fig4b}"]\n\n9... e5-f4-e3-d2-c3-c4-d5-d6-d7 9. d1 d8 10. a1 *\n`;
  const loaded = await page.getAttribute('body', 'data-game');
  await page.fill('#record-text', record);
  await page.click('#load-record');
  await page.waitForFunction(s => document.body.dataset.game !== s, loaded);
  await page.waitForTimeout(300);
  check('a loaded record opens at its latest position', await page.getAttribute('body', 'data-view') === '4',
    await page.getAttribute('body', 'data-view'));
  check('a loaded record keeps the players', await page.inputValue('#player0-controller') === 'engine');
  check('the engines wait after a load', await page.getAttribute('body', 'data-paused') === 'true');
  check('nothing moved by itself after a load', await page.getAttribute('body', 'data-plies') === '4');
  await page.click('#view-first');
  await page.click('#view-forward');
  await page.waitForFunction(() => document.body.dataset.view === '1');
  const labels = await page.$$eval('#game-buttons button', bs => bs.filter(b => !b.hidden).map(b => b.textContent));
  check('no buttons of the latest position while ply 1 is shown', labels.length === 0, labels.join(', '));
  await page.click('#play-on');
  await page.waitForFunction(() => /play on/.test(document.getElementById('replaced-text').textContent), null, { timeout: 5000 })
    .catch(() => {});
  const playOn = await page.textContent('#replaced-text');
  check('Play on counts plies', /play on from ply 1: after move 9 of Blue/.test(playOn), playOn);

  // The copied record names the engine by its `id name`.
  await newGame(page, 'rodeffer', 'human', 'engine');
  const engineName = (await page.textContent('#engine-name')).replace(/^— /, '');
  await page.click('#copy-record');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  check('the record names the engine', engineName && copied.includes(`[Blue "${engineName}"]`) && copied.includes('[Red "human"]'),
    copied.split('\n').slice(0, 6).join(' '));

  // The game downloaded as a PGN file and read back; the file dropped on the page opens the game.
  await clickAMove(page);
  await page.waitForFunction(() => Number(document.body.dataset.plies) >= 2 && document.body.dataset.engine === 'ready');
  const played = (await pageView(page)).tokens;
  let file = copied;  // (before the fix there was no download: the copied record is dropped instead)
  check('a Download PGN button', await page.$('#download-record') !== null);
  if (await page.$('#download-record')) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-record')]);
    file = fs.readFileSync(await download.path(), 'utf8');
    check('the download is a PGN file of the game', /^rodeffer-.*\.pgn$/.test(download.suggestedFilename()) &&
      file.includes('[Game "rodeffer"]') && file.includes(`1. ${played[0]} ${played[1]}`), `${download.suggestedFilename()}: ${file}`);
  }
  const beforeDrop = await page.getAttribute('body', 'data-game');
  const dropped = await page.evaluateHandle(text => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'game.pgn', { type: 'application/x-chess-pgn' }));
    return transfer;
  }, file);
  await page.dispatchEvent('#board-wrap', 'dragover', { dataTransfer: dropped });
  await page.dispatchEvent('#board-wrap', 'drop', { dataTransfer: dropped });
  await page.waitForFunction(s => document.body.dataset.game !== s, beforeDrop, { timeout: 5000 }).catch(() => {});
  check('the dropped file opens the game', (await pageView(page)).tokens.join(' ') === played.join(' ') &&
    /^loaded/.test(await page.textContent('#record-note')), await page.textContent('#record-note'));
  // The game before it brought back: at its latest position too.
  if (await page.$('#replaced:not([hidden])')) {
    await page.click('#restore-game');
    await page.waitForFunction(() => !/^loaded/.test(document.getElementById('record-note').textContent));
  }
  check('a game brought back opens at its latest position',
    await page.getAttribute('body', 'data-view') === await page.getAttribute('body', 'data-plies'));

  // Flip (the key f and the button); the board turned for a human playing the second side.
  const a1AtTop = () => page.$eval('#board [data-hit="a1"]', r => {
    const square = r.getBoundingClientRect(), board = document.getElementById('board').getBoundingClientRect();
    return square.top < board.top + board.height / 2;
  });
  check('a1 at the bottom', !(await a1AtTop()));
  await page.click('#view-label');
  await page.keyboard.press('f');
  check('the key f turns the board', await page.getAttribute('body', 'data-turned') === 'true' && await a1AtTop());
  if (await page.$('#flip-board')) await page.click('#flip-board');
  else await page.keyboard.press('f');
  check('Flip turns it back', await page.getAttribute('body', 'data-turned') === 'false' && !(await a1AtTop()));
  for (const game of ['rodeffer', 'steere', 'inchworm-chess']) {
    await newGame(page, game, 'engine', 'human');
    await page.waitForFunction(() => document.body.dataset.plies === '1');
    check(`${game}: the board turned for a human playing the second side`,
      await page.getAttribute('body', 'data-turned') === 'true' && await a1AtTop());
    await clickAMove(page);
    check(`${game} turned: outside the window`, (await outside(page)).length === 0, (await outside(page)).join('; '));
    await page.screenshot({ path: artifact(args, `layout-${game}-turned.png`) });
  }
  await newGame(page, 'rodeffer', 'human', 'engine');

  // The engine log opens at its newest line.
  await page.click('#log-panel summary');
  await page.waitForFunction(() => { const l = document.getElementById('engine-log'); return l.scrollTop + l.clientHeight >= l.scrollHeight - 2; },
    null, { timeout: 3000 }).catch(() => {});
  const log = await page.$eval('#engine-log', l => [l.scrollTop + l.clientHeight, l.scrollHeight]);
  check('the engine log opens at its newest line', log[0] >= log[1] - 2, JSON.stringify(log));
  await page.click('#log-panel summary');

  // The New game dialog on a phone: every field inside the screen, each option labelled with a hint.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  for (const game of ['rodeffer', 'steere']) {
    await page.selectOption('#new-game-form [name="game"]', game);
    const cut = await page.$$eval('#new-game-dialog label, #new-game-dialog select, #new-game-dialog input', es =>
      es.filter(e => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > window.innerWidth; })
        .map(e => e.name || e.textContent.slice(0, 20)));
    check(`the ${game} dialog inside 390 px`, cut.length === 0, cut.join(', '));
    const bare = await page.$$eval('#rule-fields label', ls => ls.filter(l => !l.title || /^[A-Z][a-z]+[A-Z]/.test(l.firstChild.textContent))
      .map(l => l.firstChild.textContent));
    check(`every ${game} option labelled and explained`, bare.length === 0, bare.join(', '));
  }
  // Steere: Rows 6, Columns 6 is no board: refused in the dialog, at the fields, with the reason.
  const before = await page.getAttribute('body', 'data-game');
  await page.fill('[name="rule-Rows"]', '6');
  await page.fill('[name="rule-Columns"]', '6');
  // Said as soon as it is entered, before Start.
  await page.waitForFunction(() => /S1\.2/.test((document.getElementById('new-game-error') || {}).textContent), null, { timeout: 5000 })
    .catch(() => {});
  check('Rows 6, Columns 6 refused as it is entered', /^Cannot start: .*odd sum, S1\.2/.test(await textOf(page, '#new-game-error')),
    await textOf(page, '#new-game-error'));
  await page.click('#start-game');
  await page.waitForFunction(() => /^Not started/.test((document.getElementById('new-game-error') || {}).textContent), null, { timeout: 5000 })
    .catch(() => {});
  await page.waitForFunction(() => /S1\.2/.test((document.getElementById('new-game-error') || {}).textContent), null, { timeout: 5000 })
    .catch(() => {});
  check('Rows 6, Columns 6 refused with the reason', /^Not started: .*odd sum, S1\.2/.test(await textOf(page, '#new-game-error')),
    await textOf(page, '#new-game-error'));
  check('the dialog stays open after a refusal', await page.$('#new-game-dialog[open]') !== null);
  check('the fields refused are marked', await page.$$eval('#new-game-dialog [aria-invalid="true"]', es => es.map(e => e.name).join()) ===
    'rule-Rows,rule-Columns');
  check('no game started with Rows 6, Columns 6', await page.getAttribute('body', 'data-game') === before);
  if (!(await page.$('#new-game-dialog[open]'))) {  // (before the fix) the dialog closed: open it again
    await page.click('#new-game');
    await page.selectOption('#new-game-form [name="game"]', 'steere');
  }
  await page.fill('[name="rule-Columns"]', '5');
  check('the mark goes with a new entry', await page.$('#new-game-dialog [aria-invalid="true"]') === null);
  // A start position the rules refuse: the dialog stays, with every entry.
  await page.fill('[name="fen"]', 'x5/x5/x5/x5/x5/x5 r 0/0 1');
  await page.click('#start-game');
  await page.waitForFunction(() => /^Not started/.test((document.getElementById('new-game-error') || {}).textContent), null, { timeout: 5000 })
    .catch(() => {});
  check('a refused start position is said in the dialog', /^Not started/.test(await textOf(page, '#new-game-error')),
    await textOf(page, '#new-game-error'));
  check('the entries stay after a refused start position', await page.$('#new-game-dialog[open]') !== null &&
    await page.inputValue('[name="game"]') === 'steere' && await page.inputValue('[name="rule-Columns"]') === '5' &&
    await page.inputValue('[name="fen"]') === 'x5/x5/x5/x5/x5/x5 r 0/0 1');
  await page.screenshot({ path: artifact(args, 'layout-dialog-phone.png') });
  if (await page.$('#new-game-dialog[open]')) {
    await page.fill('[name="fen"]', '');
    await page.click('#start-game');
    await page.waitForSelector('#new-game-dialog:not([open])', { state: 'attached' });
    const board = await page.$eval('#board', b => b.querySelectorAll('g[data-square]').length);
    check('Steere 6x5 started', await page.getAttribute('body', 'data-game-id') === 'steere' && board === 30, String(board));
  }

  // With --doc, for the README: engines playing Rodeffer's on a 5+3 clock (depth 2), then the game's
  // analysis at depth 2 with two lines (their arrows on the board) and the graph, at the desktop size.
  if (args.doc) {
    const clocked = await startBridge(args.bridge, ['--engine', args.engine, '--depth', '2', '--tc', '300+3',
      '--red', 'engine', '--blue', 'engine', '--max-plies', '30'], artifact(args, 'web-layout-doc-bridge.log'));
    const dp = await newPage(browser, clocked.url, SIZES[3]);
    await dp.waitForFunction(() => Number(document.body.dataset.plies) >= 12, null, { timeout: 60000 });
    fs.writeFileSync(path.join(args.doc, 'clock-desktop.png'), await smallPng(dp, await dp.screenshot(), 960));
    await dp.waitForFunction(() => Number(document.body.dataset.plies) >= 30 && document.body.dataset.engine === 'ready',
      null, { timeout: 120000 });
    await dp.fill('#analysis-depth', '2');
    await dp.fill('#analysis-movetime', '0');
    await dp.selectOption('#analysis-lines', '2');
    await dp.click('#analyse');
    await dp.waitForSelector('body[data-analysis="done"]', { timeout: 120000 });
    await dp.click('#eval-graph [data-ply="20"]');
    await dp.$eval('#analysis-panel', e => e.scrollIntoView({ block: 'center' }));
    fs.writeFileSync(path.join(args.doc, 'analysis-desktop.png'), await smallPng(dp, await dp.screenshot(), 960));
  }

  if (failures.length) throw new Error(`${failures.length} checks failed:\n  ${failures.join('\n  ')}`);
});
