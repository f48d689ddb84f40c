import { Inject, Injectable, type OnModuleInit, Optional } from '@nestjs/common';
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
  /** Place in the list of job classes (`jobClasses`); equal ranks keep the order of registration. */
  readonly rank?: number;
  execute(context: QuartzJobContext): Promise<string> | string;
}

/** Optional initial list of handlers (tests build a registry from it); modules register theirs (`RegisteredJob`). */
export const QUARTZ_JOBS = Symbol('QUARTZ_JOBS');

/**
 * The allow-list of job classes: the emulator's "classpath". Core holds it so a job lives with the module it
 * serves (the log's retention, the dictionary refresh, the analysis dispatch) and the scheduler (quartz) reads it.
 */
@Injectable()
export class QuartzJobRegistry {
  private readonly byClassName = new Map<string, QuartzJobHandler>();

  constructor(@Optional() @Inject(QUARTZ_JOBS) handlers: QuartzJobHandler[] | null = null) {
    for (const h of handlers ?? []) this.register(h);
  }

  register(h: QuartzJobHandler): void {
    if (this.byClassName.has(h.info.jobClassName)) throw new Error(`duplicate job class ${h.info.jobClassName}`);
    this.byClassName.set(h.info.jobClassName, h);
  }

  /** The handler of a class name (JeecgBoot trims it before loading the class). */
  get(jobClassName: string): QuartzJobHandler | undefined {
    return this.byClassName.get(jobClassName.trim());
  }

  list(): QuartzJobClass[] {
    return [...this.byClassName.values()].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((h) => h.info);
  }
}

/** A module's job: it registers itself with the registry when its module starts. */
export abstract class RegisteredJob implements QuartzJobHandler, OnModuleInit {
  @Inject(QuartzJobRegistry) private readonly jobRegistry!: QuartzJobRegistry;

  abstract readonly info: QuartzJobClass;
  abstract readonly rank: number;
  abstract execute(context: QuartzJobContext): Promise<string> | string;

  onModuleInit(): void {
    this.jobRegistry.register(this);
  }
}
