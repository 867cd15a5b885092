// Every way of entering a move on the page, by clicks on set-up positions, each result checked against
// the test's own engine: a distribution square by square along offered squares only (Figure 4b, with a
// refused step and its reason), the rescue button, a collect (start then end), the choice between two
// runs with the same ends on a cylinder (and its buttons gone after Cancel and after the move), a
// prisoner drop, a pass; a suicide drop's capture drawn in the mover's colour; a stray click with a
// stack selected dropping the selection and playing nothing; the new-game dialog (variant options, Esc, Cancel and Enter); and an
// engine-against-engine game on a torus stopped by the ply limit set on the page.
//
//   node input_moves.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import {
  artifact, checkPlies, launchBrowser, openPage, pageView, parseArgs, ReferenceEngine, run, setPosition, startBridge,
} from './harness.mjs';

const args = parseArgs(process.argv);
const DEFAULTS = { Topology: 'plane', CaptureRule: 'original', TargetScore: 60, PrisonerDrops: false, RedPieces: 25, BluePieces: 25 };

async function click(page, square) { await page.click(`#board [data-hit="${square}"]`); }
async function offered(page, kind) {
  return page.$$eval(`#board [data-offer="${kind}"]`, rs => rs.map(r => r.getAttribute('data-hit')));
}
async function waitPlies(page, n) {
  await page.waitForFunction(k => document.body.dataset.plies === String(k), n);
}
async function errorText(page) {
  await page.waitForFunction(() => document.getElementById('message').classList.contains('error'));
  return page.textContent('#message');
}

// The page's latest position must be the engine's for the same start and moves.
async function agree(page, engine, base) {
  const v = await pageView(page);
  const expected = await engine.fen(base, v.tokens);
  if (v.fen !== expected) throw new Error(`the page shows ${v.fen}, the engine says ${expected}`);
  return v;
}


async function newGame(page, { options = {}, fen = '', red = 'human', blue = 'human' }) {
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  for (const [name, value] of Object.entries({ ...DEFAULTS, ...options })) {
    const field = `[name="rule-${name}"]`;
    if (typeof value === 'boolean') await page.setChecked(field, value);
    else if (name === 'Topology' || name === 'CaptureRule') await page.selectOption(field, String(value));
    else await page.fill(field, String(value));
  }
  await page.selectOption('#new-game-form [name="first"]', red);
  await page.selectOption('#new-game-form [name="second"]', blue);
  await page.fill('#new-game-form [name="fen"]', fen);
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog:not([open])', { state: 'attached' });
}

