/** Number formats of the monitor pages: sizes with binary units, durations, percentages. */

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** `1536` -> `1.50 KB`; negative values (Spring's "undefined", -1) -> null. */
export function formatBytes(bytes: number): string | null {
  if (!Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** A 0..1 share as a percentage with two decimals. */
export const formatPercent = (share: number): string => `${(share * 100).toFixed(2)} %`;

/** Seconds as `2 d 3 h 4 min 5 s` (the largest units only). */
export function formatUptime(seconds: number): string {
  const s = Math.floor(seconds);
  const parts: [number, string][] = [
    [Math.floor(s / 86400), 'd'],
    [Math.floor((s % 86400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'min'],
    [s % 60, 's'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  return first < 0
    ? '0 s'
    : parts
        .slice(first)
        .map(([n, u]) => `${n} ${u}`)
        .join(' ');
}

/** Milliseconds with at most two decimals. */
export const formatMs = (ms: number): string => `${Number(ms.toFixed(2))} ms`;

/** Unix seconds as a local `yyyy-MM-dd HH:mm:ss`. */
export function formatEpochSeconds(seconds: number): string {
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** A reading time (a `Date` or epoch milliseconds) as spec §9's `YYYY-MM-DD HH:mm:ss`, in local time. */
export function formatDateTime(at: Date | number): string {
  return formatEpochSeconds((typeof at === 'number' ? at : at.getTime()) / 1000);
}
