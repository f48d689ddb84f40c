import type { ManualClock } from '../../../core/clock/clock';
import type { TimerHandle, TimerHost } from '../quartz-timers';

interface FakeTimer {
  id: number;
  at: number;
  callback: () => void;
}

/**
 * Timers driven by a ManualClock: `advance` moves the clock and fires every timer that falls due, in
 * time order, each with the clock set to its own due time. Specs move time instead of sleeping.
 */
export class FakeTimers implements TimerHost {
  private readonly timers = new Map<number, FakeTimer>();
  private seq = 0;
  /** Every delay asked for, for assertions on long waits. */
  readonly requestedDelays: number[] = [];

  constructor(private readonly clock: ManualClock) {}

  set(callback: () => void, delayMs: number): TimerHandle {
    const id = ++this.seq;
    this.requestedDelays.push(delayMs);
    this.timers.set(id, { id, at: this.clock.now() + delayMs, callback });
    return id;
  }

  clear(handle: TimerHandle): void {
    this.timers.delete(handle as number);
  }

  get pending(): number {
    return this.timers.size;
  }

  advance(ms: number): void {
    const end = this.clock.now() + ms;
    for (;;) {
      let due: FakeTimer | undefined;
      for (const t of this.timers.values())
        if (t.at <= end && (!due || t.at < due.at || (t.at === due.at && t.id < due.id))) due = t;
      if (!due) break;
      this.timers.delete(due.id);
      if (due.at > this.clock.now()) this.clock.set(due.at);
      due.callback();
    }
    this.clock.set(end);
  }
}
