import { describe, expect, it } from 'vitest';
import { previewCron, validateCron } from './index';
import { randomCases } from './testing/quartz-cases';
import { oracleUnavailable, runOracle, type OracleAnswer } from './testing/quartz-oracle';
import table from './testing/quartz-oracle-table.json';
import { seededRandom } from './testing/random-cron';

type Row = { expression: string; timeZone: string; from: string; count: number } & OracleAnswer;

/** What the engine says about a case, in the oracle's terms (a thrown Quartz search gives its times so far). */
function engineAnswer(expression: string, timeZone: string, from: number, count: number) {
  const error = validateCron(expression);
  if (error) return { valid: false, message: error.message };
  const preview = previewCron(expression, { timeZone, from, count });
  if (!preview.valid) throw new Error(preview.error.message);
  return { valid: true, next: preview.next };
}

function expected(answer: OracleAnswer) {
  return answer.valid ? { valid: true, next: answer.next } : { valid: false };
}

describe('the engine against the table the real Quartz 2.3.2 wrote (libs/cron/oracle)', () => {
  const rows = table as Row[];

  it('covers features, both daylight-saving changes of four zones and random expressions', () => {
    expect(rows.length).toBeGreaterThan(2000);
    expect(rows.filter((row) => !row.valid).length).toBeGreaterThan(200);
    for (const zone of ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Shanghai']) {
      expect(rows.some((row) => row.timeZone === zone)).toBe(true);
    }
  });

  it.each(rows.map((row, index) => [index, row.expression, row.timeZone, row] as const))(
    '#%i "%s" in %s',
    { timeout: 30_000 },
    (_index, expression, timeZone, row) => {
      const engine = engineAnswer(expression, timeZone, Date.parse(row.from), row.count);
      if (!row.valid) {
        expect(engine.valid, `Quartz refuses it: ${row.reason}`).toBe(false);
        // The engine's own clear text, never an empty or placeholder message.
        expect((engine as { message: string }).message).toMatch(/^[^{}]+$/);
        return;
      }
      expect(engine).toEqual(expected(row));
    },
  );
});

/** Fresh random expressions each run, answered by the live Quartz; bounded to keep the suite quick. */
const LIVE_CASES = 400;
const unavailable = oracleUnavailable();

describe('differential fuzz against the live Quartz 2.3.2', () => {
  if (unavailable) {
    it.skip(`skipped: ${unavailable}`, () => undefined);
    console.warn(`Live Quartz differential test skipped: ${unavailable}`);
    return;
  }

  it(`agrees on ${LIVE_CASES} fresh random expressions`, { timeout: 120_000 }, () => {
    const seed = Date.now() % 2 ** 31;
    const cases = randomCases(seededRandom(seed), LIVE_CASES);
    const answers = runOracle(cases);
    const disagreements = cases.flatMap((c, i) => {
      const engine = engineAnswer(c.expression, c.timeZone, c.from, c.count);
      const quartz = expected(answers[i]);
      const same =
        engine.valid === quartz.valid && (!engine.valid || JSON.stringify(engine) === JSON.stringify(quartz));
      return same ? [] : [{ ...c, from: new Date(c.from).toISOString(), quartz: answers[i], engine }];
    });
    expect(disagreements, `seed ${seed}`).toEqual([]);
  });
});
