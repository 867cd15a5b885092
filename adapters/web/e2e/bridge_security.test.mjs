// The real uiw-web, spoken to over raw TCP (no browser), as a hostile web page would make a browser
// speak to it:
//  - only loopback Host names are answered (not 127.evil.example, 127.0.0.1.nip.io, localhost.evil.com,
//    nor an HTTP/1.1 request without Host), so a site that rebinds its name to 127.0.0.1 gets nothing;
//  - a WebSocket is accepted only from the page's own origin (cross-site WebSocket hijacking);
//  - answers forbid framing and type sniffing;
//  - every socket of the bridge is close-on-exec (O_CLOEXEC in /proc/PID/fdinfo: the listening one and
//    a page's connection), and the engine child holds none of them (/proc/PID/fd), also when it is
//    restarted while a page is connected. (ChildEngine also marks the descriptors it does not pass
//    close-on-exec in the child; the bridge does not rely on it.)
//  - a page that stops reading is dropped once its unsent messages pass the byte bound, before the count
//    bound, and the bridge goes on; meanwhile other pages and GET /api/state get the game;
//  - the whole game of 3,000 plies costs at most 40 bytes a ply (its moves, not every position again).
//
//   node bridge_security.test.mjs --bridge build/bin/uiw-web --engine build/bin/inchworm --artifacts DIR
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { artifact, parseArgs, randomGame, run, startBridge } from './harness.mjs';

const args = parseArgs(process.argv);

// Sends `head` (request line and headers, without the blank line) and resolves with the status code
// and headers of the answer. With `keep`, the socket is left open and returned too.
function request(port, head, keep = false) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => { socket.destroy(); reject(new Error(`no answer to ${head.split('\r\n')[0]}`)); }, 5000);
    socket.on('data', chunk => {
      data += chunk.toString('latin1');
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      const [status, ...lines] = data.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(lines.map(l => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      if (!keep) socket.destroy();
      resolve({ status: Number(status.split(' ')[1]), headers, socket });
    });
    socket.on('error', e => { clearTimeout(timer); reject(e); });
    socket.write(head + '\r\n\r\n');
  });
}

function get(port, host, version = '1.1') {
  return request(port, `GET / HTTP/${version}` + (host === null ? '' : `\r\nHost: ${host}`) + '\r\nConnection: close');
}

function upgrade(port, host, origin, keep = false) {
  const key = crypto.randomBytes(16).toString('base64');
  return request(port, `GET /ws HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13` + (origin ? `\r\nOrigin: ${origin}` : ''), keep);
}

// One masked text frame, as a client sends it.
function textFrame(text) {
  const payload = Buffer.from(text);
  if (payload.length > 65535) throw new Error('frames up to 64 kB only');
  const mask = crypto.randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]));
  const head = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length])
    : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 255]);
  return Buffer.concat([head, mask, masked]);
}

// A page over raw TCP that reads what it is sent: resolves with the size of the first whole `state`
// message (frames joined).
function pageReadingState(port, host) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    let parts = [];
    const timer = setTimeout(() => { socket.destroy(); reject(new Error('a page got no state')); }, 20000);
    socket.on('data', chunk => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!/^HTTP\/1\.1 101/.test(buffer.subarray(0, 12).toString())) return reject(new Error('no WebSocket'));
        buffer = buffer.subarray(end + 4);
        upgraded = true;
      }
      while (buffer.length >= 2) {
        let n = buffer[1] & 127, at = 2;
        if (n === 126) [n, at] = [buffer.length >= 4 ? buffer.readUInt16BE(2) : Infinity, 4];
        else if (n === 127) [n, at] = [buffer.length >= 10 ? Number(buffer.readBigUInt64BE(2)) : Infinity, 10];
        if (buffer.length < at + n) return;
        parts.push(buffer.subarray(at, at + n));
        const last = buffer[0] & 0x80;
        buffer = buffer.subarray(at + n);
        if (!last) continue;
        const message = Buffer.concat(parts);
        parts = [];
        if (message.subarray(0, 15).toString() === '{"type":"state"') {
          clearTimeout(timer);
          socket.destroy();
          return resolve(message.length);
        }
      }
    });
    socket.on('error', e => { clearTimeout(timer); reject(e); });
    const key = crypto.randomBytes(16).toString('base64');
    socket.write(`GET /ws HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nOrigin: http://${host}\r\n\r\n`);
  });
}

