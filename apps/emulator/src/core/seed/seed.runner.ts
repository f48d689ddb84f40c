import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { readSeedFile } from './seed-file';
import { type SeedFiles, seedFilesSchema } from './seed.schemas';

/** Reads and validates every seed file of the first start; throws naming the file and the first problem. */
export function readSeedFiles(dir: string): SeedFiles {
  const out: Partial<Record<keyof SeedFiles, unknown>> = {};
  for (const [name, schema] of Object.entries(seedFilesSchema)) {
    out[name as keyof SeedFiles] = readSeedFile(dir, `${name}.json`, schema);
  }
  return out as SeedFiles;
}

/** What each step of the first-start seed is given. */
/** A registered step (see `FirstStartSeed` in seeder.ts). */
export interface SeedStep {
  readonly order: number;
  readonly marker?: EntityTarget<ObjectLiteral>;
  prepare?(ctx: SeedContext): Promise<void>;
  seed(em: EntityManager, ctx: SeedContext): Promise<string | undefined>;
}

export interface SeedContext {
  files: SeedFiles;
  config: EmulatorConfig;
  /** The seed moment (one for every step). */
  now: number;
}

/**
 * Loads `seed/*.json` into an empty database once (the first start), in one transaction, through the steps the
 * modules register. A database whose marker table (the users) already holds rows is left alone.
 */
@Injectable()
export class SeedRunner {
  private readonly logger = new Logger('Seed');
  private readonly steps: SeedStep[] = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  register(step: SeedStep): void {
    if (this.steps.some((s) => s.order === step.order)) throw new Error(`two first-start seeds at ${step.order}`);
    this.steps.push(step);
    this.steps.sort((a, b) => a.order - b.order);
  }

  /** True while no first start has run: every marker table is still empty. */
  async isFresh(): Promise<boolean> {
    for (const step of this.steps) {
      if (step.marker && (await this.db.getRepository(step.marker).count()) > 0) return false;
    }
    return true;
  }

  /** True when it seeded. */
  async run(): Promise<boolean> {
    if (!(await this.isFresh())) return false;
    const files = readSeedFiles(this.config.seedDir);
    const ctx: SeedContext = { files, config: this.config, now: this.clock.now() };
    for (const step of this.steps) await step.prepare?.(ctx);
    const said: string[] = [];
    await this.db.transaction(async (em) => {
      for (const step of this.steps) {
        const what = await step.seed(em, ctx);
        if (what) said.push(what);
      }
    });
    this.logger.log(`seeded ${said.join(', ')}`);
    return true;
  }
}
