import type { CronError, CronErrorCode, CronErrorField, CronErrorParams } from './types';

export type CronLocale = 'zh-CN' | 'en-US';

/** Message templates keyed by error code; `{name}` is replaced by `params.name`. */
export const cronMessages: Readonly<Record<CronLocale, Readonly<Record<CronErrorCode, string>>>> = {
  'en-US': {
    empty: 'The cron expression is empty.',
    fieldCount: 'A Quartz cron expression has 6 or 7 fields separated by spaces; found {count}.',
    bothDaysSet: 'Day-of-month and day-of-week are both set; one of them must be "?".',
    bothDaysAny: 'Day-of-month and day-of-week are both "?"; exactly one of them must be "?".',
    emptyItem: '{fieldName}: empty value in "{token}".',
    syntax: '{fieldName}: "{token}" is not valid syntax.',
    unknownName: '{fieldName}: unknown name "{token}".',
    outOfRange: '{fieldName}: {value} is outside {min}–{max}.',
    stepOutOfRange: '{fieldName}: the increment {value} must be between 1 and {max}.',
    anyNotAllowed: '{fieldName}: "?" is allowed only in day-of-month or day-of-week.',
    anyNotAlone: '{fieldName}: "?" must stand alone.',
    everyNotAlone: '{fieldName}: "*" cannot be combined with other values in a list.',
    specialNotAllowed: '{fieldName}: "{token}" is not allowed here.',
    specialNotAlone: '{fieldName}: "{token}" cannot be combined with other values in a list.',
    lastOffsetOutOfRange: '{fieldName}: the offset from the last day must be between 0 and {max}; got {value}.',
    nthOutOfRange: '{fieldName}: the number after "#" must be between 1 and 5; got {value}.',
    yearRangeReversed: '{fieldName}: the start year {start} is after the end year {end}.',
    timeZone: 'Unknown time zone "{timeZone}".',
  },
  'zh-CN': {
    empty: 'Cron 表达式为空。',
    fieldCount: 'Quartz Cron 表达式应包含 6 或 7 个以空格分隔的字段，实际为 {count} 个。',
    bothDaysSet: '“日”和“周”不能同时指定，其中一个必须为“?”。',
    bothDaysAny: '“日”和“周”不能同时为“?”，只能有一个为“?”。',
    emptyItem: '{fieldName}：“{token}”中有空值。',
    syntax: '{fieldName}：“{token}”格式不正确。',
    unknownName: '{fieldName}：无法识别的名称“{token}”。',
    outOfRange: '{fieldName}：{value} 超出范围 {min}–{max}。',
    stepOutOfRange: '{fieldName}：间隔 {value} 必须在 1 到 {max} 之间。',
    anyNotAllowed: '{fieldName}：“?”只能用于“日”或“周”。',
    anyNotAlone: '{fieldName}：“?”必须单独使用。',
    everyNotAlone: '{fieldName}：“*”不能与其他值组成列表。',
    specialNotAllowed: '{fieldName}：此处不允许使用“{token}”。',
    specialNotAlone: '{fieldName}：“{token}”不能与其他值组成列表。',
    lastOffsetOutOfRange: '{fieldName}：距月末的偏移必须在 0 到 {max} 之间，实际为 {value}。',
    nthOutOfRange: '{fieldName}：“#”后的数字必须在 1 到 5 之间，实际为 {value}。',
    yearRangeReversed: '{fieldName}：起始年份 {start} 晚于结束年份 {end}。',
    timeZone: '未知时区“{timeZone}”。',
  },
};

/** Field names as the cron builder's tabs call them. */
export const cronFieldLabels: Readonly<Record<CronLocale, Readonly<Record<CronErrorField, string>>>> = {
  'en-US': {
    second: 'Second',
    minute: 'Minute',
    hour: 'Hour',
    dayOfMonth: 'Day',
    month: 'Month',
    dayOfWeek: 'Week',
    year: 'Year',
    expression: 'Expression',
  },
  'zh-CN': {
    second: '秒',
    minute: '分',
    hour: '时',
    dayOfMonth: '日',
    month: '月',
    dayOfWeek: '周',
    year: '年',
    expression: '表达式',
  },
};

/** Renders an error (or a code, field and params) in the given locale. */
export function formatCronMessage(
  error: Pick<CronError, 'field' | 'code' | 'params'>,
  locale: CronLocale = 'en-US',
): string {
  const params: CronErrorParams = { fieldName: cronFieldLabels[locale][error.field], ...error.params };
  return cronMessages[locale][error.code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function cronError(field: CronErrorField, code: CronErrorCode, params: CronErrorParams = {}): CronError {
  return { field, code, params, message: formatCronMessage({ field, code, params }) };
}
