import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository } from 'typeorm';
import {
  type SysTenant,
  type SysUser,
  type TenantAddValues,
  type TenantEditValues,
  type TenantImportRow,
  tenantImportRowSchema,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime, parseDateTime } from '../../core/result/date-format';
import { DictService } from '../dict';
import { toSysUserJson, UserEntity } from '../identity';
import { TenantEntity } from './entities/tenant.entity';

export const toTenantJson = (t: TenantEntity): SysTenant => ({
  id: t.id,
  name: t.name,
  createTime: formatDateTime(t.createTime),
  createBy: t.createBy,
  beginDate: formatDateTime(t.beginDate),
  endDate: formatDateTime(t.endDate),
  status: t.status,
});

/** Parses `rel_tenant_ids` ("1,2") into tenant ids. */
export const tenantIdsOf = (relTenantIds: string | null): number[] =>
  (relTenantIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);

/** Properties `GET /sys/tenant/list` filters and sorts by (QueryGenerator over SysTenant). */
export const TENANT_LIST_FIELDS: ListFields = {
  id: 'number',
  name: 'string',
  status: 'number',
  beginDate: 'datetime',
  endDate: 'datetime',
  createBy: 'string',
  createTime: 'datetime',
};

/** Properties the users-of-a-tenant list filters and sorts by. */
export const TENANT_USER_FIELDS: ListFields = {
  id: 'string',
  username: 'string',
  realname: 'string',
  sex: 'number',
  phone: 'string',
  email: 'string',
  workNo: 'string',
  status: 'number',
  createTime: 'datetime',
};

const TENANT_DICT_FIELDS = { status: 'tenant_status' };

/** The tenants sheet (AutoPOI `@Excel` names of SysTenant). */
export const TENANT_COLUMNS: ExcelColumn[] = [
  { key: 'id', header: '租户编号' },
  { key: 'name', header: '租户名称', width: 25 },
  { key: 'beginDate', header: '开始时间', width: 20 },
  { key: 'endDate', header: '结束时间', width: 20 },
  { key: 'status', header: '状态', dict: 'tenant_status' },
];
const USER_DICT_FIELDS = { sex: 'sex', status: 'user_status' };

const toDate = (text: string | null | undefined): Date | null | undefined =>
  text === undefined ? undefined : text === null ? null : (parseDateTime(text) ?? invalidDate(text));

const invalidDate = (text: string): never => {
  throw new JeecgError(`日期不合法：${text.slice(0, 30)}`);
};

/** Ids of a comma list; anything that is not a positive integer is refused rather than silently dropped. */
export function parseTenantIds(ids: string): number[] {
  const parts = ids
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of parts) if (!/^\d{1,10}$/.test(p)) throw new JeecgError(`租户编号不合法：${p.slice(0, 30)}`);
  return parts.map(Number);
}

