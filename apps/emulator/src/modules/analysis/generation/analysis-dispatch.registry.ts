import { Injectable } from '@nestjs/common';
import type { QuartzJobContext } from '../../../core/jobs/job-registry';

/** Dispatches the pending analysis items of one run; resolves to a summary for the run log. */
export interface AnalysisDispatcher {
  dispatchPending(context: QuartzJobContext): Promise<string>;
}

/**
 * The hook `AnalysisDispatchJob` calls: the analysis queue registers its dispatcher here
 * at start. Until one is registered the job records that nothing was dispatched.
 */
@Injectable()
export class AnalysisDispatchRegistry {
  private dispatcher: AnalysisDispatcher | undefined;

  register(dispatcher: AnalysisDispatcher): void {
    if (this.dispatcher && this.dispatcher !== dispatcher)
      throw new Error('an analysis dispatcher is already registered');
    this.dispatcher = dispatcher;
  }

  current(): AnalysisDispatcher | undefined {
    return this.dispatcher;
  }
}
