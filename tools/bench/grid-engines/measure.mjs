// Grid benchmark of issue 15: react-data-grid bare, the product's JVxeGrid (its own row renderer since session 9, rdg
// before), the floor and a React-only baseline, on 100,000 × 20 rows. Bundles each page with esbuild (minified, production React), loads it in Debian's Chromium and
// reports first render, rAF frame times (median/p95) during a scripted scroll to the bottom and back, JS heap after
// the scroll, and the page's gzip size minus the baseline's (= what the engine adds).
// Run alone: `node tools/bench/grid-engines/measure.mjs` (prints a table, writes tmp/bench/grid-engines.json);
// `npm run bench` runs it too. Target (issue 15): frame p95 ≤ 32 ms on this machine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM, CHROMIUM_ARGS } from '../../lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const out = path.join(root, 'tmp/bench/grid-engines');
// tanstack.tsx (TanStack Table 9.3.1 + Virtual 3.14.26) lost, see docs/decisions.md #15; `jvxe` is the product's grid;
// `floor` is the least any React grid can render under the same script (what an engine could reach at best).
const ENGINES = ['baseline', 'floor', 'rdg', 'jvxe'];
const RUNS = Number(process.env.BENCH_GRID_RUNS ?? 2);

const quantile = (values, q) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const gzip = (file) => (fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);

/**
 * Bundles one bench page with its HTML into `dir`; returns the gzip sizes. `keepNames`: minified without renaming
 * (profile.mjs reads function names from the CPU profile).
 */
export async function bundle(name, { dir = out, keepNames = false } = {}) {
  await build({
    entryPoints: [path.join(here, `${name}.tsx`)],
    bundle: true,
    ...(keepNames ? { minifyWhitespace: true, minifySyntax: true } : { minify: true }),
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    conditions: ['@cropwatch/source'],
    outfile: path.join(dir, `${name}.js`),
    logLevel: 'error',
  });
  fs.writeFileSync(
    path.join(dir, `${name}.html`),
    `<!doctype html><html><head><meta charset="utf-8"><script>window.__t0=performance.now()</script>` +
      `${fs.existsSync(path.join(dir, `${name}.css`)) ? `<link rel="stylesheet" href="${name}.css">` : ''}` +
      `</head><body style="margin:0"><div id="root"></div><script src="${name}.js"></script></body></html>`,
  );
  return { js: gzip(path.join(dir, `${name}.js`)), css: gzip(path.join(dir, `${name}.css`)) };
}

/** Scrolls the grid's scroller: `frames` rAF steps to the bottom, the same back; returns every frame's duration. */
export function scrollScript(frames) {
  return new Promise((resolve) => {
    const el = globalThis.document.querySelector('.bench-grid');
    const max = el.scrollHeight - el.clientHeight;
    const deltas = [];
    let last = performance.now();
    let i = 0;
    const step = (now) => {
      deltas.push(now - last);
      last = now;
      i++;
      const t = i <= frames ? i / frames : 2 - i / frames;
      el.scrollTop = Math.round(max * t);
      el.scrollLeft = Math.round((el.scrollWidth - el.clientWidth) * t);
      if (i < frames * 2) globalThis.requestAnimationFrame(step);
      else resolve({ deltas: deltas.slice(1), bottomReached: max > 0 });
    };
    globalThis.requestAnimationFrame(step);
  });
}

export async function measureGridEngines({ engines = ENGINES, frames = 150 } = {}) {
  fs.mkdirSync(out, { recursive: true });
  const sizes = {};
  for (const name of engines) sizes[name] = await bundle(name);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const name of engines) {
      const runs = [];
      for (let r = 0; r < RUNS; r++) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(`file://${path.join(out, `${name}.html`)}`);
        await page.waitForFunction(() => globalThis.__ready !== undefined, null, { timeout: 60_000 });
        const firstRender = await page.evaluate(() => globalThis.__ready);
        let frameTimes = [];
        if (name !== 'baseline') frameTimes = (await page.evaluate(scrollScript, frames)).deltas;
        await cdp.send('HeapProfiler.collectGarbage');
        const metrics = (await cdp.send('Performance.getMetrics')).metrics;
        const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
        runs.push({ firstRender, frameTimes, heap });
        await page.close();
      }
      const frameTimes = runs.flatMap((r) => r.frameTimes);
      results[name] = {
        firstRenderMs: Math.round(
          quantile(
            runs.map((r) => r.firstRender),
            0.5,
          ),
        ),
        frameMedianMs: frameTimes.length ? +quantile(frameTimes, 0.5).toFixed(1) : null,
        frameP95Ms: frameTimes.length ? +quantile(frameTimes, 0.95).toFixed(1) : null,
        // Frames that missed a 60 Hz vsync (rAF times are whole vsyncs: 16.7, 33.4 …): p95 ≤ 32 ms needs < 5 %.
        missedPct: frameTimes.length
          ? +((100 * frameTimes.filter((t) => t > 20).length) / frameTimes.length).toFixed(1)
          : null,
        heapMB: +(
          quantile(
            runs.map((r) => r.heap),
            0.5,
          ) / 1e6
        ).toFixed(1),
        jsGzipKB: +(sizes[name].js / 1000).toFixed(1),
        cssGzipKB: +(sizes[name].css / 1000).toFixed(1),
        engineGzipKB: +((sizes[name].js + sizes[name].css - sizes.baseline.js - sizes.baseline.css) / 1000).toFixed(1),
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The console chunk that holds the grid (its row renderer's class names mark it; react-data-grid's in builds before
 * session 9), gzip size; null before a build.
 */
export function gridChunk() {
  const assets = path.join(root, 'apps/console/dist/assets');
  if (!fs.existsSync(assets)) return null;
  for (const file of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    if (text.includes('jvxe-rg-cell') || text.includes('rdg-cell'))
      return { file, gzipKB: +(gzip(path.join(assets, file)) / 1000).toFixed(1) };
  }
  return null;
}

export function printGrid(grid) {
  console.log('\nEditable grid, 100,000 × 20 (issue 15; target frame p95 ≤ 32 ms)');
  console.table(grid.pages);
  console.log(
    grid.chunk
      ? `Console grid chunk ${grid.chunk.file}: ${grid.chunk.gzipKB} kB gzip`
      : 'Console grid chunk: not built',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `node measure.mjs floor rdg`: those pages only (the baseline is always bundled for the size difference).
  const only = process.argv.slice(2);
  const results = await measureGridEngines(only.length ? { engines: ['baseline', ...only] } : {});
  fs.writeFileSync(path.join(root, 'tmp/bench/grid-engines.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.table(results);
}
