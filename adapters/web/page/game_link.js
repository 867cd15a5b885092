// The game in the page's address, for a shareable link (*Copy link*), apart from the page so that it can
// be tested under Node (adapters/web/e2e/format.test.mjs). The address's fragment holds
//   #game=<id>&opt=<Name>:<value>,...&fen=<position>&moves=<token>~<token>~...
// `game` the registered game's id; `opt` the rule options that differ from the rules' defaults, by name
// (none: left out); `fen` the start position when it is not the game's own (left out otherwise); `moves` the
// moves' protocol tokens. Every name, value and token is percent-encoded (encodeURIComponent, and `~`
// too), so `,` `:` `~` `&` only ever separate. live.html's `#game=N` (a referee run's game number) is
// another page's and is never read here as a game id (no game's id is a number).

const esc = text => encodeURIComponent(text).replace(/~/g, '%7E');

// The fragment (without `#`) of a game: { game, rules: [{name, value}], defaults: {name: value}, base,
// tokens }.
export function linkHash({ game, rules, defaults, base, tokens }) {
  const parts = [`game=${esc(game)}`];
  const changed = rules.filter(o => !defaults || String(defaults[o.name]) !== String(o.value))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (changed.length) parts.push(`opt=${changed.map(o => `${esc(o.name)}:${esc(o.value)}`).join(',')}`);
  if (base && base !== 'startpos') parts.push(`fen=${esc(base)}`);
  if (tokens.length) parts.push(`moves=${tokens.map(esc).join('~')}`);
  return parts.join('&');
}

function decoded(text, part) {
  try {
    return { value: decodeURIComponent(text) };
  } catch {
    return { error: `link: ${part} is not percent-encoded text` };
  }
}

// Reads a fragment (with or without `#`): null when it holds no game (no `game=`), else { game,
// options: [[name, value]], fen, moves } or { error } naming the bad part. `games` lists the ids the
// bridge has.
export function parseLink(hash, games) {
  const text = hash.replace(/^#/, '');
  if (!text) return null;
  const fields = new Map();
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (!['game', 'opt', 'fen', 'moves'].includes(key))
      return { error: `link: '${part.slice(0, 40)}' is not a part of a game link (game=, opt=, fen=, moves=)` };
    if (fields.has(key)) return { error: `link: '${key}=' is given twice` };
    fields.set(key, eq < 0 ? '' : part.slice(eq + 1));
  }
  if (!fields.has('game')) return null;
  const id = decoded(fields.get('game'), `'game=${fields.get('game').slice(0, 40)}'`);
  if (id.error) return id;
  if (!games.includes(id.value))
    return { error: `link: 'game=${id.value.slice(0, 40)}' is not a game of this page (${games.join(', ')})` };
  const link = { game: id.value, options: [], fen: '', moves: [] };
  for (const item of (fields.get('opt') || '').split(',').filter(Boolean)) {
    const colon = item.indexOf(':');
    if (colon <= 0) return { error: `link: option '${item.slice(0, 40)}' is not Name:value` };
    const name = decoded(item.slice(0, colon), `option '${item.slice(0, 40)}'`);
    const value = decoded(item.slice(colon + 1), `option '${item.slice(0, 40)}'`);
    if (name.error || value.error) return name.error ? name : value;
    link.options.push([name.value, value.value]);
  }
  if (fields.has('fen')) {
    const fen = decoded(fields.get('fen'), `'fen=${fields.get('fen').slice(0, 40)}'`);
    if (fen.error) return fen;
    link.fen = fen.value.trim();
  }
  for (const [k, token] of (fields.get('moves') || '').split('~').filter(Boolean).entries()) {
    const move = decoded(token, `move ${k + 1} '${token.slice(0, 40)}'`);
    if (move.error) return move;
    link.moves.push(move.value);
  }
  return link;
}

// The link's game as a record the bridge loads (one JSON line: the tokens are taken as they are).
export function linkRecord(link) {
  // The options as a `Variant` list, so that a name no game has is named by the replay.
  const record = { game: link.game, variant: link.options.map(([n, v]) => `${n}=${v}`).join(', '), moves: link.moves };
  if (link.fen) record.start = link.fen;
  return JSON.stringify(record);
}
