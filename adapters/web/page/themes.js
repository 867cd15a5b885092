// Board themes: the colours of the squares, the frame and its coordinates, as CSS custom properties
// on the page's root (style.css draws every game's board with them: .sq-light, .sq-dark, #board-wrap,
// .coord), chosen in the header's Board menu and remembered (localStorage). The pure part (themeOf) is
// tested under Node (e2e/comforts_units.test.mjs).

export const THEMES = [
  { id: 'wood', title: 'Wood', colours: { '--light': '#efe3c8', '--dark': '#c9ad7f', '--frame': '#6b4f2e', '--coord': '#f3e6cc' } },
  { id: 'green', title: 'Green', colours: { '--light': '#eeeed2', '--dark': '#86a666', '--frame': '#3f5a2c', '--coord': '#eeeed2' } },
  { id: 'blue', title: 'Blue', colours: { '--light': '#dee3e6', '--dark': '#8ca2ad', '--frame': '#3d5563', '--coord': '#dee3e6' } },
  // For weak sight: white and mid-grey squares (4.5:1 apart, so pieces of both colours stand out on
  // both), a black frame, white coordinates, and a strong accent for the offered squares.
  { id: 'contrast', title: 'High contrast',
    colours: { '--light': '#ffffff', '--dark': '#767676', '--frame': '#000000', '--coord': '#ffffff', '--accent': '#0a5c00' } },
];

const CHOSEN = 'uiw-web-board-theme';

// The theme of `id`, or the first (Wood) for an unknown or missing one.
export function themeOf(id) { return THEMES.find(t => t.id === id) || THEMES[0]; }

// Every property any theme sets: those the chosen one leaves out go back to style.css's.
const PROPERTIES = [...new Set(THEMES.flatMap(t => Object.keys(t.colours)))];

export function applyTheme(root, id) {
  const theme = themeOf(id);
  for (const p of PROPERTIES) {
    if (p in theme.colours) root.style.setProperty(p, theme.colours[p]);
    else root.style.removeProperty(p);
  }
  root.dataset.boardTheme = theme.id;
  return theme;
}

export function wireThemes(select, root = document.documentElement) {
  for (const t of THEMES) select.add(new Option(t.title, t.id));
  const theme = applyTheme(root, localStorage.getItem(CHOSEN));
  select.value = theme.id;
  select.addEventListener('change', () => localStorage.setItem(CHOSEN, applyTheme(root, select.value).id));
}
