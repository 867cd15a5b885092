// Every kind of move of Inchworm Chess and Long Worm Chess by clicks, on positions set up by their
// strings (rules wormchess.md, mostly its worked examples E): a stretch (C2.1) drawn as one piece across
// its two squares, a consolidation forward and a retreat (C2.4), a capture on the front and on the rear
// of a stretched piece (C2.3, E4), en passant after a completed two-step (C5, E7), castling with a
// consolidated and a stretched attacker (C7, E8), promotion with the piece chosen from buttons (C6, E9),
// check and checkmate shown (C3, E2, E5); then in Long Worm Chess, from the New game dialog, a cut that
// leaves a half piece drawn as such (L2, E8), a half piece's move, and the half rook's range under both
// HalflingRange settings (L3.2, E11). The squares offered after a click must be exactly the moves the
// rules give, and after every move the board drawn must be the position string's.
//
//   node chess_moves.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import { artifact, launchBrowser, openPage, parseArgs, run, setPosition, startBridge } from './harness.mjs';
import { checkDrawn, clickMove, offered } from './chess_helpers.mjs';

const args = parseArgs(process.argv);

function expect(what, got, wanted) {
  const [g, w] = [JSON.stringify(got), JSON.stringify(wanted)];
  if (g !== w) throw new Error(`${what}: ${g}, not ${w}`);
}

async function captured(page) {
  return (await page.$$eval('#board [data-captured]', cs => cs.length));
}

// Starts a game from the New game dialog: `game`, its rule fields, a start position.
async function newGame(page, game, rules, fen) {
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-form [name="game"]', game);
  for (const [name, value] of Object.entries(rules)) await page.selectOption(`#new-game-form [name="rule-${name}"]`, value);
  await page.fill('#new-game-form [name="fen"]', fen);
  const serial = await page.getAttribute('body', 'data-game');
  await page.click('#start-game');
  await page.waitForFunction(([g, s, f]) => document.body.dataset.gameId === g && document.body.dataset.game !== s &&
    document.getElementById('position-string').value === f, [game, serial, fen]);
}

