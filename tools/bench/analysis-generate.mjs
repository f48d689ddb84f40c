// Bulletin generation (issue 8): time from "generate" to every item GENERATED for an analysis of 60 items (indicator
// tables, offline writer, simulated latency 0, default concurrency), and the emulator's peak memory, against a fresh
// built emulator on loopback. Target: ≤ 10 s. Run alone: `node tools/bench/analysis-generate.mjs` (after the build).
import fs from 'node:fs';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback } from '../lib/loopback.mjs';

const ITEMS = Number(process.env.BENCH_ANALYSIS_ITEMS ?? 60);
const TARGET_MS = 10_000;
const MB = 1024 * 1024;

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

/** Current and peak resident set of a process, from /proc (Linux); nulls elsewhere. */
function memory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), peakRss: kb('VmHWM') };
  } catch {
    return { rss: null, peakRss: null };
  }
}

/** An analysis of `ITEMS` items over the seeded zones that have indicator rows, each under its partition's chapter. */
async function createAnalysis(baseUrl, token) {
  const partitions = (await api(baseUrl, token, 'GET', '/analysis/partition/list', { query: { pageSize: 100 } }))
    .records;
  const analysis = await api(baseUrl, token, 'POST', '/analysis/analyzeMain/add', {
    body: { year: 2025, period: 'JUL_OCT', stage: 'grain_filling', title: 'bench 60 items', lang: 'en' },
  });
  let count = 0;
  for (const p of partitions) {
    const zones = (
      await api(baseUrl, token, 'GET', '/analysis/aezs/list', { query: { partitionId: p.id, pageSize: 100 } })
    ).records;
    for (const z of zones.filter((zone) => zone.hasData)) {
      if (count === ITEMS) return analysis.id;
      await api(baseUrl, token, 'POST', '/analysis/analyzeItem/add', {
        body: {
          analysisId: analysis.id,
          chapterCode: p.chapterCode ?? 'CH3_COUNTRY',
          partitionId: p.id,
          zoneId: z.id,
          prompt: 'Summarise {zone} for {period}: {agroclimate}; {agronomic}.',
          fileType: 'table',
          tableSource: 'indicators',
        },
      });
      count++;
    }
  }
  if (count < ITEMS) throw new Error(`only ${count} zones with data for ${ITEMS} items`);
  return analysis.id;
}

/** Starts its own emulator: the writer's simulated latency must be 0 and the database fresh. */
export async function measureAnalysisGenerate() {
  const emulator = await startEmulator({ env: { ANALYSIS_OFFLINE_LATENCY_MS: '0' } });
  try {
    assertLoopback(emulator.baseUrl);
    const { baseUrl } = emulator;
    const token = (
      await api(baseUrl, null, 'POST', '/sys/login', {
        body: { username: 'admin', password: '123456', captcha: 'abcd' },
      })
    ).token;
    const id = await createAnalysis(baseUrl, token);
    const before = memory(emulator.child.pid);
    const start = performance.now();
    const queued = await api(baseUrl, token, 'POST', '/analysis/analyzeMain/generate', { body: { id } });
    let progress;
    let polls = 0;
    for (;;) {
      progress = await api(baseUrl, token, 'GET', '/analysis/analyzeMain/progress', { query: { id } });
      polls++;
      if (progress.counts.waiting === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = Math.round(performance.now() - start);
    const after = memory(emulator.child.pid);
    if (progress.counts.generated !== ITEMS)
      throw new Error(`generation ended with ${JSON.stringify(progress.counts)}`);
    return {
      items: queued.queued,
      concurrency: Number(process.env.ANALYSIS_CONCURRENCY ?? 3),
      generateMs: ms,
      itemsPerSecond: Math.round((ITEMS / ms) * 1000),
      polls,
      rssBeforeMb: before.rss && Math.round(before.rss / MB),
      peakRssMb: after.peakRss && Math.round(after.peakRss / MB),
      targetMs: TARGET_MS,
      pass: ms <= TARGET_MS,
    };
  } finally {
    await emulator.close();
  }
}

export function printAnalysisGenerate(r) {
  console.log(`\nBulletin generation: ${r.items} items, offline writer, concurrency ${r.concurrency}`);
  console.table({
    'generate → all GENERATED': { value: `${r.generateMs} ms / target ${r.targetMs} ms: ${r.pass ? 'PASS' : 'FAIL'}` },
    throughput: { value: `${r.itemsPerSecond} items/s` },
    'RSS before generating': { value: `${r.rssBeforeMb} MB` },
    'peak RSS (process lifetime)': { value: `${r.peakRssMb} MB` },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureAnalysisGenerate();
  printAnalysisGenerate(results);
  console.log(JSON.stringify(results, null, 2));
  process.exitCode = results.pass ? 0 : 1;
}