/** `/sys/tenant/*` after JeecgBoot's SysTenantController and SysTenantServiceImpl (contract §6.6). */
@Injectable()
export class TenantService {
  constructor(
    @InjectRepository(TenantEntity) private readonly tenants: Repository<TenantEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The user's tenants with status 1 (begin/end dates are ignored, as in JeecgBoot 3.4). */
  async activeTenants(relTenantIds: string | null): Promise<TenantEntity[]> {
    const ids = tenantIdsOf(relTenantIds);
    if (ids.length === 0) return [];
    return this.tenants.find({ where: { id: In(ids), status: 1 }, order: { id: 'ASC' } });
  }

  async list(query: ListQuery): Promise<IPage<SysTenant>> {
    const plan = planListQuery(TENANT_LIST_FIELDS, query, 't');
    const texts = await this.dicts.texts(Object.values(TENANT_DICT_FIELDS));
    return fetchPage(
      this.tenants.createQueryBuilder('t'),
      plan,
      (rows) => rows.map((r) => withDictText(toTenantJson(r), TENANT_DICT_FIELDS, texts)),
      'id',
    );
  }

  /** Every tenant matching the list's filters, or only `selections` (`exportXls`). */
  async listForExport(query: ListQuery): Promise<SysTenant[]> {
    const plan = planListQuery(TENANT_LIST_FIELDS, query, 't');
    plan.pageNo = 1;
    plan.pageSize = 100_000;
    const qb = this.tenants.createQueryBuilder('t');
    const selections = typeof query.selections === 'string' ? parseTenantIds(query.selections) : [];
    if (selections.length) qb.andWhere('t.id IN (:...selections)', { selections });
    return (await fetchPage(qb, plan, (rows) => rows.map(toTenantJson), 'id')).records;
  }

  exportDicts() {
    return this.dicts.texts(['tenant_status']);
  }

  /** The tenants import: ids are typed in and must be free (in the table and in the file). */
  async importSpec(user: Principal): Promise<ImportSpec<TenantImportRow>> {
    const ids = new Set((await this.tenants.find({ select: { id: true } })).map((t) => t.id));
    return {
      entity: 'sysTenant',
      columns: TENANT_COLUMNS,
      schema: tenantImportRowSchema,
      dicts: await this.exportDicts(),
      check: (row) => {
        if (ids.has(row.id)) return `租户编号已存在：${row.id}`;
        for (const text of [row.beginDate, row.endDate]) if (text && !parseDateTime(text)) return `日期不合法：${text}`;
        ids.add(row.id);
        return null;
      },
      insert: async (em, rows) => {
        const now = new Date(this.clock.now());
        for (const r of rows) {
          await em.insert(TenantEntity, {
            id: r.id,
            name: r.name,
            beginDate: r.beginDate ? parseDateTime(r.beginDate)! : null,
            endDate: r.endDate ? parseDateTime(r.endDate)! : null,
            status: r.status ?? 1,
            createBy: user.username,
            createTime: now,
          });
        }
      },
    };
  }

  async add(body: TenantAddValues, user: Principal): Promise<void> {
    if (await this.tenants.exists({ where: { id: body.id } })) throw new JeecgError('该编号已存在!');
    await this.tenants.insert({
      id: body.id,
      name: body.name,
      beginDate: toDate(body.beginDate) ?? null,
      endDate: toDate(body.endDate) ?? null,
      status: body.status ?? 1,
      createBy: user.username,
      createTime: new Date(this.clock.now()),
    });
  }

  /** `updateById`: fields left null keep their stored value. */
  async edit(body: TenantEditValues): Promise<void> {
    const row = await this.tenants.findOne({ where: { id: body.id } });
    if (!row) throw new JeecgError('未找到对应实体');
    const beginDate = toDate(body.beginDate);
    const endDate = toDate(body.endDate);
    await this.tenants.update(
      { id: row.id },
      {
        name: body.name ?? row.name,
        beginDate: beginDate === undefined ? row.beginDate : beginDate,
        endDate: endDate === undefined ? row.endDate : endDate,
        status: body.status ?? row.status,
      },
    );
  }

  /** How many non-deleted users list the tenant in `rel_tenant_ids`. */
  async countUsers(tenantId: number): Promise<number> {
    return this.usersOfTenant(tenantId).getCount();
  }

  /** `removeTenantById`: a tenant users still belong to cannot be deleted. */
  async delete(id: string): Promise<void> {
    const [tenantId] = parseTenantIds(id);
    if (tenantId === undefined) throw new JeecgError('参数为空！');
    if (!(await this.tenants.exists({ where: { id: tenantId } }))) throw new JeecgError('未找到对应实体');
    if ((await this.countUsers(tenantId)) > 0) throw new JeecgError('该租户已被引用，无法删除！');
    await this.tenants.delete({ id: tenantId });
  }

  /** Deletes the unreferenced tenants of the list; answers JeecgBoot's message for the outcome. */
  async deleteBatch(ids: string): Promise<string> {
    const list = parseTenantIds(ids);
    if (list.length === 0) throw new JeecgError('未选中租户！');
    const free: number[] = [];
    for (const id of list) if ((await this.countUsers(id)) === 0) free.push(id);
    if (free.length === 0) throw new JeecgError('选择的租户都已被引用，无法删除！');
    await this.tenants.delete({ id: In(free) });
    return free.length === list.length ? '删除成功！' : '部分删除成功！（被引用的租户无法删除）';
  }

  async queryById(id: string): Promise<SysTenant> {
    const [tenantId] = parseTenantIds(id);
    const row = tenantId === undefined ? null : await this.tenants.findOne({ where: { id: tenantId } });
    if (!row) throw new JeecgError('未找到对应实体');
    return toTenantJson(row);
  }

  /** `queryList`: the normal tenants, optionally only the given ids. */
  async queryList(ids?: string): Promise<SysTenant[]> {
    const list = ids ? parseTenantIds(ids) : [];
    const rows = await this.tenants.find({
      where: { status: 1, ...(list.length ? { id: In(list) } : {}) },
      order: { id: 'ASC' },
    });
    return rows.map(toTenantJson);
  }

  /** `getCurrentUserTenant`: the user's normal tenants and the tenant of the request header. */
  async currentUserTenant(
    principal: Principal,
    headerTenant: string | undefined,
  ): Promise<{ list?: SysTenant[]; tenantId: string | null }> {
    const tenantId = headerTenant && headerTenant !== '0' ? headerTenant : null;
    if (tenantIdsOf(principal.relTenantIds).length === 0) return { tenantId };
    const list = await this.activeTenants(principal.relTenantIds);
    if (list.length === 0) throw new JeecgError('与该用户关联的租户均已被冻结');
    return { list: list.map(toTenantJson), tenantId };
  }

  /** Users whose `rel_tenant_ids` holds the tenant (emulator page of B2's `getTenantUserList`). */
  async userList(tenant: string, query: ListQuery): Promise<IPage<SysUser>> {
    const [tenantId] = parseTenantIds(tenant);
    if (tenantId === undefined) throw new JeecgError('租户编号不能为空');
    const plan = planListQuery(TENANT_USER_FIELDS, query, 'u');
    const texts = await this.dicts.texts(Object.values(USER_DICT_FIELDS));
    return fetchPage(
      this.usersOfTenant(tenantId),
      plan,
      (rows) => rows.map((u) => withDictText(toSysUserJson(u), USER_DICT_FIELDS, texts)),
      'id',
    );
  }

  /** `rel_tenant_ids` is a comma list: match it as a whole, at the start, in the middle or at the end. */
  private usersOfTenant(tenantId: number) {
    const id = String(tenantId);
    return this.users
      .createQueryBuilder('u')
      .where('u.delFlag = 0')
      .andWhere(
        new Brackets((w) =>
          w
            .where('u.relTenantIds = :tid', { tid: id })
            .orWhere('u.relTenantIds LIKE :tStart', { tStart: `${id},%` })
            .orWhere('u.relTenantIds LIKE :tMid', { tMid: `%,${id},%` })
            .orWhere('u.relTenantIds LIKE :tEnd', { tEnd: `%,${id}` }),
        ),
      );
  }
}
