import { Inject, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { type SeedContext, SeedRunner, type SeedStep } from './seed.runner';

/**
 * One module's part of the first-start seed: it writes its own tables only. Steps run in ascending `order` in one
 * transaction; a later step reads what an earlier one wrote through the transaction's manager.
 */
export abstract class FirstStartSeed implements SeedStep, OnModuleInit {
  @Inject(SeedRunner) private readonly runner!: SeedRunner;

  /** Position in the first start (tenants 10, departments 20, menus 30, roles 40, users 50, …). */
  abstract readonly order: number;

  /** The table whose rows mean the first start already ran (the users' step names its table). */
  readonly marker?: EntityTarget<ObjectLiteral>;

  /** Work outside the transaction (scrypt is slow on purpose and runs on the thread pool in parallel). */
  prepare?(ctx: SeedContext): Promise<void>;

  /** Writes the step's rows; returns what it seeded for the log ("3 users"), if worth saying. */
  abstract seed(em: EntityManager, ctx: SeedContext): Promise<string | undefined>;

  onModuleInit(): void {
    this.runner.register(this);
  }
}

/**
 * A module's seed for a fresh database. It runs at bootstrap, before the first-start seed, so "fresh" is the
 * runner's rule (its marker table, the users, still empty), and only while the module's own table is still empty.
 */
export abstract class FreshDatabaseSeeder implements OnApplicationBootstrap {
  protected readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() protected readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) protected readonly config: EmulatorConfig,
    @Inject(CLOCK) protected readonly clock: Clock,
    @Inject(SeedRunner) protected readonly seeds: SeedRunner,
  ) {}

  /** The table whose rows mean the seed already ran. */
  protected abstract readonly table: EntityTarget<ObjectLiteral>;

  /** Writes the seed; returns what was seeded, for the log ("3 fill rules"). */
  protected abstract seed(): Promise<string>;

  async onApplicationBootstrap(): Promise<void> {
    await this.seedIfFresh();
  }

  /** True when it seeded. */
  async seedIfFresh(): Promise<boolean> {
    if (!(await this.seeds.isFresh())) return false;
    if ((await this.db.getRepository(this.table).count()) > 0) return false;
    this.logger.log(`seeded ${await this.seed()}`);
    return true;
  }
}
