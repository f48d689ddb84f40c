import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import type { AddressBookRecord, DepartIdModel, SysUser } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import { type IPage, toPage } from '../../core/paging/page';
import { DictService } from '../dict';
import {
  DepartEntity,
  DepartLookupService,
  DepartRoleEntity,
  DepartRoleUserEntity,
  toSysUserJson,
  UserDepartEntity,
  UserEntity,
} from '../identity';
import { DepartService, descendantsOf } from './depart.service';

/** Properties `departUserList` filters and sorts by (QueryGenerator over SysUser). */
export const DEPART_USER_FIELDS: ListFields = {
  id: 'string',
  username: 'string',
  realname: 'string',
  sex: 'number',
  birthday: 'date',
  email: 'string',
  phone: 'string',
  status: 'number',
  workNo: 'string',
  post: 'string',
  telephone: 'string',
  createTime: 'datetime',
};

const USER_DICT_FIELDS = { sex: 'sex', status: 'user_status' };
/** The position table dictionary of `sys_user.post` (contract §1.8). */
const POSITION_DICT = 'sys_position,name,code';

const splitList = (s: string | null | undefined) => [
  ...new Set(
    (s ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  ),
];

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The user-in-department endpoints of `/sys/user/*` (contract §6.1) and the address book
 * (`queryByOrgCodeForAddressList`). Who may add and remove members (JeecgBoot's `@RequiresRoles({"admin"})`)
 * is declared by their contract `access` (issue #20).
 */
@Injectable()
export class DepartUserService {
  constructor(
    @Inject(DepartService) private readonly departs: DepartService,
    @Inject(DepartLookupService) private readonly lookups: DepartLookupService,
    @Inject(DictService) private readonly dicts: DictService,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `departUserList`: users of the department and its sub-departments; without `depId` those of the
   * departments a leader (identity 2) leads; null when there is no department to look in. Each record's
   * `orgCode` carries the user's department names (quirk of JeecgBoot).
   */
  async departUserList(query: ListQuery, principal: Principal): Promise<IPage<SysUser> | null> {
    const { depId, ...rest } = query;
    const rows = await this.departs.allRows();
    let roots: string[];
    if (typeof depId === 'string' && depId.trim()) {
      roots = rows.some((d) => d.id === depId.trim()) ? [depId.trim()] : [];
    } else {
      const me = await this.db.getRepository(UserEntity).findOne({ where: { id: principal.id } });
      roots = me?.userIdentity === 2 ? splitList(me.departIds).filter((id) => rows.some((d) => d.id === id)) : [];
    }
    if (roots.length === 0) return null;
    const depIds = [...roots, ...descendantsOf(rows, roots).map((d) => d.id)];
    const plan = planListQuery(DEPART_USER_FIELDS, rest, 'u');
    const qb = this.db
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('u.delFlag = 0')
      .andWhere((sub) => {
        const members = sub
          .subQuery()
          .select('ud.userId')
          .from(UserDepartEntity, 'ud')
          .where('ud.depId IN (:...depIds)', { depIds })
          .getQuery();
        return `u.id IN ${members}`;
      });
    const texts = await this.dicts.texts(Object.values(USER_DICT_FIELDS));
    return fetchPage(
      qb,
      plan,
      async (users) => {
        const names = await this.lookups.departNamesByUser(users.map((u) => u.id));
        return users.map((u) =>
          withDictText({ ...toSysUserJson(u), orgCode: names.get(u.id) ?? null }, USER_DICT_FIELDS, texts),
        );
      },
      'id',
    );
  }

  /** `editSysDepartWithUser`: links the users to the department (existing links are kept). */
  async addUsers(depId: string, userIds: string[]): Promise<void> {
    const ids = [...new Set(userIds)];
    await this.db.transaction(async (em) => {
      const depart = await em.findOne(DepartEntity, { where: { id: depId, delFlag: '0' } });
      if (!depart) throw new JeecgError('操作失败，部门不存在');
      const users = await em.find(UserEntity, { where: { id: In(ids), delFlag: 0 } });
      const missing = ids.find((id) => !users.some((u) => u.id === id));
      if (missing) throw new JeecgError(`操作失败，用户不存在：${missing.slice(0, 40)}`);
      const linked = new Set(
        (await em.find(UserDepartEntity, { where: { depId, userId: In(ids) } })).map((l) => l.userId),
      );
      for (const user of users) {
        if (linked.has(user.id)) continue;
        await em.insert(UserDepartEntity, { id: newId(this.clock.now()), userId: user.id, depId });
        // A user without a login department gets this one, so sign-in and selectDepart have one to use.
        if (!user.orgCode) await em.update(UserEntity, { id: user.id }, { orgCode: depart.orgCode });
      }
    });
  }

  /**
   * `removeUsersFromDepart`: drops the links and the users' roles of that department; a user whose login
   * department it was moves to another of his departments (or none).
   */
  async removeUsers(depId: string, userIds: string[]): Promise<void> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return;
    await this.db.transaction(async (em) => {
      const depart = await em.findOne(DepartEntity, { where: { id: depId } });
      if (!depart) throw new JeecgError('操作失败，部门不存在');
      await em.delete(UserDepartEntity, { depId, userId: In(ids) });
      const roleIds = (await em.find(DepartRoleEntity, { select: { id: true }, where: { departId: depId } })).map(
        (r) => r.id,
      );
      if (roleIds.length) await em.delete(DepartRoleUserEntity, { userId: In(ids), droleId: In(roleIds) });
      const affected = await em.find(UserEntity, { where: { id: In(ids), orgCode: depart.orgCode } });
      for (const user of affected) {
        const other = await em
          .createQueryBuilder(UserDepartEntity, 'ud')
          .innerJoin(DepartEntity, 'd', 'd.id = ud.depId')
          .select('d.orgCode', 'orgCode')
          .where('ud.userId = :userId', { userId: user.id })
          .orderBy('ud.id', 'ASC')
          .getRawOne<{ orgCode: string }>();
        await em.update(UserEntity, { id: user.id }, { orgCode: other?.orgCode ?? null });
      }
    });
  }

  /** `userDepartList`: the user's departments; none is `success:false`, code 0, `查找失败`. */
  async userDepartList(userId: string): Promise<DepartIdModel[]> {
    const rows = await this.lookups.departsOfUser(userId);
    if (rows.length === 0) throw new JeecgError('查找失败', 0);
    return rows.map((d) => ({ key: d.id, value: d.id, title: d.departName, children: [] }));
  }

  /**
   * `queryByOrgCodeForAddressList`: one row per user of the department subtree (org code prefix; all
   * departments without one), paged over users, the user's departments in that subtree joined with ` | `.
   * JeecgBoot pages over user × department rows and merges within the page; paging over users keeps the
   * page size and the total honest.
   */
  async addressBook(query: {
    pageNo?: number;
    pageSize?: number;
    orgCode?: string;
    realname?: string;
    workNo?: string;
  }): Promise<IPage<AddressBookRecord>> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    const base = () => {
      const qb = this.db
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .innerJoin(UserDepartEntity, 'ud', 'ud.userId = u.id')
        .innerJoin(DepartEntity, 'd', 'd.id = ud.depId')
        .where('u.delFlag = 0')
        .andWhere("d.delFlag = '0'");
      if (query.orgCode?.trim()) {
        qb.andWhere(`d.orgCode LIKE :orgCode ESCAPE '\\'`, {
          orgCode: `${query.orgCode.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        });
      }
      if (query.realname?.trim())
        qb.andWhere(`u.realname LIKE :realname ESCAPE '\\'`, { realname: likeText(query.realname.trim()) });
      if (query.workNo?.trim())
        qb.andWhere(`u.workNo LIKE :workNo ESCAPE '\\'`, { workNo: likeText(query.workNo.trim()) });
      return qb;
    };
    const totalRow = await base().select('COUNT(DISTINCT u.id)', 'n').getRawOne<{ n: number | string }>();
    const total = Number(totalRow?.n ?? 0);
    const page = await base()
      .select('u.id', 'id')
      .addSelect('MIN(d.orgCode)', 'firstCode')
      .groupBy('u.id')
      .orderBy('firstCode', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .offset((pageNo - 1) * pageSize)
      .limit(pageSize)
      .getRawMany<{ id: string }>();
    const ids = page.map((p) => p.id);
    if (ids.length === 0) return toPage([], total, pageNo, pageSize);
    const [users, memberships, positions] = await Promise.all([
      this.db.getRepository(UserEntity).find({ where: { id: In(ids) } }),
      base()
        .andWhere('u.id IN (:...ids)', { ids })
        .select(['u.id AS "userId"', 'd.id AS "departId"', 'd.departName AS "departName"', 'd.orgCode AS "orgCode"'])
        .orderBy('d.orgCode', 'ASC')
        .getRawMany<{ userId: string; departId: string; departName: string; orgCode: string }>(),
      this.positionNames(),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const records = ids.flatMap((id): AddressBookRecord[] => {
      const u = byId.get(id);
      const mine = memberships.filter((m) => m.userId === id);
      if (!u || mine.length === 0) return [];
      const record: AddressBookRecord = {
        userId: u.id,
        username: u.username,
        realname: u.realname,
        avatar: u.avatar,
        sex: u.sex,
        workNo: u.workNo,
        post: u.post,
        telephone: u.telephone,
        email: u.email,
        phone: u.phone,
        departId: mine[0].departId,
        departName: mine.map((m) => m.departName).join(' | '),
        orgCode: mine[0].orgCode,
      };
      if (positions && u.post) {
        record.post_dictText = u.post
          .split(',')
          .map((code) => positions.get(code) ?? code)
          .join(',');
      }
      return [record];
    });
    return toPage(records, total, pageNo, pageSize);
  }

  /** Position code -> name, when this build has the position table (it belongs to another module). */
  private async positionNames(): Promise<Map<string, string> | null> {
    if (!this.db.entityMetadatas.some((m) => m.tableName === 'sys_position')) return null;
    return (await this.dicts.texts([POSITION_DICT])).get(POSITION_DICT) ?? null;
  }
}
