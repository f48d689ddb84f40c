import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Not, type Repository } from 'typeorm';
import {
  type SysUser,
  type UserAddValues,
  type UserEditValues,
  type UserImportRow,
  userImportRowSchema,
} from '@cropwatch/contract';
import { batchPasswordHasher, hashPassword } from '../../core/auth/password';
import type { Principal } from '../../core/auth/principal';
import { TokenService } from '../../core/auth/token.service';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import type { DictTexts } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import { splitIds } from '../../core/http/id-list';
import { DATA_RULES, type ListQuery, withDataRules } from '../../core/paging/data-rules';
import { applyListPlan, fetchPage, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { DataLogService } from '../data-log';
import { DictService } from '../dict';
import {
  DepartEntity,
  DepartLookupService,
  RESERVED_USERNAME,
  RoleEntity,
  toSysUserJson,
  USER_LIST_FIELDS,
  UserDepartEntity,
  UserEntity,
  UserRoleEntity,
  UserService,
} from '../identity';
import { PositionEntity } from '../position';

/** Table dictionaries of the users sheet (SysUser's `@Dict` / `@Excel(dictTable…)`). */
const POSITION_DICT = 'sys_position,name,code';
const DEPART_DICT = 'sys_depart,depart_name,id';

/** The users sheet: SysUser's `@Excel` columns, dictionary columns written as texts. */
export const USER_COLUMNS: ExcelColumn[] = [
  { key: 'username', header: '登录账号', width: 15 },
  { key: 'realname', header: '真实姓名', width: 15 },
  { key: 'avatar', header: '头像', width: 15 },
  { key: 'birthday', header: '生日', width: 15 },
  { key: 'sex', header: '性别', width: 15, dict: 'sex' },
  { key: 'email', header: '电子邮件', width: 20 },
  { key: 'phone', header: '手机号码', width: 15 },
  { key: 'workNo', header: '工号', width: 15 },
  { key: 'post', header: '职务', width: 15, dict: POSITION_DICT },
  { key: 'telephone', header: '座机', width: 15 },
  { key: 'userIdentity', header: '身份', width: 15, dict: 'user_identity' },
  { key: 'departIds', header: '负责部门', width: 20, dict: DEPART_DICT },
  { key: 'status', header: '状态', width: 15, dict: 'user_status' },
  { key: 'orgCodeTxt', header: '所属部门', width: 25 },
];

/** The password JeecgBoot gives imported users (contract §6.1). */
const IMPORT_PASSWORD = '123456';
/** Most users `getMultiUser` answers with at once. */
const MULTI_USER_LIMIT = 5000;

/** The columns that carry a unique index, with the words used in messages. */
const UNIQUE_FIELDS = [
  ['username', '登录账号'],
  ['phone', '手机号码'],
  ['email', '电子邮件'],
  ['workNo', '工号'],
] as const;
type UniqueField = (typeof UNIQUE_FIELDS)[number][0];

/** User administration (SysUserController, contract §6.1) beyond the list and the sign-in lookups. */
@Injectable()
export class UserAdminService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(UserRoleEntity) private readonly userRoles: Repository<UserRoleEntity>,
    @InjectRepository(UserDepartEntity) private readonly userDeparts: Repository<UserDepartEntity>,
    @InjectRepository(RoleEntity) private readonly roles: Repository<RoleEntity>,
    @InjectRepository(PositionEntity) private readonly positions: Repository<PositionEntity>,
    @InjectRepository(DepartEntity) private readonly departRows: Repository<DepartEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(UserService) private readonly userService: UserService,
    @Inject(DepartLookupService) private readonly departs: DepartLookupService,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DataLogService) private readonly dataLogs: DataLogService,
  ) {}

  /** The first unique value of `values` another user (deleted ones too: the index covers them) already has. */
  private async takenField(values: Partial<Record<UniqueField, string | null>>, exceptId?: string) {
    for (const [field, label] of UNIQUE_FIELDS) {
      const value = values[field];
      if (!value) continue;
      const where = exceptId ? { [field]: value, id: Not(exceptId) } : { [field]: value };
      if (await this.users.exists({ where })) return `${label}已存在`;
    }
    return null;
  }

  private async checkRefs(v: {
    selectedroles?: string[];
    selecteddeparts?: string[];
    post?: string | null;
    departIds?: string | null;
  }): Promise<void> {
    const missing = async <T extends { id: string }>(repo: Repository<T>, ids: string[] | undefined, extra = {}) => {
      if (!ids?.length) return false;
      const found = await repo.count({ where: { id: In(ids), ...extra } as never });
      return found !== new Set(ids).size;
    };
    if (await missing(this.roles, v.selectedroles)) throw new JeecgError('所选角色不存在');
    if (await missing(this.departRows, v.selecteddeparts, { delFlag: '0' })) throw new JeecgError('所选部门不存在');
    if (await missing(this.departRows, splitIds(v.departIds), { delFlag: '0' })) throw new JeecgError('负责部门不存在');
    const posts = splitIds(v.post);
    if (posts.length && (await this.positions.count({ where: { code: In(posts) } })) !== new Set(posts).size)
      throw new JeecgError('所选职务不存在');
  }

  private async replaceLinks(em: EntityManager, userId: string, roles?: string[], departs?: string[]) {
    if (roles) {
      await em.getRepository(UserRoleEntity).delete({ userId });
      for (const roleId of new Set(roles))
        await em.getRepository(UserRoleEntity).insert({ id: newId(this.clock.now()), userId, roleId });
    }
    if (departs) {
      await em.getRepository(UserDepartEntity).delete({ userId });
      for (const depId of new Set(departs))
        await em.getRepository(UserDepartEntity).insert({ id: newId(this.clock.now()), userId, depId });
    }
  }

  /** `add`: new salt and hash, status 1, role and department links (SysUserServiceImpl.saveUser). */
  async add(v: UserAddValues, user: Principal): Promise<void> {
    const taken = await this.takenField(v);
    if (taken) throw new JeecgError(`操作失败，${taken}`);
    await this.checkRefs(v);
    const password = await hashPassword(v.password);
    await this.db.transaction(async (em) => {
      const id = newId(this.clock.now());
      await em.getRepository(UserEntity).insert({
        id,
        username: v.username,
        realname: v.realname,
        password,
        avatar: v.avatar ?? null,
        birthday: v.birthday ?? null,
        sex: v.sex ?? null,
        email: v.email ?? null,
        phone: v.phone ?? null,
        orgCode: null,
        status: v.status ?? 1,
        delFlag: 0,
        activitiSync: 1,
        workNo: v.workNo ?? null,
        post: v.post ?? null,
        telephone: v.telephone ?? null,
        userIdentity: v.userIdentity ?? 1,
        departIds: v.departIds ?? null,
        relTenantIds: v.relTenantIds ?? null,
        clientId: null,
        createBy: user.username,
        createTime: new Date(this.clock.now()),
        updateBy: null,
        updateTime: null,
      });
      await this.replaceLinks(em, id, v.selectedroles ?? [], v.selecteddeparts ?? []);
    });
  }

  /** `edit`: username and password are kept; absent fields keep their value; links replaced when sent. */
  async edit(v: UserEditValues, user: Principal): Promise<void> {
    const u = await this.userService.findById(v.id);
    if (!u) throw new JeecgError('未找到对应实体');
    const taken = await this.takenField({ phone: v.phone, email: v.email, workNo: v.workNo }, u.id);
    if (taken) throw new JeecgError(`操作失败，${taken}`);
    await this.checkRefs(v);
    if (v.status === 2 && u.id === user.id) throw new JeecgError('不能冻结当前登录用户');
    const fields = [
      'realname',
      'avatar',
      'birthday',
      'sex',
      'email',
      'phone',
      'workNo',
      'post',
      'telephone',
      'userIdentity',
      'departIds',
      'relTenantIds',
      'status',
    ] as const;
    const target = u as unknown as Record<string, unknown>;
    for (const f of fields) if (v[f] !== undefined) target[f] = v[f];
    u.updateBy = user.username;
    u.updateTime = new Date(this.clock.now());
    await this.db.transaction(async (em) => {
      if (v.selecteddeparts && u.orgCode) {
        // The login department must stay one of the user's departments.
        const kept = v.selecteddeparts.length
          ? await em.getRepository(DepartEntity).count({ where: { id: In(v.selecteddeparts), orgCode: u.orgCode } })
          : 0;
        if (!kept) u.orgCode = null;
      }
      await em.getRepository(UserEntity).save(u);
      await this.replaceLinks(em, u.id, v.selectedroles, v.selecteddeparts);
      await this.dataLogs.record(em, 'sys_user', u, user);
    });
  }

  /** Logical delete (recycle bin); the signed-in user cannot delete himself. Answers how many were deleted. */
  async delete(ids: string[], user: Principal): Promise<number> {
    if (ids.includes(user.id)) throw new JeecgError('不能删除当前登录用户');
    const result = await this.users.update(
      { id: In(ids), delFlag: 0 },
      { delFlag: 1, updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
    return result.affected ?? 0;
  }

  /** `userRoleList`: the role's non-deleted users, LIKE on username (SysUserMapper#getUserByRoleId), paged. */
  async usersOfRole(query: ListQuery): Promise<IPage<SysUser>> {
    const text = (k: string) => (typeof query[k] === 'string' ? query[k].trim() : '');
    const plan = planListQuery(
      USER_LIST_FIELDS,
      withDataRules({ pageNo: query.pageNo, pageSize: query.pageSize }, query[DATA_RULES]),
      'u',
    );
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.delFlag = 0')
      .andWhere('u.id IN (SELECT ur.user_id FROM sys_user_role ur WHERE ur.role_id = :roleId)', {
        roleId: text('roleId'),
      });
    const username = text('username');
    if (username) qb.andWhere("u.username LIKE :username ESCAPE '\\'", { username: likeAll(username) });
    return fetchPage(qb, plan, (rows) => rows.map((r) => toSysUserJson(r)), 'id');
  }

  /** `addSysUserRole`: links the users to the role, keeping links already there. */
  async addUsersToRole(roleId: string, userIds: string[]): Promise<void> {
    await this.db.transaction(async (em) => {
      // Hardening: the real server links any id; the role page only sends existing ones.
      if (!(await em.getRepository(RoleEntity).exists({ where: { id: roleId } })))
        throw new JeecgError('操作失败，角色不存在');
      const ids = [...new Set(userIds)];
      const users = ids.length ? await em.find(UserEntity, { where: { id: In(ids), delFlag: 0 } }) : [];
      const missing = ids.find((id) => !users.some((u) => u.id === id));
      if (missing) throw new JeecgError(`操作失败，用户不存在：${missing.slice(0, 40)}`);
      const linked = new Set(
        (await em.find(UserRoleEntity, { where: { roleId, userId: In(ids) } })).map((l) => l.userId),
      );
      for (const userId of ids.filter((id) => !linked.has(id)))
        await em.getRepository(UserRoleEntity).insert({ id: newId(this.clock.now()), userId, roleId });
    });
  }

  /** `deleteUserRole(Batch)`: unlinks the users from the role (none linked: nothing happens). */
  async removeUsersFromRole(roleId: string, userIds: string[]): Promise<void> {
    if (userIds.length) await this.userRoles.delete({ roleId, userId: In(userIds) });
  }

  /** `recycleBin`: every logically deleted user, `orgCode` overwritten with the department names (as the real one). */
  async recycleBin(): Promise<SysUser[]> {
    const rows = await this.users.find({ where: { delFlag: 1 }, order: { updateTime: 'DESC', id: 'ASC' } });
    const names = await this.departs.departNamesByUser(rows.map((r) => r.id));
    return rows.map((r) => ({ ...toSysUserJson(r), orgCode: names.get(r.id) ?? null }));
  }

  /** `putRecycleBin`: restores the deleted users among `ids` (SysUserMapper#revertLogicDeleted). */
  async restore(ids: string[], user: Principal): Promise<void> {
    if (!ids.length) return;
    await this.users.update(
      { id: In(ids), delFlag: 1 },
      { delFlag: 0, updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
  }

  /** `deleteRecycleBin`: removes deleted users among `ids` for good, with their department and role links. */
  async purge(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.db.transaction(async (em) => {
      const gone = (await em.find(UserEntity, { where: { id: In(ids), delFlag: 1 }, select: { id: true } })).map(
        (u) => u.id,
      );
      if (!gone.length) return;
      await em.getRepository(UserDepartEntity).delete({ userId: In(gone) });
      await em.getRepository(UserRoleEntity).delete({ userId: In(gone) });
      await em.getRepository(UserEntity).delete({ id: In(gone) });
    });
  }

  /** `frozenBatch`: status 1 or 2; the signed-in user is never frozen by his own request. */
  async setStatus(ids: string[], status: 1 | 2, user: Principal): Promise<void> {
    const targets = status === 2 ? ids.filter((id) => id !== user.id) : ids;
    if (!targets.length) return;
    await this.users.update(
      { id: In(targets), delFlag: 0 },
      { status, updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
  }

  /** `changePassword` (admin): new salt and hash; the user's other sessions end, like a new JWT secret. */
  async changePassword(username: string, password: string, caller: { token?: string }): Promise<void> {
    const u = await this.users.findOne({ where: { username, delFlag: 0 } });
    if (!u) throw new JeecgError('用户不存在！');
    u.password = await hashPassword(password);
    u.updateTime = new Date(this.clock.now());
    await this.users.save(u);
    await this.tokens.revokeUserSessions(u.id, caller.token);
  }

  async roleIds(userId: string): Promise<string[]> {
    return (await this.userRoles.find({ where: { userId }, order: { id: 'ASC' } })).map((l) => l.roleId);
  }

  /** `checkOnlyUser`: whether a non-deleted user has every given value. */
  async exists(values: Record<string, string>): Promise<boolean> {
    return this.users.exists({ where: { ...values, delFlag: 0 } });
  }

  /** `queryUserByDepId`: users of the department and its sub-departments (org code prefix). */
  async byDepartment(departId: string, realname?: string): Promise<SysUser[]> {
    const depart = await this.departs.findById(departId);
    if (!depart) throw new JeecgError('部门不存在');
    const qb = this.users
      .createQueryBuilder('u')
      .innerJoin(UserDepartEntity, 'ud', 'ud.userId = u.id')
      .innerJoin(DepartEntity, 'd', 'd.id = ud.depId')
      .where('d.orgCode LIKE :prefix', { prefix: `${depart.orgCode.replace(/[\\%_]/g, (c) => `\\${c}`)}%` })
      .andWhere("d.delFlag = '0'")
      .andWhere('u.delFlag = 0')
      .andWhere('u.username <> :reserved', { reserved: RESERVED_USERNAME })
      .distinct(true)
      .orderBy('u.createTime', 'ASC')
      .addOrderBy('u.id', 'ASC');
    if (realname) qb.andWhere("u.realname LIKE :realname ESCAPE '\\'", { realname: likeAll(realname) });
    const rows = await qb.getMany();
    const names = await this.departs.departNamesByUser(rows.map((r) => r.id));
    return rows.map((r) => toSysUserJson(r, names.get(r.id) ?? null));
  }

  /** The user picker's page: LIKE on username and realname, a department, or ids; sortable, ok200. */
  async componentData(query: ListQuery): Promise<IPage<SysUser>> {
    const text = (k: string) => (typeof query[k] === 'string' ? query[k].trim() : '');
    const [departId, realname, username, id] = ['departId', 'realname', 'username', 'id'].map(text);
    // SysUserController rejects quotes in these four parameters (an old injection, contract §13).
    if ([departId, realname, username, id].some((v) => v.includes("'"))) throw new JeecgError('参数不合法');
    const plan = planListQuery(
      USER_LIST_FIELDS,
      withDataRules(
        { pageNo: query.pageNo, pageSize: query.pageSize, column: query.column, order: query.order },
        query[DATA_RULES],
      ),
      'u',
    );
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.delFlag = 0')
      .andWhere('u.username <> :reserved', { reserved: RESERVED_USERNAME });
    if (username) qb.andWhere("u.username LIKE :username ESCAPE '\\'", { username: likeAll(username) });
    if (realname) qb.andWhere("u.realname LIKE :realname ESCAPE '\\'", { realname: likeAll(realname) });
    const ids = splitIds(id);
    if (ids.length) qb.andWhere('u.id IN (:...ids)', { ids });
    if (departId)
      qb.andWhere('u.id IN (SELECT ud.user_id FROM sys_user_depart ud WHERE ud.dep_id = :departId)', { departId });
    return fetchPage(qb, plan, (rows) => rows.map((r) => toSysUserJson(r)), 'id');
  }

  /** `getMultiUser`: active users matching SysUser props with the value rules (no paging, capped). */
  async multi(query: ListQuery): Promise<SysUser[]> {
    const plan = planListQuery(USER_LIST_FIELDS, { ...query, column: undefined, order: undefined }, 'u');
    const qb = applyListPlan(
      this.users
        .createQueryBuilder('u')
        .where('u.delFlag = 0')
        .andWhere('u.status = 1')
        .andWhere('u.username <> :reserved', { reserved: RESERVED_USERNAME }),
      plan,
    )
      .orderBy('u.createTime', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .take(MULTI_USER_LIMIT);
    return (await qb.getMany()).map((r) => toSysUserJson(r));
  }

  /** Texts of the users sheet's dictionary columns. */
  async sheetDicts(): Promise<DictTexts> {
    const [texts, departNames, positions] = await Promise.all([
      this.dicts.texts(['sex', 'user_status', 'user_identity']),
      this.departs.namesById(),
      this.positions.find({ select: { code: true, name: true } }),
    ]);
    texts.set(DEPART_DICT, departNames);
    texts.set(POSITION_DICT, new Map(positions.map((p) => [p.code, p.name])));
    return texts;
  }

  /** The rows `exportXls` writes: the list's filters and order (no paging), or the `selections`. */
  async exportRows(query: ListQuery): Promise<SysUser[]> {
    const selections = splitIds(typeof query.selections === 'string' ? query.selections : '');
    const page = await this.userService.list({
      ...query,
      pageNo: 1,
      pageSize: Number.MAX_SAFE_INTEGER,
      ...(selections.length ? { code: selections.join(',') } : {}),
    });
    return page?.records ?? [];
  }

  /**
   * The users sheet import: unique values checked against every user and the earlier rows, references
   * (positions, led departments) against the database; imported users get `123456` with their own salt.
   */
  async importSpec(user: Principal): Promise<ImportSpec<UserImportRow>> {
    const existing = await this.users.find({ select: { username: true, phone: true, email: true, workNo: true } });
    const seen = new Map<UniqueField, Set<string>>(UNIQUE_FIELDS.map(([f]) => [f, new Set<string>()]));
    for (const u of existing) for (const [f] of UNIQUE_FIELDS) if (u[f]) seen.get(f)!.add(u[f]);
    const dicts = await this.sheetDicts();
    const positions = dicts.get(POSITION_DICT)!;
    const departIds = dicts.get(DEPART_DICT)!;
    // Derived before the import's transaction starts, so the transaction never waits on scrypt.
    const nextHash = await batchPasswordHasher(IMPORT_PASSWORD);
    return {
      entity: 'user',
      columns: USER_COLUMNS,
      schema: userImportRowSchema,
      dicts,
      check: (row) => {
        for (const [field, label] of UNIQUE_FIELDS) {
          const value = row[field];
          if (value && seen.get(field)!.has(value)) return `${label}已存在：${value}`;
        }
        const post = splitIds(row.post).find((p) => !positions.has(p));
        if (post) return `职务不存在：${post}`;
        const depart = splitIds(row.departIds).find((d) => !departIds.has(d));
        if (depart) return `负责部门不存在：${depart}`;
        for (const [field] of UNIQUE_FIELDS) if (row[field]) seen.get(field)!.add(row[field]);
        return null;
      },
      insert: async (em, rows) => {
        const now = new Date(this.clock.now());
        await bulkInsert(em, UserEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          username: r.username,
          realname: r.realname,
          password: nextHash(),
          avatar: r.avatar ?? null,
          birthday: r.birthday ?? null,
          sex: r.sex ?? null,
          email: r.email ?? null,
          phone: r.phone ?? null,
          orgCode: null,
          status: r.status ?? 1,
          delFlag: 0,
          activitiSync: 1,
          workNo: r.workNo ?? null,
          post: r.post ?? null,
          telephone: r.telephone ?? null,
          userIdentity: r.userIdentity ?? 1,
          departIds: r.departIds ?? null,
          relTenantIds: r.relTenantIds ?? null,
          clientId: null,
          createBy: user.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }
}

const likeAll = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
