import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import type { DictMap, DictModel, TreeSelectModel } from '@cropwatch/contract';
import { CACHE_INVALIDATION, type CacheInvalidation, VersionedCache } from '../../core/cache/cache-invalidation';
import type { DictTexts } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { JsonText } from '../../core/result/result';
import { DictItemEntity } from './entities/dict-item.entity';
import { DictEntity } from './entities/dict.entity';
import {
  FORMAT_MESSAGE,
  parseTableDict,
  parseTreeCondition,
  parseTreeSource,
  type TableDictQuery,
} from './table-dict.parser';

/** Column values of table dictionaries are strings or numbers; anything else (null) reads as "". */
const asText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : '';

const model = (value: unknown, text: unknown): DictModel => {
  const t = asText(text);
  return { value: asText(value), text: t, title: t, label: t };
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Comma list -> trimmed, non-empty parts. */
const splitList = (s: string) =>
  s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

export interface TreeDataQuery {
  pid: string;
  pidField: string;
  tableName: string;
  text: string;
  code: string;
  hasChildField: string;
  condition: string;
}

/**
 * Dictionaries: plain ones from sys_dict/sys_dict_item, table ones through the allowlist (contract §4).
 * Plain dictionaries' items are cached until sys_dict or sys_dict_item is written (core/cache), so an edit is
 * visible on the next call and `refleshCache` has nothing to clear; table dictionaries are read every time.
 */
@Injectable()
export class DictService {
  constructor(
    @InjectRepository(DictEntity) private readonly dicts: Repository<DictEntity>,
    @InjectRepository(DictItemEntity) private readonly items: Repository<DictItemEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CACHE_INVALIDATION) invalidation: CacheInvalidation,
  ) {
    this.itemCache = new VersionedCache(invalidation, ['sys_dict', 'sys_dict_item']);
  }

  private readonly itemCache: VersionedCache<{ items: DictModel[]; json: JsonText }>;

  /** A plain dictionary's items, disabled ones included, or a table dictionary's rows. */
  async getDictItems(dictCode: string): Promise<DictModel[]> {
    if (dictCode.includes(',')) return this.tableDictItems(dictCode);
    return (await this.cachedItems(dictCode)).items;
  }

  /** `getDictItems` as the endpoint writes it: a plain dictionary's JSON is made once per change (issue #17). */
  async getDictItemsJson(dictCode: string): Promise<JsonText> {
    if (dictCode.includes(',')) return new JsonText(JSON.stringify(await this.tableDictItems(dictCode)));
    return (await this.cachedItems(dictCode)).json;
  }

  private cachedItems(dictCode: string): Promise<{ items: DictModel[]; json: JsonText }> {
    return this.itemCache.get(dictCode, async () => {
      const items = await this.readDictItems(dictCode);
      return { items, json: new JsonText(JSON.stringify(items)) };
    });
  }

  private async readDictItems(dictCode: string): Promise<DictModel[]> {
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
    const plain = dictCodes.filter((c) => !c.includes(','));
    for (const code of dictCodes.filter((c) => c.includes(','))) {
      const rows = await this.tableDictItems(code);
      out.set(code, new Map(rows.map((r) => [r.value, r.text])));
    }
    if (plain.length === 0) return out;
    const rows = await this.items
      .createQueryBuilder('i')
      .innerJoin(DictEntity, 'd', 'd.id = i.dictId')
      .select(['d.dictCode AS code', 'i.itemValue AS value', 'i.itemText AS text'])
      .where('d.dictCode IN (:...plain)', { plain })
      .getRawMany<{ code: string; value: string; text: string }>();
    for (const r of rows) out.get(r.code)?.set(r.value, r.text);
    return out;
  }

  /** `getDictText/{dictCode}/{key}`: the text of one value, or null. */
  async getDictText(dictCode: string, key: string): Promise<string | null> {
    if (dictCode.includes(',')) {
      const q = parseTableDict(dictCode);
      const { qb, value } = this.tableQuery(q);
      const row = await qb.andWhere(`${value} = :key`, { key }).getRawOne<{ text: unknown }>();
      return row ? asText(row.text) : null;
    }
    const row = await this.items
      .createQueryBuilder('i')
      .innerJoin(DictEntity, 'd', 'd.id = i.dictId')
      .where('d.dictCode = :dictCode AND d.delFlag = 0 AND i.itemValue = :key', { dictCode, key })
      .getOne();
    return row?.itemText ?? null;
  }

  /**
   * `loadDict/{dictCode}` (contract §4.3): a table dictionary searched by `keyword` — LIKE on text or value,
   * or, for a comma list, IN on either — always as bound values; `pageSize` limits the rows.
   */
  async loadDict(dictCode: string, keyword?: string, pageSize?: number): Promise<DictModel[]> {
    const q = parseTableDict(dictCode);
    const { qb, text, value } = this.tableQuery(q);
    const kw = keyword?.trim();
    if (kw) {
      if (kw.includes(',')) {
        const list = splitList(kw);
        if (list.length) qb.andWhere(`(${text} IN (:...kwList) OR ${value} IN (:...kwList))`, { kwList: list });
      } else {
        qb.andWhere(`(${text} LIKE :kw ESCAPE '\\' OR ${value} LIKE :kw ESCAPE '\\')`, { kw: `%${escapeLike(kw)}%` });
      }
    }
    if (pageSize) qb.limit(pageSize);
    const rows = await qb.getRawMany<{ text: unknown; value: unknown }>();
    return rows.map((r) => model(r.value, r.text));
  }

  /** `loadDictOrderByValue/{dictCode}`: the first page, with the rows of the current value(s) put in front. */
  async loadDictOrderByValue(dictCode: string, keyword: string, pageSize?: number): Promise<DictModel[]> {
    const page = await this.loadDict(dictCode, undefined, pageSize);
    const keys = splitList(keyword);
    if (keys.length === 0) return page;
    const { qb, value } = this.tableQuery(parseTableDict(dictCode));
    const rows = await qb.andWhere(`${value} IN (:...keys)`, { keys }).getRawMany<{ text: unknown; value: unknown }>();
    const current = rows
      .map((r) => model(r.value, r.text))
      .sort((a, b) => keys.indexOf(a.value) - keys.indexOf(b.value));
    const shown = new Set(page.map((m) => m.value));
    return [...current.filter((m) => !shown.has(m.value)), ...page];
  }

  /**
   * `loadDictItem/{dictCode}` (exactly `table,text,code`): the texts of the comma values of `key`, in their
   * order; unknown values are dropped, or returned as themselves with `delNotExist=false`.
   */
  async loadDictItem(dictCode: string, key: string, delNotExist = true): Promise<string[]> {
    if (dictCode.split(',').length !== 3) throw new JeecgError(FORMAT_MESSAGE);
    const keys = splitList(key);
    if (keys.length === 0) return [];
    const { qb, value } = this.tableQuery(parseTableDict(dictCode));
    const rows = await qb.andWhere(`${value} IN (:...keys)`, { keys }).getRawMany<{ text: unknown; value: unknown }>();
    const texts = new Map(rows.map((r) => [asText(r.value), asText(r.text)]));
    return keys.flatMap((k) => (texts.has(k) ? [texts.get(k)!] : delNotExist ? [] : [k]));
  }

  /**
   * `loadTreeData` (contract §4.3): one level of a table tree. Every identifier is allowlisted; `condition`
   * (a JSON object) replaces the pid filter by `column LIKE value` conditions with bound values.
   */
  async loadTreeData(p: TreeDataQuery): Promise<TreeSelectModel[]> {
    const src = parseTreeSource(p);
    const esc = (name: string) => this.db.driver.escape(name);
    const qb = this.db
      .createQueryBuilder()
      .select(esc(src.textColumn), 'title')
      .addSelect(esc(src.codeColumn), 'key')
      .addSelect(esc(src.pidColumn), 'parentId')
      .from(src.table, 't');
    if (src.hasChildColumn) qb.addSelect(esc(src.hasChildColumn), 'hasChild');
    if (src.where) qb.andWhere(src.where);
    const condition = p.condition.trim();
    if (condition) {
      parseTreeCondition(src.table, condition).forEach((c, i) =>
        qb.andWhere(`${esc(c.column)} LIKE :tc${i}`, { [`tc${i}`]: c.value }),
      );
    } else if (p.pid.trim()) {
      qb.andWhere(`${esc(src.pidColumn)} = :pid`, { pid: p.pid.trim() });
    } else {
      qb.andWhere(`(${esc(src.pidColumn)} IS NULL OR ${esc(src.pidColumn)} = '')`);
    }
    const rows = await qb.getRawMany<{ title: unknown; key: unknown; parentId: unknown; hasChild?: unknown }>();
    return rows.map((r) => ({
      key: asText(r.key),
      title: asText(r.title),
      value: null,
      code: null,
      parentId: r.parentId === null || r.parentId === undefined ? null : asText(r.parentId),
      icon: null,
      leaf: src.hasChildColumn ? asText(r.hasChild) !== '1' : false,
      children: null,
    }));
  }

  private async tableDictItems(dictCode: string): Promise<DictModel[]> {
    const { qb } = this.tableQuery(parseTableDict(dictCode));
    const rows = await qb.getRawMany<{ text: unknown; value: unknown }>();
    return rows.map((r) => model(r.value, r.text));
  }

  /** `SELECT text, value FROM table [WHERE own filter AND column = :bound]`; names come from the allowlist. */
  private tableQuery(q: TableDictQuery): { qb: SelectQueryBuilder<object>; text: string; value: string } {
    const esc = (name: string) => this.db.driver.escape(name);
    const text = esc(q.textColumn);
    const value = esc(q.codeColumn);
    const qb = this.db.createQueryBuilder().select(text, 'text').addSelect(value, 'value').from(q.table, 't');
    if (q.where) qb.andWhere(q.where);
    if (q.condition) qb.andWhere(`${esc(q.condition.column)} = :conditionValue`, { conditionValue: q.condition.value });
    return { qb, text, value };
  }
}
