import { describe, expect, it } from 'vitest';
import { describeCron } from './describe';
import { CronExpressionError } from './next';

describe('describeCron', () => {
  it.each([
    ['0 15 10 ? * 6L 2002-2005', 'At 10:15, on the last Friday of the month, 2002 through 2005'],
    ['0 15 10 ? * 6#3', 'At 10:15, on the third Friday of the month'],
    ['0 0/5 14,18 * * ?', 'Every 5 minutes, at 14:00 and 18:00'],
    ['0 15 10 L-2 * ?', 'At 10:15, 2 days before the last day of the month'],
    ['0 0 12 LW * ? *', 'At 12:00, on the last weekday of the month'],
    ['0 15 10 ? * MON-FRI', 'At 10:15, Monday through Friday'],
    ['0 0 9 ? * 2 *', 'At 09:00, only on Monday'],
    ['0 0 12 ? * 1,7', 'At 12:00, only on Sunday and Saturday'],
    ['0 0 12 ? * L', 'At 12:00, only on Saturday'],
    ['0 0 12 15W * ?', 'At 12:00, on the weekday nearest day 15 of the month'],
    ['0/5 * * * * ? *', 'Every 5 seconds'],
  ])('describes %s in English with Quartz weekdays and a 24-hour clock', (expression, text) => {
    expect(describeCron(expression, { locale: 'en-US' })).toBe(text);
  });

  it.each([
    ['0 15 10 ? * 6L 2002-2005', '在10:15, 限每月的最后一个星期五, 从2002年至2005年'],
    ['0 15 10 L-2 * ?', '在10:15, 限每月最后一天之前的第2天'],
    ['0 0 12 LW * ? *', '在12:00, 限每月的最后一个工作日'],
    ['0 15 10 ? * MON-FRI', '在10:15, 星期一至星期五'],
    ['0 0 9 ? * 2 *', '在09:00, 仅星期一'],
    ['* * * * * ? *', '每秒'],
  ])('describes %s in Chinese', (expression, text) => {
    expect(describeCron(expression, { locale: 'zh-CN' })).toBe(text);
  });

  it('describes L-nW, which cronstrue lacks, in both languages', () => {
    expect(describeCron('0 0 12 L-3W * ?', { locale: 'en-US' })).toBe(
      'At 12:00, on the weekday nearest 3 days before the last day of the month',
    );
    expect(describeCron('0 0 12 L-3W * ?', { locale: 'zh-CN' })).toBe('在12:00, 限每月最后一天之前第3天最接近的工作日');
  });

  it('reads names and lower case the same as numbers', () => {
    expect(describeCron('0 15 10 ? jan mon-fri')).toBe(describeCron('0 15 10 ? 1 2-6'));
  });

  it('defaults to English', () => {
    expect(describeCron('0 0 12 * * ?')).toBe('At 12:00');
  });

  it('throws the structured error for an invalid expression', () => {
    expect(() => describeCron('0 0 12 * * *')).toThrow(CronExpressionError);
  });
});