async function apiState(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/state`);
  return res.json();
}

// The sockets among a process's open descriptors, with whether each is close-on-exec.
const O_CLOEXEC = 0o2000000;
function socketFds(pid) {
  return fs.readdirSync(`/proc/${pid}/fd`).map(fd => {
    try {
      const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      const flags = parseInt(fs.readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8').match(/^flags:\s*([0-7]+)/m)[1], 8);
      return { fd, link, cloexec: (flags & O_CLOEXEC) !== 0 };
    } catch { return { fd, link: '' }; }  // closed meanwhile
  }).filter(f => Number(f.fd) > 2 && f.link.startsWith('socket:'));  // 0-2: the test's pipes
}
const sockets = pid => socketFds(pid).map(f => f.link);

async function engineReady(port, notPid) {
  for (let i = 0; i < 100; i++) {
    const s = await apiState(port);
    if (s.engine.state === 'ready' && s.engine.pid && s.engine.pid !== notPid) return s.engine.pid;
    await new Promise(r => setTimeout(r, 50));
  }
  throw new Error('the engine did not become ready');
}

await run('uiw-web answers loopback only and leaks no socket to its engine', 30000, async () => {
  const bridge = await startBridge(args.bridge, ['--engine', args.engine], artifact(args, 'web-security-bridge.log'));
  const { port } = bridge;
  const self = `127.0.0.1:${port}`;

  // Host names.
  for (const host of [self, `localhost:${port}`, `[::1]:${port}`, '127.0.0.1']) {
    const r = await get(port, host);
    if (r.status !== 200) throw new Error(`Host ${host}: ${r.status}`);
    if (r.headers['x-frame-options'] !== 'DENY' || r.headers['x-content-type-options'] !== 'nosniff' ||
        !/frame-ancestors 'none'/.test(r.headers['content-security-policy'] || ''))
      throw new Error(`Host ${host}: headers ${JSON.stringify(r.headers)}`);
  }
  for (const host of ['127.evil.example', `127.evil.example:${port}`, `127.0.0.1.nip.io:${port}`,
                      `localhost.evil.com:${port}`, `evil.example:${port}`, '']) {
    const r = await get(port, host);
    if (r.status !== 403) throw new Error(`Host "${host}" was answered with ${r.status}`);
    if (r.headers['x-frame-options'] !== 'DENY') throw new Error('a refusal without X-Frame-Options');
  }
  if ((await get(port, null)).status !== 403) throw new Error('an HTTP/1.1 request without Host was answered');
  if ((await get(port, null, '1.0')).status !== 200) throw new Error('an HTTP/1.0 request without Host was refused');

  // WebSocket origins.
  for (const origin of ['http://127.evil.example', `http://127.evil.example:${port}`, `http://127.0.0.1.nip.io:${port}`,
                        `http://localhost.evil.com:${port}`, 'null', `https://${self}`, `http://127.0.0.1:${port + 1}`]) {
    const r = await upgrade(port, self, origin);
    if (r.status !== 403) throw new Error(`a WebSocket from ${origin} was answered with ${r.status}`);
  }
  for (const origin of [`http://${self}`, `http://localhost:${port}`]) {
    const r = await upgrade(port, self, origin);
    if (r.status !== 101) throw new Error(`a WebSocket from ${origin} was refused with ${r.status}`);
  }

  // No socket in the engine: neither the listening one (the engine started after it was opened) nor a
  // page's connection open while the engine is restarted.
  const first = await engineReady(port, 0);
  const leaked = sockets(first);
  if (leaked.length) throw new Error(`the engine (pid ${first}) holds sockets ${leaked}`);
  const page = await upgrade(port, self, `http://${self}`, true);
  if (page.status !== 101) throw new Error('no WebSocket for the restart');
  page.socket.on('data', () => {});
  page.socket.write(textFrame('{"type":"restart"}'));
  const second = await engineReady(port, first);
  const bridgeSockets = socketFds(bridge.proc.pid);
  if (bridgeSockets.length < 2) throw new Error(`the bridge holds only ${bridgeSockets} (listening and the page's)`);
  const inheritable = bridgeSockets.filter(f => !f.cloexec);
  if (inheritable.length) throw new Error(`bridge sockets without close-on-exec: ${JSON.stringify(inheritable)}`);
  const leakedLater = sockets(second);
  if (leakedLater.length) throw new Error(`the restarted engine (pid ${second}) holds sockets ${leakedLater}`);
  console.log(`engine pids ${first} and ${second}: no sockets; the bridge holds ${bridgeSockets.length}, all close-on-exec`);

  // A long game (random legal moves from the test's own engine), loaded as a record: each whole state
  // is then large. A page that asks for it again and again without reading gets dropped.
  const tokens = await randomGame(args.engine, 3000);
  const PAGES = 40;
  page.socket.write(textFrame(JSON.stringify({ type: 'record', text: `[TargetScore "10000"]\n\n${tokens.join(' ')}\n` })));
  let stateBytes = 0;
  for (let i = 0; i < 100 && stateBytes < 20000; i++) {
    await new Promise(r => setTimeout(r, 50));
    stateBytes = JSON.stringify(await apiState(port)).length;
  }
  // Past the byte bound (32 MiB), with room for what the kernel's socket buffers take in first.
  const asks = Math.ceil((48 << 20) / stateBytes);
  if (asks >= 2000) throw new Error(`a state of ${stateBytes} bytes is too small to reach the byte bound first`);
  // The whole game is its moves, not every position again (issue 15: 3 MB for 6,000 plies before).
  const perPly = stateBytes / tokens.length;
  if (perPly > 40) throw new Error(`the state of a ${tokens.length}-ply game takes ${perPly.toFixed(1)} bytes per ply`);
  const slow = await upgrade(port, self, `http://${self}`, true);
  slow.socket.pause();  // reads nothing: the bridge's queue for it grows
  let received = 0;
  const closed = new Promise(resolve => slow.socket.on('close', resolve));
  slow.socket.on('data', chunk => { received += chunk.length; });
  for (let i = 0; i < asks; i++) slow.socket.write(textFrame('{"type":"hello"}'));
  // Meanwhile other pages connect and get the game, and scripts get it too: the slow page holds up
  // nobody.
  const others = await Promise.all(Array.from({ length: PAGES }, () => pageReadingState(port, self)));
  if (others.some(n => Math.abs(n - stateBytes) > 2000)) throw new Error(`the other pages got states of ${others}`);
  if ((await apiState(port)).plies.length !== tokens.length) throw new Error('GET /api/state lost the game');
  await new Promise(r => setTimeout(r, 500));
  slow.socket.resume();
  const dropped = await Promise.race([closed.then(() => true), new Promise(r => setTimeout(() => r(false), 10000))]);
  if (!dropped) throw new Error(`a page that read nothing for ${asks} states of ${stateBytes} bytes was not dropped`);
  if (received >= asks * stateBytes) throw new Error(`the dropped page got all ${received} bytes`);
  const after = await apiState(port);
  if (after.plies.length !== tokens.length) throw new Error('the bridge lost its game');
  page.socket.destroy();
  console.log(`${tokens.length} plies, states of ${stateBytes} bytes (${perPly.toFixed(1)} a ply): a page that read ` +
              `nothing was dropped after ${(received / 1048576).toFixed(1)} MiB of ${asks} states; ${PAGES} other pages ` +
              `got the game meanwhile`);
});
