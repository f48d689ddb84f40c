import { Inject, Injectable } from '@nestjs/common';
import type { QuartzJobClass, QuartzRunTrigger } from '@cropwatch/contract';

/** What a job receives for one run: Quartz's JobExecutionContext, reduced to what JeecgBoot jobs read. */
export interface QuartzJobContext {
  jobId: string;
  /** The row's `parameter`, JeecgBoot's job-data key `parameter`. */
  parameter: string | null;
  trigger: QuartzRunTrigger;
  /** When the run started. */
  fireTime: Date;
}

/**
 * A job class the emulator can run, keyed by its JeecgBoot-style class name. `execute` resolves to the
 * run's result text (stored in the run log); a throw marks the run failed with the error's message.
 */
export interface QuartzJobHandler {
  readonly info: QuartzJobClass;
  execute(context: QuartzJobContext): Promise<string> | string;
}

/** Multi-provider token: the module lists its job classes under it. */
export const QUARTZ_JOBS = Symbol('QUARTZ_JOBS');

/** The allow-list of job classes: the emulator's "classpath". */
@Injectable()
export class QuartzJobRegistry {
  private readonly byClassName: Map<string, QuartzJobHandler>;

  constructor(@Inject(QUARTZ_JOBS) handlers: QuartzJobHandler[]) {
    this.byClassName = new Map();
    for (const h of handlers) {
      if (this.byClassName.has(h.info.jobClassName)) throw new Error(`duplicate job class ${h.info.jobClassName}`);
      this.byClassName.set(h.info.jobClassName, h);
    }
  }

  /** The handler of a class name (JeecgBoot trims it before loading the class). */
  get(jobClassName: string): QuartzJobHandler | undefined {
    return this.byClassName.get(jobClassName.trim());
  }

  list(): QuartzJobClass[] {
    return [...this.byClassName.values()].map((h) => h.info);
  }
}
