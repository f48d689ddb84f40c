import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRows, seedId } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import { FirstStartSeed } from '../../core/seed/seeder';
import { DictItemEntity } from './entities/dict-item.entity';
import { DictEntity } from './entities/dict.entity';

/** First start: the dictionaries of `seed/dicts.json` and their items. */
@Injectable()
export class DictSeed extends FirstStartSeed {
  readonly order = 60;

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<string> {
    const audit = { createBy: 'admin', createTime: new Date(now) };
    const dicts = files.dicts.dicts.map((d) => ({
      id: seedId('dict', d.dictCode),
      dictCode: d.dictCode,
      dictName: d.dictName,
      type: d.type,
      delFlag: 0,
      description: null,
      ...audit,
    }));
    const items = files.dicts.dicts.flatMap((d) =>
      d.items.map((item, i) => ({
        id: seedId('dict-item', `${d.dictCode}:${item.value}`),
        dictId: seedId('dict', d.dictCode),
        itemValue: item.value,
        itemText: item.text,
        sortOrder: i + 1,
        status: item.status,
        description: null,
        ...audit,
      })),
    );
    await insertRows(em, DictEntity, dicts);
    await insertRows(em, DictItemEntity, items);
    return `${files.dicts.dicts.length} dictionaries`;
  }
}
