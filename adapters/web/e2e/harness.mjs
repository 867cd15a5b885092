// Shared pieces of the uiw-web browser tests: command-line arguments, starting the real bridge, a
// reference engine of the test's own (to ask `query fen`), headless Chromium, and reading what the page
// shows. Every wait has a timeout and a watchdog ends a test that hangs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { chromium } from 'playwright-core';

export function parseArgs(argv) {
  const args = {};
  for (let i = 2; i < argv.length; i++) {
    const m = argv[i].match(/^--([^=]+)(?:=(.*))?$/);
    if (!m) throw new Error(`bad argument ${argv[i]}`);
    args[m[1]] = m[2] !== undefined ? m[2] : argv[++i];
  }
  for (const need of ['bridge', 'engine', 'artifacts'])
    if (!args[need]) throw new Error(`missing --${need}`);
  fs.mkdirSync(args.artifacts, { recursive: true });
  return args;
}

const cleanups = [];
export function onCleanup(f) { cleanups.push(f); }
export async function cleanup() {
  while (cleanups.length) {
    try { await cleanups.pop()(); } catch { /* keep cleaning */ }
  }
}

// Ends the test with a failure if it is still running after `ms` times the slack: a watchdog only stops
// a hung test, and a machine loaded past its cores (a shared CI runner, a fresh-machine check beside
// other jobs) runs a passing one several times slower. UIW_E2E_SLACK sets the factor (default 3).
const SLACK = Number(process.env.UIW_E2E_SLACK) > 0 ? Number(process.env.UIW_E2E_SLACK) : 3;
export function watchdog(limitMs, name) {
  const ms = limitMs * SLACK;
  const t = setTimeout(async () => {
    console.error(`FAIL ${name}: still running after ${ms / 1000} s`);
    await cleanup();
    process.exit(1);
  }, ms);
  t.unref();
}

function lineReader(stream) {
  const lines = [];
  const waiters = [];
  readline.createInterface({ input: stream }).on('line', line => {
    lines.push(line);
    for (const w of [...waiters]) w();
  });
  // Resolves with the first line (from the start) that matches, or rejects after `ms`.
  return (predicate, ms, what) => new Promise((resolve, reject) => {
    let seen = 0;
    const check = () => {
      for (; seen < lines.length; seen++)
        if (predicate(lines[seen])) {
          const found = lines[seen];
          lines.splice(0, seen + 1);
          seen = 0;
          waiters.splice(waiters.indexOf(check), 1);
          clearTimeout(timer);
          return resolve(found);
        }
    };
    const timer = setTimeout(() => {
      waiters.splice(waiters.indexOf(check), 1);
      reject(new Error(`no ${what} within ${ms} ms`));
    }, ms);
    waiters.push(check);
    check();
  });
}

