import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Like, type Repository } from 'typeorm';
import {
  type CategoryAddValues,
  type CategoryEditValues,
  type CategoryImportRow,
  categoryImportRowSchema,
  type DictModel,
  type SysCategory,
  type TreeSelectModel,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import { type IPage, toPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { nextChildCode, rebase } from '../../core/tree/org-code';
import { CategoryEntity } from './entities/category.entity';

/** `ISysCategoryService.ROOT_PID_VALUE`. */
export const ROOT_PID = '0';

export const toCategoryJson = (c: CategoryEntity): SysCategory => ({
  id: c.id,
  pid: c.pid,
  name: c.name,
  code: c.code,
  createBy: c.createBy,
  createTime: formatDateTime(c.createTime),
  updateBy: c.updateBy,
  updateTime: formatDateTime(c.updateTime),
  sysOrgCode: c.sysOrgCode,
  hasChild: c.hasChild,
});

/** Category `TreeSelectModel` (contract §8.4): only `leaf`, `value` and `icon` null. */
export const toTreeNode = (c: CategoryEntity): TreeSelectModel => ({
  key: c.id,
  title: c.name,
  value: null,
  code: c.code,
  parentId: c.pid,
  icon: null,
  leaf: c.hasChild !== '1',
  children: null,
});

/** Properties the category lists filter and sort by (QueryGenerator over SysCategory). */
export const CATEGORY_LIST_FIELDS: ListFields = {
  id: 'string',
  pid: 'string',
  name: 'string',
  code: 'string',
  hasChild: 'string',
  sysOrgCode: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** Properties `loadOne` and the tree `condition` may name (JeecgBoot checks them against the class). */
const LOOKUP_FIELDS = new Set(['id', 'pid', 'name', 'code', 'hasChild', 'sysOrgCode', 'createBy', 'updateBy']);

const splitList = (s: string) =>
  s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** The categories sheet: the parent is named by its code (empty for a root). */
export const CATEGORY_COLUMNS: ExcelColumn[] = [
  { key: 'name', header: '分类名称', width: 25 },
  { key: 'code', header: '分类编码', width: 20 },
  { key: 'parentCode', header: '父级编码', width: 20 },
];

const CONDITION_MESSAGE = '操作失败，condition 须为 JSON 对象，如 {"code":"A01"}';

/**
 * `/sys/category/*` after SysCategoryController and SysCategoryServiceImpl (contract §8.4). Codes follow
 * the org-code scheme of CategoryCodeRule (A01, A01A01, …) unless the client sends one, which must start
 * with the parent's code. Moving or re-coding a node re-codes its subtree so the prefix rule keeps holding.
 */
@Injectable()
export class CategoryService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `rootList`: one level (pid, default root); a name or code filter searches every level instead. */
  async rootList(query: ListQuery): Promise<IPage<SysCategory>> {
    const { pid, ...rest } = query;
    const searching = [rest.name, rest.code].some((v) => typeof v === 'string' && v.trim() !== '');
    const plan = planListQuery(CATEGORY_LIST_FIELDS, rest, 'c');
    const qb = this.categories.createQueryBuilder('c');
    if (!searching) qb.where('c.pid = :pid', { pid: typeof pid === 'string' && pid.trim() ? pid.trim() : ROOT_PID });
    if (plan.orderBy.length === 0) plan.orderBy.push({ property: 'code', direction: 'ASC' });
    return fetchPage(qb, plan, (rows) => rows.map(toCategoryJson), 'id');
  }

  /** Every category matching the list's filters (or only `selections`), for `exportXls`. */
  async listForExport(query: ListQuery): Promise<SysCategory[]> {
    const plan = planListQuery(CATEGORY_LIST_FIELDS, query, 'c');
    plan.pageNo = 1;
    plan.pageSize = 100_000;
    if (plan.orderBy.length === 0) plan.orderBy.push({ property: 'code', direction: 'ASC' });
    const qb = this.categories.createQueryBuilder('c');
    const selections = typeof query.selections === 'string' ? splitList(query.selections) : [];
    if (selections.length) qb.andWhere('c.id IN (:...selections)', { selections });
    return (await fetchPage(qb, plan, (rows) => rows.map(toCategoryJson), 'id')).records;
  }

  /** `exportXls` records: the categories with their parent's code. */
  async exportRows(query: ListQuery): Promise<(SysCategory & { parentCode: string | null })[]> {
    const rows = await this.listForExport(query);
    const all = await this.categories.find({ select: { id: true, code: true } });
    const codeOf = new Map(all.map((c) => [c.id, c.code]));
    return rows.map((r) => ({ ...r, parentCode: codeOf.get(r.pid) ?? null }));
  }

  /** The categories import: codes unique and starting with the parent's code; parents stored or earlier. */
  async importSpec(user: Principal): Promise<ImportSpec<CategoryImportRow>> {
    const known = new Map((await this.categories.find()).map((c) => [c.code, c.id]));
    const pending = new Map<string, string>();
    return {
      entity: 'sysCategory',
      columns: CATEGORY_COLUMNS,
      schema: categoryImportRowSchema,
      check: (row) => {
        if (known.has(row.code) || pending.has(row.code)) return `分类编码已存在：${row.code}`;
        if (row.parentCode) {
          if (!known.has(row.parentCode) && !pending.has(row.parentCode)) return `父级分类不存在：${row.parentCode}`;
          if (!row.code.startsWith(row.parentCode)) return `编码不符合规范,须以"${row.parentCode}"开头!`;
        }
        pending.set(row.code, newId(this.clock.now()));
        return null;
      },
      insert: async (em, rows) => {
        const now = new Date(this.clock.now());
        const parents = new Set<string>();
        for (const r of rows) {
          const pid = r.parentCode ? (known.get(r.parentCode) ?? pending.get(r.parentCode)!) : ROOT_PID;
          if (pid !== ROOT_PID) parents.add(pid);
          await em.insert(CategoryEntity, {
            id: pending.get(r.code)!,
            pid,
            name: r.name,
            code: r.code,
            hasChild: '0',
            sysOrgCode: null,
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          });
        }
        if (parents.size) await em.update(CategoryEntity, { id: In([...parents]) }, { hasChild: '1' });
      },
    };
  }

  /** `childList`: the children of `pid`, with the other QueryGenerator filters. */
  async childList(query: ListQuery): Promise<SysCategory[]> {
    const plan = planListQuery(CATEGORY_LIST_FIELDS, query, 'c');
    plan.pageNo = 1;
    plan.pageSize = 10_000;
    if (plan.orderBy.length === 0) plan.orderBy.push({ property: 'code', direction: 'ASC' });
    return (await fetchPage(this.categories.createQueryBuilder('c'), plan, (rows) => rows.map(toCategoryJson), 'id'))
      .records;
  }

  /** `getChildListBatch`: every child of the given parents, as one page. */
  async childListBatch(parentIds: string): Promise<IPage<SysCategory>> {
    const ids = splitList(parentIds);
    const rows = ids.length ? await this.categories.find({ where: { pid: In(ids) }, order: { code: 'ASC' } }) : [];
    return toPage(rows.map(toCategoryJson), rows.length, 1, Math.max(rows.length, 10));
  }

  /** `checkCode`: a child's code must start with its parent's. */
  async checkCode(pid: string | undefined, code: string | undefined): Promise<void> {
    if (!code?.trim()) throw new JeecgError('错误,类型编码为空!');
    if (!pid?.trim() || pid === ROOT_PID) return;
    const parent = await this.categories.findOne({ where: { id: pid.trim() } });
    if (!parent) throw new JeecgError('父级分类不存在');
    if (!code.trim().startsWith(parent.code)) throw new JeecgError(`编码不符合规范,须以"${parent.code}"开头!`);
  }

  /** `loadOne`: the only category whose property `field` equals `val`. */
  async loadOne(field: string, val: string): Promise<SysCategory> {
    if (!LOOKUP_FIELDS.has(field)) throw new JeecgError('字段无效，请检查!');
    const rows = await this.categories.find({ where: { [field]: val }, take: 2 });
    if (rows.length === 0) throw new JeecgError('查询无果', 0);
    if (rows.length > 1) throw new JeecgError(`查询数据异常,[${field}]存在多个值:${val.slice(0, 100)}`, 0);
    return toCategoryJson(rows[0]);
  }

  /** `loadAllData`: (id, name) of every category whose code starts with `code` (`0` or empty: all). */
  async loadAllData(code?: string): Promise<DictModel[]> {
    const prefix = code?.trim();
    const rows = await this.categories.find({
      where: prefix && prefix !== ROOT_PID ? { code: Like(`${prefix.replace(/[\\%_]/g, '')}%`) } : {},
      order: { code: 'ASC' },
    });
    return rows.map((c) => ({ value: c.id, text: c.name, title: c.name, label: c.name }));
  }

  /** `loadTreeRoot`: the children of the category coded `pcode` (root when empty), recursively unless async. */
  async loadTreeRoot(async: boolean, pcode: string): Promise<TreeSelectModel[]> {
    const pid = pcode.trim() ? await this.idByCode(pcode.trim(), true) : ROOT_PID;
    const nodes = await this.childrenOf(pid);
    if (!async) await this.loadChildren(nodes);
    return nodes;
  }

  async loadTreeChildren(pid: string): Promise<TreeSelectModel[]> {
    return this.childrenOf(pid);
  }

  /** `loadTreeData`: the children of `pid` (or of the category coded `pcode`), with equality filters. */
  async loadTreeData(pid?: string, pcode?: string, condition?: string): Promise<TreeSelectModel[]> {
    let parentId = pid?.trim();
    if (!parentId) {
      const code = pcode?.trim();
      if (!code) throw new JeecgError('加载分类字典树参数有误.[null]!', 0);
      parentId = code === ROOT_PID ? ROOT_PID : await this.idByCode(code, false);
      if (!parentId) throw new JeecgError('加载分类字典树参数有误.[code]!', 0);
    }
    return this.childrenOf(parentId, condition?.trim() ? this.parseCondition(condition) : {});
  }

  /** `loadDictItem`: names for ids, in their order; unknown ids dropped or kept with `delNotExist=false`. */
  async loadDictItem(ids: string, delNotExist: boolean): Promise<string[]> {
    const list = splitList(ids);
    if (list.length === 0) throw new JeecgError('ids 不能为空', 0);
    const rows = await this.categories.find({ where: { id: In(list) } });
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return list.flatMap((id) => (names.has(id) ? [names.get(id)!] : delNotExist ? [] : [id]));
  }

  async queryById(id: string): Promise<SysCategory> {
    const row = await this.categories.findOne({ where: { id } });
    if (!row) throw new JeecgError('未找到对应数据');
    return toCategoryJson(row);
  }

  /** `addSysCategory`: numbers the code when none is sent and marks the parent `has_child='1'`. */
  async add(body: CategoryAddValues, user: Principal): Promise<void> {
    await this.db.transaction(async (em) => {
      const pid = body.pid?.trim() || ROOT_PID;
      const parent = pid === ROOT_PID ? null : await em.findOne(CategoryEntity, { where: { id: pid } });
      if (pid !== ROOT_PID && !parent) throw new JeecgError('操作失败，父级分类不存在');
      const code = await this.chooseCode(em, parent, body.code?.trim() || undefined);
      const now = this.clock.now();
      await em.insert(CategoryEntity, {
        id: newId(now),
        pid,
        name: body.name,
        code,
        hasChild: '0',
        sysOrgCode: null,
        createBy: user.username,
        createTime: new Date(now),
        updateBy: null,
        updateTime: null,
      });
      if (parent && parent.hasChild !== '1') await em.update(CategoryEntity, { id: parent.id }, { hasChild: '1' });
    });
  }

  /**
   * `updateSysCategory`: name, parent and code. A new parent (never the node itself or one of its
   * descendants) or a new code re-codes the subtree; both parents' `has_child` flags are kept right.
   */
  async edit(body: CategoryEditValues, user: Principal): Promise<void> {
    await this.db.transaction(async (em) => {
      const row = await em.findOne(CategoryEntity, { where: { id: body.id } });
      if (!row) throw new JeecgError('未找到对应实体');
      const newPid = body.pid === undefined || body.pid === null ? row.pid : body.pid.trim() || ROOT_PID;
      const subtree = await this.subtree(em, row.id);
      if (newPid !== row.pid && (newPid === row.id || subtree.some((c) => c.id === newPid))) {
        throw new JeecgError('操作失败，上级分类不能是自身或下级分类');
      }
      const parent = newPid === ROOT_PID ? null : await em.findOne(CategoryEntity, { where: { id: newPid } });
      if (newPid !== ROOT_PID && !parent) throw new JeecgError('操作失败，父级分类不存在');
      // The edit form sends the old code back; only a different one is a request to re-code.
      const wanted = body.code?.trim() && body.code.trim() !== row.code ? body.code.trim() : undefined;
      let code = row.code;
      if (wanted || newPid !== row.pid) {
        code = await this.chooseCode(em, parent, wanted, [row.id, ...subtree.map((c) => c.id)]);
      }
      const now = new Date(this.clock.now());
      await em.update(
        CategoryEntity,
        { id: row.id },
        { name: body.name ?? row.name, pid: newPid, code, updateBy: user.username, updateTime: now },
      );
      if (code !== row.code) {
        for (const c of subtree) {
          await em.update(CategoryEntity, { id: c.id }, { code: rebase(c.code, row.code, code) });
        }
      }
      if (newPid !== row.pid) {
        if (parent && parent.hasChild !== '1') await em.update(CategoryEntity, { id: parent.id }, { hasChild: '1' });
        await this.refreshHasChild(em, row.pid);
      }
    });
  }

  /** `deleteSysCategory`: the nodes and all their descendants; parents left without children become leaves. */
  async delete(ids: string[]): Promise<number> {
    return this.db.transaction(async (em) => {
      const rows = await em.find(CategoryEntity, { where: { id: In(ids) } });
      const doomed = new Set<string>();
      for (const r of rows) {
        doomed.add(r.id);
        for (const c of await this.subtree(em, r.id)) doomed.add(c.id);
      }
      if (doomed.size === 0) return 0;
      await em.delete(CategoryEntity, { id: In([...doomed]) });
      for (const pid of new Set(rows.map((r) => r.pid))) if (!doomed.has(pid)) await this.refreshHasChild(em, pid);
      return rows.length;
    });
  }

  private async refreshHasChild(em: EntityManager, id: string): Promise<void> {
    if (id === ROOT_PID) return;
    const count = await em.count(CategoryEntity, { where: { pid: id } });
    await em.update(CategoryEntity, { id }, { hasChild: count > 0 ? '1' : '0' });
  }

  /** A client's code (checked: prefix, free) or the next generated one. */
  private async chooseCode(
    em: EntityManager,
    parent: CategoryEntity | null,
    wanted: string | undefined,
    exceptIds: string[] = [],
  ): Promise<string> {
    const prefix = parent?.code ?? '';
    if (wanted) {
      if (!wanted.startsWith(prefix)) throw new JeecgError(`编码不符合规范,须以"${prefix}"开头!`);
      const owner = await em.findOne(CategoryEntity, { where: { code: wanted } });
      if (owner && !exceptIds.includes(owner.id)) throw new JeecgError(`操作失败，分类编码已存在：${wanted}`);
      return wanted;
    }
    const codes = await em.find(CategoryEntity, { select: { code: true } });
    return nextChildCode(
      prefix,
      codes.map((c) => c.code),
      '分类编码',
    );
  }

  /** Every descendant of `id` (breadth first). */
  private async subtree(em: EntityManager, id: string): Promise<CategoryEntity[]> {
    const out: CategoryEntity[] = [];
    let level = [id];
    while (level.length) {
      const children = await em.find(CategoryEntity, { where: { pid: In(level) } });
      const fresh = children.filter((c) => c.id !== id && !out.some((o) => o.id === c.id));
      out.push(...fresh);
      level = fresh.map((c) => c.id);
    }
    return out;
  }

  private async idByCode(code: string, strict: boolean): Promise<string> {
    const rows = await this.categories.find({ where: { code }, take: 2 });
    if (strict && rows.length === 0) throw new JeecgError(`该编码【${code.slice(0, 100)}】不存在，请核实!`, 0);
    if (strict && rows.length > 1) throw new JeecgError(`该编码【${code.slice(0, 100)}】存在多个，请核实!`, 0);
    return rows[0]?.id ?? '';
  }

  private async childrenOf(pid: string, where: Record<string, string> = {}): Promise<TreeSelectModel[]> {
    const rows = await this.categories.find({ where: { ...where, pid }, order: { code: 'ASC' } });
    return rows.map(toTreeNode);
  }

  private async loadChildren(nodes: TreeSelectModel[]): Promise<void> {
    for (const node of nodes) {
      if (node.leaf) continue;
      node.children = await this.childrenOf(node.key);
      await this.loadChildren(node.children);
    }
  }

  /** The tree `condition`: a JSON object of category properties to equal (values bound). */
  private parseCondition(condition: string): Record<string, string> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(condition);
    } catch {
      throw new JeecgError(CONDITION_MESSAGE);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new JeecgError(CONDITION_MESSAGE);
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (!LOOKUP_FIELDS.has(key) || key === 'pid') throw new JeecgError('字段无效，请检查!');
      if (typeof value !== 'string' && typeof value !== 'number') throw new JeecgError(CONDITION_MESSAGE);
      out[key] = String(value);
    }
    return out;
  }
}
