import { Inject, Injectable, Logger } from '@nestjs/common';
import type { QuartzJobClass } from '@cropwatch/contract';
import { type QuartzJobContext, RegisteredJob } from '../../../core/jobs/job-registry';
import { AnalysisDispatchRegistry } from './analysis-dispatch.registry';

/** Result text while no analysis module has registered its dispatcher. */
export const NO_DISPATCHER = 'no dispatcher registered';

/** Hands the pending analysis items to the dispatcher the analysis module registers. */
@Injectable()
export class AnalysisDispatchJob extends RegisteredJob {
  readonly rank = 50;
  private readonly logger = new Logger('AnalysisDispatchJob');

  readonly info: QuartzJobClass = {
    jobClassName: 'org.cropwatch.analysis.job.AnalysisDispatchJob',
    name: '分析生成调度',
    nameEn: 'Analysis generation dispatcher',
    description: '分发待生成的分析条目',
    descriptionEn: 'Dispatches pending analysis items for generation',
    parameter: {
      required: false,
      description: '由分析模块解释',
      descriptionEn: 'Interpreted by the analysis module',
      example: null,
    },
  };

  constructor(@Inject(AnalysisDispatchRegistry) private readonly dispatchers: AnalysisDispatchRegistry) {
    super();
  }

  async execute(context: QuartzJobContext): Promise<string> {
    const dispatcher = this.dispatchers.current();
    if (!dispatcher) {
      this.logger.log(NO_DISPATCHER);
      return NO_DISPATCHER;
    }
    return dispatcher.dispatchPending(context);
  }
}
