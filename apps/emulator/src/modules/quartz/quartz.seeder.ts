import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { validateCron } from '@cropwatch/cron';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { readSeedFile } from '../../core/seed/seed-file';
import { SeedRunner } from '../../core/seed/seed.runner';
import { QuartzJobEntity } from './entities/quartz-job.entity';

/** Shape of `seed/quartz-jobs.json`, checked before anything is written. */
export const quartzSeedSchema = z.object({
  jobs: z.array(
    z.object({
      id: z.string().regex(/^[0-9a-f]{32}$/),
      jobClassName: z.string().min(1),
      cronExpression: z.string().min(1),
      parameter: z.string().nullable(),
      description: z.string().nullable(),
      status: z.union([z.literal(0), z.literal(-1)]),
    }),
  ),
});

/** Reads and validates the seed file; throws naming the file and the first problem. */
export function readQuartzSeed(
  seedDir: string,
  knownClass: (name: string) => boolean,
): z.infer<typeof quartzSeedSchema> {
  const seed = readSeedFile(seedDir, 'quartz-jobs.json', quartzSeedSchema);
  for (const job of seed.jobs) {
    if (!knownClass(job.jobClassName)) throw new Error(`seed/quartz-jobs.json: unknown job class ${job.jobClassName}`);
    const cronError = validateCron(job.cronExpression);
    if (cronError) throw new Error(`seed/quartz-jobs.json: ${job.id}: ${cronError.message}`);
  }
  return seed;
}

/**
 * Seeds the scheduled jobs into a fresh database. It runs from the scheduler's bootstrap, before the core
 * SeedRunner (which runs after `init`), so "fresh" uses the core's own rule: no users yet.
 */
@Injectable()
export class QuartzSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SeedRunner) private readonly seeds: SeedRunner,
  ) {}

  /** True when it seeded. `knownClass` guards against a seed row naming a class nobody registered. */
  async seedIfFresh(knownClass: (name: string) => boolean = () => true): Promise<boolean> {
    if (!(await this.seeds.isFresh())) return false;
    const jobs = this.db.getRepository(QuartzJobEntity);
    if ((await jobs.count()) > 0) return false;
    const seed = readQuartzSeed(this.config.seedDir, knownClass);
    const now = new Date(this.clock.now());
    await jobs.insert(
      seed.jobs.map((j) => ({
        ...j,
        delFlag: 0,
        createBy: 'admin',
        createTime: now,
        updateBy: null,
        updateTime: null,
      })),
    );
    this.logger.log(`seeded ${seed.jobs.length} scheduled jobs`);
    return true;
  }
}
