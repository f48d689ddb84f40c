// Time from pressing sign-in to the home page's first card (issue #32): this console against the real JeecgBoot
// 3.4.0 Vue2 client (../shared/anchors/jeecgboot-vue2-3.4.0-dist.tar.gz, never committed), side by side in one run,
// both against the same emulator through the same gzip (level 6) static server of sign-in-time.mjs, in alternation
// in headless Chromium, outside hosts blocked. The sign-in form is filled first; the clock starts at the click.
// Cold: a fresh browser context per run, nothing cached (Cache-Control: no-store). Warm: one context per client
// kept for the runs (files other than index.html cacheable for an hour), signed out between runs by clearing its
// storage; the first warm run of each primes the cache and is not counted. Reports medians and ours / theirs.
//
// The first card: ours, the home page's crop caption naming the monitoring period (the figures are in); theirs, the
// first card (`.ant-card`) shown in the layout's content after sign-in.
//
//   node tools/bench/signed-in-time.mjs        (needs the built console and emulator; npm run bench runs it too)
//   SIGNED_IN_ROUNDS=5 (default) runs per client and cache state
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { isLoopback } from '../lib/loopback.mjs';
import { ROOT } from '../lib/process.mjs';
import { median, startGzipServer } from './sign-in-time.mjs';

// The same place as the e2e support (apps/console-e2e/src/support/jeecg-client.ts), JEECG_ANCHORS_DIR overriding it.
const ANCHORS_DIR = process.env.JEECG_ANCHORS_DIR ?? path.resolve(ROOT, '../shared/anchors');
const ARCHIVE = path.join(ANCHORS_DIR, 'jeecgboot-vue2-3.4.0-dist.tar.gz');
const UNPACK_DIR = path.join(ROOT, 'tmp/anchors/jeecgboot-vue2-3.4.0');

/** Unpacks the real client once; its same-origin build calls `/jeecg-boot` on the page's own origin. */
function realClientDist() {
  const dist = path.join(UNPACK_DIR, 'dist-sameorigin');
  if (fs.existsSync(path.join(dist, 'index.html'))) return dist;
  if (!fs.existsSync(ARCHIVE)) return null;
  fs.mkdirSync(UNPACK_DIR, { recursive: true });
  execFileSync('tar', ['xzf', ARCHIVE, '-C', UNPACK_DIR]);
  return fs.existsSync(path.join(dist, 'index.html')) ? dist : null;
}

const CLIENTS = {
  ours: {
    async fill(page) {
      await page.getByPlaceholder(/用户名|账号|帐号|帐户|username|account/i).fill('admin');
      await page.locator('input[type="password"]').first().fill('123456');
      const captcha = page.getByPlaceholder(/验证码|captcha/i);
      if (await captcha.isVisible()) await captcha.fill('abcd');
    },
    button: (page) => page.getByRole('button', { name: /^\s*(登\s*录|log\s*in|sign\s*in)\s*$/i }),
    // Runs in the page.
    firstCard: () => {
      const caption = globalThis.document.querySelector('[data-testid="period-caption"]');
      return caption && caption.textContent.includes('监测时段') && caption.getClientRects().length > 0;
    },
  },
  theirs: {
    async fill(page) {
      await page.getByPlaceholder('请输入帐户名 / admin').fill('admin');
      await page.getByPlaceholder('请输入密码 / 123456').fill('123456');
      await page.getByPlaceholder('请输入验证码').fill('abcd');
    },
    button: (page) => page.getByRole('button', { name: '确 定' }),
    // Runs in the page.
    firstCard: () => {
      if (globalThis.location.pathname.startsWith('/user/')) return false;
      const card = globalThis.document.querySelector('.ant-layout-content .ant-card');
      return Boolean(card && card.getClientRects().length > 0);
    },
  },
};

