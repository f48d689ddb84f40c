/**
 * Seeded generator of Quartz expressions covering every token kind, for differential tests and the bench.
 * Mostly valid; a named range with a step (`MON-FRI/2`) is read by Quartz without the step.
 */

export type Random = () => number;

/** mulberry32: small, fast, good enough to make test runs reproducible. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function plainItem(random: Random, low: number, high: number, maxStep: number, names?: string[]): string {
  // Names or numbers, not both in one item: Quartz refuses `SEP-10` and `6-THU`.
  const named = names !== undefined && random() < 0.3;
  const value = () => {
    const v = int(random, low, high);
    return named ? names[v - low] : String(v);
  };
  switch (int(random, 0, 5)) {
    case 0:
      return value();
    case 1:
      return `${value()}-${value()}`; // may overflow and wrap
    case 2:
      return `${value()}/${int(random, 1, maxStep)}`;
    case 3:
      return `*/${int(random, 1, maxStep)}`;
    case 4:
      return `${value()}-${value()}/${int(random, 1, Math.min(maxStep, 10))}`;
    default:
      return value();
  }
}

function plainField(random: Random, low: number, high: number, maxStep: number, names?: string[], every = 0.2): string {
  if (random() < every) return '*';
  const count = random() < 0.7 ? 1 : int(random, 2, 4);
  return Array.from({ length: count }, () => plainItem(random, low, high, maxStep, names)).join(',');
}

function timeField(random: Random, low: number, high: number, fixedChance: number): string {
  if (random() < fixedChance) return String(int(random, low, high));
  return plainField(random, low, high, high, undefined, 0.15);
}

function dayOfMonth(random: Random): string {
  switch (int(random, 0, 8)) {
    case 0:
      return 'L';
    case 1:
      return `L-${int(random, 0, 30)}`;
    case 2:
      return `${int(random, 1, 31)}W`;
    case 3:
      return 'LW';
    case 4:
      return `L-${int(random, 0, 30)}W`;
    default:
      return plainField(random, 1, 31, 31);
  }
}

function dayOfWeek(random: Random): string {
  const weekday = () => (random() < 0.3 ? pick(random, DAY_NAMES) : String(int(random, 1, 7)));
  switch (int(random, 0, 6)) {
    case 0:
      return `${weekday()}L`;
    case 1:
      return `${weekday()}#${int(random, 1, 5)}`;
    case 2:
      return 'L';
    default:
      return plainField(random, 1, 7, 7, DAY_NAMES);
  }
}

/** A valid expression; `years` lists the year window the year field may draw from. */
export function randomCron(random: Random, years: [number, number], options: { dense?: boolean } = {}): string {
  const dense = options.dense ?? false;
  const second = timeField(random, 0, 59, dense ? 0.5 : 0.6);
  const minute = timeField(random, 0, 59, dense ? 0.2 : 0.4);
  const hour = timeField(random, 0, 23, dense ? 0.2 : 0.4);
  const useDayOfMonth = random() < 0.5;
  const dom = useDayOfMonth ? (dense ? pick(random, ['*', '1-31', '*/1']) : dayOfMonth(random)) : '?';
  const dow = useDayOfMonth ? '?' : dense ? pick(random, ['*', '1,7', '1-3', 'SUN', '7-1', '1/2']) : dayOfWeek(random);
  const month = dense ? '*' : plainField(random, 1, 12, 12, MONTH_NAMES, 0.5);
  const fields = [second, minute, hour, dom, month, dow];
  const yearChoice = random();
  if (yearChoice < 0.35) return fields.join(' ');
  if (yearChoice < 0.6 || dense) return [...fields, '*'].join(' ');
  const [low, high] = years;
  const a = int(random, low, high);
  const b = int(random, a, high);
  const year = pick(random, [String(a), `${a}-${b}`, `${a},${b}`, `${a}/${int(random, 1, 3)}`]);
  return [...fields, year].join(' ');
}
