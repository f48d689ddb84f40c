import { describeCron } from './describe';
import { cronError } from './messages';
import { previewCron } from './next';
import { parseCron } from './parse';
import { getZone, parseDateTime, systemTimeZone } from './zone';

export interface CliResult {
  /** Exactly one JSON object. */
  stdout: string;
  /** 0 for a valid or an invalid expression; 2 for a malformed command line. */
  exitCode: number;
}

const USAGE =
  'usage: cron next "<expr>" [--tz <IANA zone>] [--from <ISO 8601>] [--count <1-1000>] | cron describe "<expr>" [--lang zh-CN|en-US]';
const MAX_COUNT = 1000;

/** The operator command line, as a pure function of its arguments (without `node script`). */
export function runCli(args: readonly string[], now: () => number = Date.now): CliResult {
  const [command, expression, ...rest] = args;
  if ((command !== 'next' && command !== 'describe') || expression === undefined) return usage(USAGE);
  const flags = readFlags(rest);
  if (typeof flags === 'string') return usage(flags);

  if (command === 'describe') {
    const unknown = Object.keys(flags).find((flag) => flag !== 'lang');
    if (unknown) return usage(`unknown option --${unknown}`);
    const lang = flags.lang ?? 'en-US';
    if (lang !== 'zh-CN' && lang !== 'en-US') return usage(`--lang must be zh-CN or en-US, not ${lang}`);
    const parsed = parseCron(expression);
    if (!parsed.ok) return answer({ valid: false, error: parsed.error.message });
    return answer({ valid: true, description: describeCron(parsed.value, { locale: lang }) });
  }

  const unknown = Object.keys(flags).find((flag) => !['tz', 'from', 'count'].includes(flag));
  if (unknown) return usage(`unknown option --${unknown}`);
  const timeZone = flags.tz ?? systemTimeZone();
  let count = 10;
  if (flags.count !== undefined) {
    count = Number(flags.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
      return usage(`--count must be an integer from 1 to ${MAX_COUNT}`);
    }
  }
  try {
    getZone(timeZone);
  } catch {
    return answer({ valid: false, error: cronError('expression', 'timeZone', { timeZone }).message });
  }
  let from = now();
  if (flags.from !== undefined) {
    const parsedFrom = parseDateTime(flags.from, timeZone);
    if (parsedFrom === null) return usage(`--from must be an ISO 8601 date-time, not ${flags.from}`);
    from = parsedFrom;
  }
  const preview = previewCron(expression, { timeZone, from, count });
  return answer(preview.valid ? preview : { valid: false, error: preview.error.message });
}

function readFlags(args: readonly string[]): Record<string, string> | string {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) return `unexpected argument ${arg}`;
    const value = match[2] ?? args[++i];
    if (value === undefined) return `--${match[1]} needs a value`;
    flags[match[1]] = value;
  }
  return flags;
}

function answer(body: object): CliResult {
  return { stdout: JSON.stringify(body), exitCode: 0 };
}

function usage(message: string): CliResult {
  return { stdout: JSON.stringify({ valid: false, error: message }), exitCode: 2 };
}
