// First-time help: how to move in the game shown and a link to its rules, the rule options in words,
// and why a greyed button is greyed. The words come from the game's presentation, which the bridge
// sends in its catalogue (page_messages.cpp presentation_json: firstHint, optionLabels, optionHints,
// choiceLabels, rulesDocument),
// so that the page names no game. The pure parts are tested under Node (e2e/comforts_units.test.mjs).

// "CaptureRule" in words ("Capture rule"), or the name itself when the game gives none.
export function optionLabel(presentation, name) {
  const labels = (presentation && presentation.optionLabels) || {};
  return labels[name] || name;
}

// What option `name` does ("Which edges of the board are joined (R7.1)"), or '' when the game says not.
export function optionHint(presentation, name) {
  const hints = (presentation && presentation.optionHints) || {};
  return hints[name] || '';
}

// A choice of an option in words ("cylinder (a and h files joined)"), or the choice itself.
export function choiceLabel(presentation, choice) {
  const labels = (presentation && presentation.choiceLabels) || {};
  return labels[choice] || choice;
}

// The rules in force in words: "Capture rule: original · Board edges: plane". `rules` as the bridge
// sends them ([{name, value}]); a true/false option reads "yes"/"no".
export function rulesInWords(rules, presentation) {
  const value = v => (v === 'true' ? 'yes' : v === 'false' ? 'no' : v);
  return rules.map(o => `${optionLabel(presentation, o.name)}: ${value(o.value)}`).join(' · ');
}

// The help line's parts: the hint as a sentence and the rules' address (served by the bridge from
// seeds/, adapters/web/CMakeLists.txt), each '' when the game gives none.
export function firstHelp(presentation, title) {
  const hint = (presentation && presentation.firstHint) || '';
  const doc = (presentation && presentation.rulesDocument) || '';
  return {
    hint: hint ? `How to move: ${hint}.` : '',
    rulesHref: doc ? `rules/${doc}` : '',
    rulesText: doc ? `The rules of ${title}` : '',
  };
}

// A button greyed with its reason (title and aria-description), or offered with its own title.
export function setGreyed(button, reason) {
  if (!('title' in button.dataset)) button.dataset.title = button.title || '';
  button.disabled = Boolean(reason);
  button.title = reason || button.dataset.title;
  if (reason) button.setAttribute('aria-description', reason);
  else button.removeAttribute('aria-description');
}

// Why Undo does nothing now, or ''.
export function undoBlocked({ connected, plies, over, overBy }) {
  if (!connected) return 'Undo: not connected to uiw-web';
  if (over) return `Undo: the game is over (${overBy})`;
  if (plies === 0) return 'Undo: no move to take back';
  return '';
}

// Why Engine move and Move now do nothing now, or ''.
export function engineMoveBlocked({ engineState, over, atLatest }) {
  if (engineState === 'thinking') return 'Engine move: the engine is thinking already';
  if (engineState !== 'ready') return `Engine move: the engine is ${engineState}`;
  if (over) return 'Engine move: the game is over';
  if (!atLatest) return 'Engine move: an earlier position is shown (go to the latest, >|)';
  return '';
}
export function moveNowBlocked({ engineState }) {
  return engineState === 'thinking' ? '' : 'Move now: the engine is not thinking';
}

// The help line (first-time help) under the header: shown until hidden, which the page remembers.
const HIDDEN = 'uiw-web-help-hidden';
export function renderHelp(doc, info) {
  const { hint, rulesHref, rulesText } = firstHelp(info && info.presentation, info ? info.title : '');
  doc.getElementById('help-hint').textContent = hint;
  const link = doc.getElementById('rules-link');
  link.hidden = !rulesHref;
  link.textContent = rulesText;
  if (rulesHref) link.href = rulesHref;
}
export function wireHelp(doc, storage) {
  const line = doc.getElementById('help-line'), toggle = doc.getElementById('help-toggle');
  const show = shown => {
    line.hidden = !shown;
    toggle.setAttribute('aria-pressed', String(shown));
    storage.setItem(HIDDEN, String(!shown));
  };
  show(storage.getItem(HIDDEN) !== 'true');
  doc.getElementById('help-hide').addEventListener('click', () => show(false));
  toggle.addEventListener('click', () => show(line.hidden));
}