/** One sign-in on `page`: milliseconds from the click on the sign-in button to the first card (polled every frame). */
async function signInToFirstCard(page, origin, client) {
  await page.goto(`${origin}/user/login`);
  await client.fill(page);
  const button = client.button(page);
  await button.waitFor();
  const start = Date.now();
  await button.click();
  await page.waitForFunction(client.firstCard, undefined, { polling: 'raf', timeout: 60_000 });
  return Date.now() - start;
}

async function newContext(browser) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await context.route('**/*', (route) =>
    isLoopback(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
  );
  return context;
}

/** Cold: a fresh context per run. */
async function coldRun(browser, origin, client) {
  const context = await newContext(browser);
  try {
    return await signInToFirstCard(await context.newPage(), origin, client);
  } finally {
    await context.close();
  }
}

/** Warm: the client's one context, signed out (storage and cookies cleared), its HTTP cache kept. */
async function warmRun(context, origin, client) {
  await context.clearCookies();
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/user/login`);
    await page.evaluate(() => {
      globalThis.localStorage.clear();
      globalThis.sessionStorage.clear();
    });
    return await signInToFirstCard(page, origin, client);
  } finally {
    await page.close();
  }
}

export async function measureSignedInTime(emulatorBaseUrl, rounds = Number(process.env.SIGNED_IN_ROUNDS ?? 5)) {
  const theirsDist = realClientDist();
  if (!theirsDist) return { skipped: `${ARCHIVE} is missing` };
  const samples = { cold: { ours: [], theirs: [] }, warm: { ours: [], theirs: [] } };
  const servers = {};
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const cache of [false, true]) {
      const state = cache ? 'warm' : 'cold';
      servers.ours = await startGzipServer(path.join(ROOT, 'apps/console/dist'), emulatorBaseUrl, { cache });
      servers.theirs = await startGzipServer(theirsDist, emulatorBaseUrl, { cache });
      const contexts = cache ? { ours: await newContext(browser), theirs: await newContext(browser) } : null;
      const run = (which) =>
        cache
          ? warmRun(contexts[which], servers[which].origin, CLIENTS[which])
          : coldRun(browser, servers[which].origin, CLIENTS[which]);
      try {
        // One unmeasured run of each: the server's and Chromium's first-run costs (warm: fills the cache).
        await run('ours');
        await run('theirs');
        for (let round = 0; round < rounds; round++) {
          const order = round % 2 ? ['theirs', 'ours'] : ['ours', 'theirs'];
          for (const which of order) samples[state][which].push(await run(which));
        }
      } finally {
        await contexts?.ours.close();
        await contexts?.theirs.close();
        servers.ours.server.close();
        servers.theirs.server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const figures = (state) => {
    const ours = median(samples[state].ours);
    const theirs = median(samples[state].theirs);
    return {
      oursMs: Math.round(ours),
      realClientMs: Math.round(theirs),
      ratio: Number((ours / theirs).toFixed(2)),
      samples: samples[state],
    };
  };
  return { rounds, target: 0.5, cold: figures('cold'), warm: figures('warm') };
}

export function printSignedInTime(result) {
  console.log('\nSign-in click → home page first card, gzip 6 static server, alternating (medians)');
  if (result.skipped) {
    console.log(`skipped: ${result.skipped}`);
    return;
  }
  console.table({
    cold: {
      'this console ms': result.cold.oursMs,
      'JeecgBoot 3.4.0 Vue2 ms': result.cold.realClientMs,
      ratio: result.cold.ratio,
    },
    warm: {
      'this console ms': result.warm.oursMs,
      'JeecgBoot 3.4.0 Vue2 ms': result.warm.realClientMs,
      ratio: result.warm.ratio,
    },
  });
  console.log(`target: ratio ≤ ${result.target}`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { startEmulator } = await import('../lib/emulator.mjs');
  const emulator = await startEmulator();
  try {
    const result = await measureSignedInTime(emulator.baseUrl);
    printSignedInTime(result);
    console.log(JSON.stringify({ cold: result.cold?.samples, warm: result.warm?.samples }));
  } finally {
    await emulator.close();
  }
}
