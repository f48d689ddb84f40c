import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { DictMap, DictModel } from '@cropwatch/contract';
import type { DictTexts } from '../../core/dict/dict-text';
import { DictItemEntity } from './entities/dict-item.entity';
import { DictEntity } from './entities/dict.entity';
import { parseTableDict } from './table-dict.parser';

/** Column values of table dictionaries are strings or numbers; anything else (null) reads as "". */
const asText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : '';

const model = (value: unknown, text: unknown): DictModel => {
  const t = asText(text);
  return { value: asText(value), text: t, title: t, label: t };
};

/** Dictionaries: plain ones from sys_dict/sys_dict_item, table ones through the allowlist (contract §4). */
@Injectable()
export class DictService {
  constructor(
    @InjectRepository(DictEntity) private readonly dicts: Repository<DictEntity>,
    @InjectRepository(DictItemEntity) private readonly items: Repository<DictItemEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** `getDictItems`: a plain dictionary's items, disabled ones included, or a table dictionary's rows. */
  async getDictItems(dictCode: string): Promise<DictModel[]> {
    if (dictCode.includes(',')) return this.tableDictItems(dictCode);
    const rows = await this.items
      .createQueryBuilder('i')
      .innerJoin(DictEntity, 'd', 'd.id = i.dictId')
      .where('d.dictCode = :dictCode', { dictCode })
      .andWhere('d.delFlag = 0')
      .orderBy('i.sortOrder', 'ASC')
      .getMany();
    return rows.map((r) => model(r.itemValue, r.itemText));
  }

  /** Every dictionary with its enabled items by sort order (`queryAllDictItems`, login `sysAllDictItems`). */
  async queryAllDictItems(): Promise<DictMap> {
    const dicts = await this.dicts.find({ where: { delFlag: 0 }, order: { dictCode: 'ASC' } });
    const items = await this.items.find({ where: { status: 1 }, order: { sortOrder: 'ASC' } });
    const byDict = new Map<string, DictModel[]>();
    for (const item of items) {
      const list = byDict.get(item.dictId) ?? [];
      list.push(model(item.itemValue, item.itemText));
      byDict.set(item.dictId, list);
    }
    return Object.fromEntries(dicts.map((d) => [d.dictCode, byDict.get(d.id) ?? []]));
  }

  /** Value -> text maps of the given dictionaries (all items, so old values still translate). */
  async texts(dictCodes: string[]): Promise<DictTexts> {
    const out: DictTexts = new Map(dictCodes.map((c) => [c, new Map<string, string>()]));
    if (dictCodes.length === 0) return out;
    const rows = await this.items
      .createQueryBuilder('i')
      .innerJoin(DictEntity, 'd', 'd.id = i.dictId')
      .select(['d.dictCode AS code', 'i.itemValue AS value', 'i.itemText AS text'])
      .where('d.dictCode IN (:...dictCodes)', { dictCodes })
      .getRawMany<{ code: string; value: string; text: string }>();
    for (const r of rows) out.get(r.code)?.set(r.value, r.text);
    return out;
  }

  private async tableDictItems(dictCode: string): Promise<DictModel[]> {
    const q = parseTableDict(dictCode);
    const esc = (name: string) => this.db.driver.escape(name);
    const qb = this.db
      .createQueryBuilder()
      .select(esc(q.textColumn), 'text')
      .addSelect(esc(q.codeColumn), 'value')
      .from(q.table, 't');
    if (q.where) qb.andWhere(q.where);
    if (q.condition) qb.andWhere(`${esc(q.condition.column)} = :conditionValue`, { conditionValue: q.condition.value });
    const rows = await qb.getRawMany<{ text: unknown; value: unknown }>();
    return rows.map((r) => model(r.value, r.text));
  }
}
