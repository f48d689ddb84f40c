import { FIELD_ORDER } from './fields';
import type { CronExpression, CronField, CronListItem } from './types';

/** Writes a field back in Quartz syntax (numbers, not names). */
export function formatCronField(field: CronField): string {
  switch (field.kind) {
    case 'every':
      return '*';
    case 'any':
      return '?';
    case 'range':
    case 'step':
      return formatItem(field);
    case 'list':
      return field.items.map(formatItem).join(',');
    case 'last':
      return 'L';
    case 'lastOffset':
      return `L-${field.offset}`;
    case 'weekday':
      return `${field.day}W`;
    case 'lastWeekday':
      return 'LW';
    case 'lastOffsetWeekday':
      return `L-${field.offset}W`;
    case 'nthWeekday':
      return `${field.weekday}#${field.nth}`;
    case 'lastWeekdayOfMonth':
      return `${field.weekday}L`;
    case 'quartz':
      return field.text;
  }
}

/** Writes an expression back in Quartz syntax: six fields, or seven when it has a year. */
export function formatCron(expression: CronExpression): string {
  return FIELD_ORDER.flatMap((name) => {
    const field = expression[name];
    return field ? [formatCronField(field)] : [];
  }).join(' ');
}

function formatItem(item: CronListItem): string {
  switch (item.kind) {
    case 'value':
      return String(item.value);
    case 'range':
      return `${item.start}-${item.end}`;
    case 'step':
      return `${item.start ?? '*'}${item.end === null ? '' : `-${item.end}`}/${item.step}`;
  }
}
