import { describe, expect, it } from 'vitest';
import { formatInZone, getZone, parseDateTime } from './zone';

const wall = (text: string) => Date.parse(`${text}Z`);

describe('Zone.resolve', () => {
  const newYork = getZone('America/New_York');

  it('maps an ordinary wall time to one instant', () => {
    expect(newYork.resolve(wall('2026-06-01T12:00:00'))).toEqual({
      kind: 'unique',
      instant: Date.parse('2026-06-01T16:00:00Z'),
    });
  });

  it('reports a wall time skipped by spring-forward as a gap ending at 03:00', () => {
    expect(newYork.resolve(wall('2026-03-08T02:30:00'))).toEqual({ kind: 'gap', gapEnd: wall('2026-03-08T03:00:00') });
  });

  it('reports a wall time repeated by fall-back with both instants and the end of the repeat', () => {
    expect(newYork.resolve(wall('2026-11-01T01:30:00'))).toEqual({
      kind: 'ambiguous',
      first: Date.parse('2026-11-01T05:30:00Z'),
      second: Date.parse('2026-11-01T06:30:00Z'),
      repeatEnd: wall('2026-11-01T02:00:00'),
    });
  });

  it('handles the half-hour daylight saving shift of Lord Howe Island', () => {
    // 2026-10-04 02:00 -> 02:30 local (+10:30 -> +11:00).
    expect(getZone('Australia/Lord_Howe').resolve(wall('2026-10-04T02:15:00'))).toEqual({
      kind: 'gap',
      gapEnd: wall('2026-10-04T02:30:00'),
    });
  });

  it('rejects an unknown zone', () => {
    expect(() => getZone('Not/AZone')).toThrow(RangeError);
  });
});

describe('formatInZone', () => {
  it.each([
    ['Asia/Shanghai', '2026-03-01T10:15:00+08:00'],
    ['UTC', '2026-03-01T02:15:00+00:00'],
    ['America/New_York', '2026-02-28T21:15:00-05:00'],
    ['Asia/Kathmandu', '2026-03-01T08:00:00+05:45'],
  ])('prints the instant in %s as %s', (timeZone, text) => {
    expect(formatInZone(Date.parse('2026-03-01T02:15:00Z'), timeZone)).toBe(text);
  });
});

describe('parseDateTime', () => {
  it('reads an ISO instant with an offset', () => {
    expect(parseDateTime('2026-03-01T00:00:00+08:00', 'UTC')).toBe(Date.parse('2026-02-28T16:00:00Z'));
    expect(parseDateTime('2026-03-01T00:00:00Z', 'Asia/Shanghai')).toBe(Date.parse('2026-03-01T00:00:00Z'));
  });

  it('reads a local date-time as a wall time in the zone', () => {
    expect(parseDateTime('2026-03-01T00:00:00', 'Asia/Shanghai')).toBe(Date.parse('2026-02-28T16:00:00Z'));
    expect(parseDateTime('2026-03-01', 'Asia/Shanghai')).toBe(Date.parse('2026-02-28T16:00:00Z'));
    expect(parseDateTime('2026-03-01 08:00:00.5', 'UTC')).toBe(Date.parse('2026-03-01T08:00:00.500Z'));
  });

  it('takes the first occurrence of a repeated wall time and the end of a skipped one', () => {
    expect(parseDateTime('2026-11-01T01:30:00', 'America/New_York')).toBe(Date.parse('2026-11-01T05:30:00Z'));
    expect(parseDateTime('2026-03-08T02:30:00', 'America/New_York')).toBe(Date.parse('2026-03-08T07:00:00Z'));
  });

  it.each(['yesterday', '2026-02-30T00:00:00', '2026-03-01T24:00:00', '2026-13-01'])('rejects %s', (text) => {
    expect(parseDateTime(text, 'UTC')).toBeNull();
  });
});
