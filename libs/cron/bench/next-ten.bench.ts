/**
 * Median and p95 time of the cron builder's "next ten" preview over a mixed set of 200 expressions
 * (tutorial examples, every token kind, four zones including two with daylight saving time).
 * A plain script, not a timed unit test:
 *
 *   npx tsx --conditions=@cropwatch/source libs/cron/bench/next-ten.bench.ts
 */
import { previewCron } from '../src/index';
import { TUTORIAL_EXPRESSIONS } from '../src/testing/quartz-cases';
import { randomCron, seededRandom } from '../src/testing/random-cron';

const TUTORIAL = TUTORIAL_EXPRESSIONS;
const ZONES = ['Asia/Shanghai', 'UTC', 'America/New_York', 'Europe/Berlin'];
const FROM = Date.UTC(2026, 2, 1);

function sample(seed: number, size: number): Array<{ expression: string; timeZone: string; from: number }> {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, index) => ({
    expression: index < TUTORIAL.length && seed === 1 ? TUTORIAL[index] : randomCron(random, [2026, 2030]),
    timeZone: ZONES[index % ZONES.length],
    from: FROM + Math.floor(random() * 365 * 86_400_000),
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function measure(cases: ReturnType<typeof sample>, rounds: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { expression, timeZone, from } of cases) {
      const started = process.hrtime.bigint();
      const preview = previewCron(expression, { timeZone, from, count: 10 });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (!preview.valid) throw new Error(`${expression}: ${preview.error.message}`);
    }
  }
  return times.sort((a, b) => a - b);
}

// Warm the JIT and the zone caches on other expressions, so "first call" below still compiles each one.
measure(sample(2, 200), 3);
const cases = sample(1, 200);
const first = measure(cases, 1);
const repeated = measure(cases, 20);
const line = (label: string, times: number[]) =>
  `${label.padEnd(34)} median ${percentile(times, 50).toFixed(3)} ms   p95 ${percentile(times, 95).toFixed(3)} ms   max ${times[times.length - 1].toFixed(3)} ms`;
console.log(`next-ten preview, ${cases.length} expressions, zones ${ZONES.join(', ')}`);
console.log(line('first call (parse + compile)', first));
console.log(line('repeated call (cached schedule)', repeated));
console.log(`target: <= 1 ms per preview -> ${percentile(first, 95) <= 1 ? 'met' : 'NOT met'} at p95 of first calls`);
