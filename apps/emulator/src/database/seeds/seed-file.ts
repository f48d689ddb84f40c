import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { UserEntity } from '../../modules/user/entities/user.entity';

/** Reads `seed/<file>` and checks it with `schema`; throws naming the file and the first problem. */
export function readSeedFile<S extends z.ZodType>(seedDir: string, file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`seed/${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * A module's seed for a fresh database. It runs at bootstrap, before the core SeedRunner, so "fresh" is the core's
 * rule (no users yet), and only while the module's own table is still empty.
 */
export abstract class FreshDatabaseSeeder implements OnApplicationBootstrap {
  protected readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() protected readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) protected readonly config: EmulatorConfig,
    @Inject(CLOCK) protected readonly clock: Clock,
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
    if ((await this.db.getRepository(UserEntity).count()) > 0) return false;
    if ((await this.db.getRepository(this.table).count()) > 0) return false;
    this.logger.log(`seeded ${await this.seed()}`);
    return true;
  }
}
