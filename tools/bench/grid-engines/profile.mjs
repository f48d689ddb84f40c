// Where a grid page spends its scroll frames (issue 15, frame time): bundles one bench page unminified (names kept),
// records a Chromium CPU profile (CDP Profiler) over the same scripted scroll as measure.mjs and prints the top
// functions by self time, plus the frame median/p95 of that run. Writes the .cpuprofile (open it in DevTools).
// Run: `node tools/bench/grid-engines/profile.mjs [jvxe|rdg] [top=25]`. A diagnosis tool, not part of `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../lib/chromium.mjs';
import { bundle, scrollScript } from './measure.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const out = path.join(root, 'tmp/bench/grid-profile');
const name = process.argv[2] ?? 'jvxe';
const top = Number(process.argv[3] ?? 25);

fs.mkdirSync(out, { recursive: true });
await bundle(name, { dir: out, keepNames: true });

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`file://${path.join(out, `${name}.html`)}`);
  await page.waitForFunction(() => globalThis.__ready !== undefined, null, { timeout: 60_000 });
  // A timeline trace beside the CPU profile: how much of the scroll is style, layout, paint and script.
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const { deltas } = await page.evaluate(scrollScript, 150);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  const phases = {};
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    if (
      ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'FunctionCall', 'EventDispatch'].includes(e.name)
    )
      phases[e.name] = (phases[e.name] ?? 0) + e.dur / 1000;
  }
  console.log(
    'timeline (ms): ' +
      Object.entries(phases)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', '),
  );
  fs.writeFileSync(path.join(out, `${name}.cpuprofile`), JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url ? path.basename(f.url) : ''}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const sorted = [...deltas].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  console.log(`${name}: frame median ${q(0.5)} ms, p95 ${q(0.95)} ms over ${deltas.length} frames`);
  console.log(`profile ${total.toFixed(0)} ms sampled; top ${top} by self time:`);
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
} finally {
  await browser.close();
}
