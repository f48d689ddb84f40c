import { describe, expect, it } from 'vitest';
import { nextFireTimes } from './next';
import { validateCron } from './parse';
import { randomCron, seededRandom } from './testing/random-cron';
import { referenceNextUtc, referenceNextZoned } from './testing/reference-matcher';

const YEAR_MS = 365 * 86_400_000;

describe('engine against the brute-force reference in UTC', () => {
  const random = seededRandom(20260301);
  const cases = Array.from({ length: 300 }, (_, index) => {
    // Starts spread over 2023–2030, so leap years, month ends and year fields all come up.
    const from = Date.UTC(2023, 0, 1) + Math.floor(random() * 8 * YEAR_MS) + Math.floor(random() * 1000);
    return [index, randomCron(random, [2023, 2034]), from] as const;
  });

  it('generates only valid expressions', () => {
    for (const [, expression] of cases) expect(validateCron(expression), expression).toBeNull();
  });

  it.each(cases)('case %i: %s', (_index, expression, from) => {
    const until = from + 3 * YEAR_MS;
    const expected = referenceNextUtc(expression, from, 12, until);
    const actual = nextFireTimes(expression, { from, timeZone: 'UTC', count: 12 })
      .map((date) => date.getTime())
      .filter((instant) => instant <= until);
    expect(actual.map((t) => new Date(t).toISOString())).toEqual(expected.map((t) => new Date(t).toISOString()));
  });
});

describe('engine against the brute-force reference across daylight saving changes', () => {
  const random = seededRandom(7);
  // The instants clocks change: New York and Berlin, spring forward and fall back.
  const changes: Array<[string, number]> = [
    ['America/New_York', Date.UTC(2026, 2, 8, 7)],
    ['America/New_York', Date.UTC(2026, 10, 1, 6)],
    ['Europe/Berlin', Date.UTC(2026, 2, 29, 1)],
    ['Europe/Berlin', Date.UTC(2025, 9, 26, 1)],
  ];
  const cases = Array.from({ length: 60 }, (_, index) => {
    const [timeZone, change] = changes[index % changes.length];
    const from = change - 90 * 60_000 + Math.floor(random() * 30 * 60_000);
    return [index, randomCron(random, [2025, 2026], { dense: true }), timeZone, from] as const;
  });

  it.each(cases)('case %i: %s in %s', (_index, expression, timeZone, from) => {
    // Every fire time in the three hours around the change (at most one per second).
    const until = from + 3 * 3_600_000;
    const expected = referenceNextZoned(expression, timeZone, from, 11_000, until);
    // One more than expected: an extra fire time inside the window would show up as a difference.
    const actual = nextFireTimes(expression, { from, timeZone, count: expected.length + 1 })
      .map((date) => date.getTime())
      .filter((instant) => instant <= until);
    expect(actual.map((t) => new Date(t).toISOString())).toEqual(expected.map((t) => new Date(t).toISOString()));
  });
});

describe('brute-force reference', () => {
  it('agrees with hand-checked daylight saving examples', () => {
    const iso = (times: number[]) => times.map((t) => new Date(t).toISOString());
    const ny = 'America/New_York';
    expect(iso(referenceNextZoned('0 30 2 * * ?', ny, Date.UTC(2026, 2, 7), 2, Date.UTC(2026, 2, 10)))).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
    expect(iso(referenceNextZoned('0 30 1 * * ?', ny, Date.UTC(2026, 10, 1), 2, Date.UTC(2026, 10, 3)))).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('agrees with hand-checked Quartz day rules', () => {
    const days = (expression: string) =>
      referenceNextUtc(expression, Date.UTC(2026, 0, 1), 4, Date.UTC(2027, 0, 1)).map((t) => new Date(t).getUTCDate());
    expect(days('0 0 0 L-2 * ?')).toEqual([29, 26, 29, 28]);
    expect(days('0 0 0 LW * ?')).toEqual([30, 27, 31, 30]);
    expect(days('0 0 0 ? * 6#3')).toEqual([16, 20, 20, 17]);
    expect(days('0 0 0 ? * 6L')).toEqual([30, 27, 27, 24]);
    expect(days('0 0 0 31W * ?')).toEqual([30, 31, 29, 31]);
  });
});

describe('engine against the brute-force reference for every day rule over eight years', () => {
  const dayRules = [
    ...Array.from({ length: 31 }, (_, i) => `${i + 1}W ?`),
    ...Array.from({ length: 31 }, (_, i) => `L-${i} ?`),
    ...Array.from({ length: 31 }, (_, i) => `L-${i}W ?`),
    ...Array.from({ length: 35 }, (_, i) => `? ${(i % 7) + 1}#${Math.floor(i / 7) + 1}`),
    ...Array.from({ length: 7 }, (_, i) => `? ${i + 1}L`),
    'L ?',
    'LW ?',
    '? L',
    '29 ?',
    '31 ?',
    '30-2 ?',
    '? 6-2',
  ].map((rule) => {
    const [dom, dow] = rule.split(' ');
    return `0 0 12 ${dom} * ${dow}`;
  });
  const from = Date.UTC(2024, 0, 1);
  const until = Date.UTC(2032, 0, 1);

  it.each(dayRules)('%s', (expression) => {
    const expected = referenceNextUtc(expression, from, 400, until);
    const actual = nextFireTimes(expression, { from, timeZone: 'UTC', count: 400 })
      .map((date) => date.getTime())
      .filter((instant) => instant <= until);
    expect(actual.map((t) => new Date(t).toISOString())).toEqual(expected.map((t) => new Date(t).toISOString()));
  });
});
