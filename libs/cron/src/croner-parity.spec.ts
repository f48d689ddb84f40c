import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { nextFireTimes } from './next';
import { randomCron, seededRandom } from './testing/random-cron';

/**
 * croner 11 as a second opinion. These tests record why the engine computes fire times itself
 * (docs/decisions.md, "Cron engine"): croner agrees wherever it accepts the syntax and no clock
 * change is involved, and disagrees with Quartz on the rest.
 */
const CRONER_QUARTZ_OPTIONS = {
  alternativeWeekdays: true,
  domAndDow: true,
  mode: '6-or-7-parts',
  sloppyRanges: true,
  paused: true,
} as const;

function croner(expression: string, timezone: string): Cron | null {
  try {
    return new Cron(expression, { ...CRONER_QUARTZ_OPTIONS, timezone });
  } catch {
    return null;
  }
}

function cronerRuns(expression: string, timezone: string, from: number, count: number): string[] {
  const job = croner(expression, timezone);
  if (!job) throw new Error(`croner rejects ${expression}`);
  return job.nextRuns(count, new Date(from)).map((date) => date.toISOString());
}

function ourRuns(expression: string, timeZone: string, from: number, count: number): string[] {
  return nextFireTimes(expression, { from, timeZone, count }).map((date) => date.toISOString());
}

describe('croner agrees with the engine in UTC on the syntax it accepts', () => {
  const random = seededRandom(99);
  const year = 365 * 86_400_000;
  const cases = Array.from({ length: 200 }, () => {
    const from = Date.UTC(2023, 0, 1) + Math.floor(random() * 8 * year);
    return [randomCron(random, [2023, 2034]), from] as const;
  }).filter(([expression]) => croner(expression, 'UTC') !== null);

  it('accepts a good share of the random expressions', () => {
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases)('%s', (expression, from) => {
    expect(ourRuns(expression, 'UTC', from, 12)).toEqual(cronerRuns(expression, 'UTC', from, 12));
  });

  it.each([
    '0 15 10 ? * 6L 2002-2005',
    '0 15 10 ? * 6#3',
    '0 0 12 1W * ?',
    '0 0 12 31W * ?',
    '0 0 12 LW * ? *',
    '0 15 10 L * ?',
    '0 0 12 1/5 * ?',
  ])('agrees on the tutorial expression %s', (expression) => {
    const from = Date.UTC(2002, 0, 1);
    expect(ourRuns(expression, 'UTC', from, 24)).toEqual(cronerRuns(expression, 'UTC', from, 24));
  });
});

describe('croner differs from Quartz, so the engine does not delegate to it', () => {
  it.each(['0 15 10 L-2 * ?', '0 0 12 L-3W * ?', '0 0 22-2 * * ?', '0 0 12 ? * FRI-MON', '0 0 12 ? * L'])(
    'croner rejects the valid Quartz expression %s',
    (expression) => {
      expect(croner(expression, 'UTC')).toBeNull();
    },
  );

  it('croner fires a skipped 02:30 at 03:00 on the spring-forward day; Quartz skips it', () => {
    const from = Date.UTC(2026, 2, 8, 0);
    expect(cronerRuns('0 30 2 * * ?', 'America/New_York', from, 1)).toEqual(['2026-03-08T07:00:00.000Z']);
    expect(ourRuns('0 30 2 * * ?', 'America/New_York', from, 1)).toEqual(['2026-03-09T06:30:00.000Z']);
  });

  it('croner fires the repeated hour twice on the fall-back day; Quartz fires it once', () => {
    const from = Date.UTC(2026, 10, 1, 5, 0, 0);
    expect(cronerRuns('0 */30 * * * ?', 'America/New_York', from, 3)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(ourRuns('0 */30 * * * ?', 'America/New_York', from, 3)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ]);
  });
});
