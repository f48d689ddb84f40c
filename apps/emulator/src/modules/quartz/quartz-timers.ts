import { Logger } from '@nestjs/common';
import { previewCron } from '@cropwatch/cron';

/** An opaque handle of an armed timer. */
export type TimerHandle = unknown;

/**
 * Where the scheduler's timers come from: real `setTimeout` in the server, a fake driven by a ManualClock
 * in tests (see `testing/fake-timers.ts`), so specs move time instead of sleeping.
 */
export interface TimerHost {
  set(callback: () => void, delayMs: number): TimerHandle;
  clear(handle: TimerHandle): void;
}

export const QUARTZ_TIMERS = Symbol('QUARTZ_TIMERS');
export const QUARTZ_TIME_ZONE = Symbol('QUARTZ_TIME_ZONE');

/** Node's timers; unref'd so an armed job never keeps a finished process alive. */
export const realTimers: TimerHost = {
  set(callback, delayMs) {
    const handle = setTimeout(callback, delayMs);
    handle.unref();
    return handle;
  },
  clear(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

/** JeecgBoot installs normally run in China; Quartz reads cron in the JVM's zone, ours is `TZ` or this. */
export const DEFAULT_SCHEDULER_TIME_ZONE = 'Asia/Shanghai';

/**
 * The zone cron expressions are read in: the IANA name in `TZ` when it is one, else Asia/Shanghai. `TZ`
 * is read from the process because it is process-wide anyway (Node's local time follows it).
 */
export function resolveSchedulerTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const tz = env.TZ?.trim();
  if (!tz) return DEFAULT_SCHEDULER_TIME_ZONE;
  if (previewCron('0 0 0 * * ?', { timeZone: tz, count: 1 }).valid) return tz;
  new Logger('Quartz').warn(
    `TZ="${tz}" is not an IANA time zone; cron expressions are read in ${DEFAULT_SCHEDULER_TIME_ZONE}`,
  );
  return DEFAULT_SCHEDULER_TIME_ZONE;
}
