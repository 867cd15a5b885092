// Clicks into moves for Inchworm Chess and Long Worm Chess. The bridge lists the legal move tokens
// (rules N2: the engine library's list is the only judge), and a token names the square a move starts
// on and the square it goes to, so the generic token input (grid_input.js) picks every move kind:
//   stretch or capture: click a consolidated piece, then a ringed square (an enemy piece on either of
//     its squares is captured there; en passant is the pawn's diagonal step onto the passed square);
//   consolidation: click the half of a stretched piece that is given up, then the half it keeps (the
//     rear then the front consolidates forward; the front then the rear retreats);
//   castling: click the king, then the square two files away it lands on;
//   promotion: click the pawn, then the last-rank square; the page asks which piece (buttons);
//   a Long Worm half piece: click it, then a ringed square.
// What this file adds: the promotion buttons named by piece, and a line saying what the clicked piece
// can do.
import { MoveInput as GridInput } from './grid_input.js';
import { pieceName } from './chess_board.js';

const PROMOTIONS = { q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight' };

export class MoveInput extends GridInput {
  // The board point at `name` in the position being played: [owner, letter, marks...] or 0.
  pointAt(name) {
    const f = name.charCodeAt(0) - 97, r = Number(name.slice(1)) - 1;
    return this.context.snapshot.board.points[r * 8 + f];
  }

  select(name) {
    super.select(name);
    const p = this.pointAt(name);
    if (!p) return;
    const marks = p.slice(2);
    const other = marks.find(m => m.startsWith('front:') || m.startsWith('rear:'));
    const piece = pieceName(p[1]);
    let text;
    if (other) {
      const keep = other.split(':')[1];
      text = `${name}: this ${piece} is stretched over ${name} and ${keep}: click ${keep} to consolidate onto it ` +
        `(${other.startsWith('front:') ? 'forward' : 'back, a retreat'}).`;
    } else {
      const castles = this.movesFrom(name).some(m => /^e1[gc]1$|^e8[gc]8$/.test(m)) && p[1].toUpperCase() === 'K';
      text = `${name}: ${piece}, ${this.movesFrom(name).length} moves; click a ringed square` +
        (marks.includes('half') ? ' (a half piece moves at once and stays on one square)' : ' to stretch onto it') +
        (castles ? '; two squares sideways castles' : '') + '.';
    }
    this.say(text);
  }

  // What was said about the selected piece no longer applies once its move is sent.
  play(token) {
    this.say('');
    super.play(token);
  }

  pick(tokens) {
    if (tokens.length > 1 && tokens.every(t => /^[a-h][1-8][a-h][1-8][qrbn]$/.test(t))) {
      const order = Object.keys(PROMOTIONS);
      this.choices = [...tokens].sort((a, b) => order.indexOf(a[4]) - order.indexOf(b[4]))
        .map(t => ({ label: PROMOTIONS[t[4]], token: t }));
      this.say(`Promote on ${tokens[0].slice(2, 4)} to which piece?`);
      return this.redraw();
    }
    return super.pick(tokens);
  }
}
