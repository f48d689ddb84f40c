/** Runs the real Quartz (libs/cron/oracle/QuartzOracle.java) on cases; see quartz-cases.ts. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { OracleCase } from './quartz-cases';

export const QUARTZ_JAR = process.env.QUARTZ_JAR ?? '/usr/share/java/quartz2.jar';
const ORACLE_SOURCE = join(__dirname, '..', '..', 'oracle', 'QuartzOracle.java');

export type OracleAnswer =
  | { valid: true; next: string[] }
  /** Quartz accepts the expression, but getTimeAfter throws (an empty field): no fire times. */
  | { valid: true; next: string[]; throws: string }
  /** getTimeAfter never returns (Quartz loops forever on some `W` days): the times before it. */
  | { valid: true; next: string[]; hangs: true }
  | { valid: false; reason: string };

/** Why the live oracle cannot run here, or null when it can (java and the Quartz 2.3.2 jar). */
export function oracleUnavailable(): string | null {
  if (!existsSync(QUARTZ_JAR)) return `${QUARTZ_JAR} is missing (apt-get install libquartz2-java)`;
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return 'java is missing (apt-get install default-jre-headless)';
  return null;
}

/** The oracle's line format: backslash, tab and line feed escaped. */
function escape(expression: string): string {
  return expression.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
}

export function runOracle(cases: readonly OracleCase[]): OracleAnswer[] {
  const input = cases.map((c) => [escape(c.expression), c.timeZone, c.from, c.count].join('\t')).join('\n');
  const run = spawnSync('java', ['-cp', QUARTZ_JAR, ORACLE_SOURCE], {
    input: `${input}\n`,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`Quartz oracle failed: ${run.stderr || run.error}`);
  const lines = run.stdout.split('\n').filter((line) => line !== '');
  if (lines.length !== cases.length) throw new Error(`Quartz oracle answered ${lines.length} of ${cases.length} cases`);
  return lines.map((line) => {
    const [status, detail, times] = line.split('\t');
    const list = (text: string | undefined) => (text ? text.split(',') : []);
    if (status === 'invalid') return { valid: false, reason: detail };
    if (status === 'throws') return { valid: true, next: list(times), throws: detail };
    if (status === 'hangs') return { valid: true, next: list(times), hangs: true };
    return { valid: true, next: list(detail) };
  });
}
