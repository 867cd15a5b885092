// The page's comforts for a new player, in each of the four games (a page each, human against the
// engine, started from the New game dialog): the one-line hint of how to move and the link to the
// game's rules (served by the bridge), the rule options in words in the dialog and the header
// ("Capture rule: original", not "CaptureRule original"), greyed buttons that say why (title and
// aria-description), the sound switch (off: no sound; on: a move sounds, the end sounds; kept across a
// reload), a board theme (the squares' and the frame's computed colours change, and stay after a
// reload), the piece set (offered in the chess games only; Letters draws the pieces' letters, kept
// across a reload), and the level changed during the game (the turn line says it, the engine's next search is
// sent it). Then the header's and turn line's new controls inside a 390x844 window without scrolling
// sideways.
//
//   node page_comforts.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, parseArgs, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);

// What each game's presentation says (engine/games/*/look.cpp) and its rules' first line (seeds/).
const GAMES = [
  { id: 'rodeffer', hint: /^How to move: click an empty square to drop a piece there/, rules: /^# Rodeffer's Inchworm, restated/,
    label: 'Capture rule', rulesLine: /Capture rule: original/,
    // Drops by two people: the fourth (a2) captures a1 (no liberty left, R3).
    captureLine: ['a1', 'b1', 'c1', 'a2'] },
  { id: 'steere', hint: /^How to move: click a checker at the end of a worm/, rules: /^# Mark Steere's Inchworm, restated/,
    label: 'Rows (ranks)', rulesLine: /Rows \(ranks\): \d+ · Columns \(files\): \d+ · Advance: literal/ },
  { id: 'inchworm-chess', hint: /^How to move: click a piece, then the square it stretches to/, rules: /^# Inchworm Chess and Long Worm Chess/,
    label: null, rulesLine: /^$/, pieces: true },
  { id: 'longworm-chess', hint: /^How to move: click a piece, then the square it stretches to/, rules: /^# Inchworm Chess and Long Worm Chess/,
    label: "Half pieces' range", rulesLine: /^Half pieces' range: absolute$/, pieces: true },
];

async function newGame(page, game, fail) {
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-form [name="game"]', game.id);
  const labels = await page.$$eval('#rule-fields label', ls => ls.map(l => l.firstChild.textContent));
  if (game.label && !labels.includes(game.label)) fail(`the dialog's labels are ${JSON.stringify(labels)}`);
  const raw = labels.filter(l => /^[A-Z][a-z]+[A-Z]/.test(l));
  if (raw.length) fail(`option names in the dialog: ${raw}`);
  await page.selectOption('#new-game-form [name="first"]', 'human');
  await page.selectOption('#new-game-form [name="second"]', 'engine');
  await page.selectOption('#new-game-form [name="level"]', 'full');
  await page.click('#start-game');
  await page.waitForFunction(([g, s]) => document.body.dataset.gameId === g && document.body.dataset.game !== s, [game.id, serial]);
  await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
  await page.waitForFunction(() => document.body.dataset.canPlay === 'true');
}

// One move by clicks: an offered square (played at once, or a start whose first offered target is then
// clicked; a start that offers none is dropped with Escape and the next tried); then the engine's reply.
async function playAMove(page) {
  const before = Number(await page.getAttribute('body', 'data-plies'));
  const starts = await page.$$eval('#board .hit.actionable', hs => hs.map(h => h.getAttribute('data-hit')));
  for (const square of starts) {
    await page.click(`#board .hit.actionable[data-hit="${square}"]`);
    await page.waitForFunction(n => Number(document.body.dataset.plies) > n ||
      document.querySelector('#board [data-offer="ring"], #board [data-offer="dot"]'), before, { timeout: 2000 }).catch(() => {});
    if (Number(await page.getAttribute('body', 'data-plies')) === before && (await page.$('#board [data-offer="ring"], #board [data-offer="dot"]')))
      await page.click('#board [data-offer="ring"], #board [data-offer="dot"]');
    const played = await page.waitForFunction(n => Number(document.body.dataset.plies) > n, before, { timeout: 2000 })
      .then(() => true, () => false);
    if (played) break;
    await page.keyboard.press('Escape');
  }
  await page.waitForFunction(n => Number(document.body.dataset.plies) >= n + 2 && document.body.dataset.canPlay === 'true',
    before, { timeout: 20000 });
}

// Every greyed button of the page with its reason: none may be greyed without one.
async function greyed(page) {
  return page.$$eval('button:disabled', bs => bs.filter(b => b.getClientRects().length > 0).map(b => ({
    id: b.id, title: b.title, description: b.getAttribute('aria-description') || '' })));
}

const colours = page => page.evaluate(() => ({
  dark: getComputedStyle(document.querySelector('#board .sq-dark')).fill,
  light: getComputedStyle(document.querySelector('#board .sq-light')).fill,
  frame: getComputedStyle(document.getElementById('board-wrap')).backgroundColor,
}));

const soundState = page => page.evaluate(() => ({ sound: document.body.dataset.sound || '',
  pressed: document.getElementById('sound-toggle')?.getAttribute('aria-pressed'), text: document.getElementById('sound-toggle')?.textContent }));

async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.canPlay === 'true' && document.body.dataset.engine === 'ready');
}

