import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { readSeedFile } from '../../core/seed/seed-file';
import { FreshDatabaseSeeder } from '../../core/seed/seeder';
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
export class CategorySeeder extends FreshDatabaseSeeder {
  protected readonly table = CategoryEntity;

  protected async seed(): Promise<string> {
    const repo = this.db.getRepository(CategoryEntity);
    const { categories } = readSeedFile(this.config.seedDir, 'categories.json', categorySeedSchema);
    const now = new Date(this.clock.now());
    const rows = flattenCategories(categories).map((r) => ({
      ...r,
      createBy: 'admin',
      createTime: now,
      updateBy: null,
      updateTime: null,
    }));
    await repo.createQueryBuilder().insert().into(CategoryEntity).values(rows).updateEntity(false).execute();
    return `${rows.length} categories`;
  }
}
