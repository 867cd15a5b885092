// The engine's strength (its level, strength.h in the bridge) during a game: shown in the turn line
// while an engine plays, and changed in the side panel's Level; the bridge takes a change from the
// engine's next search on (a search under way keeps its level). The pure part (levelNote) is tested
// under Node (e2e/comforts_units.test.mjs).

// The turn line's note: "Level: Club" while an engine plays a side, else ''.
export function levelNote(levels, id, players) {
  if (!players.includes('engine')) return '';
  const level = (levels || []).find(l => l.id === id);
  return `Level: ${level ? level.title : id}`;
}

export function renderLevel(doc, state) {
  const note = doc.getElementById('level-note');
  note.textContent = levelNote(state.levels, state.level, state.players);
  const level = (state.levels || []).find(l => l.id === state.level);
  note.title = level ? `The engine's strength: ${level.meaning} (Level in the side panel changes it)` : '';
  const select = doc.getElementById('level');
  if (select.options.length !== (state.levels || []).length) {
    select.innerHTML = '';
    for (const l of state.levels || []) select.add(new Option(l.title, l.id));
  }
  if (doc.activeElement !== select) select.value = state.level;
}

export function wireLevel(select, send) {
  select.addEventListener('change', () => send({ type: 'search', level: select.value }));
}
