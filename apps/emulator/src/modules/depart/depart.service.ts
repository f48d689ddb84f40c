import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import {
  type DepartAddValues,
  type DepartEditValues,
  type DepartIdModel,
  type DepartImportRow,
  departImportRowSchema,
  type DepartTreeNode,
  type SysDepart,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import { nextChildCode, rebase } from '../../core/tree/org-code';
import { DictService } from '../dict';
import {
  DepartEntity,
  DepartPermissionEntity,
  DepartRoleEntity,
  DepartRolePermissionEntity,
  DepartRoleUserEntity,
  toDepartJson,
  UserDepartEntity,
  UserEntity,
} from '../identity';

const isRoot = (d: DepartEntity) => !d.parentId;

/** One `SysDepartTreeModel` node with the given children. */
const treeNode = (d: DepartEntity, children: DepartTreeNode[], isLeaf = children.length === 0): DepartTreeNode => ({
  key: d.id,
  value: d.id,
  title: d.departName,
  isLeaf,
  ...(toDepartJson(d) as SysDepart),
  directorUserIds: null,
  children,
});

/** Children of each parent id ('' for roots), in row order. */
const groupByParent = (rows: DepartEntity[]) => {
  const byParent = new Map<string, DepartEntity[]>();
  for (const d of rows) {
    const key = d.parentId ?? '';
    byParent.set(key, [...(byParent.get(key) ?? []), d]);
  }
  return byParent;
};

/**
 * `SysDepartTreeModel` nodes from flat rows (contract §6.3): key/value = id, title = name, `children`
 * always an array, ordered by depart_order. With `rootIds` only those departments (and their subtrees)
 * are roots.
 */
export function buildDepartTree(rows: DepartEntity[], rootIds?: string[]): DepartTreeNode[] {
  const byParent = groupByParent(rows);
  const node = (d: DepartEntity): DepartTreeNode => treeNode(d, (byParent.get(d.id) ?? []).map(node));
  const roots = rootIds ? rows.filter((d) => rootIds.includes(d.id)) : rows.filter(isRoot);
  return roots.map(node);
}

/** `DepartIdModel` tree (`queryIdTree`). */
export function buildIdTree(rows: DepartEntity[]): DepartIdModel[] {
  const byParent = groupByParent(rows);
  const node = (d: DepartEntity): DepartIdModel => ({
    key: d.id,
    value: d.id,
    title: d.departName,
    children: (byParent.get(d.id) ?? []).map(node),
  });
  return rows.filter(isRoot).map(node);
}

/** Every descendant of the given departments (not the departments themselves), from flat rows. */
export function descendantsOf(rows: DepartEntity[], ids: string[]): DepartEntity[] {
  const byParent = groupByParent(rows);
  const out: DepartEntity[] = [];
  const seen = new Set(ids);
  const walk = (id: string) => {
    for (const child of byParent.get(id) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push(child);
      walk(child.id);
    }
  };
  ids.forEach(walk);
  return out;
}

const splitList = (s: string | undefined | null) =>
  (s ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

const ORDER = { departOrder: 'ASC', orgCode: 'ASC' } as const;

/** Properties the export filters by (QueryGenerator over SysDepart). */
export const DEPART_LIST_FIELDS: ListFields = {
  id: 'string',
  parentId: 'string',
  departName: 'string',
  departNameEn: 'string',
  orgCode: 'string',
  orgCategory: 'string',
  orgType: 'string',
  status: 'string',
  mobile: 'string',
  address: 'string',
  createTime: 'datetime',
};

/** The departments sheet (AutoPOI `@Excel` names of SysDepart). */
export const DEPART_COLUMNS: ExcelColumn[] = [
  { key: 'departName', header: '机构/部门名称', width: 25 },
  { key: 'departNameEn', header: '英文名', width: 25 },
  { key: 'departNameAbbr', header: '缩写' },
  { key: 'orgCode', header: '机构编码' },
  { key: 'orgCategory', header: '机构类别', dict: 'org_category' },
  { key: 'departOrder', header: '排序' },
  { key: 'mobile', header: '手机号' },
  { key: 'fax', header: '传真' },
  { key: 'address', header: '地址', width: 30 },
  { key: 'memo', header: '备注', width: 30 },
];

/**
 * Departments after JeecgBoot's SysDepartController and SysDepartServiceImpl (contract §6.3): the tree
 * views, org codes generated per level, physical delete of a subtree with every link to it. Stricter than
 * JeecgBoot: a department cannot move under itself, and a move re-codes the subtree (codes stay prefixes,
 * which `queryUserByDepId` and the address book rely on).
 */
@Injectable()
export class DepartService {
  constructor(
    @InjectRepository(DepartEntity) private readonly departs: Repository<DepartEntity>,
    @InjectRepository(UserDepartEntity) private readonly userDeparts: Repository<UserDepartEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DictService) private readonly dicts: DictService,
  ) {}

  /** `exportXls`: the departments matching the filters (or `selections`), by org code. */
  async exportRows(query: ListQuery): Promise<SysDepart[]> {
    const plan = planListQuery(DEPART_LIST_FIELDS, query, 'd');
    plan.pageNo = 1;
    plan.pageSize = 100_000;
    if (plan.orderBy.length === 0) plan.orderBy.push({ property: 'orgCode', direction: 'ASC' });
    const qb = this.departs.createQueryBuilder('d').where("d.delFlag = '0'");
    const selections = splitList(typeof query.selections === 'string' ? query.selections : '');
    if (selections.length) qb.andWhere('d.id IN (:...selections)', { selections });
    return (await fetchPage(qb, plan, (rows) => rows.map((d) => toDepartJson(d) as SysDepart), 'id')).records;
  }

  exportDicts() {
    return this.dicts.texts(['org_category']);
  }

  /**
   * The departments import (SysDepartController.importExcel): a row's parent is the department coded
   * like its org code minus the last level, already stored or earlier in the file; codes are unique.
   */
  async importSpec(user: Principal): Promise<ImportSpec<DepartImportRow>> {
    const known = new Map((await this.departs.find()).map((d) => [d.orgCode, d.id]));
    const pending = new Map<string, string>();
    return {
      entity: 'sysDepart',
      columns: DEPART_COLUMNS,
      schema: departImportRowSchema,
      dicts: await this.exportDicts(),
      check: (row) => {
        if (known.has(row.orgCode) || pending.has(row.orgCode)) return `机构编码已存在：${row.orgCode}`;
        const parentCode = row.orgCode.slice(0, -3);
        if (parentCode && !known.has(parentCode) && !pending.has(parentCode)) return `上级部门不存在：${parentCode}`;
        pending.set(row.orgCode, newId(this.clock.now()));
        return null;
      },
      insert: async (em, rows) => {
        const now = new Date(this.clock.now());
        for (const r of rows) {
          const parentCode = r.orgCode.slice(0, -3);
          await em.insert(DepartEntity, {
            id: pending.get(r.orgCode)!,
            parentId: parentCode ? (known.get(parentCode) ?? pending.get(parentCode)!) : '',
            departName: r.departName,
            departNameEn: r.departNameEn ?? null,
            departNameAbbr: r.departNameAbbr ?? null,
            departOrder: r.departOrder ?? 0,
            description: null,
            orgCategory: r.orgCategory ?? '1',
            orgType: String(r.orgCode.length / 3),
            orgCode: r.orgCode,
            mobile: r.mobile ?? null,
            fax: r.fax ?? null,
            address: r.address ?? null,
            memo: r.memo ?? null,
            status: '1',
            delFlag: '0',
            qywxIdentifier: null,
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          });
        }
      },
    };
  }

  /** Non-deleted departments in tree order. */
  allRows(): Promise<DepartEntity[]> {
    return this.departs.find({ where: { delFlag: '0' }, order: ORDER });
  }

  async findById(id: string): Promise<DepartEntity | null> {
    return this.departs.findOne({ where: { id, delFlag: '0' } });
  }

  async queryTreeList(ids?: string): Promise<DepartTreeNode[]> {
    const rows = await this.allRows();
    const rootIds = splitList(ids);
    return buildDepartTree(rows, rootIds.length ? rootIds : undefined);
  }

  /** `queryDepartTreeSync`: one level (roots, children of `pid`, or the given ids / org codes). */
  async queryDepartTreeSync(pid?: string, ids?: string, primaryKey?: 'id' | 'orgCode'): Promise<DepartTreeNode[]> {
    const qb = this.departs.createQueryBuilder('d').where("d.delFlag = '0'");
    const list = splitList(ids);
    if (list.length) {
      qb.andWhere(primaryKey === 'orgCode' ? 'd.orgCode IN (:...list)' : 'd.id IN (:...list)', { list });
    } else if (pid?.trim()) {
      qb.andWhere('d.parentId = :pid', { pid: pid.trim() });
    } else {
      qb.andWhere(new Brackets((w) => w.where('d.parentId IS NULL').orWhere("d.parentId = ''")));
    }
    const rows = await qb.orderBy('d.departOrder', 'ASC').addOrderBy('d.orgCode', 'ASC').getMany();
    const counts = await this.childCounts(rows.map((r) => r.id));
    return rows.map((d) => treeNode(d, [], !counts.get(d.id)));
  }

  async queryIdTree(): Promise<DepartIdModel[]> {
    return buildIdTree(await this.allRows());
  }

  /**
   * `searchBy`: departments whose name contains `keyWord`, flat; with `myDeptSearch=1` a leader (identity 2)
   * only searches the subtrees he leads. No hit is `success:false, code 0` (quirk §14.9).
   */
  async searchBy(keyWord: string, myDeptSearch: string | undefined, principal: Principal): Promise<DepartTreeNode[]> {
    const qb = this.departs
      .createQueryBuilder('d')
      .where("d.delFlag = '0'")
      .andWhere(`d.departName LIKE :kw ESCAPE '\\'`, { kw: `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    if (myDeptSearch === '1') {
      const user = await this.users.findOne({ where: { id: principal.id } });
      if (user?.userIdentity === 2) {
        const led = await this.departs.find({ where: { id: In(splitList(user.departIds)), delFlag: '0' } });
        if (led.length === 0) throw new JeecgError('未查询匹配数据！', 0);
        qb.andWhere(
          new Brackets((w) =>
            led.forEach((d, i) => w.orWhere(`d.orgCode LIKE :led${i}`, { [`led${i}`]: `${d.orgCode}%` })),
          ),
        );
      }
    }
    const rows = await qb.orderBy('d.departOrder', 'ASC').addOrderBy('d.orgCode', 'ASC').getMany();
    if (rows.length === 0) throw new JeecgError('未查询匹配数据！', 0);
    const counts = await this.childCounts(rows.map((r) => r.id));
    return rows.map((d) => treeNode(d, [], !counts.get(d.id)));
  }

  /** `queryMyDeptTreeList`: a leader's departments as trees, and the identity ("1"/"2"). */
  async queryMyDeptTreeList(principal: Principal): Promise<{ identity: '1' | '2'; tree: DepartTreeNode[] | null }> {
    const user = await this.users.findOne({ where: { id: principal.id } });
    if (user?.userIdentity !== 2) return { identity: '1', tree: null };
    return { identity: '2', tree: buildDepartTree(await this.allRows(), splitList(user.departIds)) };
  }

  /** `queryAllParentId`: per department (id or org code) its root-to-self id path and those departments. */
  async queryAllParentId(
    departId?: string,
    orgCode?: string,
  ): Promise<Record<string, { parentIds: string[]; parentMap: Record<string, SysDepart> }>> {
    const ids = splitList(departId);
    const codes = splitList(orgCode);
    if (ids.length === 0 && codes.length === 0) throw new JeecgError('departId 和 orgCode 不能都为空！');
    const rows = await this.allRows();
    const byId = new Map(rows.map((d) => [d.id, d]));
    const byCode = new Map(rows.map((d) => [d.orgCode, d]));
    const out: Record<string, { parentIds: string[]; parentMap: Record<string, SysDepart> }> = {};
    const keys = ids.length ? ids : codes;
    for (const key of keys) {
      const path: DepartEntity[] = [];
      let d = ids.length ? byId.get(key) : byCode.get(key);
      while (d && !path.includes(d)) {
        path.unshift(d);
        d = d.parentId ? byId.get(d.parentId) : undefined;
      }
      out[key] = {
        parentIds: path.map((p) => p.id),
        parentMap: Object.fromEntries(path.map((p) => [p.id, toDepartJson(p) as SysDepart])),
      };
    }
    return out;
  }

  /** `saveDepartData`: org code and org type from the parent, `del_flag` 0. */
  async add(body: DepartAddValues, user: Principal): Promise<void> {
    await this.db.transaction(async (em) => {
      const parentId = body.parentId?.trim() || '';
      const parent = parentId ? await em.findOne(DepartEntity, { where: { id: parentId, delFlag: '0' } }) : null;
      if (parentId && !parent) throw new JeecgError('操作失败，上级部门不存在');
      const codes = await em.find(DepartEntity, { select: { orgCode: true } });
      const now = this.clock.now();
      await em.insert(DepartEntity, {
        id: newId(now),
        parentId,
        departName: body.departName,
        departNameEn: body.departNameEn ?? null,
        departNameAbbr: body.departNameAbbr ?? null,
        departOrder: body.departOrder ?? 0,
        description: body.description ?? null,
        orgCategory: body.orgCategory ?? '1',
        orgType: parent ? String(depthOf(parent) + 1) : '1',
        orgCode: nextChildCode(
          parent?.orgCode ?? '',
          codes.map((c) => c.orgCode),
          '部门编码',
        ),
        mobile: body.mobile ?? null,
        fax: body.fax ?? null,
        address: body.address ?? null,
        memo: body.memo ?? null,
        status: body.status ?? '1',
        delFlag: '0',
        qywxIdentifier: body.qywxIdentifier ?? null,
        createBy: user.username,
        createTime: new Date(now),
        updateBy: null,
        updateTime: null,
      });
    });
  }

  /** `updateDepartDataById`: null fields keep their value; a new parent re-codes the moved subtree. */
  async edit(body: DepartEditValues, user: Principal): Promise<void> {
    await this.db.transaction(async (em) => {
      const row = await em.findOne(DepartEntity, { where: { id: body.id, delFlag: '0' } });
      if (!row) throw new JeecgError('未找到对应实体');
      const newParentId =
        body.parentId === undefined || body.parentId === null ? (row.parentId ?? '') : body.parentId.trim();
      if (newParentId !== (row.parentId ?? '')) await this.move(em, row, newParentId);
      await em.update(
        DepartEntity,
        { id: row.id },
        {
          departName: body.departName,
          departNameEn: body.departNameEn ?? row.departNameEn,
          departNameAbbr: body.departNameAbbr ?? row.departNameAbbr,
          departOrder: body.departOrder ?? row.departOrder,
          description: body.description ?? row.description,
          orgCategory: body.orgCategory ?? row.orgCategory,
          mobile: body.mobile ?? row.mobile,
          fax: body.fax ?? row.fax,
          address: body.address ?? row.address,
          memo: body.memo ?? row.memo,
          status: body.status ?? row.status,
          qywxIdentifier: body.qywxIdentifier ?? row.qywxIdentifier,
          updateBy: user.username,
          updateTime: new Date(this.clock.now()),
        },
      );
    });
  }

  /** Moves `row` under `parentId`: new code under the new parent, descendants rebased, login codes followed. */
  private async move(em: EntityManager, row: DepartEntity, parentId: string): Promise<void> {
    const all = await em.find(DepartEntity, { where: { delFlag: '0' } });
    const subtree = descendantsOf(all, [row.id]);
    if (parentId === row.id || subtree.some((d) => d.id === parentId)) {
      throw new JeecgError('操作失败，上级部门不能是自身或下级部门');
    }
    const parent = parentId ? all.find((d) => d.id === parentId) : undefined;
    if (parentId && !parent) throw new JeecgError('操作失败，上级部门不存在');
    const codes = await em.find(DepartEntity, { select: { orgCode: true } });
    const newCode = nextChildCode(
      parent?.orgCode ?? '',
      codes.map((c) => c.orgCode),
      '部门编码',
    );
    const depthDelta = (parent ? depthOf(parent) + 1 : 1) - depthOf(row);
    for (const d of [row, ...subtree]) {
      const orgCode = rebase(d.orgCode, row.orgCode, newCode);
      await em.update(
        DepartEntity,
        { id: d.id },
        { orgCode, orgType: String(depthOf(d) + depthDelta), ...(d.id === row.id ? { parentId } : {}) },
      );
      // `sys_user.org_code` is the login department's code: it follows the department.
      await em.update(UserEntity, { orgCode: d.orgCode }, { orgCode });
    }
  }

  /**
   * `deleteBatchWithChildren`: the departments, every descendant, their user links, department
   * permissions and department roles (with their permissions and user links), physically.
   */
  async delete(ids: string[]): Promise<number> {
    return this.db.transaction(async (em) => {
      const all = await em.find(DepartEntity, { where: { delFlag: '0' } });
      const found = all.filter((d) => ids.includes(d.id));
      if (found.length === 0) return 0;
      const doomed = [
        ...found,
        ...descendantsOf(
          all,
          found.map((d) => d.id),
        ),
      ].map((d) => d.id);
      const roles = await em.find(DepartRoleEntity, { where: { departId: In(doomed) } });
      const roleIds = roles.map((r) => r.id);
      if (roleIds.length) {
        await em.delete(DepartRolePermissionEntity, { roleId: In(roleIds) });
        await em.delete(DepartRoleUserEntity, { droleId: In(roleIds) });
        await em.delete(DepartRoleEntity, { id: In(roleIds) });
      }
      await em.delete(DepartRolePermissionEntity, { departId: In(doomed) });
      await em.delete(DepartPermissionEntity, { departId: In(doomed) });
      await em.delete(UserDepartEntity, { depId: In(doomed) });
      await em.delete(DepartEntity, { id: In(doomed) });
      return found.length;
    });
  }

  /** Number of non-deleted children of each department. */
  private async childCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.departs
      .createQueryBuilder('d')
      .select('d.parentId', 'parentId')
      .addSelect('COUNT(*)', 'n')
      .where("d.delFlag = '0'")
      .andWhere('d.parentId IN (:...ids)', { ids })
      .groupBy('d.parentId')
      .getRawMany<{ parentId: string; n: number | string }>();
    return new Map(rows.map((r) => [r.parentId, Number(r.n)]));
  }
}

/** Depth of a department from its org code (three characters per level); `org_type` mirrors it. */
export const depthOf = (d: Pick<DepartEntity, 'orgCode'>) => Math.max(1, Math.round(d.orgCode.length / 3));
