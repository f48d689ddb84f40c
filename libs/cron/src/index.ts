export * from './types';
export { FIELD_ORDER, FIELD_SPECS, YEAR_MAX, YEAR_MIN, type FieldSpec } from './fields';
export { cronFieldLabels, cronMessages, formatCronMessage, type CronLocale } from './messages';
export { parseCron, parseCronField, unusualCronFields, validateCron } from './parse';
export { formatCron, formatCronField } from './format';
export { CronExpressionError, nextFireTimes, previewCron, type CronPreview, type NextFireOptions } from './next';
export { describeCron, type DescribeOptions } from './describe';
export { formatInZone, parseDateTime, systemTimeZone } from './zone';