await run('uiw-web: every move of Inchworm Chess and Long Worm Chess by clicks', 60000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine, '--game', 'inchworm-chess', '--first', 'human',
    '--second', 'human'], artifact(args, 'web-chess-moves-bridge.log'));
  const browser = await launchBrowser();
  const { page, problems, bridge: seen } = await openPage(browser, bridge.url);
  await page.waitForSelector('body[data-engine="ready"]');
  expect('the game', await page.getAttribute('body', 'data-game-id'), 'inchworm-chess');

  // C2.1 stretch: the pawn offers its single and double step; afterwards it stands on both squares.
  const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1';
  await setPosition(page, START);
  await checkDrawn(page, START, 'the start');
  expect('e2 offers', await offered(page, 'e2'), ['e3', 'e4']);
  let m = await clickMove(page, 'e2', 'e4');
  expect('the stretch', [m.token, m.shown], ['e2e4', 'e2-e4']);
  await checkDrawn(page, m.fen, 'after the stretch');
  expect('the stretched pawn', await page.$$eval('#board [data-piece][data-stretched]', ps => ps.map(p => p.dataset.piece)),
    ['e2', 'e4']);

  // C2.4 consolidation: from the rear only the front is offered, and the other way round.
  const STRETCHED = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR e2e4 - w KQkq - 0 2';
  await setPosition(page, STRETCHED);
  expect('the rear e2 offers', await offered(page, 'e2'), ['e4']);
  m = await clickMove(page, 'e2', 'e4');
  expect('forward', [m.token, m.shown, m.fen.split(' ').slice(0, 3).join(' ')],
    ['e2e4', 'e2-e4', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR - -']);
  await checkDrawn(page, m.fen, 'after consolidating forward');
  await setPosition(page, STRETCHED);
  expect('the front e4 offers', await offered(page, 'e4'), ['e2']);
  m = await clickMove(page, 'e4', 'e2');
  expect('the retreat', [m.token, m.shown, m.fen.split(' ').slice(0, 3).join(' ')],
    ['e4e2', 'e4-e2', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - e2']);
  await checkDrawn(page, m.fen, 'after the retreat');

  // C2.3 capture of a stretched pawn on its front (E4: Qd8xd5xe4) and on its rear: both squares emptied.
  await setPosition(page, 'rnbqkbnr/ppp1pppp/8/3P4/4P3/8/PPPP1PPP/RNBQKBNR e4d5 - b KQkq - 0 3');
  m = await clickMove(page, 'd8', 'd5');
  expect('the capture on the front', [m.token, m.shown], ['d8d5', 'Qd8xd5xe4']);
  await checkDrawn(page, m.fen, 'after the capture on the front');
  expect('squares crossed out', await captured(page), 2);
  await setPosition(page, 'rnbqkb1r/ppp1pppp/5n2/3P4/4P3/8/PPPP1PPP/RNBQKBNR e4d5 - b KQkq - 0 3');
  m = await clickMove(page, 'f6', 'e4');
  expect('the capture on the rear', [m.token, m.shown], ['f6e4', 'Nf6xe4xd5']);
  await checkDrawn(page, m.fen, 'after the capture on the rear');

  // C5 en passant (E7): Black completes its two-step, then White's e5 pawn offers d6 and takes d5.
  await setPosition(page, 'rnbqkbnr/pppppppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR d7d5 - b KQkq - 0 3');
  m = await clickMove(page, 'd7', 'd5');
  expect('the completed two-step', m.fen, 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR - - w KQkq d6 0 4');
  expect('e5 offers', await offered(page, 'e5'), ['d6', 'e6']);
  await page.click('#board [data-hit="d6"]');
  await page.waitForFunction(() => document.body.dataset.plies === '2');
  expect('en passant', (await page.textContent('#moves .mv[data-ply="2"]')), 'e5xd6 e.p.');
  expect('the pawn taken', await page.$$eval('#board [data-captured]', cs => cs.length), 1);

  // C7 castling (E8): a consolidated rook on f2 covers f1, so only the long castling; stretched from
  // f7 it covers nothing, and the king castles short.
  await setPosition(page, 'r3k3/8/8/8/8/8/5r2/R3K2R - - w KQq - 0 1');
  expect('the king offers', await offered(page, 'e1'), ['c1', 'd1', 'f2']);
  m = await clickMove(page, 'e1', 'c1');
  expect('long castling', [m.token, m.shown, m.fen.split(' ')[0]], ['e1c1', 'O-O-O', 'r3k3/8/8/8/8/8/5r2/2KR3R']);
  await setPosition(page, 'r3k3/5r2/8/8/8/8/5r2/R3K2R f7f2 - w KQq - 0 1');
  expect('the king offers', await offered(page, 'e1'), ['c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1']);
  m = await clickMove(page, 'e1', 'g1');
  expect('short castling', [m.token, m.shown, m.fen.split(' ')[0]], ['e1g1', 'O-O', 'r3k3/5r2/8/8/8/8/5r2/R4RK1']);
  await checkDrawn(page, m.fen, 'after castling');

  // C6 promotion (E9): three squares, then the piece from four buttons.
  await setPosition(page, 'r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1');
  expect('b7 offers', await offered(page, 'b7'), ['a8', 'b8', 'c8']);
  await page.click('#board [data-hit="c8"]');
  expect('the promotion buttons', await page.$$eval('#choice button', bs => bs.map(b => b.textContent)),
    ['Queen', 'Rook', 'Bishop', 'Knight']);
  await page.click('#cancel-input');
  m = await clickMove(page, 'b7', 'c8', 'Queen');
  expect('the promotion', [m.token, m.fen], ['b7c8q', 'r1Q1k3/1Q6/8/8/8/8/8/4K3 b7c8 - b - - 0 1']);
  await checkDrawn(page, m.fen, 'after the promotion');
  expect('a stretched queen', await page.$$eval('#board [data-stretched]', ps => ps.map(p => p.dataset.name)), ['queen', 'queen']);

  // C3.5, E5: in check, the only move is the bishop's block; the king is marked and the panel says check.
  await setPosition(page, '4kb2/8/8/8/8/8/8/4R1K1 - - b - - 0 1');
  expect('the king in check', await page.$$eval('#board [data-check]', gs => gs.map(g => g.dataset.square)), ['e8']);
  expect('Black\'s panel', await page.textContent('#player-1 [data-field="check"]'), 'check');
  expect('the squares offered', await page.$$eval('#board .hit.actionable', rs => rs.map(r => r.dataset.hit)), ['f8']);
  // E2: the rook consolidates onto h1 and mates the king that went to h7.
  await setPosition(page, '7k/7k/8/8/8/8/8/K5RR g1h1,h8h7 - b - - 2 2');
  expect('h8 offers', await offered(page, 'h8'), ['h7']);
  await clickMove(page, 'h8', 'h7');
  m = await clickMove(page, 'g1', 'h1');
  expect('the mate', [m.token, m.shown, m.fen], ['g1h1', 'Rg1-h1#', '8/7k/8/8/8/8/8/K6R - - b - - 4 3']);
  await page.waitForSelector('body[data-over="true"]');
  expect('the result', (await page.textContent('#result')).startsWith('White wins'), true);
  await page.screenshot({ path: artifact(args, 'web-chess-mate.png'), fullPage: true });

  // Long Worm Chess from the New game dialog. L2 (E8): the king takes the rook's front on f2; the rook's
  // rear stays on f7 as a half rook, drawn half filled with its marker.
  await newGame(page, 'longworm-chess', { HalflingRange: 'absolute' }, 'r3k3/5r2/8/8/8/8/5r2/R3K2R f7f2 - w KQq - 0 1');
  m = await clickMove(page, 'e1', 'f2');
  expect('the cut', [m.token, m.shown, m.fen], ['e1f2', 'Ke1xf2', 'r3k3/5w2/8/8/8/8/5K2/R3K2R e1f2 - b q - 0 1']);
  await checkDrawn(page, m.fen, 'after the cut');
  expect('the squares crossed out by the cut', await page.$$eval('#board [data-captured]',
    cs => cs.map(c => [c.dataset.at, c.dataset.captured])), [['f2', 'b']]);
  expect('the half rook', await page.$$eval('#board [data-half]', ps => ps.map(p => [p.dataset.piece, p.dataset.name])),
    [['f7', 'half rook']]);
  // L3: the half rook moves at once (no stretch), at most half the way to the edge.
  expect('f7 offers', await offered(page, 'f7'), ['c7', 'd7', 'e7', 'f4', 'f5', 'f6', 'f8', 'g7']);
  m = await clickMove(page, 'f7', 'f4');
  expect('the half rook\'s move', [m.token, m.fen.split(' ').slice(0, 2).join(' ')], ['f7f4', 'r3k3/8/8/8/5w2/8/5K2/R3K2R e1f2']);
  await checkDrawn(page, m.fen, 'after the half rook\'s move');
  await page.screenshot({ path: artifact(args, 'web-longworm-half.png'), fullPage: true });

  // L3.2, E11: the half rook on d1 reaches the knight on d4 with absolute halflings, d3 with relative ones.
  const E11 = '4k3/8/8/8/3n4/8/8/3WK3 - - w - - 0 1';
  await newGame(page, 'longworm-chess', { HalflingRange: 'absolute' }, E11);
  expect('absolute: d1 offers', await offered(page, 'd1'), ['b1', 'c1', 'd2', 'd3', 'd4']);
  m = await clickMove(page, 'd1', 'd4');
  expect('the half rook\'s capture', [m.token, m.shown], ['d1d4', 'Wd1xd4']);
  await newGame(page, 'longworm-chess', { HalflingRange: 'relative' }, E11);
  expect('the rules line', await page.textContent('#rules-line'), "Half pieces' range: relative");
  expect('relative: d1 offers', await offered(page, 'd1'), ['b1', 'c1', 'd2', 'd3']);

  if (seen.errors.length) throw new Error(`the bridge reported ${seen.errors}`);
  if (problems.length) throw new Error(problems.join('\n'));
});
