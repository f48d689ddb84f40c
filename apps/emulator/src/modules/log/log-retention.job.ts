import { Inject, Injectable } from '@nestjs/common';
import type { QuartzJobClass } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { type QuartzJobContext, RegisteredJob } from '../../core/jobs/job-registry';
import { LogService } from './log.service';

/**
 * Log retention (issue #12): deletes `sys_log` rows older than `LOG_RETENTION_DAYS` (default 90) days; a
 * positive whole number in the job's parameter overrides it for that job.
 */
@Injectable()
export class LogRetentionJob extends RegisteredJob {
  readonly rank = 60;
  readonly info: QuartzJobClass = {
    jobClassName: 'org.jeecg.modules.quartz.job.LogRetentionJob',
    name: '日志保留清理',
    nameEn: 'Log retention',
    description: '删除超过保留天数的系统日志（默认取 LOG_RETENTION_DAYS，未设置为 90 天）',
    descriptionEn: 'Deletes system log rows older than the retention days (LOG_RETENTION_DAYS, default 90)',
    parameter: {
      required: false,
      description: '保留天数（正整数），留空则使用 LOG_RETENTION_DAYS',
      descriptionEn: 'Days to keep (positive integer); empty uses LOG_RETENTION_DAYS',
      example: '30',
    },
  };

  constructor(
    @Inject(LogService) private readonly logs: LogService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {
    super();
  }

  async execute(context: QuartzJobContext): Promise<string> {
    const param = context.parameter?.trim();
    if (param && !/^[1-9]\d{0,4}$/.test(param)) throw new Error(`保留天数必须是正整数：${param}`);
    const days = param ? Number(param) : this.config.logRetentionDays;
    const removed = await this.logs.purgeOlderThan(days);
    return `removed ${removed} log rows older than ${days} days`;
  }
}
