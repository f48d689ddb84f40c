/**
 * The cases the real Quartz answers for the engine (libs/cron/oracle): every syntax feature, the
 * forms only Quartz's reading explains, broken expressions, random combinations, and start instants
 * around both daylight-saving changes of New York, Berlin and Sydney (and Shanghai, which has none).
 */
import { randomCron, seededRandom, type Random } from './random-cron';

export interface OracleCase {
  expression: string;
  timeZone: string;
  /** Epoch milliseconds, whole seconds. */
  from: number;
  count: number;
}

export const ORACLE_ZONES = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney'];

/** Local dates of the daylight-saving changes (spring forward, fall back) in 2025 and 2026. */
const CHANGES: Record<string, string[]> = {
  'America/New_York': ['2025-03-09', '2025-11-02', '2026-03-08', '2026-11-01'],
  'Europe/Berlin': ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25'],
  'Australia/Sydney': ['2025-04-06', '2025-10-05', '2026-04-05', '2026-10-04'],
  'Asia/Shanghai': ['2026-03-08', '2026-11-01'],
};

/** The CronTrigger tutorial's expressions (and one that never fires). */
export const TUTORIAL_EXPRESSIONS: readonly string[] = [
  '0 0 12 * * ?',
  '0 15 10 ? * *',
  '0 15 10 * * ? *',
  '0 15 10 * * ? 2005',
  '0 * 14 * * ?',
  '0 0/5 14 * * ?',
  '0 0/5 14,18 * * ?',
  '0 0-5 14 * * ?',
  '0 10,44 14 ? 3 WED',
  '0 15 10 ? * MON-FRI',
  '0 15 10 15 * ?',
  '0 15 10 L * ?',
  '0 15 10 L-2 * ?',
  '0 15 10 ? * 6L',
  '0 15 10 ? * 6L 2002-2005',
  '0 15 10 ? * 6#3',
  '0 0 12 1/5 * ?',
  '0 11 11 11 11 ?',
  '0 0 12 LW * ? *',
  '0 0 0 30 2 ?',
];

