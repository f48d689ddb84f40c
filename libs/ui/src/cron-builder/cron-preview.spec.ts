import { act, renderHook } from '@testing-library/react';
import { computePreview, describeExpression, PREVIEW_DEBOUNCE_MS, useCronPreview } from './cron-preview';

const FROM = Date.UTC(2026, 0, 1, 0, 0, 0);

describe('computePreview', () => {
  it('lists the next ten run times as YYYY-MM-DD HH:mm:ss, ignoring the year', () => {
    const preview = computePreview('0 15 10 ? * 6#3 2027-2030', { locale: 'en-US', timeZone: 'UTC', from: FROM });
    expect(preview).toEqual({
      valid: true,
      times: [
        '2026-01-16 10:15:00',
        '2026-02-20 10:15:00',
        '2026-03-20 10:15:00',
        '2026-04-17 10:15:00',
        '2026-05-15 10:15:00',
        '2026-06-19 10:15:00',
        '2026-07-17 10:15:00',
        '2026-08-21 10:15:00',
        '2026-09-18 10:15:00',
        '2026-10-16 10:15:00',
      ],
    });
  });

  it('computes the last working day of each month for LW', () => {
    const preview = computePreview('0 0 12 LW * ? *', { locale: 'en-US', timeZone: 'UTC', from: FROM });
    expect(preview.valid && preview.times.slice(0, 3)).toEqual([
      '2026-01-30 12:00:00',
      '2026-02-27 12:00:00',
      '2026-03-31 12:00:00',
    ]);
  });

  it('shows wall times of the given zone', () => {
    // FROM is 08:00 in Shanghai: 02:30 there has passed for the day; in UTC it has not.
    const shanghai = computePreview('0 30 2 * * ? *', { locale: 'en-US', timeZone: 'Asia/Shanghai', from: FROM });
    expect(shanghai.valid && shanghai.times[0]).toBe('2026-01-02 02:30:00');
    const utc = computePreview('0 30 2 * * ? *', { locale: 'en-US', timeZone: 'UTC', from: FROM });
    expect(utc.valid && utc.times[0]).toBe('2026-01-01 02:30:00');
  });

  it('gives the engine message in the current language for an invalid expression', () => {
    expect(computePreview('0 0 25 * * ? *', { locale: 'en-US', from: FROM })).toEqual({
      valid: false,
      message: 'Hour: 25 is outside 0–23.',
    });
    expect(computePreview('0 0 25 * * ? *', { locale: 'zh-CN', from: FROM })).toEqual({
      valid: false,
      message: '时：25 超出范围 0–23。',
    });
  });

  it('still validates the year although the preview ignores it', () => {
    expect(computePreview('0 0 12 * * ? 2030-2027', { locale: 'en-US', from: FROM })).toEqual({
      valid: false,
      message: 'Year: the start year 2030 is after the end year 2027.',
    });
  });

  it('reports an unknown time zone', () => {
    const preview = computePreview('0 0 12 * * ? *', { locale: 'en-US', timeZone: 'Mars/Olympus', from: FROM });
    expect(preview).toEqual({ valid: false, message: 'Unknown time zone "Mars/Olympus".' });
  });

  it('gives no times for a schedule that never fires', () => {
    expect(computePreview('0 0 0 30 2 ? *', { locale: 'en-US', timeZone: 'UTC', from: FROM })).toEqual({
      valid: true,
      times: [],
    });
  });
});

describe('describeExpression', () => {
  it('describes in the current language', () => {
    expect(describeExpression('0 30 2 * * ? *', 'en-US')).toMatch(/02:30/);
    expect(describeExpression('0 30 2 * * ? *', 'zh-CN')).toMatch(/02:30/);
    expect(describeExpression('0 30 2 * * ? *', 'zh-CN')).not.toBe(describeExpression('0 30 2 * * ? *', 'en-US'));
  });

  it('gives null for an invalid expression', () => {
    expect(describeExpression('0 0 25 * * ? *', 'en-US')).toBeNull();
  });
});

describe('useCronPreview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(FROM));
  });
  afterEach(() => vi.useRealTimers());

  const first = (result: { current: ReturnType<typeof useCronPreview> }) =>
    result.current.valid ? result.current.times[0] : result.current.message;

  it('computes at once for the first value, then 500 ms after the last change', () => {
    const { result, rerender } = renderHook(
      ({ expression }) => useCronPreview(expression, { locale: 'en-US', timeZone: 'UTC' }),
      { initialProps: { expression: '0 30 2 * * ? *' } },
    );
    expect(first(result)).toBe('2026-01-01 02:30:00');

    rerender({ expression: '0 0 9 ? * 2 *' });
    act(() => {
      vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS - 1);
    });
    expect(first(result)).toBe('2026-01-01 02:30:00');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(first(result)).toBe('2026-01-05 09:00:00');
  });

  it('restarts the 500 ms wait on every change', () => {
    const { result, rerender } = renderHook(
      ({ expression }) => useCronPreview(expression, { locale: 'en-US', timeZone: 'UTC' }),
      { initialProps: { expression: '0 30 2 * * ? *' } },
    );
    rerender({ expression: '0 0 25 * * ? *' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender({ expression: '0 0 12 LW * ? *' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(first(result)).toBe('2026-01-01 02:30:00');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(first(result)).toBe('2026-01-30 12:00:00');
  });

  it('follows a language change without waiting', () => {
    const { result, rerender } = renderHook(
      ({ locale }) => useCronPreview('0 0 25 * * ? *', { locale, timeZone: 'UTC' }),
      { initialProps: { locale: 'en-US' as 'en-US' | 'zh-CN' } },
    );
    expect(first(result)).toBe('Hour: 25 is outside 0–23.');
    rerender({ locale: 'zh-CN' });
    expect(first(result)).toBe('时：25 超出范围 0–23。');
  });
});
