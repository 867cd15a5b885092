// Turns clicks on a board of stacks (the kind "stacks") into moves. The page
// decides nothing about legality and composes no move: it plays the tokens the bridge lists (drops,
// collects, the game's buttons) or answers (distribution continuations, square by square).
//
//   idle      click an offered square: drop there; an own stack: select it; anything else: the
//             bridge says why not (a `why` question: the game's entry steps give the rules' reason)
//   selected  click the stack again: drop onto it; a ringed stack: collect onto it; a dot: start a
//             distribution path there; another own stack: select that one; any other square (no
//             move of the selected stack starts there): the selection is dropped, nothing is played
//             (a stray click is not a drop)
//   path      click a dot: next square of the path (played when the stack is used up); the last
//             square again: one step back; the stack: back to selected; another square: refused
//             with the reason (the path so far is kept)
//   chosen    a button whose choice squares follow (Presentation::actions: a prisoner's drop) is
//             pressed: click one of its squares to play it
// A click made while the bridge has not yet said which squares continue the stack waits for the answer.

import { plural } from './format.js';

export class MoveInput {
  constructor({ send, say, redraw }) {
    this.send = send;      // (message object) => void
    this.say = say;        // (text, isError) => void
    this.redraw = redraw;  // () => void
    this.context = null;   // { legal, snapshot, side, codes } of the position being played
    this.reset();
  }

  reset() {
    this.mode = 'idle';
    this.selected = null;
    this.path = [];
    this.rings = [];
    this.dots = [];
    this.probe = null;
    this.chosen = null;    // the action (a game's button) whose square is to be clicked
    this.pending = null;   // the path whose continuations were asked for and not yet answered
    this.queued = null;    // a click made meanwhile
    this.choices = null;   // [{label, token}]: the page asks which of these moves (two runs, R7.1)
  }

  // Asks the bridge which squares continue `path`.
  ask(path) {
    this.pending = path;
    this.send({ type: 'path', path });
  }

  cancel() {
    this.reset();
    this.say('');
    this.redraw();
  }

  setContext(context) { this.context = context; }

  highlights() {
    return { selected: this.selected, rings: this.rings, dots: this.dots, path: this.path };
  }

  // Squares where a click does something obvious (the pointer shows a hand there).
  actionable() {
    const s = new Set();
    if (!this.context) return s;
    const { legal } = this.context;
    if (this.mode === 'idle') {
      for (const q of Object.keys(this.chosen ? this.chosenSquares() : legal.drops)) s.add(q);
      for (const c of legal.collects) s.add(c.from);
      for (const q of legal.distributable) s.add(q);
    } else {
      for (const q of [...this.rings, ...this.dots]) s.add(q);
      if (this.selected) s.add(this.selected);
      if (this.path.length > 1) s.add(this.path[this.path.length - 1]);
    }
    return s;
  }

  // Whether the stack on `name` may be carried by a drag: it collects onto a ringed stack or starts a
  // distribution (the drag takes its first step; clicks take the rest).
  draggable(name) {
    if (!this.context || this.chosen || !this.ownStack(name)) return false;
    const { legal } = this.context;
    return legal.collects.some(c => c.from === name) || legal.distributable.includes(name);
  }

  // The squares of the chosen action and the moves they make: {square: token}.
  chosenSquares() {
    const offer = this.context && (this.context.legal.actions || {})[this.chosen.choice];
    return (offer && offer.squares) || {};
  }

  toggleAction(action) {
    const on = !this.chosen || this.chosen.choice !== action.choice;
    this.reset();
    this.chosen = on ? action : null;
    this.say(on ? action.chosenHint : '');
    this.redraw();
  }

  // Plays the move `moves` (the bridge's {square: token}) make on `name`. Without one, `refusal` is said,
  // or the bridge is asked why the entry `choices` (as clicked) makes no move: the game's entry steps
  // answer with the rules' reason (an enemy stack, an empty stock), which comes back as an error.
  playOn(name, moves, refusal, choices = [name]) {
    if (moves[name]) return this.play(moves[name]);
    if (refusal) return this.say(refusal, true);
    this.send({ type: 'why', choices });
  }

  // The entry choice of the side to move's own pile (Presentation::piles: the stock), which a drop onto
  // an own stack takes after the stack.
  ownPileChoice() {
    const piles = (this.context.presentation && this.context.presentation.piles) || [];
    const own = piles.find(p => !p.opponentsPieces && p.holderChoice);
    return own ? own.holderChoice : '';
  }

  play(token) {
    this.choices = null;
    this.send({ type: 'play', move: token });
  }

  // The side (0, 1) and height on a square.
  at(name) {
    const board = this.context.snapshot.board;
    const p = board.points[(Number(name.slice(1)) - 1) * board.files + name.charCodeAt(0) - 97];
    return p ? { side: p[0], height: Number(p[1]) || 0 } : { side: -1, height: 0 };
  }

  ownStack(name) { return this.at(name).side === this.context.side; }

