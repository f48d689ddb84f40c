import { Injectable, Logger } from '@nestjs/common';
import type { QuartzJobClass } from '@cropwatch/contract';
import { type QuartzJobContext, RegisteredJob } from '../../../core/jobs/job-registry';
import { formatDateTime } from '../../../core/result/date-format';

/** JeecgBoot's `SampleJob`: logs a greeting with the time. */
@Injectable()
export class SampleJob extends RegisteredJob {
  readonly rank = 10;
  private readonly logger = new Logger('SampleJob');

  readonly info: QuartzJobClass = {
    jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
    name: '示例任务',
    nameEn: 'Sample job',
    description: '在日志中打印 hello 和当前时间',
    descriptionEn: 'Logs "hello" with the current time',
    parameter: { required: false, description: '不使用参数', descriptionEn: 'No parameter', example: null },
  };

  execute(context: QuartzJobContext): string {
    const text = `hello, the time is ${formatDateTime(context.fireTime)}`;
    this.logger.log(text);
    return text;
  }
}

/** JeecgBoot's `SampleParamJob`: logs the parameter it was given. */
@Injectable()
export class SampleParamJob extends RegisteredJob {
  readonly rank = 20;
  private readonly logger = new Logger('SampleParamJob');

  readonly info: QuartzJobClass = {
    jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
    name: '带参示例任务',
    nameEn: 'Sample job with parameter',
    description: '在日志中打印任务参数',
    descriptionEn: 'Logs its parameter',
    parameter: {
      required: false,
      description: '任意文本，原样打印',
      descriptionEn: 'Any text, logged as is',
      example: 'scott',
    },
  };

  execute(context: QuartzJobContext): string {
    const text = `welcome ${context.parameter ?? ''}, the time is ${formatDateTime(context.fireTime)}`;
    this.logger.log(text);
    return text;
  }
}
