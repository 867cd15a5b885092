// What the chess tests read off the page and do on it: the board drawn (letters, stretched pieces'
// bands, half pieces) compared with a position string (rules N1), the squares offered after a click, and
// a move made by clicks.
import { pageView } from './harness.mjs';

// The drawn board as N1's first three fields would write it: the letters (FEN board), the stretched
// pieces (rear then front, from the bands drawn, sorted a1..h8 by rear) and the half pieces' squares.
export async function drawnPosition(page) {
  return page.evaluate(() => {
    const at = new Map([...document.querySelectorAll('#board g[data-square]')].filter(g => g.dataset.owner !== '-1')
      .map(g => [g.dataset.square, g.dataset.label]));
    const ranks = [];
    for (let rank = 8; rank >= 1; rank--) {
      let text = '', gap = 0;
      for (const file of 'abcdefgh') {
        const label = at.get(file + rank);
        if (!label) { gap++; continue; }
        if (gap) text += gap;
        gap = 0;
        text += label;
      }
      ranks.push(text + (gap ? gap : ''));
    }
    const index = s => (Number(s[1]) - 1) * 8 + s.charCodeAt(0) - 97;
    const bands = [...document.querySelectorAll('#board [data-stretch]')].map(b => b.dataset.stretch)
      .sort((a, b) => index(a) - index(b));
    const halves = [...document.querySelectorAll('#board [data-piece][data-half]')].map(p => p.dataset.piece).sort();
    return { board: ranks.join('/'), stretched: bands.length ? bands.join(',') : '-', halves };
  });
}

// Fails unless the board drawn is the position string's: letters, stretched pieces, half pieces.
export async function checkDrawn(page, fen, what) {
  const drawn = await drawnPosition(page);
  const [board, stretched] = fen.split(' ');
  const halves = [];
  board.split('/').forEach((row, k) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) { file += Number(c); continue; }
      if (/[HWFC]/i.test(c)) halves.push(String.fromCharCode(97 + file) + (8 - k));
      file++;
    }
  });
  if (drawn.board !== board || drawn.stretched !== stretched || drawn.halves.join() !== halves.sort().join())
    throw new Error(`${what}: the board drawn is ${JSON.stringify(drawn)}, the position ${fen}`);
}


// Clicks `from` and returns the squares then ringed, sorted.
export async function offered(page, from) {
  await page.click(`#board [data-hit="${from}"]`);
  await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
  return (await page.$$eval('#board [data-offer="ring"]', rs => rs.map(r => r.getAttribute('data-hit')))).sort();
}

// Clicks `from` (unless it is selected) then `to` (then the button `choice`, for a promotion) and waits for the move; returns
// the token played and the move list's text for it.
export async function clickMove(page, from, to, choice) {
  const before = Number(await page.getAttribute('body', 'data-plies'));
  // `from` may be selected already (after offered()): a second click on it would drop the selection.
  if (!(await page.$(`#board [data-hit="${from}"][data-offer="selected"]`))) {
    await page.click(`#board [data-hit="${from}"]`);
    await page.waitForSelector(`#board [data-hit="${from}"][data-offer="selected"]`);
  }
  await page.click(`#board [data-hit="${to}"]`);
  if (choice) await page.click(`#choice button:text-is("${choice}")`);
  await page.waitForFunction(n => Number(document.body.dataset.plies) > n, before, { timeout: 5000 }).catch(async () => {
    throw new Error(`${from} then ${to} played nothing: "${await page.textContent('#message')}"`);
  });
  const v = await pageView(page);
  const shown = await page.textContent(`#moves .mv[data-ply="${v.plies}"]`);
  return { token: v.tokens[v.plies - 1], shown, fen: v.fen };
}