  click(name, blocked) {
    if (blocked) {
      this.say(blocked, true);
      return;
    }
    if (!this.context) return;
    if (this.chosen) return this.playOn(name, this.chosenSquares(), `${this.chosen.label}: not on ${name}`);
    if (this.mode === 'idle') {
      if (this.ownStack(name)) return this.select(name);
      return this.playOn(name, this.context.legal.drops);
    }
    if (this.pending) {
      this.queued = name;  // decided once the bridge has answered
      return;
    }
    if (this.mode === 'selected') {
      if (name === this.selected)
        return this.playOn(name, this.context.legal.drops, '', [name, this.ownPileChoice()].filter(Boolean));
      if (this.rings.includes(name)) return this.collect(name);
      if (this.dots.includes(name)) return this.extend(name);
      if (this.ownStack(name)) return this.select(name);
      // No move of the selected stack starts there: the selection goes, and the click plays nothing.
      this.reset();
      this.say('');
      this.redraw();
      return;
    }
    // path
    const last = this.path[this.path.length - 1];
    if (name === this.path[0]) return this.select(name);
    if (name === last && this.path.length > 1) {
      this.path = this.path.slice(0, -1);
      this.dots = [];
      this.ask(this.path);
      this.redraw();
      return;
    }
    if (this.dots.includes(name)) return this.extend(name);
    return this.explain(name);
  }

  select(name) {
    const { legal } = this.context;
    this.mode = 'selected';
    this.selected = name;
    this.path = [];
    this.dots = [];
    this.choices = null;
    this.rings = legal.collects.filter(c => c.from === name).map(c => c.to);
    const canDistribute = legal.distributable.includes(name);
    if (canDistribute) this.ask([name]);
    const h = this.at(name).height;
    const parts = [];
    if (legal.drops[name]) parts.push('click it again to drop a piece on it');
    if (this.rings.length) parts.push('a ringed stack to collect onto it');
    if (canDistribute) parts.push('a dotted square to distribute it');
    this.say(`Stack on ${name} (${h}): ` + (parts.length ? parts.join(', ') + '.' : 'no move starts here.'));
    this.redraw();
  }

  collect(to) {
    const options = this.context.legal.collects.filter(c => c.from === this.selected && c.to === to);
    if (options.length === 1) return this.play(options[0].token);
    // Two runs with the same ends (wrapping boards, R7.1): let the player pick.
    this.choices = options.map(o => ({ label: `${o.token} (${o.run.length} stacks)`, token: o.token }));
    this.redraw();
  }

  extend(name) {
    if (this.mode === 'selected') {
      this.mode = 'path';
      this.path = [this.selected];
    }
    this.path = [...this.path, name];
    this.dots = [];
    this.choices = null;
    this.ask(this.path);
    this.redraw();
  }

  // A click that is not offered: ask the bridge about it so that the refusal gives the rules' reason.
  explain(name) {
    if (this.mode === 'path' || this.context.legal.distributable.includes(this.selected)) {
      const path = this.mode === 'path' ? [...this.path, name] : [this.selected, name];
      this.probe = path;
      this.send({ type: 'path', path });
      return;
    }
    this.say(`${name} is no move for the stack on ${this.selected}. Cancel to do something else.`, true);
  }

  // The bridge's answer to a path question.
  onPath(msg) {
    const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
    if (this.probe && same(msg.path, this.probe)) {
      this.probe = null;
      const missing = this.at(msg.path[0]).height - msg.path.length;
      if (!msg.complete && msg.next.length === 0)
        this.say(`${msg.path[msg.path.length - 1]} is a dead end: the remaining ${plural(missing, 'piece', 'pieces')} cannot be placed from there.`, true);
      else this.say(`${msg.path[msg.path.length - 1]} is possible but was not offered; try again.`, true);
      return;
    }
    const current = this.mode === 'path' ? this.path : this.selected ? [this.selected] : [];
    if (!same(msg.path, current)) return;  // an answer to an older question
    this.pending = null;
    if (msg.complete) {
      this.play(msg.token);
      return;
    }
    this.dots = msg.next;
    if (this.mode === 'path') {
      const h = this.at(this.path[0]).height;
      this.say(`Distributing ${this.path[0]}: ${this.path.length} of ${h} squares. Click a dot to go on, the last square to step back.` +
               (msg.exact ? '' : ' (some squares are offered without a full check)'));
    }
    this.redraw();
    const queued = this.queued;
    this.queued = null;
    if (queued) this.click(queued, '');
  }

  // The buttons beside the board: the game's (Presentation::actions: a rescue, a prisoner's drop), each
  // greyed with the game's reason (or hidden) while the bridge offers nothing for it, then Pass.
  buttons({ legal, canPlay, rules, presentation }) {
    const actions = (presentation && presentation.actions) || [];
    return [
      ...actions.map(a => {
        const offer = canPlay && (legal.actions || {})[a.choice];
        const open = Boolean(offer && (offer.move || offer.squares));
        return { id: a.choice, text: offer && offer.move ? `${a.label} (${offer.move})` : a.label, disabled: !open,
          hidden: (a.ruleOption && rules[a.ruleOption] !== 'true') || (!a.greyed && !open), why: a.greyed,
          pressed: a.chosenHint ? Boolean(this.chosen && this.chosen.choice === a.choice) : undefined,
          onClick: () => offer && (offer.move ? this.play(offer.move) : this.toggleAction(a)) };
      }),
      { id: 'pass', text: 'Pass', hidden: !(canPlay && legal.pass), onClick: () => this.play('pass') },
    ];
  }

  // An error from the bridge: a probe's reason, or a refused move.
  onError(text) {
    if (this.probe) this.probe = null;
    this.pending = null;
    this.queued = null;
    this.say(text, true);
  }
}
