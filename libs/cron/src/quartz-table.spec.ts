import { describe, expect, it } from 'vitest';
import { previewCron } from './next';

function next(expression: string, from: string, count: number, timeZone = 'UTC'): string[] {
  const preview = previewCron(expression, { from: new Date(from), count, timeZone });
  if (!preview.valid) throw new Error(preview.error.message);
  return preview.next;
}

/**
 * Hand-checked against the CronTrigger tutorial and a calendar; all in UTC unless stated. The table the
 * real Quartz writes is checked in quartz-oracle.spec.ts.
 */
const tutorial: Array<[string, string, string, string[]]> = [
  [
    'fires at 12pm every day',
    '0 0 12 * * ?',
    '2026-01-01T00:00:00Z',
    ['2026-01-01T12:00:00+00:00', '2026-01-02T12:00:00+00:00', '2026-01-03T12:00:00+00:00'],
  ],
  [
    'fires at 10:15am every day (? in day-of-month)',
    '0 15 10 ? * *',
    '2026-01-01T10:15:00Z',
    ['2026-01-02T10:15:00+00:00', '2026-01-03T10:15:00+00:00'],
  ],
  [
    'fires at 10:15am every day (* year)',
    '0 15 10 * * ? *',
    '2026-01-01T10:14:59Z',
    ['2026-01-01T10:15:00+00:00', '2026-01-02T10:15:00+00:00'],
  ],
  [
    'fires at 10:15am every day during 2005 only',
    '0 15 10 * * ? 2005',
    '2005-12-30T12:00:00Z',
    ['2005-12-31T10:15:00+00:00'],
  ],
  [
    'fires every minute from 14:00 to 14:59',
    '0 * 14 * * ?',
    '2026-01-01T14:58:30Z',
    ['2026-01-01T14:59:00+00:00', '2026-01-02T14:00:00+00:00', '2026-01-02T14:01:00+00:00'],
  ],
  [
    'fires every 5 minutes from 14:00 to 14:55',
    '0 0/5 14 * * ?',
    '2026-01-01T14:50:00Z',
    ['2026-01-01T14:55:00+00:00', '2026-01-02T14:00:00+00:00', '2026-01-02T14:05:00+00:00'],
  ],
  [
    "fires every 5 minutes in the 14 and 18 o'clock hours",
    '0 0/5 14,18 * * ?',
    '2026-01-01T14:55:00Z',
    ['2026-01-01T18:00:00+00:00', '2026-01-01T18:05:00+00:00', '2026-01-01T18:10:00+00:00'],
  ],
  [
    "wraps from the 18 o'clock hour to 14:00 next day",
    '0 0/5 14,18 * * ?',
    '2026-01-01T18:55:00Z',
    ['2026-01-02T14:00:00+00:00'],
  ],
  [
    'fires every minute from 14:00 to 14:05',
    '0 0-5 14 * * ?',
    '2026-01-01T14:04:00Z',
    ['2026-01-01T14:05:00+00:00', '2026-01-02T14:00:00+00:00', '2026-01-02T14:01:00+00:00'],
  ],
  [
    'fires at 14:10 and 14:44 every Wednesday in March',
    '0 10,44 14 ? 3 WED',
    '2026-01-01T00:00:00Z',
    [
      '2026-03-04T14:10:00+00:00',
      '2026-03-04T14:44:00+00:00',
      '2026-03-11T14:10:00+00:00',
      '2026-03-11T14:44:00+00:00',
    ],
  ],
  [
    'fires at 10:15am Monday to Friday',
    '0 15 10 ? * MON-FRI',
    '2026-01-01T00:00:00Z',
    [
      '2026-01-01T10:15:00+00:00',
      '2026-01-02T10:15:00+00:00',
      '2026-01-05T10:15:00+00:00',
      '2026-01-06T10:15:00+00:00',
    ],
  ],
  [
    'fires at 10:15am on the 15th of every month',
    '0 15 10 15 * ?',
    '2026-01-01T00:00:00Z',
    ['2026-01-15T10:15:00+00:00', '2026-02-15T10:15:00+00:00', '2026-03-15T10:15:00+00:00'],
  ],
  [
    'fires at 10:15am on the last day of every month',
    '0 15 10 L * ?',
    '2026-01-01T00:00:00Z',
    [
      '2026-01-31T10:15:00+00:00',
      '2026-02-28T10:15:00+00:00',
      '2026-03-31T10:15:00+00:00',
      '2026-04-30T10:15:00+00:00',
    ],
  ],
  [
    'fires at 10:15am on the 2nd-to-last day of every month',
    '0 15 10 L-2 * ?',
    '2026-01-01T00:00:00Z',
    [
      '2026-01-29T10:15:00+00:00',
      '2026-02-26T10:15:00+00:00',
      '2026-03-29T10:15:00+00:00',
      '2026-04-28T10:15:00+00:00',
    ],
  ],
  [
    'fires at 10:15am on the last Friday of every month',
    '0 15 10 ? * 6L',
    '2026-01-01T00:00:00Z',
    [
      '2026-01-30T10:15:00+00:00',
      '2026-02-27T10:15:00+00:00',
      '2026-03-27T10:15:00+00:00',
      '2026-04-24T10:15:00+00:00',
    ],
  ],
  [
    'fires on the last Friday of the month during 2002-2005 only',
    '0 15 10 ? * 6L 2002-2005',
    '2005-11-01T00:00:00Z',
    ['2005-11-25T10:15:00+00:00', '2005-12-30T10:15:00+00:00'],
  ],
  [
    'fires at 10:15am on the third Friday of every month',
    '0 15 10 ? * 6#3',
    '2026-01-01T00:00:00Z',
    ['2026-01-16T10:15:00+00:00', '2026-02-20T10:15:00+00:00', '2026-03-20T10:15:00+00:00'],
  ],
  [
    'fires at 12pm every 5 days starting on the 1st',
    '0 0 12 1/5 * ?',
    '2026-01-25T00:00:00Z',
    [
      '2026-01-26T12:00:00+00:00',
      '2026-01-31T12:00:00+00:00',
      '2026-02-01T12:00:00+00:00',
      '2026-02-06T12:00:00+00:00',
    ],
  ],
  [
    'fires every November 11th at 11:11am',
    '0 11 11 11 11 ?',
    '2026-01-01T00:00:00Z',
    ['2026-11-11T11:11:00+00:00', '2027-11-11T11:11:00+00:00'],
  ],
  [
    'fires at noon on the last weekday of the month',
    '0 0 12 LW * ? *',
    '2026-01-01T00:00:00Z',
    [
      '2026-01-30T12:00:00+00:00',
      '2026-02-27T12:00:00+00:00',
      '2026-03-31T12:00:00+00:00',
      '2026-04-30T12:00:00+00:00',
      '2026-05-29T12:00:00+00:00',
    ],
  ],
  [
    'moves 1W from a Saturday to Monday the 3rd',
    '0 0 12 1W * ?',
    '2026-07-15T00:00:00Z',
    [
      '2026-08-03T12:00:00+00:00',
      '2026-09-01T12:00:00+00:00',
      '2026-10-01T12:00:00+00:00',
      '2026-11-02T12:00:00+00:00',
    ],
  ],
  [
    'moves 31W from a Sunday to Friday the 29th',
    '0 0 12 31W * ?',
    '2026-05-01T00:00:00Z',
    [
      '2026-05-29T12:00:00+00:00',
      '2026-07-31T12:00:00+00:00',
      '2026-08-31T12:00:00+00:00',
      '2026-10-30T12:00:00+00:00',
      '2026-12-31T12:00:00+00:00',
    ],
  ],
  [
    'reads an overflowing hour range across midnight on Friday to Monday',
    '0 0 14-6 ? * FRI-MON',
    '2026-01-01T00:00:00Z',
    ['2026-01-02T00:00:00+00:00', '2026-01-02T01:00:00+00:00', '2026-01-02T02:00:00+00:00'],
  ],
  [
    'fires every second',
    '* * * * * ?',
    '2026-01-01T00:00:00.500Z',
    ['2026-01-01T00:00:01+00:00', '2026-01-01T00:00:02+00:00'],
  ],
];

describe('Quartz CronTrigger tutorial', () => {
  it.each(tutorial)('%s (%s)', (_title, expression, from, expected) => {
    expect(next(expression, from, expected.length + 1).slice(0, expected.length)).toEqual(expected);
  });

  it('stops after the last year of the expression', () => {
    expect(next('0 15 10 ? * 6L 2002-2005', '2005-11-01T00:00:00Z', 5)).toHaveLength(2);
    expect(next('0 15 10 * * ? 2005', '2005-12-30T12:00:00Z', 5)).toHaveLength(1);
  });

  it('reads 10:15 in Asia/Shanghai as 02:15 UTC', () => {
    expect(next('0 15 10 * * ?', '2026-03-01T00:00:00+08:00', 2, 'Asia/Shanghai')).toEqual([
      '2026-03-01T10:15:00+08:00',
      '2026-03-02T10:15:00+08:00',
    ]);
  });
});
