// The game in the page's address, a shareable link (its form is game_link.js's): the address follows the
// bridge's game (history.replaceState: no new history entry a move); a page opened with a link, or a
// link pasted into the address bar of an open page, asks the bridge for the link's game unless it is
// the bridge's game already; Copy link copies the address of the game shown.
//
// The page's hooks (init):
//   send(message), say(text, isError)   as app.js has them
//   state()           the game as the bridge sent it (null before the first)
//   copy(text, what)  copies `text` and says that `what` was copied (record_io.js copyText)
import { linkHash, linkRecord, parseLink } from './game_link.js';

const $ = id => document.getElementById(id);

const LINK_WRITTEN = 'uiw-web-link';  // the fragment this tab last wrote (sessionStorage): a reload is not a link
let hooks = null;
// A link's game asked of the bridge ({ hash, serial }, until it answers), or the address not read yet:
// meanwhile the address is left as it is.
let linkOpening = { serial: -1 };

export function init(h) {
  hooks = h;
}

function currentLink(s = hooks.state()) {
  const info = s.games.find(g => g.id === s.game);
  const defaults = info ? Object.fromEntries(info.options.map(o => [o.name, o.default])) : null;
  return linkHash({ game: s.game, rules: s.rules, defaults, base: s.base, tokens: s.plies.map(p => p.token) });
}

// The address's link, when the page was opened with one (or it was pasted in): its game is loaded
// unless it is the bridge's game already. A reload of the address this tab wrote follows the bridge.
export function open() {
  linkOpening = null;
  const state = hooks.state();
  const hash = location.hash;
  if (!hash || hash === sessionStorage.getItem(LINK_WRITTEN)) return sync();
  const link = parseLink(hash, state.games.map(g => g.id));
  if (!link) return sync();
  if (link.error) {
    hooks.say(`${link.error}: the game in progress is kept.`, true);
    return sync();
  }
  const info = state.games.find(g => g.id === link.game);
  const defaults = Object.fromEntries(info.options.map(o => [o.name, o.default]));
  const asked = linkHash({ game: link.game, rules: link.options.map(([name, value]) => ({ name, value })), defaults,
    base: link.fen || 'startpos', tokens: link.moves });
  if (asked === currentLink()) return sync();
  linkOpening = { hash, serial: state.gameSerial };
  hooks.send({ type: 'record', text: linkRecord(link), link: true });
}

// The address follows the game (history.replaceState: no new history entry a move).
export function sync() {
  if (!hooks.state() || linkOpening) return;
  const hash = `#${currentLink()}`;
  if (location.hash === hash) return;
  history.replaceState(null, '', hash);
  sessionStorage.setItem(LINK_WRITTEN, hash);
}

// A whole state came (`first`: the page's first, before the address is read): a game other than the
// one shown when the link's game was asked for is the bridge's answer, and the address follows it again.
export function noteState(first) {
  if (linkOpening && !first && hooks.state().gameSerial !== linkOpening.serial) linkOpening = null;
}

// The bridge refused something: when it was the link's game, the address follows the bridge's game again.
export function noteError(message) {
  if (linkOpening && message.startsWith('link: ')) {
    linkOpening = null;
    sync();
  }
}

function copyLink() {
  if (!hooks.state()) return;
  const url = `${location.origin}${location.pathname}#${currentLink()}`;
  $('copy-link').dataset.link = url;
  hooks.copy(url, 'Link to this game');
}

// Copy link, and a link pasted into the address bar of an open page.
export function wire() {
  $('copy-link').addEventListener('click', copyLink);
  window.addEventListener('hashchange', () => {
    if (hooks.state() && location.hash !== sessionStorage.getItem(LINK_WRITTEN)) open();
  });
}
