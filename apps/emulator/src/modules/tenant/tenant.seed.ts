import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRows } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import { FirstStartSeed } from '../../core/seed/seeder';
import { TenantEntity } from './entities/tenant.entity';

/** First start: the tenants of `seed/tenants.json`. */
@Injectable()
export class TenantSeed extends FirstStartSeed {
  readonly order = 10;

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<undefined> {
    await insertRows(
      em,
      TenantEntity,
      files.tenants.tenants.map((t) => ({
        ...t,
        createTime: new Date(now),
        createBy: 'admin',
        beginDate: null,
        endDate: null,
      })),
    );
    return undefined;
  }
}
