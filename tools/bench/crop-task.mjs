// Crop task map (issue 7): the summary of a country-sized area (submit = intersect with the key countries and
// zones + area-weighted indicators), and the time to interactive of the map page with 500 task areas, against the
// built emulator and console on loopback. Run alone: `node tools/bench/crop-task.mjs` (after `npm run build`).
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback, isLoopback } from '../lib/loopback.mjs';

const AREAS = Number(process.env.BENCH_CROP_AREAS ?? 500);
const SUMMARY_RUNS = Number(process.env.BENCH_CROP_RUNS ?? 5);
/** Country-sized areas: the key countries' world-atlas outlines (1:50m) and a large drawn polygon. */
const COUNTRIES = ['IND', 'CHN', 'USA'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function api(baseUrl, token, method, path, { query, body } = {}) {
  const url = new URL(`${baseUrl}/jeecg-boot${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.result;
}

/** A small quadrilateral of about 1° (deterministic pseudo-random spread over the cropland latitudes). */
function smallArea(i) {
  const x = ((i * 7919) % 2600) / 10 - 120;
  const y = ((i * 104729) % 900) / 10 - 35;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + 1.2, y + 0.1],
        [x + 1, y + 0.9],
        [x - 0.1, y + 0.8],
        [x, y],
      ],
    ],
  };
}

/** A drawn polygon of about India's size (3 Mkm²) over South Asia. */
const LARGE_DRAWN = {
  type: 'Polygon',
  coordinates: [
    [
      [68, 23],
      [72, 20],
      [77, 8],
      [80, 13],
      [87, 21],
      [92, 22],
      [96, 28],
      [88, 28],
      [78, 33],
      [74, 35],
      [69, 29],
      [68, 23],
    ],
  ],
};

async function timeSubmit(baseUrl, token, body) {
  const task = await api(baseUrl, token, 'POST', '/crop/task/add', { body });
  const start = performance.now();
  const done = await api(baseUrl, token, 'POST', '/crop/task/submit', { query: { id: task.id } });
  const ms = performance.now() - start;
  if (done.status !== 'analysed') throw new Error(`summary of ${body.taskName} failed: ${done.failReason}`);
  return { ms, units: done.summary.units.length, areaKm2: done.summary.areaKm2 };
}

async function measureSummaries(baseUrl, token) {
  const base = { crop: 'wheat', period: '2025-JAN_APR' };
  const cold = await timeSubmit(baseUrl, token, {
    ...base,
    taskName: 'bench cold',
    aoiType: 'country',
    aoiCode: 'IND',
  });
  const cases = [
    ...COUNTRIES.map((code) => ({ name: `country ${code}`, body: { ...base, aoiType: 'country', aoiCode: code } })),
    { name: 'drawn South Asia', body: { ...base, aoiType: 'polygon', aoiGeometry: LARGE_DRAWN } },
  ];
  const rows = [];
  for (const c of cases) {
    const runs = [];
    for (let i = 0; i < SUMMARY_RUNS; i++)
      runs.push(await timeSubmit(baseUrl, token, { ...c.body, taskName: `bench ${c.name}` }));
    rows.push({
      area: c.name,
      areaKm2: Math.round(runs[0].areaKm2),
      units: runs[0].units,
      medianMs: Math.round(median(runs.map((r) => r.ms))),
      maxMs: Math.round(Math.max(...runs.map((r) => r.ms))),
    });
  }
  return { coldMs: Math.round(cold.ms), cases: rows };
}

async function measureMapPage(baseUrl, token) {
  for (let i = 0; i < AREAS; i++) {
    await api(baseUrl, token, 'POST', '/crop/task/add', {
      body: {
        taskName: `bench area ${i}`,
        crop: 'maize',
        period: '2025-JUL_OCT',
        aoiType: 'polygon',
        aoiGeometry: smallArea(i),
      },
    });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const blocked = [];
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/user/login`);
    await page.getByPlaceholder(/用户名|账号|username/i).fill('admin');
    await page.locator('input[type="password"]').first().fill('123456');
    // The emulator runs with CAPTCHA=off: any text passes.
    const captcha = page.getByPlaceholder(/验证码|captcha/i);
    if (await captcha.isVisible()) await captcha.fill('abcd');
    await page.getByRole('button', { name: /^\s*(登\s*录|log\s*in|sign\s*in)\s*$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'), { timeout: 60_000 });
    const start = Date.now();
    await page.goto(`${baseUrl}/crop/task`);
    await page.waitForFunction((n) => globalThis.document.querySelectorAll('path.cw-map-area').length >= n, AREAS, {
      timeout: 120_000,
      polling: 50,
    });
    const renderedMs = Date.now() - start;
    // Interactive: the main thread is free again (two animation frames after the areas are drawn).
    await page.evaluate(
      () => new Promise((r) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(r))),
    );
    const interactiveMs = Date.now() - start;
    // A pan of 200 px with every area on screen, until the next frames are painted.
    const box = await page.locator('.cw-crop-task-page .leaflet-container').first().boundingBox();
    const panStart = Date.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await page.evaluate(
      () => new Promise((r) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(r))),
    );
    const panMs = Date.now() - panStart;
    return { areas: AREAS, renderedMs, interactiveMs, panMs, blocked };
  } finally {
    await browser.close();
  }
}

/** Both measures against a running emulator that serves the built console. */
export async function measureCropTasks(baseUrl) {
  assertLoopback(baseUrl);
  const token = (
    await api(baseUrl, null, 'POST', '/sys/login', { body: { username: 'admin', password: '123456', captcha: 'abcd' } })
  ).token;
  const summary = await measureSummaries(baseUrl, token);
  const map = await measureMapPage(baseUrl, token);
  return { summary, map };
}

export function printCropTasks(results) {
  console.log(
    `\nCrop task summary (submit, median of ${SUMMARY_RUNS}; first run after start ${results.summary.coldMs} ms)`,
  );
  console.table(Object.fromEntries(results.summary.cases.map(({ area, ...row }) => [area, row])));
  const m = results.map;
  console.log(`\nCrop task map page with ${m.areas} task areas`);
  console.table({
    'areas drawn': { ms: m.renderedMs },
    'time to interactive': { ms: m.interactiveMs },
    'pan 200 px': { ms: m.panMs },
  });
  if (m.blocked.length) console.log(`Non-loopback requests blocked: ${m.blocked.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // CONSOLE_DIST lets a run use its own console build instead of apps/console/dist.
  const emulator = await startEmulator({
    env: process.env.CONSOLE_DIST ? { CONSOLE_DIST: process.env.CONSOLE_DIST } : {},
  });
  try {
    const results = await measureCropTasks(emulator.baseUrl);
    printCropTasks(results);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await emulator.close();
  }
}
