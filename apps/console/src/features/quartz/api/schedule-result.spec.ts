import { setLanguage } from '../../../lib/i18n';
import { QuartzCallError, unwrapSchedule } from './schedule-result';

const refused = (message: string, result: unknown = null) => ({
  success: false,
  message,
  code: 500,
  result,
  timestamp: 0,
});

const cronRefusal = refused('Cron表达式不正确：小时的值 25 超出范围 0-23', {
  field: 'hour',
  code: 'outOfRange',
  params: { value: 25, min: 0, max: 23 },
  message: 'hour value 25 is out of range 0-23',
});

/** The error `run` throws (undefined when it does not). */
function caught(run: () => void): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('unwrapSchedule', () => {
  afterEach(() => setLanguage('zh-CN'));

  it('passes a successful answer', () => {
    expect(() =>
      unwrapSchedule({ success: true, message: '创建定时任务成功', code: 200, result: null, timestamp: 0 }),
    ).not.toThrow();
  });

  it("throws the server's message for a refusal", () => {
    const error = caught(() => unwrapSchedule(refused('后台找不到该类名：x.Y')));
    expect(error).toBeInstanceOf(QuartzCallError);
    expect(error).toMatchObject({ message: '后台找不到该类名：x.Y', code: 500, cron: null });
  });

  it('keeps the zh-CN cron message and carries the detail', () => {
    setLanguage('zh-CN');
    const error = caught(() => unwrapSchedule(cronRefusal));
    expect(error).toBeInstanceOf(QuartzCallError);
    expect((error as QuartzCallError).message).toBe('Cron表达式不正确：小时的值 25 超出范围 0-23');
    expect((error as QuartzCallError).cron).toMatchObject({ field: 'hour', code: 'outOfRange' });
  });

  it('shows English users the en-US text of an invalid cron', () => {
    setLanguage('en-US');
    expect(() => unwrapSchedule(cronRefusal)).toThrow('Invalid cron expression: hour value 25 is out of range 0-23');
  });
});
