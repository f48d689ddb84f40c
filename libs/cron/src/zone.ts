/**
 * Wall-clock arithmetic in an IANA time zone, using only Intl. A "wall" value is the local date and
 * time encoded as if it were UTC milliseconds (Date.UTC(y, m - 1, d, h, mi, s)).
 */

const DAY = 86_400_000;
const BUCKET = DAY;
const SPAN = 30 * DAY;

export type WallResolution =
  | { kind: 'unique'; instant: number }
  /** Wall time occurs twice (clocks went back); `repeatEnd` is the first wall time after the repeat. */
  | { kind: 'ambiguous'; first: number; second: number; repeatEnd: number }
  /** Wall time does not exist (clocks went forward); `gapEnd` is the first wall time after the gap. */
  | { kind: 'gap'; gapEnd: number };

export class Zone {
  readonly timeZone: string;
  private readonly format: Intl.DateTimeFormat;
  /** Formats just the offset ("GMT+10:00"), four times cheaper than the full date and time. */
  private readonly offsetFormat: Intl.DateTimeFormat;
  /** Offsets of whole 30-day spans, and of whole days, known to contain no transition (NaN: one has). */
  private readonly uniformSpans = new Map<number, number>();
  private readonly uniformBuckets = new Map<number, number>();

  constructor(timeZone: string) {
    // Throws RangeError for an unknown zone.
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    this.timeZone = this.format.resolvedOptions().timeZone;
    this.offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  }

  /** Wall minus UTC, in milliseconds, at an instant. */
  offsetAt(instant: number): number {
    const span = this.uniformOffset(this.uniformSpans, SPAN, instant);
    if (!Number.isNaN(span)) return span;
    const day = this.uniformOffset(this.uniformBuckets, BUCKET, instant);
    return Number.isNaN(day) ? this.exactOffset(instant) : day;
  }

  /** The offset of the `size`-long bucket holding `instant` when the same at both ends, else NaN (cached). */
  private uniformOffset(cache: Map<number, number>, size: number, instant: number): number {
    const bucket = Math.floor(instant / size);
    let offset = cache.get(bucket);
    if (offset === undefined) {
      const start = bucket * size;
      const atStart = this.exactOffset(start);
      offset = atStart === this.exactOffset(start + size - 1000) ? atStart : NaN;
      if (cache.size > 100_000) cache.clear();
      cache.set(bucket, offset);
    }
    return offset;
  }

  wallOf(instant: number): number {
    const second = Math.floor(instant / 1000) * 1000;
    return second + this.offsetAt(second);
  }

  /** Instants at which a wall time occurs: once, twice (fall back) or never (spring forward). */
  resolve(wall: number): WallResolution {
    const before = this.offsetAt(wall - DAY);
    const after = this.offsetAt(wall + DAY);
    if (before === after) {
      const instant = wall - before;
      if (this.offsetAt(instant) === before) return { kind: 'unique', instant };
      // Two transitions within two days: not seen in tzdata since 1970; step on rather than guess.
      return { kind: 'gap', gapEnd: wall + 1000 };
    }
    const viaBefore = wall - before;
    const viaAfter = wall - after;
    const okBefore = this.offsetAt(viaBefore) === before;
    const okAfter = this.offsetAt(viaAfter) === after;
    if (okBefore && okAfter) {
      // The transition lies between the two readings; the repeat ends where the later offset
      // reaches the wall time at which the clocks were turned back.
      const transition = this.findTransition(viaBefore, viaAfter, before);
      return {
        kind: 'ambiguous',
        first: Math.min(viaBefore, viaAfter),
        second: Math.max(viaBefore, viaAfter),
        repeatEnd: transition + before,
      };
    }
    if (okBefore) return { kind: 'unique', instant: viaBefore };
    if (okAfter) return { kind: 'unique', instant: viaAfter };
    const transition = this.findTransition(viaAfter, viaBefore, before);
    return { kind: 'gap', gapEnd: transition + after };
  }