// Starts build/bin/uiw-web on a free port (or `port`); resolves with its address once it serves.
// The bridge's standard error goes to logFile, every line to and from its engines (--log) to the file
// beside it named *-protocol.log: what a failed test's engine was sent and said, and when it ended.
export async function startBridge(bridge, extraArgs, logFile, port = 0) {
  const protocolLog = logFile.replace(/(\.log)?$/, '-protocol.log');
  fs.rmSync(protocolLog, { force: true });
  const proc = spawn(bridge, ['--port', String(port), '--log', protocolLog, ...extraArgs],
                     { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(logFile);
  proc.stderr.pipe(log);
  const exited = new Promise(resolve => proc.on('exit', code => resolve(code)));
  onCleanup(async () => {
    if (proc.exitCode === null) proc.kill('SIGTERM');
    const t = setTimeout(() => proc.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(t);
  });
  const waitLine = lineReader(proc.stdout);
  const line = await waitLine(l => l.includes('serving http://'), 10000, 'address from uiw-web');
  const url = line.match(/http:\/\/[^/\s]+\//)[0];
  return { proc, url, port: Number(url.match(/:(\d+)\//)[1]), exited, protocolLog };
}

// An engine process of the test's own: the judge of what position a list of moves gives.
export class ReferenceEngine {
  constructor(program, programArgs = []) {
    this.proc = spawn(program, programArgs, { stdio: ['pipe', 'pipe', 'ignore'] });
    this.waitLine = lineReader(this.proc.stdout);
    onCleanup(() => this.proc.kill('SIGKILL'));
  }
  async ask(commands, answer, ms = 5000) {
    this.proc.stdin.write(commands.map(c => c + '\n').join(''));
    return this.waitLine(answer, ms, `answer to ${commands[commands.length - 1]}`);
  }
  async setOptions(options) {
    await this.ask([...Object.entries(options).map(([k, v]) => `setoption name ${k} value ${v}`), 'isready'],
                   l => l === 'readyok');
  }
  // The position string after `moves` from `base` ("startpos" or a position string).
  async fen(base, moves) {
    const position = base === 'startpos' ? 'position startpos' : `position fen ${base}`;
    const cmd = moves.length ? `${position} moves ${moves.join(' ')}` : position;
    const line = await this.ask([cmd, 'query fen'], l => l.startsWith('response ') || l.startsWith('error'));
    if (line.startsWith('error')) throw new Error(`reference engine refused "${cmd}": ${line}`);
    return line.slice('response '.length);
  }
}

// A long game of random legal moves (the engine's random player, seeded): `plies` tokens, fewer if the
// game ends. `options`: the game and its rules, set first (by default Rodeffer's, with a target score no
// game reaches). Each step sets the position from its string, so that a step costs the same at ply 10
// and at ply 5000.
export async function randomGame(program, plies, seed = 7, options = { TargetScore: 10000 }) {
  const engine = new ReferenceEngine(program);
  await engine.setOptions({ ...options, Player: 'random', Seed: seed });
  let fen = await engine.fen('startpos', []);
  const tokens = [];
  while (tokens.length < plies) {
    const best = (await engine.ask([`position fen ${fen}`, 'go depth 1'], l => l.startsWith('bestmove'))).split(' ')[1];
    if (best === '(none)') break;
    tokens.push(best);
    fen = await engine.fen(fen, [best]);
  }
  engine.proc.kill('SIGKILL');
  return tokens;
}

export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    timeout: 30000,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  onCleanup(() => browser.close());
  return browser;
}

export async function openPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 960 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });
  const page = await context.newPage();
  page.setDefaultTimeout(10000);
  const problems = [];
  page.on('pageerror', e => problems.push(`page error: ${e.message}`));
  page.on('console', m => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  const bridge = watchBridge(page);
  await page.goto(url);
  return { page, problems, bridge };
}

// Everything the bridge sends the page over its WebSocket, as the test sees it: `error` messages,
// the engine log (lines to and from the engine), the engine's `query fen` answers with the ply they
// were for, and `info` messages.
export function watchBridge(page) {
  const seen = { errors: [], log: [], engineFens: [], infos: [], messages: 0 };
  page.on('websocket', ws => ws.on('framereceived', frame => {
    let msg;
    try { msg = JSON.parse(frame.payload); } catch { return; }
    seen.messages++;
    if (msg.type === 'error') seen.errors.push(msg.message);
    if (msg.type === 'log') seen.log.push({ dir: msg.dir, line: msg.line });
    if (msg.type === 'info') seen.infos.push(msg);
    if (msg.engineFen && msg.engineFenPly >= 0) {
      const last = seen.engineFens[seen.engineFens.length - 1];
      if (!last || last.ply !== msg.engineFenPly || last.fen !== msg.engineFen)
        seen.engineFens.push({ fen: msg.engineFen, ply: msg.engineFenPly });
    }
  }));
  return seen;
}

// What the page shows: the position string, the board squares, the moves listed, the view.
export async function pageView(page) {
  return page.evaluate(() => ({
    fen: document.getElementById('position-string').value,
    boardFen: document.getElementById('board').getAttribute('data-fen'),
    squares: [...document.querySelectorAll('#board g[data-square]')].map(g =>
      [g.dataset.square, Number(g.dataset.height), g.dataset.colour]),
    tokens: [...document.querySelectorAll('#moves .mv[data-token]')].map(s => s.dataset.token),
    view: Number(document.body.dataset.view),
    plies: Number(document.body.dataset.plies),
  }));
}

// The board field of a position string (Rodeffer's R6, Steere's S8: ranks from the top, squares
// comma separated, `x`/`xN` empty, `r`/`b` a single, `rN`/`bN` a stack), written from the squares drawn
// on the page.
export function boardFieldOf(squares, files = 8, ranks = 8) {
  const at = new Map(squares.map(([name, h, c]) => [name, h ? c + (h > 1 ? h : '') : '']));
  const rows = [];
  for (let rank = ranks; rank >= 1; rank--) {
    const items = [];
    let gap = 0;
    for (let f = 0; f < files; f++) {
      const v = at.get(String.fromCharCode(97 + f) + rank);
      if (!v) { gap++; continue; }
      if (gap) items.push(gap > 1 ? `x${gap}` : 'x');
      gap = 0;
      items.push(v);
    }
    if (gap) items.push(gap > 1 ? `x${gap}` : 'x');
    rows.push(items.join(','));
  }
  return rows.join('/');
}

// Steps the page's move list to every ply in (from, to] and checks the page against the engine there.
export async function checkPlies(page, engine, base, from, to) {
  for (let k = from + 1; k <= to; k++) {
    await page.click(`#moves .mv[data-ply="${k}"]`);
    await page.waitForFunction(n => document.body.dataset.view === String(n), k, { timeout: 5000 });
    const v = await pageView(page);
    const expected = await engine.fen(base, v.tokens.slice(0, k));
    if (v.fen !== expected) throw new Error(`ply ${k}: the page shows ${v.fen}, the engine says ${expected}`);
    if (v.boardFen !== expected) throw new Error(`ply ${k}: the board is drawn from ${v.boardFen}, not ${expected}`);
    const drawn = boardFieldOf(v.squares);
    if (drawn !== expected.split(' ')[0]) throw new Error(`ply ${k}: the squares drawn read ${drawn}, not ${expected}`);
  }
  await page.click('#view-last');
}

// Sets up a position by its string in the page's field and waits until the bridge has made it a new game:
// its serial changes even when the position is the one on the board already, so a click that follows
// cannot land on the board that the bridge's answer then replaces.
export async function setPosition(page, fen) {
  const serial = await page.getAttribute('body', 'data-game');
  await page.fill('#paste-position', fen);
  await page.click('#set-position');
  await page.waitForFunction(([f, s]) => document.getElementById('position-string').value === f &&
    document.body.dataset.game !== s && document.body.dataset.plies === '0', [fen, serial]);
}

// The selector of the board's square `square` (its first hit area).
export const hitOf = square => `#board [data-hit="${square}"] >> nth=0`;

// The centre of the board's square `square` in the window, for mouse and touch gestures. The board is drawn
// anew when a selection arrives (Rodeffer's offered squares come from the bridge), so the square found may
// be replaced before it is measured (boundingBox is then null: seen once in the drag test, under load, on a
// fresh machine): it is looked up again for up to 2 s; a square that is never there still fails.
export async function centreOf(page, square) {
  for (const end = Date.now() + 2000; ; await page.waitForTimeout(25)) {
    const box = await page.locator(hitOf(square)).boundingBox();
    if (box) return [box.x + box.width / 2, box.y + box.height / 2];
    if (Date.now() > end) throw new Error(`no square ${square} on the board`);
  }
}

export function artifact(args, name) { return path.join(args.artifacts, name); }

// A small seeded generator, so that a failing game can be played again.
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function run(name, limitMs, body) {
  watchdog(limitMs, name);
  const started = Date.now();
  try {
    await body();
    console.log(`PASS ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await cleanup();
    process.exit(0);
  } catch (e) {
    console.error(`FAIL ${name}: ${e.stack || e}`);
    await cleanup();
    process.exit(1);
  }
}

// Whether a score the page shows (`text`) says in the game's terms what the engine's number says
// (`first`: its units, hundredths of the game's unit, from the first side's view; or a decided game's
// 1e9 - N): the side ahead by name, the amount in points (Rodeffer's), moves of the race (Steere's) or
// pawns (the chess games). Written apart from page/format.js. Returns what is wrong, or ''.
const SCORE_TERMS = {
  rodeffer: { sides: ['Red', 'Blue'], unit: ['point', 'points'] },
  steere: { sides: ['Red', 'Blue'], unit: ['move in the race', 'moves in the race'] },
  'inchworm-chess': { sides: ['White', 'Black'], unit: ['pawn', 'pawns'] },
  'longworm-chess': { sides: ['White', 'Black'], unit: ['pawn', 'pawns'] },
};
export function scoreWrong(game, text, first) {
  const { sides, unit } = SCORE_TERMS[game];
  if (Math.abs(first) >= 1e8) {
    const n = 1e9 - Math.abs(first);
    const want = `${sides[first > 0 ? 0 : 1]} wins in ${n} ${n === 1 ? 'ply' : 'plies'}`;
    return text === want ? '' : `"${text}" for ${first}: not "${want}"`;
  }
  if (first === 0) return /^even\b/.test(text) ? '' : `"${text}" for 0: not even`;
  const amount = (Math.abs(first) / 100).toFixed(2);
  const want = `${sides[first > 0 ? 0 : 1]} ahead by ${amount} ${amount === '1.00' ? unit[0] : unit[1]}`;
  return text.replace(/ by at (least|most) /, ' by ').startsWith(want) ? '' : `"${text}" for ${first}: not "${want}"`;
}
