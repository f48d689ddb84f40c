import cronstrue from 'cronstrue/i18n';
import { formatCron } from './format';
import type { CronLocale } from './messages';
import { CronExpressionError } from './next';
import { parseCron } from './parse';
import type { CronExpression } from './types';

export interface DescribeOptions {
  locale?: CronLocale;
}

const CRONSTRUE_LOCALES: Record<CronLocale, string> = { 'zh-CN': 'zh_CN', 'en-US': 'en' };

/**
 * A human-readable sentence for a valid expression (cronstrue with Quartz weekday numbers and a
 * 24-hour clock). Throws CronExpressionError for an invalid one.
 */
export function describeCron(expression: string | CronExpression, options: DescribeOptions = {}): string {
  let parsed: CronExpression;
  if (typeof expression === 'string') {
    const result = parseCron(expression);
    if (!result.ok) throw new CronExpressionError(result.error);
    parsed = result.value;
  } else {
    parsed = expression;
  }
  const locale = options.locale ?? 'en-US';
  // cronstrue has no `L-nW`: describe `L-n` and name the nearest weekday in its phrase.
  const lastOffsetWeekday = parsed.dayOfMonth.kind === 'lastOffsetWeekday' ? parsed.dayOfMonth.offset : null;
  const input =
    lastOffsetWeekday === null
      ? parsed
      : { ...parsed, dayOfMonth: { kind: 'lastOffset' as const, offset: lastOffsetWeekday } };
  // Canonical numeric form: names, case and spacing no longer matter to cronstrue.
  const text = cronstrue.toString(formatCron(input), {
    locale: CRONSTRUE_LOCALES[locale],
    use24HourTimeFormat: true,
    dayOfWeekStartIndexZero: false,
    throwExceptionOnParseError: true,
  });
  return lastOffsetWeekday === null ? text : nearestWeekdayPhrase(text, lastOffsetWeekday, locale);
}

function nearestWeekdayPhrase(text: string, offset: number, locale: CronLocale): string {
  if (locale === 'zh-CN') {
    return text.replace(`每月最后一天之前的第${offset}天`, `每月最后一天之前第${offset}天最接近的工作日`);
  }
  return text.replace(/(\d+ days? before the last day of the month)/, 'on the weekday nearest $1');
}
