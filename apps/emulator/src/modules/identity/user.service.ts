import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { SysUser } from '@cropwatch/contract';
import type { Principal, PrincipalLoader } from '../../core/auth/principal';
import { CACHE_INVALIDATION, type CacheInvalidation, VersionedCache } from '../../core/cache/cache-invalidation';
import { withDictText } from '../../core/dict/dict-text';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { DictService } from '../dict';
import { DepartLookupService } from './depart-lookup.service';
import { UserDepartEntity } from './entities/user-depart.entity';
import { UserEntity } from './entities/user.entity';
import { toSysUserJson } from './user.serializer';

/** JeecgBoot's reserved account that user lists never show. */
export const RESERVED_USERNAME = '_reserve_user_external';

/** Properties `GET /sys/user/list` filters and sorts by (QueryGenerator over SysUser). */
export const USER_LIST_FIELDS: ListFields = {
  id: 'string',
  username: 'string',
  realname: 'string',
  sex: 'number',
  birthday: 'date',
  email: 'string',
  phone: 'string',
  orgCode: 'string',
  status: 'number',
  workNo: 'string',
  post: 'string',
  telephone: 'string',
  userIdentity: 'number',
  departIds: 'string',
  relTenantIds: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

const USER_DICT_FIELDS = {
  sex: 'sex',
  status: 'user_status',
  departIds: 'sys_depart,depart_name,id',
  // Position codes (comma list) -> names, as SysUser's `@Dict(dictTable = "sys_position", …)`.
  post: 'sys_position,name,code',
};

@Injectable()
export class UserService implements PrincipalLoader {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(UserDepartEntity) private readonly userDeparts: Repository<UserDepartEntity>,
    @Inject(DepartLookupService) private readonly departs: DepartLookupService,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CACHE_INVALIDATION) invalidation: CacheInvalidation,
  ) {
    this.principalCache = new VersionedCache(invalidation, ['sys_user']);
  }

  /** Principals by username, read again after any write to sys_user (freeze, delete, edit). */
  private readonly principalCache: VersionedCache<Principal | null>;

  load(username: string): Promise<Principal | null> {
    return this.principalCache.get(username, () => this.readPrincipal(username));
  }

  cached(username: string): Principal | null | undefined {
    return this.principalCache.peek(username);
  }

  private async readPrincipal(username: string): Promise<Principal | null> {
    const u = await this.users.findOne({ where: { username, delFlag: 0 } });
    return (
      u && {
        id: u.id,
        username: u.username,
        realname: u.realname,
        status: u.status,
        orgCode: u.orgCode,
        relTenantIds: u.relTenantIds,
      }
    );
  }

  /** Deleted users included: sign-in tells "cancelled" apart from "unknown". */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { username } });
  }

  findByPhone(phone: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { phone } });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id, delFlag: 0 } });
  }

  /** The not-deleted users among `ids` (MyBatis-Plus `listByIds` with the `@TableLogic` del_flag), by id. */
  findByIds(ids: string[]): Promise<UserEntity[]> {
    return ids.length
      ? this.users.find({ where: { id: In(ids), delFlag: 0 }, order: { id: 'ASC' } })
      : Promise.resolve([]);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { email } });
  }

  save(user: UserEntity): Promise<UserEntity> {
    return this.users.save(user);
  }

  /**
   * `GET /sys/user/list` (contract §6.1): QueryGenerator filters plus `departId` (users of one department;
   * none -> null result, a JeecgBoot quirk) and `code` (ids, page size = their count).
   */
  async list(query: ListQuery): Promise<IPage<SysUser> | null> {
    const plan = planListQuery(USER_LIST_FIELDS, query, 'u');
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.delFlag = 0')
      .andWhere('u.username <> :reserved', { reserved: RESERVED_USERNAME });
    const departId = typeof query.departId === 'string' ? query.departId : '';
    if (departId) {
      const links = await this.userDeparts.find({ where: { depId: departId } });
      if (links.length === 0) return null;
      qb.andWhere('u.id IN (:...departUserIds)', { departUserIds: links.map((l) => l.userId) });
    }
    const code = typeof query.code === 'string' ? query.code.split(',').filter(Boolean) : [];
    if (code.length > 0) {
      qb.andWhere('u.id IN (:...codeIds)', { codeIds: code });
      plan.pageSize = code.length;
    }
    return fetchPage(qb, plan, (rows) => this.toListRecords(rows), 'id');
  }

  /** Records with `orgCodeTxt` and the dictionary texts of the list. */
  private async toListRecords(rows: UserEntity[]): Promise<SysUser[]> {
    const [names, texts, departNames] = await Promise.all([
      this.departs.departNamesByUser(rows.map((r) => r.id)),
      this.dicts.texts([USER_DICT_FIELDS.sex, USER_DICT_FIELDS.status, USER_DICT_FIELDS.post]),
      this.departs.namesById(),
    ]);
    texts.set(USER_DICT_FIELDS.departIds, departNames);
    return rows.map((r) => withDictText(toSysUserJson(r, names.get(r.id) ?? null), USER_DICT_FIELDS, texts));
  }
}
