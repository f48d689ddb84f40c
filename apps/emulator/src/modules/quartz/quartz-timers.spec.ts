import { DEFAULT_SCHEDULER_TIME_ZONE, realTimers, resolveSchedulerTimeZone } from './quartz-timers';

describe('resolveSchedulerTimeZone', () => {
  it('reads cron in the IANA zone of TZ, else in Asia/Shanghai', () => {
    expect(resolveSchedulerTimeZone({ TZ: 'Europe/Berlin' })).toBe('Europe/Berlin');
    expect(resolveSchedulerTimeZone({})).toBe(DEFAULT_SCHEDULER_TIME_ZONE);
    expect(resolveSchedulerTimeZone({ TZ: ' ' })).toBe('Asia/Shanghai');
    expect(resolveSchedulerTimeZone({ TZ: 'Mars/Olympus' })).toBe('Asia/Shanghai');
  });
});

describe('realTimers', () => {
  it('fires after the delay and can be cleared', async () => {
    const fired: string[] = [];
    realTimers.set(() => fired.push('a'), 5);
    realTimers.clear(realTimers.set(() => fired.push('b'), 5));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fired).toEqual(['a']);
  });
});
