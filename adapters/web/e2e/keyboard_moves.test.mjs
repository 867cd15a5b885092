// The board by keyboard and for screen readers, in all four games (human against human, each game
// from the New game dialog): every square a labelled button in the game's terms with one of them in
// the tab order; Tab reaches the board; the arrow keys move the focus between squares (and do not step
// through the moves); Enter and Space select like a click, Escape drops the selection; a whole move is
// played by keys only, the live region says it, and the labels then name the last move.
//
//   node keyboard_moves.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, parseArgs, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);

// Each game: a start square and where it goes (by the rules' start positions), and a word its labels use.
const GAMES = [
  { id: 'rodeffer', from: 'd4', to: null, label: /^d4, Red single piece, last move$/, empty: /^a1, empty/ },
  { id: 'steere', from: null, to: null, label: /single piece/, empty: /^a1, (Red|Blue) single piece/ },
  { id: 'inchworm-chess', from: 'e2', to: 'e4', label: /^e2, White pawn/, empty: /^e4, empty/ },
  { id: 'longworm-chess', from: 'g1', to: 'f3', label: /^g1, White knight/, empty: /^d4, empty/ },
];

const focused = page => page.evaluate(() => {
  const a = document.activeElement;
  return a && a.getAttribute ? a.getAttribute('data-hit') : null;
});

// Moves the focus by arrow keys from the focused square to `target` (the board seen from the first side).
async function walkTo(page, target) {
  for (let step = 0; step < 40; step++) {
    const at = await focused(page);
    if (at === target) return;
    const [df, dr] = [target.charCodeAt(0) - at.charCodeAt(0), Number(target.slice(1)) - Number(at.slice(1))];
    await page.keyboard.press(df > 0 ? 'ArrowRight' : df < 0 ? 'ArrowLeft' : dr > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  throw new Error(`the arrow keys did not reach ${target} (at ${await focused(page)})`);
}

await run('uiw-web: the board by keyboard and screen reader in every game', 90000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--first', 'human', '--second', 'human'],
    artifact(args, 'web-keyboard-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');

  for (const game of GAMES) {
    const serial = await page.getAttribute('body', 'data-game');
    await page.click('#new-game');
    await page.waitForSelector('#new-game-dialog[open]');
    await page.selectOption('#new-game-form [name="game"]', game.id);
    await page.click('#start-game');
    await page.waitForFunction(s => document.body.dataset.game !== s, serial);
    await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
    await page.waitForFunction(g => document.body.dataset.gameId === g && document.body.dataset.canPlay === 'true', game.id);

    // Labels: every square a button with a label; one in the tab order.
    const squares = await page.$$eval('#board [data-hit]', ts => ts.map(t => ({
      name: t.getAttribute('data-hit'), role: t.getAttribute('role'), label: t.getAttribute('aria-label') || '',
      tab: t.getAttribute('tabindex') })));
    const unlabelled = squares.filter(s => s.role !== 'button' || !s.label.startsWith(s.name === 'off' ? 'off' : s.name));
    if (unlabelled.length) throw new Error(`${game.id}: squares without a label: ${JSON.stringify(unlabelled.slice(0, 3))}`);
    if (squares.filter(s => s.tab === '0').length !== 1) throw new Error(`${game.id}: not one square in the tab order`);
    if (!squares.some(s => game.empty.test(s.label))) throw new Error(`${game.id}: no empty square labelled as such`);

    // Tab from the page's start reaches the board.
    await page.evaluate(() => { document.activeElement && document.activeElement.blur(); window.focus(); });
    for (let k = 0; k < 40 && !(await focused(page)); k++) await page.keyboard.press('Tab');
    if (!(await focused(page))) throw new Error(`${game.id}: Tab did not reach the board`);

    // The arrows move between squares and do not step through the moves.
    const before = await focused(page);
    await page.keyboard.press('ArrowRight');
    const after = await focused(page);
    if (!after || after === before) throw new Error(`${game.id}: ArrowRight left the focus on ${after}`);

    // A start square: the game's, or the first that offers a move.
    const from = game.from || (await page.$$eval('#board .hit.actionable', ts => ts.map(t => t.getAttribute('data-hit'))))[0];
    await walkTo(page, from);
    const plies = Number(await page.getAttribute('body', 'data-plies'));
    if (game.id !== 'rodeffer') {
      // Select, drop the selection with Escape, select again with Space, then go to a target.
      await page.keyboard.press('Enter');
      await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
      const label = await page.getAttribute(`#board [data-hit="${from}"]`, 'aria-label');
      if (!/selected/.test(label) || !game.label.test(label)) throw new Error(`${game.id}: the selected square says "${label}"`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#board [data-offer="selected"]', { state: 'detached' });
      if ((await focused(page)) !== from) throw new Error(`${game.id}: the focus left ${from} after Escape`);
      await page.keyboard.press(' ');
      await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
      const to = game.to || (await page.$$eval('#board [data-offer="ring"]', ts => ts.map(t => t.getAttribute('data-hit'))))[0];
      const ring = await page.getAttribute(`#board [data-hit="${to}"]`, 'aria-label');
      if (!/a move goes here/.test(ring)) throw new Error(`${game.id}: the target says "${ring}"`);
      await walkTo(page, to);
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(n => Number(document.body.dataset.plies) === n + 1, plies);
    if (Number(await page.getAttribute('body', 'data-view')) !== plies + 1) throw new Error(`${game.id}: the view moved`);
    const played = await page.$eval('#moves .mv[data-ply]:last-of-type', s => s.textContent);
    const heard = await page.textContent('#board-announce');
    const mover = game.id.endsWith('-chess') ? 'White' : 'Red';
    if (heard !== `${mover} played ${played}.`) throw new Error(`${game.id}: the live region says "${heard}"`);
    const landed = game.to || from;
    if (game.id === 'rodeffer') {
      const label = await page.getAttribute('#board [data-hit="d4"]', 'aria-label');
      if (!game.label.test(label)) throw new Error(`rodeffer: d4 says "${label}"`);
    }
    const lastLabels = await page.$$eval('#board [data-hit]', ts => ts.map(t => t.getAttribute('aria-label')).filter(l => /last move/.test(l)));
    if (!lastLabels.length) throw new Error(`${game.id}: no square says "last move" after ${played}`);
    if ((await focused(page)) !== landed && game.id !== 'steere') throw new Error(`${game.id}: the focus is on ${await focused(page)}`);
    console.log(`${game.id}: ${played} by keys; "${lastLabels[0]}"`);
    await page.screenshot({ path: artifact(args, `web-keyboard-${game.id}.png`) });
  }
  // The board turned round (the key f, on the board): the arrows follow the squares as drawn, so Up
  // goes to the rank below.
  const at = await focused(page);
  await page.keyboard.press('f');
  await page.waitForSelector('#board[data-turned="true"]');
  if ((await focused(page)) !== at) throw new Error(`the focus left ${at} when the board turned`);
  await page.keyboard.press('ArrowUp');
  const up = await focused(page);
  if (up !== at[0] + (Number(at.slice(1)) - 1)) throw new Error(`ArrowUp on the turned board went from ${at} to ${up}`);
  if (seen.errors.length) throw new Error(`errors from the bridge: ${seen.errors.join('; ')}`);
  if (problems.length) throw new Error(problems.join('; '));
});
