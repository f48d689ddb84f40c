import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './emulator';

/**
 * The real JeecgBoot Vue2 client 3.4.0 (an outside test fixture, never copied into the repository): unpacked from
 * `../shared/anchors` into `tmp/`, served same-origin with `/jeecg-boot` proxied (HTTP and WebSocket upgrade) to
 * an emulator, exactly as it runs behind nginx in front of a real JeecgBoot server.
 */
export const ANCHORS_DIR = process.env.JEECG_ANCHORS_DIR ?? path.resolve(ROOT, '../shared/anchors');
export const JEECG_ARCHIVE = path.join(ANCHORS_DIR, 'jeecgboot-vue2-3.4.0-dist.tar.gz');
const UNPACK_DIR = path.join(ROOT, 'tmp/jeecg-client');
const CONTEXT_PATH = '/jeecg-boot';

export const jeecgClientAvailable = (): boolean => fs.existsSync(JEECG_ARCHIVE);

/** Unpacks the archive once (again when it is newer than the unpacked copy); returns the dist folder. */
export function unpackJeecgClient(): string {
  const dist = path.join(UNPACK_DIR, 'dist-sameorigin');
  const stamp = path.join(UNPACK_DIR, '.unpacked');
  const archiveTime = fs.statSync(JEECG_ARCHIVE).mtimeMs;
  if (!fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < archiveTime || !fs.existsSync(dist)) {
    fs.rmSync(UNPACK_DIR, { recursive: true, force: true });
    fs.mkdirSync(UNPACK_DIR, { recursive: true });
    execFileSync('tar', ['-xzf', JEECG_ARCHIVE, '-C', UNPACK_DIR]);
    fs.writeFileSync(stamp, '');
  }
  return dist;
}

/**
 * Component strings the real client can render: the keys `./<component>.vue` of its `views/` context map in the
 * main bundle (`component` of a menu row resolves to `views/<component>.vue`).
 */
export function jeecgClientComponents(dist: string): Set<string> {
  const jsDir = path.join(dist, 'js');
  const app = fs.readdirSync(jsDir).find((file) => /^app\.[0-9a-f]+\.js$/.test(file));
  if (!app) throw new Error(`no app.*.js in ${jsDir}`);
  const source = fs.readFileSync(path.join(jsDir, app), 'utf8');
  const components = new Set<string>();
  for (const match of source.matchAll(/"\.\/([A-Za-z0-9_/.-]+)\.vue":\[/g)) components.add(match[1]);
  return components;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.less': 'text/plain; charset=utf-8',
};

function serveStatic(dist: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  const target =
    file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': MIME[path.extname(target)] ?? 'application/octet-stream' });
  fs.createReadStream(target).pipe(res);
}

function proxyHttp(upstream: URL, req: http.IncomingMessage, res: http.ServerResponse): void {
  const forward = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(forward);
}

/** The WebSocket upgrade: the raw request re-sent to the emulator, then both sockets piped together. */
function proxyUpgrade(upstream: URL, req: http.IncomingMessage, socket: net.Socket, head: Buffer): void {
  const target = net.connect(Number(upstream.port), upstream.hostname, () => {
    const headers = Object.entries({ ...req.headers, host: upstream.host })
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`))
      .join('\r\n');
    target.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
    if (head.length) target.write(head);
    target.pipe(socket).pipe(target);
  });
  const close = () => {
    target.destroy();
    socket.destroy();
  };
  target.on('error', close);
  socket.on('error', close);
}

export interface JeecgClientServer {
  baseURL: string;
  close: () => Promise<void>;
}

/** Serves `dist` on a free loopback port, `/jeecg-boot` proxied to `emulatorURL`. */
export async function serveJeecgClient(dist: string, emulatorURL: string): Promise<JeecgClientServer> {
  const upstream = new URL(emulatorURL);
  const isApi = (url = '') => url === CONTEXT_PATH || url.startsWith(`${CONTEXT_PATH}/`);
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) =>
    isApi(req.url) ? proxyHttp(upstream, req, res) : serveStatic(dist, req, res),
  );
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket, head) =>
    isApi(req.url) ? proxyUpgrade(upstream, req, socket as net.Socket, head) : socket.destroy(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
