// Turns clicks into moves for boards whose legal moves the bridge lists as tokens (every kind but the
// stacks'): a move is picked by the squares it touches, in order, as the bridge says from the game's
// anatomy of each move (legal.squares), never by reading the token. Click the square a move starts on
// (it is selected, and the squares its moves go to are ringed), then one of the rings; a move that
// leaves the board (the bridge lists the edges it leaves by: legal.offEdges) is played by a click on the
// board's "off" band (target `off`); moves that share both squares (a promotion's pieces) or end
// elsewhere are offered as buttons beside the board. A click anywhere else drops the selection and
// plays nothing. A move with one square only is played by a click on it. Pass is a button, shown when
// it is legal.

import { plural } from './format.js';

export class MoveInput {
  constructor({ send, say, redraw }) {
    this.send = send;
    this.say = say;
    this.redraw = redraw;
    this.context = null;  // { legal: {moves, pass, note}, snapshot, side, codes }
    this.reset();
  }

  reset() {
    this.mode = 'idle';
    this.selected = null;
    this.rings = [];
    this.choices = null;  // [{label, token}]: the moves the page asks to choose from
    this.chosen = null;  // no game buttons whose squares follow (stack_input.js)
  }

  cancel() {
    this.reset();
    this.say('');
    this.redraw();
  }

  setContext(context) { this.context = context; }
  highlights() { return { selected: this.selected, rings: this.rings, dots: [], offEdges: this.offEdges() }; }

  // The edges the selected stack's moves off the board leave by, as the bridge lists them (legal.offEdges,
  // from the engine's anatomy of each move); undefined (every edge) for a game that does not say.
  offEdges() {
    const listed = this.context && this.context.legal.offEdges;
    if (!listed || !this.selected) return undefined;
    const edges = new Set();
    for (const m of this.movesFrom(this.selected)) for (const e of listed[m] || []) edges.add(e);
    return edges.size ? [...edges] : undefined;
  }

  moves() { return this.context ? this.context.legal.moves.filter(m => m !== 'pass') : []; }
  // The squares move `token` touches, in order (the bridge's, from the game's anatomy of the move).
  squaresOf(token) { return (this.context && this.context.legal.squares && this.context.legal.squares[token]) || []; }
  // What a move is (the game's word, "castle", "promotion", ...), or ''.
  kindOf(token) { return (this.context && this.context.legal.kinds && this.context.legal.kinds[token]) || ''; }
  // Where a move goes: its second square, `off` when it leaves the board, or nothing.
  targetOf(token) {
    const offEdges = this.context && this.context.legal.offEdges;
    return this.squaresOf(token)[1] || (offEdges && offEdges[token] ? 'off' : undefined);
  }
  // The moves starting on `name`.
  movesFrom(name) { return this.moves().filter(m => this.squaresOf(m)[0] === name); }

  // Whether the piece on `name` may be carried to a square by a drag: a move of it goes somewhere (a
  // square or off the board).
  draggable(name) { return this.movesFrom(name).some(m => this.targetOf(m)); }

  actionable() {
    const s = new Set();
    if (!this.context) return s;
    if (this.mode === 'idle') for (const m of this.moves()) s.add(this.squaresOf(m)[0]);
    else for (const q of [...this.rings, this.selected]) s.add(q);
    return s;
  }

  play(token) {
    this.choices = null;
    this.send({ type: 'play', move: token });
  }

  click(name, blocked) {
    if (blocked) return this.say(blocked, true);
    if (!this.context) return;
    if (this.mode === 'selected') {
      if (this.rings.includes(name)) return this.pick(this.movesFrom(this.selected).filter(m => this.targetOf(m) === name));
      if (name !== this.selected && this.movesFrom(name).length) return this.select(name);
      // Anywhere else: the selection goes, and the click plays nothing.
      return this.cancel();
    }
    const from = this.movesFrom(name);
    if (!from.length) {
      const note = this.context.legal.note;
      return this.say(note ? `The moves cannot be listed here (${note}).` : `No move of yours starts on ${name}.`, true);
    }
    if (from.every(m => this.squaresOf(m).length === 1 && !this.targetOf(m))) return this.pick(from);
    this.select(name);
  }

  select(name) {
    const from = this.movesFrom(name);
    this.mode = 'selected';
    this.selected = name;
    this.rings = [...new Set(from.map(m => this.targetOf(m)).filter(Boolean))];
    const elsewhere = from.filter(m => !this.targetOf(m));
    this.choices = elsewhere.length ? elsewhere.map(m => ({ label: m, token: m })) : null;
    this.say(`${name}: ${plural(from.length, 'move', 'moves')}` + (this.rings.length ? '; click a ringed square' : '') +
      (this.rings.includes('off') ? ' or the "off" band beside the edge' : '') +
      (elsewhere.length ? `; or ${elsewhere.join(', ')} beside the board` : '') + '.');
    this.redraw();
  }

  pick(tokens) {
    if (tokens.length === 1) return this.play(tokens[0]);
    this.choices = tokens.map(t => ({ label: t, token: t }));
    this.redraw();
  }

  buttons({ legal, canPlay }) {
    return [{ id: 'pass', text: 'Pass', hidden: !(canPlay && legal.pass), onClick: () => this.play('pass') }];
  }

  onPath() {}

  onError(text) { this.say(text, true); }
}
