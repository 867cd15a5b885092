// The players' clocks on the page, and the New game dialog's clock and engine level. The bridge keeps
// the clocks (adapters/web/clock.h: base time and increment, a loss on time past a 50 ms margin); the
// page shows each side's time left in its panel as it was when the bridge's last message was made,
// counting down the running one between messages, and takes the bridge's result when a flag fell.

const $ = id => document.getElementById(id);

// The dialog's time controls, named as people know them (minutes + seconds a move); the bridge reads
// the referee's spelling (seconds+increment).
const PRESETS = [['none', 'none'], ['1+0 (bullet)', '60+0'], ['3+2 (blitz)', '180+2'], ['5+3 (blitz)', '300+3'],
  ['10+5 (rapid)', '600+5'], ['15+10 (rapid)', '900+10'], ['other…', 'custom']];

// "4:59", "0:09.4" under ten seconds (tenths count then), never below zero.
export function clockText(ms) {
  const left = Math.max(0, ms);
  if (left < 10000) return `0:0${(Math.floor(left / 100) / 10).toFixed(1)}`;
  const seconds = Math.floor(left / 1000);
  const hours = Math.floor(seconds / 3600), minutes = Math.floor((seconds % 3600) / 60), s = seconds % 60;
  const mm = hours ? `${hours}:${String(minutes).padStart(2, '0')}` : String(minutes);
  return `${mm}:${String(s).padStart(2, '0')}`;
}

// For screen readers: "4 minutes 59 seconds".
function clockWords(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(seconds / 60), s = seconds % 60;
  return [m ? `${m} minute${m === 1 ? '' : 's'}` : '', `${s} second${s === 1 ? '' : 's'}`].filter(Boolean).join(' ');
}

let shown = null;       // the clock object of the last message drawn
let receivedAt = 0;     // when it came (performance.now())

function leftNow(clock, side) {
  const used = clock.running === side ? performance.now() - receivedAt : 0;
  return clock.left[side] - used;
}

// The times the game's moves left each side, as they stood after `view` plies (a side that has not
// moved yet: nothing), from the plies' `clock` (a game on a clock, or a record's [%clk]); null when no
// ply before says one.
export function recordedClocks(plies, startPly, view) {
  const left = [null, null];
  for (let k = Math.min(view, plies.length) - 1; k >= 0; k--) {
    const side = (startPly + k) % 2;
    if (left[side] === null && typeof plies[k].clock === 'number') left[side] = plies[k].clock;
  }
  return left[0] === null && left[1] === null ? null : left;
}

// The clocks in the players' panels (drawn again with every render: the panels' contents are the
// game's own and are replaced): the bridge's while the latest position is shown, the times the moves
// left at an earlier one (or in a loaded record without a clock of its own).
export function renderClocks(state, sideNames, view = state.plies.length) {
  const clock = state.clock;
  if (clock !== shown) {
    shown = clock;
    receivedAt = performance.now();
  }
  const live = Boolean(clock) && clock.control !== 'none';
  const past = view < state.plies.length || !live ? recordedClocks(state.plies, state.startPly || 0, view) : null;
  const on = live || Boolean(past);
  document.body.dataset.clock = live ? clock.control : past ? 'recorded' : 'none';
  for (const side of [0, 1]) {
    const box = $(`player-${side}`);
    box.classList.toggle('clocked', on);
    let face = box.querySelector('.clock');
    if (!on) {
      if (face) face.remove();
      continue;
    }
    if (!face) {
      face = document.createElement('span');
      face.className = 'clock';
      face.setAttribute('role', 'timer');
      box.appendChild(face);
    }
    face.dataset.side = String(side);
    face.dataset.recorded = String(Boolean(past));
    if (past) {
      face.dataset.running = 'false';
      face.dataset.flagged = 'false';
      const left = past[side];
      face.setAttribute('aria-label', `${sideNames[side]}'s clock after ply ${view}: ` +
        (left === null ? 'not yet moved' : clockWords(left)));
      if (left === null) {
        face.dataset.leftMs = '';
        face.textContent = '–';
        face.classList.remove('low');
      } else {
        tickFace(face, left);
      }
      continue;
    }
    face.dataset.running = String(clock.running === side);
    face.dataset.flagged = String(clock.flagged === side);
    const left = leftNow(clock, side);
    face.setAttribute('aria-label', `${sideNames[side]}'s clock: ${clockWords(left)}` +
      (clock.flagged === side ? ', flag fallen' : clock.running === side ? ', running' : ''));
    tickFace(face, left);
  }
}

function tickFace(face, left) {
  face.dataset.leftMs = String(Math.round(left));
  face.textContent = clockText(left);
  face.classList.toggle('low', left < 10000);
}

// The running clock counts down between the bridge's messages.
setInterval(() => {
  if (!shown || shown.running < 0) return;
  const face = document.querySelector(`#player-${shown.running} .clock[data-recorded="false"]`);
  if (face) tickFace(face, leftNow(shown, shown.running));
}, 100);

// The latest position as the page shows it: a game lost on time is over with the bridge's result.
export function withClockResult(snapshot, state) {
  if (!snapshot || !state.clock || !state.clock.result || snapshot.over) return snapshot;
  return { ...snapshot, over: true, result: state.clock.result };
}

// ---- the New game dialog ----

// Fills the dialog's clock and level with the game's (the levels come from the bridge).
export function fillClockFields(form, state) {
  const clocks = form.elements.clock, levels = form.elements.level;
  if (!clocks.options.length) for (const [label, value] of PRESETS) clocks.add(new Option(label, value));
  const control = state.clock ? state.clock.control : 'none';
  const preset = PRESETS.find(([, value]) => value === control);
  clocks.value = preset ? control : 'custom';
  form.elements['clock-custom'].value = preset ? '' : control;
  levels.innerHTML = '';
  for (const l of state.levels || []) {
    const option = new Option(l.title, l.id, false, l.id === state.level);
    option.title = l.meaning;
    levels.add(option);
  }
  showCustom(form);
}

function showCustom(form) {
  const custom = form.elements.clock.value === 'custom';
  form.querySelector('[data-clock-custom]').hidden = !custom;
  form.elements['clock-custom'].required = custom;
}

export function wireClockFields(form) {
  form.elements.clock.addEventListener('change', () => showCustom(form));
}

// The dialog's clock and level, for the `new` (and `check`) message.
export function dialogClockFields(form) {
  const chosen = form.elements.clock.value;
  const clock = chosen === 'custom' ? form.elements['clock-custom'].value.trim() || 'none' : chosen || 'none';
  return { clock, level: form.elements.level.value || 'full' };
}

// A rematch keeps the clock and the level.
export function sessionClockFields(state) {
  return { clock: state.clock ? state.clock.control : 'none', level: state.level || 'full' };
}