await run('uiw-web move input by clicks', 90000, async () => {
  const engine = new ReferenceEngine(args.engine);
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--movetime', '40', '--red', 'human',
    '--blue', 'human'], artifact(args, 'web-input-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');
  await engine.setOptions(DEFAULTS);

  // Distribution of Figure 4b's 9-stack (R2.3), square by square, only along offered squares.
  const fig4b = 'x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9';
  await setPosition(page, fig4b);
  await click(page, 'e5');
  await page.waitForSelector('#board [data-offer="dot"]');
  const path = ['f4', 'e3', 'd2', 'c3', 'c4', 'd5', 'd6', 'd7'];
  for (const [k, square] of path.entries()) {
    await page.waitForFunction(n => document.querySelectorAll('#board .path-step').length === n &&
      document.querySelector('#board [data-offer="dot"]'), k === 0 ? 0 : k + 1);
    if (k === 1) {
      // A square that is not next to the path's end: refused with the rules library's reason, the path kept.
      await click(page, 'a1');
      const refusal = await errorText(page);
      if (!/a1 is not a king step from f4/.test(refusal)) throw new Error(`refused step said "${refusal}"`);
      if ((await page.$$('#board .path-step')).length !== 2) throw new Error('the refused step changed the path');
    }
    const dots = await offered(page, 'dot');
    if (!dots.includes(square)) throw new Error(`step ${k + 1}: ${square} not offered (offered: ${dots})`);
    await click(page, square);
  }
  await waitPlies(page, 1);
  let v = await agree(page, engine, fig4b);
  // The move list and the board show the path in the order it was clicked.
  const record = await page.textContent('#moves .mv[data-ply="1"]');
  if (record !== `e5-${path.join('-')} X d3-d4-e4`) throw new Error(`the move list says "${record}"`);
  const steps = await page.$$eval('#board .step', ts => ts.map(t => `${t.textContent}:${t.dataset.at}`).join(' '));
  const clicked = ['e5', ...path].map((s, k) => `${k + 1}:${s}`).join(' ');
  if (steps !== clicked) throw new Error(`the path's steps are drawn as ${steps}, clicked ${clicked}`);
  const captured = await page.$$eval('#board g[data-captured]', gs =>
    gs.map(g => `${g.dataset.square}:${g.dataset.capturedColour}${g.dataset.captured}`).sort());
  if (captured.join() !== 'd3:r1,d4:r1,e4:r7') throw new Error(`captures drawn as ${captured}`);

  // Rescue (R2.4) with its button, named after the prisoners held.
  if ((await page.textContent('#rescue')) !== 'Rescue (R9)') throw new Error('no rescue offered');
  await page.click('#rescue');
  await waitPlies(page, 2);
  v = await agree(page, engine, fig4b);
  if (v.tokens[1] !== 'R9') throw new Error(`rescue played as ${v.tokens[1]}`);

  // A suicide drop (R3.2) is drawn as captured in the mover's colour, though a1 was empty before it.
  const suicide = 'x8/x8/x8/x8/x8/x8/b,x7/x,b,x6 r 25/23 0/0 0/0 0 2';
  await setPosition(page, suicide);
  await click(page, 'a1');
  await waitPlies(page, 1);
  await agree(page, engine, suicide);
  if ((await page.textContent('#moves .mv[data-ply="1"]')) !== 'a1 X a1') throw new Error('a1 is no suicide drop');
  const ring = await page.$eval('#board g[data-square="a1"]', g => `${g.dataset.capturedColour}${g.dataset.captured}`);
  if (ring !== 'r1') throw new Error(`the suicide drop's capture is drawn as ${ring}`);

  // Collect (R2.2): start, then end.
  const column = 'x8/x8/x8/x8/x3,r,r,x3/x3,r,r3,x3/x4,r,x3/x4,r2,x3 r 16/25 0/0 0/0 0 5';
  await setPosition(page, column);
  // A stray click while a stack is selected (no move of that stack starts there) drops the selection
  // and plays nothing, as on lichess; the next click is a fresh one.
  await click(page, 'e1');
  await page.waitForSelector('#board [data-hit="e1"][data-offer="selected"]');
  await click(page, 'a8');
  await page.waitForSelector('#board [data-offer="selected"]', { state: 'detached' });
  await page.waitForTimeout(300);  // a move played by mistake would have come by now
  if ((await pageView(page)).plies !== 0) throw new Error('a stray click with e1 selected played a move');
  await click(page, 'e1');
  const rings = await offered(page, 'ring');
  if (!rings.includes('e4')) throw new Error(`collect ends offered from e1: ${rings}`);
  await click(page, 'e4');
  await waitPlies(page, 1);
  v = await agree(page, engine, column);
  if (v.tokens[0] !== 'e1=e4') throw new Error(`collect played as ${v.tokens[0]}`);
  if (!v.squares.some(([s, h]) => s === 'e4' && h === 7)) throw new Error('e4 does not hold the collected 7');

  // Two runs with the same ends on a cylinder (R7.1): the page asks which one.
  await newGame(page, { options: { Topology: 'cylinder' }, fen: 'x8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 1' });
  await engine.setOptions({ ...DEFAULTS, Topology: 'cylinder' });
  await page.waitForFunction(() => /Board edges: cylinder/.test(document.getElementById('rules-line').textContent));
  const cylinder = 'x8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 1';
  const choiceShown = () => page.$$eval('#choice:not([hidden]) button', bs => bs.map(b => b.textContent));
  await click(page, 'b1');
  await click(page, 'g1');
  let choices = await choiceShown();
  if (choices.length !== 2) throw new Error(`b1 to g1 on a cylinder offered ${choices.length} choices`);
  // Cancel takes the question away with the selection.
  await page.click('#cancel-input');
  if ((await choiceShown()).length) throw new Error('the "Which run?" buttons stayed after Cancel');
  await click(page, 'b1');
  await click(page, 'g1');
  choices = await choiceShown();
  if (choices.length !== 2) throw new Error(`b1 to g1 asked again gave ${choices.length} choices`);
  await page.click('#choice button >> nth=1');
  await waitPlies(page, 1);
  await agree(page, engine, cylinder);
  if ((await choiceShown()).length) throw new Error('the "Which run?" buttons stayed after the move');

  // The new-game dialog: after a game was started with Start, Esc and Cancel start none; Enter in a
  // field starts one (Start is the default button), with the value typed.
  const gameNow = () => page.getAttribute('body', 'data-game');
  const kept = await gameNow();
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#new-game-dialog:not([open])', { state: 'attached' });
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.click('#cancel-game');
  await page.waitForSelector('#new-game-dialog:not([open])', { state: 'attached' });
  await page.waitForTimeout(300);  // a game started by mistake would have come by now
  if ((await gameNow()) !== kept || (await pageView(page)).plies !== 1)
    throw new Error('Esc or Cancel in the new-game dialog started a new game');
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  const labels = await page.$$eval('#rule-fields label', ls => ls.map(l => l.firstChild.textContent));
  if (!labels.includes('Red pieces (handicap)') || !labels.includes('Capture rule')) throw new Error(`dialog labels: ${labels}`);
  await page.fill('[name="rule-TargetScore"]', '33');
  await page.press('[name="rule-TargetScore"]', 'Enter');
  await page.waitForFunction(g => document.body.dataset.game !== g, kept);
  if (!/Target score: 33/.test(await page.textContent('#rules-line'))) throw new Error('Enter did not start the game typed');

  // Prisoner drop (R7.2), with the variant switched on in the new-game dialog.
  const prisoners = 'x8/x8/x8/x8/x8/x8/x8/x8 r 25/22 3/0 3/0 0 5';
  await newGame(page, { options: { PrisonerDrops: true }, fen: prisoners });
  await engine.setOptions({ ...DEFAULTS, PrisonerDrops: true });
  // Its button is the game's (its presentation's actions, by the choice "prisoner"), with its hint.
  await page.waitForSelector('#prisoner:not([hidden]):not([disabled])');
  await page.click('#prisoner');
  if (!/drop one of your prisoners/.test(await page.textContent('#message'))) throw new Error('no prisoner hint');
  await click(page, 'd4');
  await waitPlies(page, 1);
  v = await agree(page, engine, prisoners);
  if (v.tokens[0] !== 'P@d4' || !v.squares.some(([s, , c]) => s === 'd4' && c === 'b'))
    throw new Error(`prisoner drop gave ${v.tokens[0]}`);

  // Pass (R2.5): offered only when nothing else is legal.
  await newGame(page, { fen: 'r,x7/x8/x8/x8/x8/x8/x8/x7,b r 0/24 0/0 0/0 0 30' });
  await engine.setOptions(DEFAULTS);
  await page.waitForSelector('#pass:not([hidden])');
  await page.click('#pass');
  await waitPlies(page, 1);
  v = await agree(page, engine, 'r,x7/x8/x8/x8/x8/x8/x8/x7,b r 0/24 0/0 0/0 0 30');
  if (v.tokens[0] !== 'pass') throw new Error(`pass played as ${v.tokens[0]}`);

  // Engine against engine on a torus, with the ply limit set on the page: the bridge stops the engines
  // there and judges the game by score (captures are rare on a torus, so the limit comes first).
  // The limit is set before the game starts (the page's messages reach the bridge in order), so that
  // the engines cannot be past it already.
  await page.fill('#max-plies', '24');
  await page.$eval('#max-plies', e => e.blur());  // the change is sent when the field is left
  await newGame(page, { options: { Topology: 'torus', TargetScore: 60 }, red: 'engine', blue: 'engine' });
  await engine.setOptions({ ...DEFAULTS, Topology: 'torus', TargetScore: 60 });
  await page.waitForFunction(() => document.body.dataset.over === 'true' || document.body.dataset.limit === 'true',
    null, { timeout: 40000 });
  if (await page.getAttribute('body', 'data-over') !== 'true') {
    await page.waitForFunction(() => document.body.dataset.paused === 'true' && document.body.dataset.engine === 'ready');
    const note = await page.textContent('#turn-text');
    if (!/^ply limit 24 reached: (Red wins|Blue wins|Draw): adjudicated by score, \d+ to \d+; engines paused/.test(note))
      throw new Error(`at the limit: "${note}"`);
    if (await page.getAttribute('body', 'data-plies') !== '24') throw new Error('the engines went past the ply limit');
  }
  // The engine's score is named after a side, not a bare number that flips sign with every move, in points.
  const score = await page.textContent('#think-score');
  if (!/^(Red|Blue) ahead by (at least |at most )?\d+\.\d\d points?$|^even|wins in/.test(score)) throw new Error(`the score reads "${score}"`);
  const plies = Number(await page.getAttribute('body', 'data-plies'));
  await checkPlies(page, engine, 'startpos', 0, plies);
  await page.screenshot({ path: artifact(args, 'web-engine-vs-engine.png'), fullPage: true });
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`engine against engine on a torus: ${plies} plies, ${await page.textContent('#turn-text')}`);
});
