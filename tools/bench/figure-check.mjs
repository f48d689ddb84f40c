// Issue #33: the figure check of a model's answer (every number matched against what its tools returned) on a
// 500-word answer with ~80 figures against ~400 tool values. Target: ≤ 5 ms per answer (median of 200 runs).
// Uses the built emulator (apps/emulator/dist); `npm run bench` builds it first.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/process.mjs';

const RUNS = 200;
const TARGET_MS = 5;

/** A 500-word mixed answer: prose, a table, departures, Chinese and English number formats. */
export function sampleAnswer() {
  const zh = [
    '2025年7–10月，恒河平原降水1012毫米，较15年平均偏多+6%，气温28.4℃（+0.3 °C）。',
    '小麦产量112096千吨，约1.12亿吨，较上年−0.8%；31%的耕地NDVI低于近5年平均。',
  ];
  const en = [
    'Rainfall reached 955 mm against a 15-year average of 901 mm, a departure of +6 %.',
    'Production is estimated at 1.5 million tonnes (12 thousand ha, 2.3k farms), down −3.4 % on last year.',
    'The CPI was 1.04 and VCIx 0.86, the cropped arable land fraction 75%.',
  ];
  const rows = Array.from(
    { length: 8 },
    (_, i) => `| zone ${i} | ${100 + i * 7} mm | ${(20 + i * 0.3).toFixed(1)} °C | +${i}% |`,
  );
  const parts = [];
  for (let i = 0; parts.join(' ').split(/\s+/).length < 500; i++) {
    parts.push(i % 5 < 2 ? zh[i % 2] : en[i % 3]);
    if (i === 6) parts.push('', '| zone | rain | temp | dep |', '|---|---|---|---|', ...rows, '');
  }
  return parts.join('\n');
}

/** Tool results as a model would get them: rows of indicators with raw values. */
export function sampleEvidence() {
  const rows = Array.from({ length: 60 }, (_, i) => ({
    unit: `IND-${i}`,
    period: '2025-JUL_OCT',
    rain_mm: 100 + i * 7 + 0.2,
    rain_avg_mm: 901 + i,
    rain_dep_pct: i,
    temp_c: 20 + i * 0.3,
    temp_dep_c: 0.3,
    vcix: 0.86,
    cpi: 1.04,
  }));
  return [
    { rows },
    { production: [{ crop: 'wheat', kt: 112096, change_pct: -0.8 }], text: '1.5 million tonnes, 12 thousand ha, 2.3k' },
    '2025年7–10月 降水1012毫米 955毫米 15年平均 +6% 28.4℃ +0.3 31% 5年平均 −3.4 75%',
  ];
}

export async function measureFigureCheck() {
  const require = createRequire(import.meta.url);
  const mod = require(path.join(ROOT, 'apps/emulator/dist/modules/chat/figures/figure-check.js'));
  const answer = sampleAnswer();
  const evidence = sampleEvidence();
  const times = [];
  let result = mod.finalizeAnswer(answer, evidence, { complete: true, fallback: 'x' });
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    result = mod.finalizeAnswer(answer, evidence, { complete: true, fallback: 'x' });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  return {
    words: answer.split(/\s+/).length,
    chars: answer.length,
    figures: result.checked,
    failed: result.failed,
    medianMs: Number(median.toFixed(3)),
    p95Ms: Number(p95.toFixed(3)),
    targetMs: TARGET_MS,
    pass: median <= TARGET_MS,
  };
}

export function printFigureCheck(r) {
  console.log(`\nFigure check of a model answer (${r.words} words, ${r.figures} figures, ${RUNS} runs)`);
  console.table({
    'check + mark': {
      'median ms': r.medianMs,
      'p95 ms': r.p95Ms,
      result: `target <= ${r.targetMs} ms: ${r.pass ? 'PASS' : 'FAIL'}`,
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await measureFigureCheck();
  printFigureCheck(r);
  process.exitCode = r.pass ? 0 : 1;
}
