import type { QuartzCronError } from '@cropwatch/contract';
import { type CronError, formatCronMessage } from '@cropwatch/cron';
import { JeecgError } from '../../core/errors/jeecg.errors';

/** Quartz could not load the class: QuartzJobServiceImpl's wording (contract §11). */
export const unknownJobClass = (jobClassName: string) => new JeecgError(`后台找不到该类名：${jobClassName}`);

/**
 * An invalid cron expression. `message` is the engine's zh-CN text (the server does not negotiate a
 * language, contract §1.5); `detail` carries the structured error and its en-US text for the response.
 */
export class InvalidCronError extends JeecgError {
  readonly detail: QuartzCronError;

  constructor(error: CronError) {
    super(`Cron表达式不正确：${formatCronMessage(error, 'zh-CN')}`);
    this.detail = {
      field: error.field,
      code: error.code,
      params: error.params,
      message: formatCronMessage(error, 'en-US'),
    };
  }
}

/** Quartz refuses a trigger that will never fire ("Based on configured schedule, the given trigger will never fire"). */
export const neverFires = (cronExpression: string) =>
  new JeecgError(`定时任务不会再被触发：Cron表达式 ${cronExpression} 在当前时间之后没有触发时间`);
