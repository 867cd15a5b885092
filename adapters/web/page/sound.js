// Sounds of the game: a move, a capture and the game's end, as short tones made by Web Audio (no sound
// files). What was played is told by the bridge's facts only: a capture is a move whose anatomy took
// something (the snapshot's `move.captured`, MoveAnatomy::taken), the end is the latest position
// becoming over. A switch in the header turns them off and on; the page remembers it (localStorage).
// The pure part (soundFor) is tested under Node (e2e/comforts_units.test.mjs).

// What to play when the game goes from `before` to `after` ({serial, plies, over, captured}), or ''.
// A new or replaced game, an undo or a position looked at plays nothing.
export function soundFor(before, after) {
  if (!before || !after || before.serial !== after.serial) return '';
  if (after.over && !before.over) return 'end';
  if (after.plies > before.plies) return after.captured ? 'capture' : 'move';
  return '';
}

// Each sound's tones: [frequency Hz, start s, length s, wave].
const TONES = {
  move: [[660, 0, 0.07, 'triangle']],
  capture: [[440, 0, 0.06, 'square'], [330, 0.05, 0.09, 'square']],
  end: [[523, 0, 0.15, 'sine'], [659, 0.15, 0.15, 'sine'], [784, 0.3, 0.3, 'sine']],
};

const MUTED = 'uiw-web-sound-muted';
let audio = null;
let last = null;
let played = 0;

export function muted(storage = localStorage) { return storage.getItem(MUTED) === 'true'; }

function play(kind) {
  if (muted()) return;
  played++;
  document.body.dataset.sound = `${kind} ${played}`;  // for the tests: the last sound and how many
  // Before the first click or key there is no audio context: browsers let none sound before one.
  if (!audio) return;
  try {
    if (audio.state === 'suspended') audio.resume().catch(() => {});
    const now = audio.currentTime;
    for (const [hz, at, length, wave] of TONES[kind]) {
      const tone = audio.createOscillator(), gain = audio.createGain();
      tone.type = wave;
      tone.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(0.15, now + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + length);
      tone.connect(gain).connect(audio.destination);
      tone.start(now + at);
      tone.stop(now + at + length + 0.02);
    }
  } catch {
    // No Web Audio here: the game goes on in silence.
  }
}

// After each change of the game: the sound it calls for, if any.
export function onGame(now) {
  const kind = soundFor(last, now);
  last = now;
  if (kind) play(kind);
}

function showSwitch(button) {
  const off = muted();
  button.textContent = off ? 'Sound: off' : 'Sound: on';
  button.setAttribute('aria-pressed', String(!off));
  button.title = off ? 'Sounds of moves, captures and the end are off: click to turn them on'
                     : 'Sounds of moves, captures and the end are on: click to turn them off';
  document.body.dataset.soundMuted = String(off);
}

// The audio context is made at a click or a key (browsers let a page sound only after one), once and
// only while the sound is on: making it costs (over half a second of the page's time in a headless
// Chromium without a sound device, which then must not fall in the middle of a game's moves).
function unlock() {
  if (audio || muted()) return;
  try {
    audio = new AudioContext();
  } catch {
    audio = null;
  }
}

export function wireSound(button) {
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, unlock, { capture: true });
  showSwitch(button);
  button.addEventListener('click', () => {
    localStorage.setItem(MUTED, String(!muted()));
    showSwitch(button);
    unlock();
  });
}
