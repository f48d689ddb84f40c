import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatPercent, formatUptime } from './format';

describe('monitor formats', () => {
  it('formats sizes with binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.00 GB');
    expect(formatBytes(-1)).toBeNull();
  });

  it('formats shares, durations and uptimes', () => {
    expect(formatPercent(0.1234)).toBe('12.34 %');
    expect(formatMs(1.23456)).toBe('1.23 ms');
    expect(formatUptime(0)).toBe('0 s');
    expect(formatUptime(90061)).toBe('1 d 1 h 1 min 1 s');
    expect(formatUptime(3605)).toBe('1 h 0 min 5 s');
  });
});