  /**
   * The instant java.util.GregorianCalendar gives a wall time (ZoneInfo.getOffsetsByWall): a
   * repeated wall time is read with the offset after the change, i.e. the later, standard-time
   * instant; a skipped one with the offset before it, i.e. as far past the gap as it was into it
   * (02:30 on a spring-forward day is 03:30).
   */
  calendarInstant(wall: number): number {
    const resolved = this.resolve(wall);
    if (resolved.kind === 'unique') return resolved.instant;
    if (resolved.kind === 'ambiguous') return resolved.second;
    return wall - this.offsetAt(wall - DAY);
  }

  /** ISO 8601 with this zone's offset, e.g. 2026-03-01T10:15:00+08:00 (whole seconds). */
  formatIso(instant: number): string {
    const second = Math.floor(instant / 1000) * 1000;
    const offset = this.offsetAt(second);
    const wall = new Date(second + offset).toISOString().slice(0, 19);
    const sign = offset < 0 ? '-' : '+';
    const total = Math.abs(offset) / 1000;
    const hh = String(Math.floor(total / 3600)).padStart(2, '0');
    const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
    const ss = total % 60;
    return `${wall}${sign}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
  }

  /** First whole-second instant in (lo, hi] whose offset differs from `from`; lo has offset `from`. */
  private findTransition(lo: number, hi: number, from: number): number {
    let low = Math.floor(lo / 1000);
    let high = Math.ceil(hi / 1000);
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (this.exactOffset(mid * 1000) === from) low = mid;
      else high = mid;
    }
    return high * 1000;
  }

  private exactOffset(instant: number): number {
    const second = Math.floor(instant / 1000) * 1000;
    const offset = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(this.offsetFormat.format(second));
    if (offset) {
      const [, sign, hh, mm, ss] = offset;
      if (!sign) return 0;
      const size = (Number(hh) * 3600 + Number(mm) * 60 + Number(ss ?? 0)) * 1000;
      return sign === '-' ? -size : size;
    }
    const parts = this.format.formatToParts(second);
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
    const era = parts.find((part) => part.type === 'era')?.value;
    let year = get('year');
    if (era === 'BC' || era === 'B') year = 1 - year;
    const wall = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear undoes that.
    const fixed = year >= 0 && year < 100 ? new Date(wall).setUTCFullYear(year) : wall;
    return fixed - second;
  }
}

const zones = new Map<string, Zone>();

/** A cached Zone; throws RangeError for an unknown time zone. */
export function getZone(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    zone = new Zone(timeZone);
    if (zones.size > 64) zones.clear();
    zones.set(timeZone, zone);
  }
  return zone;
}

/**
 * Reads a date-time for `from`-style inputs: ISO 8601 with an offset or Z is an instant; without
 * one it is a wall time in `timeZone` (first occurrence when repeated, the end of the gap when
 * skipped). Returns null when unreadable.
 */
export function parseDateTime(text: string, timeZone: string): number | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/.exec(text.trim());
  if (!local) {
    if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text.trim())) return null;
    const instant = Date.parse(text);
    return Number.isNaN(instant) ? null : instant;
  }
  const [y, mo, d, h, mi, s] = local.slice(1, 7).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  const zone = getZone(timeZone);
  let resolved = zone.resolve(wall);
  if (resolved.kind === 'gap') resolved = zone.resolve(resolved.gapEnd);
  if (resolved.kind === 'gap') return null;
  const instant = resolved.kind === 'unique' ? resolved.instant : resolved.first;
  return instant + (local[7] ? Number(local[7].padEnd(3, '0')) : 0);
}

/** ISO 8601 with the zone's offset, e.g. 2026-03-01T10:15:00+08:00. Throws RangeError for an unknown zone. */
export function formatInZone(instant: Date | number, timeZone: string): string {
  return getZone(timeZone).formatIso(+instant);
}

export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
