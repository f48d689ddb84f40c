import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { UserEntity } from '../user/entities/user.entity';
import { ROOT_PID } from './category.service';
import { CategoryEntity } from './entities/category.entity';

export interface SeedCategory {
  id: string;
  name: string;
  code: string;
  children?: SeedCategory[];
}

const seedCategorySchema: z.ZodType<SeedCategory> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[0-9a-f]{32}$/),
    name: z.string().min(1).max(100),
    code: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    children: z.array(seedCategorySchema).optional(),
  }),
);

/** Shape of `seed/categories.json`, checked before anything is written. */
export const categorySeedSchema = z.object({ categories: z.array(seedCategorySchema) });

/** Flattens the seed tree into rows; throws when a child's code does not start with its parent's. */
export function flattenCategories(
  tree: SeedCategory[],
): Omit<CategoryEntity, 'createTime' | 'createBy' | 'updateBy' | 'updateTime'>[] {
  const rows: Omit<CategoryEntity, 'createTime' | 'createBy' | 'updateBy' | 'updateTime'>[] = [];
  const walk = (nodes: SeedCategory[], pid: string, parentCode: string) => {
    for (const n of nodes) {
      if (!n.code.startsWith(parentCode))
        throw new Error(`seed/categories.json: ${n.code} must start with ${parentCode}`);
      rows.push({
        id: n.id,
        pid,
        name: n.name,
        code: n.code,
        hasChild: n.children?.length ? '1' : '0',
        sysOrgCode: null,
      });
      walk(n.children ?? [], n.id, n.code);
    }
  };
  walk(tree, ROOT_PID, '');
  return rows;
}

/**
 * Seeds the category dictionary (`seed/categories.json`) into a fresh database. Like the scheduled jobs it
 * runs at bootstrap, before the core SeedRunner, so "fresh" is the core's rule: no users yet.
 */
@Injectable()
export class CategorySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedIfFresh();
  }

  async seedIfFresh(): Promise<boolean> {
    if ((await this.db.getRepository(UserEntity).count()) > 0) return false;
    const repo = this.db.getRepository(CategoryEntity);
    if ((await repo.count()) > 0) return false;
    const file = path.join(this.config.seedDir, 'categories.json');
    const parsed = categorySeedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`seed/categories.json: ${issue.path.join('.')}: ${issue.message}`);
    }
    const now = new Date(this.clock.now());
    const rows = flattenCategories(parsed.data.categories).map((r) => ({
      ...r,
      createBy: 'admin',
      createTime: now,
      updateBy: null,
      updateTime: null,
    }));
    await repo.createQueryBuilder().insert().into(CategoryEntity).values(rows).updateEntity(false).execute();
    this.logger.log(`seeded ${rows.length} categories`);
    return true;
  }
}