await run('uiw-web: help, options in words, greyed buttons, sounds, themes and the level in every game', 200000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--movetime', '100', '--first', 'human', '--second', 'engine'],
    artifact(args, 'web-comforts-bridge.log'));
  const browser = await launchBrowser();
  const failures = [];
  for (const game of GAMES.filter(g => !args.only || g.id === args.only)) {
    const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
    const fail = what => failures.push(`${game.id}: ${what}`);
    // Each part on its own: one that fails (a page without the feature) leaves the others to run.
    const part = async (name, check) => {
      try {
        await check();
      } catch (e) {
        fail(`${name}: ${e.message.split('\n')[0]} (${(e.stack.match(/page_comforts\.test\.mjs:\d+/g) || []).join(', ')})`);
      }
    };
    try {
      await page.waitForSelector('body[data-engine="ready"]');
      await newGame(page, game, fail);

      await part('help', async () => {
        // The hint and the rules' link, whose text the bridge serves; the rules in the header in words.
        const help = await page.evaluate(() => ({ hint: document.getElementById('help-hint').textContent,
          shown: !document.getElementById('help-line').hidden, link: document.getElementById('rules-link').textContent,
          href: document.getElementById('rules-link').href, title: document.getElementById('game-title').textContent }));
        if (!help.shown || !game.hint.test(help.hint)) fail(`the hint is ${JSON.stringify(help.hint)} (shown: ${help.shown})`);
        if (help.link !== `The rules of ${help.title}`) fail(`the rules' link says "${help.link}"`);
        const rules = await fetch(help.href);
        const text = await rules.text();
        if (rules.status !== 200 || !game.rules.test(text)) fail(`the rules' link ${help.href} gives ${rules.status}: ${text.slice(0, 60)}`);
      });
      await part('rules in words', async () => {
        const line = await page.textContent('#rules-line');
        if (!game.rulesLine.test(line) || /\b[A-Z][a-z]+[A-Z]\w*/.test(line)) fail(`the header's rules say "${line}"`);
      });
      await part('greyed at the start', async () => {
        // Greyed buttons say why: Undo with no move yet, Move now with the engine not thinking.
        const atStart = await greyed(page);
        const undo = atStart.find(b => b.id === 'undo');
        if (!undo || undo.title !== 'Undo: no move to take back' || undo.description !== undo.title) fail(`Undo at the start: ${JSON.stringify(undo)}`);
        const dumb = atStart.filter(b => !b.title || !b.description);
        if (dumb.length) fail(`greyed without a reason: ${JSON.stringify(dumb)}`);
      });
      await part('sound off', async () => {
        // The sound switch: off, a move and its reply make no sound; kept across a reload.
        if ((await soundState(page)).pressed !== 'true') fail('the sound is not on at first');
        await page.click('#sound-toggle', { timeout: 2000 });
        let sound = await soundState(page);
        if (sound.pressed !== 'false' || sound.text !== 'Sound: off') fail(`after a click the switch is ${JSON.stringify(sound)}`);
        await playAMove(page);
        if ((await soundState(page)).sound !== '') fail(`a sound with the sound off: ${(await soundState(page)).sound}`);
        await reload(page);
        sound = await soundState(page);
        if (sound.pressed !== 'false' || sound.text !== 'Sound: off') fail(`after a reload the switch is ${JSON.stringify(sound)}`);
        await page.click('#sound-toggle');
      });
      await part('level', async () => {
        // The level changed during the game: in the turn line, and the engine's next search has it.
        if ((await page.textContent('#level-note')) !== 'Level: Full strength') fail(`the level note says "${await page.textContent('#level-note')}"`);
        await page.selectOption('#level', 'casual', { timeout: 2000 });
        await page.waitForFunction(() => document.getElementById('level-note').textContent === 'Level: Casual', null, { timeout: 5000 })
          .catch(async () => fail(`the level note says "${await page.textContent('#level-note')}" after choosing Casual`));
      });
      const searches = seen.log.length;
      await playAMove(page);
      await part('level reaching the engine', async () => {
        const goes = seen.log.slice(searches).filter(l => l.dir === 'out' && /^go /.test(l.line)).map(l => l.line);
        if (!goes.length || !goes.every(l => / nodes 200\b/.test(l))) fail(`the engine's searches after Casual: ${JSON.stringify(goes)}`);
      });
      await part('sound on', async () => {
        const sound = await soundState(page);
        if (!/^(move|capture) \d+$/.test(sound.sound) || Number(sound.sound.split(' ')[1]) < 2) fail(`the moves' sounds: "${sound.sound}"`);
      });
      await part('themes', async () => {
        // A board theme: the squares' and the frame's colours change, and stay after a reload.
        const wood = await colours(page);
        await page.selectOption('#board-theme', 'green', { timeout: 2000 });
        const green = await colours(page);
        if (green.dark === wood.dark || green.light === wood.light || green.frame === wood.frame)
          fail(`the Green theme left the colours ${JSON.stringify(green)}`);
        await reload(page);
        if (JSON.stringify(await colours(page)) !== JSON.stringify(green) || (await page.inputValue('#board-theme')) !== 'green')
          fail(`after a reload the board is ${JSON.stringify(await colours(page))}`);
        await page.selectOption('#board-theme', 'contrast');
        const contrast = await colours(page);
        if (contrast.dark === green.dark || contrast.light !== 'rgb(255, 255, 255)') fail(`the High contrast theme: ${JSON.stringify(contrast)}`);
        if ((await page.textContent('#level-note')) !== 'Level: Casual') fail('the level is not kept across a reload');
      });
      await part('pieces', async () => {
        // The piece set: offered for a game that draws its pieces by letter (the chess games' figures);
        // Letters draws the letters, and stays after a reload.
        const offered = await page.isVisible('#piece-set-box');
        if (offered !== Boolean(game.pieces)) fail(`the Pieces menu is ${offered ? 'offered' : 'not offered'}`);
        if (!game.pieces) return;
        const drawn = () => page.$$eval('#board [data-piece] .glyph', ts => [...new Set(ts.map(t => t.textContent))].sort().join(''));
        const figures = await drawn();
        if (!/^[\u2654-\u265F\uFE0E]+$/u.test(figures)) fail(`the pieces drawn at first: ${figures}`);
        await page.selectOption('#piece-set', 'letters', { timeout: 2000 });
        const letters = await drawn();
        if (!/^[A-Z]+$/.test(letters) || !letters.includes('K')) fail(`with Letters the pieces are "${letters}"`);
        await reload(page);
        if ((await drawn()) !== letters || (await page.inputValue('#piece-set')) !== 'letters')
          fail(`after a reload the pieces are "${await drawn()}" (${await page.inputValue('#piece-set')})`);
        await page.selectOption('#piece-set', 'figures');
        if ((await drawn()) !== figures) fail(`back to Figures the pieces are "${await drawn()}"`);
      });

      // Resigning ends the game with its sound; Resign and Undo then say why they are greyed.
      page.once('dialog', d => d.accept());
      const before = (await soundState(page)).sound;
      await page.click('#resign');
      await page.waitForSelector('body[data-over="true"]');
      await part('the end sound', async () => {
        await page.waitForFunction(b => document.body.dataset.sound !== b, before, { timeout: 3000 }).catch(() => {});
        if (!/^end \d+$/.test((await soundState(page)).sound)) fail(`the end's sound: "${(await soundState(page)).sound}"`);
      });
      await part('greyed after the end', async () => {
        const after = await greyed(page);
        const resign = after.find(b => b.id === 'resign');
        if (!resign || !/^The game is over: .* resigns\.$/.test(resign.title) || resign.description !== resign.title)
          fail(`Resign after the end: ${JSON.stringify(resign)}`);
        const undoOver = after.find(b => b.id === 'undo');
        if (!undoOver || !/^Undo: the game is over/.test(undoOver.title)) fail(`Undo after the end: ${JSON.stringify(undoOver)}`);
        if (after.some(b => !b.title || !b.description)) fail(`greyed without a reason: ${JSON.stringify(after)}`);
      });
      if (game.captureLine) await part('the capture sound', async () => {
        // Two people from the start (a rematch): the moves sound as moves, the capture as a capture.
        const serial = await page.getAttribute('body', 'data-game');
        await page.selectOption('#player1-controller', 'human');
        await page.waitForFunction(() => document.getElementById('player1-controller').value === 'human');
        await page.click('#rematch');
        await page.waitForFunction(s => document.body.dataset.game !== s && document.body.dataset.canPlay === 'true', serial);
        const heard = [];
        for (const square of game.captureLine) {
          const plies = Number(await page.getAttribute('body', 'data-plies'));
          await page.click(`#board .hit[data-hit="${square}"]`);
          await page.waitForFunction(n => Number(document.body.dataset.plies) > n, plies);
          heard.push((await soundState(page)).sound.split(' ')[0]);
        }
        if (heard.join(' ') !== 'move move move capture') fail(`the sounds of ${game.captureLine.join(' ')}: ${heard.join(' ')}`);
      });
      await page.screenshot({ path: artifact(args, `web-comforts-${game.id}.png`) });
      if (problems.length) fail(problems.join('; '));
      console.log(`${game.id}: checked`);
    } catch (e) {
      fail(`${e.message} (${(e.stack.match(/page_comforts\.test\.mjs:\d+/g) || []).join(', ')})`);
    }
    await page.context().close();
  }

  // A phone: the header's controls, the help line and the level note fit; nothing scrolls sideways.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(bridge.url);
  await phone.waitForSelector('body[data-engine="ready"]');
  // An engine plays a side (the level note is shown then).
  await phone.selectOption('#player1-controller', 'engine').catch(() => {});
  await phone.waitForFunction(() => document.getElementById('level-note')?.textContent, null, { timeout: 5000 }).catch(() => {});
  const out = await phone.evaluate(() => {
    const w = window.innerWidth, bad = [];
    // Pieces too when offered (the bridge's game is the last one played: a chess game's).
    const box = document.getElementById('piece-set-box');
    const pieces = box && !box.hidden ? ['piece-set'] : [];
    for (const id of ['help-toggle', 'sound-toggle', 'board-theme', ...pieces, 'help-hint', 'rules-link', 'help-hide', 'level-note', 'flip-board']) {
      if (!document.getElementById(id)) {
        bad.push(`no #${id}`);
        continue;
      }
      const r = document.getElementById(id).getBoundingClientRect();
      if (r.width === 0 || r.left < -0.5 || r.right > w + 0.5) bad.push(`#${id} at ${Math.round(r.left)}-${Math.round(r.right)}`);
    }
    if (document.documentElement.scrollWidth > w) bad.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return bad;
  });
  if (out.length) failures.push(`at 390x844: ${out.join(', ')}`);
  await phone.screenshot({ path: artifact(args, 'web-comforts-phone.png') });
  if (failures.length) throw new Error(`\n  ${failures.join('\n  ')}`);
});