/** Every syntax feature once or more, valid and invalid, including Quartz's surprising acceptances. */
export const FEATURE_EXPRESSIONS: readonly string[] = [
  ...TUTORIAL_EXPRESSIONS,
  '0 15 10 * * ? 2026',
  '0 15 10 ? * 6L 2026-2029',
  '* * * * * ?',
  // names, case, white space
  '0 0 12 ? jan-mar mon,wed,fri',
  '0 0 12 ? DEC-FEB SAT-MON',
  '0 0 12 ? * sun#2',
  '0 0 12 ? * FRIL',
  '0\t0  12 * * ?',
  '  0 0 12 * * ?  ',
  // overflowing ranges, steps, lists
  '50-10 * * * * ?',
  '0 50-10/5 * * * ?',
  '0 0 22-2 * * ?',
  '0 0 0 25-5 * ?',
  '0 0 0 ? * 6-2',
  '0 0 0 1 11-2 ?',
  '0 0 0/7 * * ?',
  '0 0 5/7 * * ?',
  '0 0 0 */10 * ?',
  '0 0 0 ? */5 *',
  '0 0 0 ? * */3',
  '0 0 0 1 * ? 2026/2',
  '0 0 0 1 1 ? 2026,2028,2031',
  '0 0 0 1 1 ? 2026-2028',
  '1,2,3-5,10/20 * * * * ?',
  // day rules
  '0 0 0 L-0 * ?',
  '0 0 0 L-30 * ?',
  '0 0 0 L-15W * ?',
  '0 0 0 L-30W * ?',
  '0 0 0 1W * ?',
  '0 0 0 15W * ?',
  '0 0 0 31W * ?',
  '0 0 0 30W 2 ?',
  '0 0 0 ? * 1#5',
  '0 0 0 ? * 7#1',
  '0 0 0 ? * 1L',
  '0 0 0 ? * L',
  '0 0 0 31 * ?',
  '0 0 0 29 2 ?',
  '0 0 0 30 2 ?',
  // forms Quartz accepts with its own meaning
  '0 0 0 ? * L-3',
  '0 0 0 ? * L-',
  '0 0 0 ? * LW',
  '*/0 * * * * ?',
  '5/0 * * * * ?',
  '0 0-10/0 * * * ?',
  '0 0-30/70 * * * ?',
  '0 0 1-5/40 * * ?',
  '0 0 0 1-10/45 * ?',
  '0 0 0 ? * 1,3#2',
  '0 0 0 ? * 3#2,1',
  '0 0 0 ? * 2,5L',
  '0 0 0 1W,15 * ?',
  '0 0 0 ? * MON-FRI/2',
  '0 0 0 ? JAN-MAR/2 *',
  '5X * * * * ?',
  '0 1-5X * * * ?',
  '0 0 0 1,,15 * ?',
  '0 0 0 1, * ?',
  '0 0 0 ? * 9#2',
  '0 0 0 ? * 0#1',
  '0 0 0 0W * ?',
  '0 0 0 ?X * 1',
  '0 0 0 * * ? 2100',
  '0 0 0 * * ? 1969',
  '0 0 0 * * ? 2026 extra',
  '*/-5 * * * * ?',
  '/5 * * * * ?',
  '*5 * * * * ?',
  'L * * * * ?',
  '0 0 L * * ?',
  '0 0 0 , * ?',
  '0 0 0 ? * JANUARY',
  '0 0 0 ? JANUARY *',
  '99 99 99 * * ?',
  '0 0 0 98 * 1',
  '0 0 0 ? * 98',
  // invalid
  '',
  '0 0 12 * *',
  '0 0 12 1 * 2',
  '0 0 12 * * *',
  '0 0 12 ? * ?',
  '60 0 12 * * ?',
  '0 60 12 * * ?',
  '0 0 24 * * ?',
  '0 0 12 0 * ?',
  '0 0 12 32 * ?',
  '0 0 12 * 0 ?',
  '0 0 12 * 13 ?',
  '0 0 12 ? * 0',
  '0 0 12 ? * 8',
  '0 0 12 * * ? 2030-2026',
  '0 0 12 10-40 * ?',
  '0/60 0 12 * * ?',
  '0 */60 12 * * ?',
  '0 0 0/24 * * ?',
  '0 0 0 1/32 * ?',
  '0 0 0 1 1/13 ?',
  '0 0 0 ? * 1/8',
  '? 0 12 * * ?',
  '0 0 12 * ? *',
  '0 0 12 ?,1 * ?',
  '0 0 12 L,15 * ?',
  '0 0 12 1,LW * ?',
  '0 0 12 ? * 6L,2',
  '0 0 12 ? * 3#1,6#3',
  '0 0 12 * 5W ?',
  '0 0 12 ? * 5W',
  '0 0 12 1#2 * ?',
  '0 0 12 6L * ?',
  '0 0 12 L-31 * ?',
  '0 0 12 32W * ?',
  '0 0 12 ? * 6#6',
  '0 0 12 ? * 6#0',
  '0 0 12 ? * 8L',
  '0 0 12 ? * FUN',
  '0 0 MON * * ?',
  '0 0 12 ? * MON-',
  '0 0/ 12 * * ?',
  '0 */ 12 * * ?',
  '0 *-5 12 * * ?',
  '0 -5 12 * * ?',
  '0 1.5 12 * * ?',
  '0 0 12 ? * 1#',
  '0 0 12 L- * ?',
  '0 0 12 ?? * 1',
  '0 0 0 W * ?',
];

/** Expressions whose fire times meet daylight-saving changes. */
export const DST_EXPRESSIONS: readonly string[] = [
  '0 0 * * * ?',
  '0 30 * * * ?',
  '0 */15 * * * ?',
  '0 */20 * * * ?',
  '0 30 2 * * ?',
  '0 30 1 * * ?',
  '0 0 2 * * ?',
  '0 0 3 * * ?',
  '0 30 2,3 * * ?',
  '0 0/30 1-3 * * ?',
  '*/30 * 2 * * ?',
  '0 59 1 * * ?',
  '0 0 2 ? * SUN',
  '0 30 2 ? * 1#1',
  '0 30 2 ? * 1L',
  '0 30 2 1W * ?',
  '0 30 2 L-3 * ?',
  '0 0 0-6 * * ?',
  '0 15 2/3 * * ?',
  '0 0 22-4 * * ?',
];

