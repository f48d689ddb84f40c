// Time to the visible password field of `/user/login`: this console against Ant Design Pro 6.0.3 (issue #17 §1),
// side by side in one run. Both built clients are served by the same gzip (level 6) static server, loaded cold (a
// fresh browser context each time) in alternation in headless Chromium; outside hosts are blocked (Ant Design Pro
// asks for fonts and analytics it does not need to show the form). Reports medians and the ratio ours / theirs.
//
//   node tools/bench/sign-in-time.mjs          (needs the built console and emulator; npm run bench runs it too)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { isLoopback } from '../lib/loopback.mjs';
import { ROOT } from '../lib/process.mjs';

const ANCHOR_ARCHIVE = path.resolve(ROOT, '../shared/anchors/antd-pro-6.0.3-dist.tar.gz');
const ANCHOR_DIR = path.join(ROOT, 'tmp/anchors/antd-pro-6.0.3');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** Unpacks Ant Design Pro's build once (a test fixture: read from ../shared/anchors, never committed). */
export function antdProDist() {
  const dist = path.join(ANCHOR_DIR, 'dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) return dist;
  if (!fs.existsSync(ANCHOR_ARCHIVE)) return null;
  fs.mkdirSync(ANCHOR_DIR, { recursive: true });
  execFileSync('tar', ['xzf', ANCHOR_ARCHIVE, '-C', ANCHOR_DIR]);
  return dist;
}

/**
 * The one static server both clients get: files by path (then `<path>/index.html`, then the SPA fallback
 * `index.html`), gzip level 6 on the fly when accepted, no caching headers (every load is cold anyway) unless
 * `cache` (then every file but `index.html` may be kept an hour: a warm cache for signed-in-time.mjs), and
 * `/jeecg-boot` proxied to `apiOrigin` when given (our captcha).
 */
export function startGzipServer(root, apiOrigin, { cache = false } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (apiOrigin && url.pathname.startsWith('/jeecg-boot/')) {
      const upstream = http.request(
        `${apiOrigin}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    const candidates = [
      path.join(root, relative),
      path.join(root, relative, 'index.html'),
      path.join(root, 'index.html'),
    ];
    const file = candidates.find(
      (candidate) => candidate.startsWith(root) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const extension = path.extname(file);
    let body = fs.readFileSync(file);
    const cacheControl = cache && path.basename(file) !== 'index.html' ? 'max-age=3600' : 'no-store';
    const headers = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', 'Cache-Control': cacheControl };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${server.address().port}`, server })),
  );
}

/** One cold load: milliseconds from navigation start to the first visible password field (polled every frame). */
async function timeToPasswordField(browser, url) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    await context.route('**/*', (route) =>
      isLoopback(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        // Runs in the page.
        const field = globalThis.document.querySelector('input[type="password"]');
        return field && field.getClientRects().length > 0 && globalThis.getComputedStyle(field).visibility !== 'hidden'
          ? performance.now()
          : null;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    return Number(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `rounds` alternating cold loads of each (ours first on even rounds, theirs first on odd ones), after one
 * unmeasured warm-up load of each (the server's and Chromium's first-run costs).
 */
export async function measureSignInTime(emulatorBaseUrl, rounds = Number(process.env.SIGN_IN_ROUNDS ?? 9)) {
  const theirsDist = antdProDist();
  if (!theirsDist) return { skipped: `${ANCHOR_ARCHIVE} is missing` };
  const ours = await startGzipServer(path.join(ROOT, 'apps/console/dist'), emulatorBaseUrl);
  const theirs = await startGzipServer(theirsDist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const samples = { ours: [], theirs: [] };
  try {
    const load = (which) =>
      timeToPasswordField(browser, `${which === 'ours' ? ours.origin : theirs.origin}/user/login`);
    await load('ours');
    await load('theirs');
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['theirs', 'ours'] : ['ours', 'theirs'];
      for (const which of order) samples[which].push(await load(which));
    }
  } finally {
    await browser.close();
    ours.server.close();
    theirs.server.close();
  }
  const oursMedian = median(samples.ours);
  const theirsMedian = median(samples.theirs);
  return {
    rounds,
    oursMs: Math.round(oursMedian),
    antdProMs: Math.round(theirsMedian),
    ratio: Number((oursMedian / theirsMedian).toFixed(2)),
    target: 0.5,
    samples: { ours: samples.ours.map(Math.round), antdPro: samples.theirs.map(Math.round) },
  };
}

export function printSignInTime(result) {
  console.log('\nTime to the visible password field, cold, gzip 6 static server, alternating (medians)');
  if (result.skipped) {
    console.log(`skipped: ${result.skipped}`);
    return;
  }
  console.table({
    'this console': { ms: result.oursMs },
    'Ant Design Pro 6.0.3': { ms: result.antdProMs },
    'ratio (target ≤ 0.5)': { ms: result.ratio },
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { startEmulator } = await import('../lib/emulator.mjs');
  const emulator = await startEmulator();
  try {
    const result = await measureSignInTime(emulator.baseUrl);
    printSignInTime(result);
    console.log(JSON.stringify(result.samples ?? {}));
  } finally {
    await emulator.close();
  }
}
