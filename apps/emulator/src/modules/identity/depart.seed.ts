import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRows } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import type { SeedDepart } from '../../core/seed/seed.schemas';
import { FirstStartSeed } from '../../core/seed/seeder';
import { DepartEntity } from './entities/depart.entity';

/** First start: the department tree of `seed/departs.json`. */
@Injectable()
export class DepartSeed extends FirstStartSeed {
  readonly order = 20;

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<undefined> {
    const rows: Partial<DepartEntity>[] = [];
    const walk = (nodes: SeedDepart[], parentId: string, depth: number) =>
      nodes.forEach((d, index) => {
        const { children, ...fields } = d;
        rows.push({
          ...fields,
          parentId,
          departOrder: index,
          orgType: String(depth),
          status: '1',
          delFlag: '0',
          createBy: 'admin',
          createTime: new Date(now),
        });
        walk(children ?? [], d.id, depth + 1);
      });
    walk(files.departs.departs, '', 1);
    await insertRows(em, DepartEntity, rows);
    return undefined;
  }
}