const int = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** A field in a form only Quartz's reading explains, or a broken one. */
function oddField(random: Random, index: number): string {
  const [low, high] = [
    [0, 59],
    [0, 59],
    [0, 23],
    [1, 31],
    [1, 12],
    [1, 7],
    [2026, 2040],
  ][index];
  const v = () => int(random, low, high);
  return pick(random, [
    `*/0`,
    `${v()}/0`,
    `${v()}-${v()}/0`,
    `${v()}-${v()}/${int(random, high, high + 40)}`,
    `${v()}/${int(random, high - 2, high + 3)}`,
    `${v()}X`,
    `${v()}-${v()}X`,
    `${v()},,${v()}`,
    `${v()},`,
    `*/-${int(random, 1, 9)}`,
    `/${int(random, 1, 9)}`,
    `${v()}-`,
    `${high + int(random, 1, 5)}`,
    `${v()}-${high + 1}`,
    `${v()}.${v()}`,
    `L`,
    `${v()}#${int(random, 0, 6)}`,
    `${v()}L`,
    `${v()}W`,
  ]);
}

function oddDayOfWeek(random: Random): string {
  const d = () => int(random, 1, 7);
  return pick(random, [
    `L-${int(random, 0, 9)}`,
    'LW',
    `${d()},${d()}#${int(random, 1, 5)}`,
    `${d()}#${int(random, 1, 5)},${d()}-${d()}`,
    `${pick(random, ['MON', 'TUE', 'WED'])}-${pick(random, ['THU', 'FRI', 'SAT'])}/${int(random, 2, 3)}`,
    `${d()},${d()}L`,
    `${int(random, 8, 9)}#${int(random, 1, 4)}`,
    '?X',
  ]);
}

/** A random expression: mostly valid, sometimes with an odd or broken field, sometimes mangled. */
export function randomOracleExpression(random: Random): string {
  const fields = randomCron(random, [2025, 2040]).split(' ');
  const roll = random();
  if (roll < 0.25) {
    const index = int(random, 0, Math.min(fields.length, 7) - 1);
    fields[index] = index === 5 && fields[5] !== '?' && random() < 0.6 ? oddDayOfWeek(random) : oddField(random, index);
  } else if (roll < 0.32) {
    const index = int(random, 0, fields.length - 1);
    const at = int(random, 0, fields[index].length);
    fields[index] =
      fields[index].slice(0, at) +
      pick(random, ['-', '/', ',', '#', 'L', 'W', '?', '*', 'Q', '9']) +
      fields[index].slice(at);
  } else if (roll < 0.35) {
    fields.splice(int(random, 0, fields.length - 1), 1);
  }
  return fields.join(' ');
}

function randomFrom(random: Random, timeZone: string): number {
  const changes = CHANGES[timeZone];
  if (changes && random() < 0.6) {
    const day = Date.parse(`${pick(random, changes)}T00:00:00Z`);
    return day + int(random, -30, 30) * 3600_000 + int(random, 0, 3) * 900_000;
  }
  return Date.UTC(
    int(random, 2020, 2035),
    int(random, 0, 11),
    int(random, 1, 28),
    int(random, 0, 23),
    int(random, 0, 59),
    int(random, 0, 59),
  );
}

/** The committed table's cases: features in every zone, DST expressions around every change, random ones. */
export function tableCases(seed: number, randomCount: number): OracleCase[] {
  const random = seededRandom(seed);
  const cases: OracleCase[] = [];
  for (const expression of FEATURE_EXPRESSIONS) {
    for (const timeZone of ['UTC', pick(random, ORACLE_ZONES.slice(1))]) {
      cases.push({ expression, timeZone, from: randomFrom(random, timeZone), count: 8 });
    }
  }
  for (const expression of DST_EXPRESSIONS) {
    for (const [timeZone, days] of Object.entries(CHANGES)) {
      for (const day of days) {
        const from = Date.parse(`${day}T00:00:00Z`) + int(random, -20, 4) * 3600_000;
        cases.push({ expression, timeZone, from, count: 16 });
      }
    }
  }
  cases.push(...randomCases(random, randomCount));
  return cases;
}

/** Fresh random cases for the live differential test. */
export function randomCases(random: Random, count: number): OracleCase[] {
  return Array.from({ length: count }, () => {
    const timeZone = pick(random, ORACLE_ZONES);
    return { expression: randomOracleExpression(random), timeZone, from: randomFrom(random, timeZone), count: 6 };
  });
}
