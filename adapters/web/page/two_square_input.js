// Clicks into moves on a board of two-square pieces (the kind "two-square-pieces"). The bridge lists the legal move tokens (the engine library's list is the only
// judge) with each move's squares and kind from the game's anatomy, a move touching the square it
// starts on and the square it goes to, so the generic token input (grid_input.js) picks every move kind:
//   stretch or capture: click a consolidated piece, then a ringed square (an enemy piece on either of
//     its squares is captured there; en passant is the pawn's diagonal step onto the passed square);
//   consolidation: click the half of a stretched piece that is given up, then the half it keeps (the
//     rear then the front consolidates forward; the front then the rear retreats);
//   castling: click the king, then the square two files away it lands on;
//   promotion: click the pawn, then the last-rank square; the page asks which piece (buttons);
//   a half piece: click it, then a ringed square.
// What this file adds: the promotion buttons named by piece (the moves of kind "promotion" that share
// their squares, each named by the piece letter its token adds after them), and a line saying what the
// clicked piece can do (a move of kind "castle" among its moves: "two squares sideways castles").
import { MoveInput as GridInput } from './grid_input.js';
import { pieceName } from './two_square_board.js';

const PROMOTION_ORDER = ['queen', 'rook', 'bishop', 'knight'];

export class MoveInput extends GridInput {
  // The board point at `name` in the position being played: [owner, letter, marks...] or 0.
  pointAt(name) {
    const { files, points } = this.context.snapshot.board;
    const f = name.charCodeAt(0) - 97, r = Number(name.slice(1)) - 1;
    return points[r * files + f];
  }

  // The piece a promotion makes, by name: the letter its token adds after its last square.
  promotedTo(token) {
    const squares = this.squaresOf(token), last = squares[squares.length - 1] || '';
    return pieceName(token.slice(token.lastIndexOf(last) + last.length));
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
      const castles = this.movesFrom(name).some(m => this.kindOf(m) === 'castle');
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
    if (tokens.length > 1 && tokens.every(t => this.kindOf(t) === 'promotion')) {
      const rank = t => PROMOTION_ORDER.indexOf(this.promotedTo(t));
      this.choices = [...tokens].sort((a, b) => rank(a) - rank(b))
        .map(t => ({ label: this.promotedTo(t).replace(/^./, c => c.toUpperCase()), token: t }));
      this.say(`Promote on ${this.squaresOf(tokens[0])[1]} to which piece?`);
      return this.redraw();
    }
    return super.pick(tokens);
  }
}
