import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, Not, type Repository } from 'typeorm';
import {
  type DictAddValues,
  type DictEditValues,
  type DictImportRow,
  dictImportRowSchema,
  type DictItemAddValues,
  type DictItemEditValues,
  type SysDict,
  type SysDictItem,
  type SysDictTree,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import { splitIds } from '../../core/http/id-list';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { DataLogService } from '../data-log';
import { DictService } from './dict.service';
import { DictItemEntity } from './entities/dict-item.entity';
import { DictEntity } from './entities/dict.entity';

export const toDictJson = (d: DictEntity): SysDict => ({
  id: d.id,
  dictName: d.dictName,
  dictCode: d.dictCode,
  description: d.description,
  delFlag: d.delFlag,
  createBy: d.createBy,
  createTime: formatDateTime(d.createTime),
  updateBy: d.updateBy,
  updateTime: formatDateTime(d.updateTime),
  type: d.type,
});

export const toDictItemJson = (i: DictItemEntity): SysDictItem => ({
  id: i.id,
  dictId: i.dictId,
  itemText: i.itemText,
  itemValue: i.itemValue,
  description: i.description,
  sortOrder: i.sortOrder,
  status: i.status,
  createBy: i.createBy,
  createTime: formatDateTime(i.createTime),
  updateBy: i.updateBy,
  updateTime: formatDateTime(i.updateTime),
});

/** Properties `GET /sys/dict/list` filters and sorts by (QueryGenerator over SysDict). */
export const DICT_LIST_FIELDS: ListFields = {
  id: 'string',
  dictName: 'string',
  dictCode: 'string',
  description: 'string',
  type: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** Properties `GET /sys/dictItem/list` filters and sorts by (QueryGenerator over SysDictItem). */
export const DICT_ITEM_LIST_FIELDS: ListFields = {
  id: 'string',
  dictId: 'string',
  itemText: 'string',
  itemValue: 'string',
  description: 'string',
  sortOrder: 'number',
  status: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

const ITEM_DICT_FIELDS = { status: 'dict_item_status' };

/** The dictionaries sheet (AutoPOI `@Excel` names of SysDict). */
export const DICT_COLUMNS: ExcelColumn[] = [
  { key: 'dictName', header: '字典名称', width: 20 },
  { key: 'dictCode', header: '字典编码', width: 20 },
  { key: 'description', header: '描述', width: 30 },
  { key: 'type', header: '字典类型' },
];

/**
 * Dictionary administration after JeecgBoot's SysDictController and SysDictItemController (contract §4.3):
 * logical delete into a recycle bin, physical delete and restore from it. Stricter than JeecgBoot: a
 * dictionary code is unique across the recycle bin too (the database index is), and an item value is unique
 * within its dictionary (what `dictItemCheck` tells the client).
 */
@Injectable()
export class DictAdminService {
  constructor(
    @InjectRepository(DictEntity) private readonly dicts: Repository<DictEntity>,
    @InjectRepository(DictItemEntity) private readonly items: Repository<DictItemEntity>,
    @Inject(DictService) private readonly dictService: DictService,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DataLogService) private readonly dataLogs: DataLogService,
  ) {}

  async list(query: ListQuery): Promise<IPage<SysDict>> {
    const plan = planListQuery(DICT_LIST_FIELDS, query, 'd');
    return fetchPage(
      this.dicts.createQueryBuilder('d').where('d.delFlag = 0'),
      plan,
      (rows) => rows.map(toDictJson),
      'id',
    );
  }

  /** Query rows of `list` (`exportXls`): the same filters, every page, optionally only `selections`. */
  async listForExport(query: ListQuery): Promise<SysDict[]> {
    const plan = planListQuery(DICT_LIST_FIELDS, query, 'd');
    plan.pageNo = 1;
    plan.pageSize = 100_000;
    const qb = this.dicts.createQueryBuilder('d').where('d.delFlag = 0');
    const selections = typeof query.selections === 'string' ? splitIds(query.selections) : [];
    if (selections.length) qb.andWhere('d.id IN (:...selections)', { selections });
    return (await fetchPage(qb, plan, (rows) => rows.map(toDictJson), 'id')).records;
  }

  /** The dictionaries import: codes unique across the table (recycle bin included) and the file. */
  async importSpec(user: Principal): Promise<ImportSpec<DictImportRow>> {
    const codes = new Set((await this.dicts.find({ select: { dictCode: true } })).map((d) => d.dictCode));
    return {
      entity: 'sysDict',
      columns: DICT_COLUMNS,
      schema: dictImportRowSchema,
      check: (row) => {
        if (codes.has(row.dictCode)) return `字典编码已存在：${row.dictCode}`;
        codes.add(row.dictCode);
        return null;
      },
      insert: async (em, rows) => {
        const now = new Date(this.clock.now());
        for (const r of rows) {
          await em.insert(DictEntity, {
            id: newId(this.clock.now()),
            dictName: r.dictName,
            dictCode: r.dictCode,
            description: r.description ?? null,
            type: Number(r.type ?? 0),
            delFlag: 0,
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          });
        }
      },
    };
  }

  /** `treeList`: every non-deleted dictionary as a tree node, newest first, optionally by name. */
  async treeList(dictName?: string): Promise<SysDictTree[]> {
    const qb = this.dicts.createQueryBuilder('d').where('d.delFlag = 0');
    if (dictName?.trim()) {
      qb.andWhere(`d.dictName LIKE :name ESCAPE '\\'`, {
        name: `%${dictName.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      });
    }
    const rows = await qb.orderBy('d.createTime', 'DESC').addOrderBy('d.id', 'DESC').getMany();
    return rows.map((d) => ({ key: d.id, title: d.dictName, ...toDictJson(d) }));
  }

  private async assertCodeFree(dictCode: string, exceptId?: string): Promise<void> {
    const taken = await this.dicts.findOne({ where: { dictCode, ...(exceptId ? { id: Not(exceptId) } : {}) } });
    if (taken) {
      throw new JeecgError(
        taken.delFlag === 1 ? `操作失败，字典编码已存在于回收站：${dictCode}` : `操作失败，字典编码已存在：${dictCode}`,
      );
    }
  }

  async add(body: DictAddValues, user: Principal): Promise<void> {
    await this.assertCodeFree(body.dictCode);
    const now = this.clock.now();
    await this.dicts.insert({
      id: newId(now),
      dictName: body.dictName,
      dictCode: body.dictCode,
      description: body.description ?? null,
      type: body.type ?? 0,
      delFlag: 0,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
  }

  /** MyBatis-Plus `updateById`: fields left null keep their stored value. */
  async edit(body: DictEditValues, user: Principal): Promise<void> {
    const row = await this.dicts.findOne({ where: { id: body.id, delFlag: 0 } });
    if (!row) throw new JeecgError('未找到对应实体');
    if (body.dictCode && body.dictCode !== row.dictCode) await this.assertCodeFree(body.dictCode, row.id);
    const changes = {
      dictName: body.dictName ?? row.dictName,
      dictCode: body.dictCode ?? row.dictCode,
      description: body.description ?? row.description,
      type: body.type ?? row.type,
      updateBy: user.username,
      updateTime: new Date(this.clock.now()),
    };
    await this.db.transaction(async (em) => {
      await em.update(DictEntity, { id: row.id }, changes);
      await this.dataLogs.record(em, 'sys_dict', { ...row, ...changes }, user);
    });
  }

  /** Logical delete into the recycle bin; false when nothing was deleted. */
  async delete(ids: string[], user: Principal): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.dicts.update(
      { id: In(ids), delFlag: 0 },
      { delFlag: 1, updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
    return result.affected ?? 0;
  }

  recycleBin(): Promise<SysDict[]> {
    return this.dicts
      .find({ where: { delFlag: 1 }, order: { updateTime: 'DESC', id: 'ASC' } })
      .then((rows) => rows.map(toDictJson));
  }

  /** Removes a dictionary for good, with its items. */
  async deletePhysic(id: string): Promise<boolean> {
    return this.db.transaction(async (em) => {
      const row = await em.findOne(DictEntity, { where: { id } });
      if (!row) return false;
      await em.delete(DictItemEntity, { dictId: id });
      await em.delete(DictEntity, { id });
      return true;
    });
  }

  /** Restores a dictionary from the recycle bin. */
  async back(id: string, user: Principal): Promise<void> {
    const result = await this.dicts.update(
      { id, delFlag: 1 },
      { delFlag: 0, updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
    if (!result.affected) throw new JeecgError('未找到对应实体');
  }

  async itemList(query: ListQuery): Promise<IPage<SysDictItem>> {
    const plan = planListQuery(DICT_ITEM_LIST_FIELDS, query, 'i');
    // SysDictItemController adds `sort_order` after the requested order.
    plan.orderBy.push({ property: 'sortOrder', direction: 'ASC' });
    const qb = this.items.createQueryBuilder('i');
    const texts = await this.dictService.texts(Object.values(ITEM_DICT_FIELDS));
    return fetchPage(
      qb,
      plan,
      (rows) => rows.map((r) => withDictText(toDictItemJson(r), ITEM_DICT_FIELDS, texts)),
      'id',
    );
  }

  private async assertValueFree(dictId: string, itemValue: string, exceptId?: string): Promise<void> {
    if (await this.itemValueTaken(dictId, itemValue, exceptId)) {
      throw new JeecgError(`操作失败，该字典中已存在数据值：${itemValue}`);
    }
  }

  async itemValueTaken(dictId: string, itemValue: string, exceptId?: string): Promise<boolean> {
    const count = await this.items.count({
      where: { dictId, itemValue, ...(exceptId ? { id: Not(exceptId) } : {}) },
    });
    return count > 0;
  }

  async addItem(body: DictItemAddValues, user: Principal): Promise<void> {
    const dict = await this.dicts.findOne({ where: { id: body.dictId, delFlag: 0 } });
    if (!dict) throw new JeecgError('操作失败，所属字典不存在');
    await this.assertValueFree(dict.id, body.itemValue);
    const now = this.clock.now();
    await this.items.insert({
      id: newId(now),
      dictId: dict.id,
      itemText: body.itemText,
      itemValue: body.itemValue,
      description: body.description ?? null,
      sortOrder: body.sortOrder ?? 0,
      status: body.status ?? 1,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
  }

  async editItem(body: DictItemEditValues, user: Principal): Promise<void> {
    const row = await this.items.findOne({ where: { id: body.id } });
    if (!row) throw new JeecgError('未找到对应实体');
    const itemValue = body.itemValue ?? row.itemValue;
    if (itemValue !== row.itemValue) await this.assertValueFree(row.dictId, itemValue, row.id);
    const changes = {
      itemText: body.itemText ?? row.itemText,
      itemValue,
      description: body.description ?? row.description,
      sortOrder: body.sortOrder ?? row.sortOrder,
      status: body.status ?? row.status,
      updateBy: user.username,
      updateTime: new Date(this.clock.now()),
    };
    await this.db.transaction(async (em) => {
      await em.update(DictItemEntity, { id: row.id }, changes);
      await this.dataLogs.record(em, 'sys_dict_item', { ...row, ...changes }, user);
    });
  }

  async deleteItems(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return (await this.items.delete({ id: In(ids) })).affected ?? 0;
  }

  /** Items of a dictionary (export). */
  async itemsOf(dictIds: string[]): Promise<DictItemEntity[]> {
    if (dictIds.length === 0) return [];
    return this.items.find({ where: { dictId: In(dictIds) }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }
}
