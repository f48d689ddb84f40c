import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type {
  AccountApp,
  AccountArticle,
  AccountCard,
  AccountProject,
  AccountUserData,
  SelfEditBody,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { formatDateTime } from '../../core/result/date-format';
import { addToCounts, AnalysisItemEntity, AnalysisMainEntity, analysisStatus, emptyCounts } from '../analysis';
import { AnnouncementEntity, AnnouncementSendEntity } from '../announcement';
import { CropTaskEntity } from '../crop-task';
import {
  AccountFactsService,
  DepartLookupService,
  PermissionEntity,
  RoleEntity,
  RolePermissionEntity,
  toSysUserJson,
  type UserEntity,
  UserRoleEntity,
  UserService,
} from '../identity';
import { LogEntity } from '../log';
import { PositionEntity } from '../position';
import { TenantEntity } from '../tenant';

const LOGIN_LOG = 1;
const OPERATION_LOG = 2;
const TAB_SIZE = 10;

/** `138****1234`: the first three and last four digits. */
export const maskPhone = (phone: string | null): string | null =>
  phone ? (phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****') : null;

/** `z***@example.com`: the first character of the local part. */
export const maskEmail = (email: string | null): string | null => {
  if (!email) return null;
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
};

const splitList = (v: string | null | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The module word of an API path: `/jeecg-boot/sys/user/list` -> `user`, `/crop/task/add` -> `task`. */
export function apiModule(requestUrl: string | null): string | null {
  if (!requestUrl) return null;
  const path = requestUrl.split('?')[0].replace(/^\/jeecg-boot/, '');
  const parts = path.split('/').filter(Boolean);
  return parts.length >= 2 ? parts[1].toLowerCase() : null;
}

/** The menu route of an API module: the menu whose last URL segment and the module word start alike. */
export function matchMenu(module: string | null, menus: { url: string }[]): string | null {
  if (!module) return null;
  const hit = menus.find((m) => {
    const last = m.url.split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
    return last.length >= 3 && (module.startsWith(last) || last.startsWith(module));
  });
  return hit?.url ?? null;
}

/** The signed-in user's own account: base settings, preferences, account center (issue #14). */
@Injectable()
export class AccountService {
  constructor(
    @Inject(UserService) private readonly users: UserService,
    @Inject(DepartLookupService) private readonly departs: DepartLookupService,
    @Inject(AccountFactsService) private readonly facts: AccountFactsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectRepository(UserRoleEntity) private readonly userRoles: Repository<UserRoleEntity>,
    @InjectRepository(RoleEntity) private readonly roles: Repository<RoleEntity>,
    @InjectRepository(RolePermissionEntity) private readonly rolePermissions: Repository<RolePermissionEntity>,
    @InjectRepository(PermissionEntity) private readonly permissions: Repository<PermissionEntity>,
    @InjectRepository(PositionEntity) private readonly positions: Repository<PositionEntity>,
    @InjectRepository(TenantEntity) private readonly tenants: Repository<TenantEntity>,
    @InjectRepository(LogEntity) private readonly logs: Repository<LogEntity>,
    @InjectRepository(AnnouncementEntity) private readonly announcements: Repository<AnnouncementEntity>,
    @InjectRepository(AnnouncementSendEntity) private readonly sends: Repository<AnnouncementSendEntity>,
    @InjectRepository(CropTaskEntity) private readonly cropTasks: Repository<CropTaskEntity>,
    @InjectRepository(AnalysisMainEntity) private readonly analyses: Repository<AnalysisMainEntity>,
    @InjectRepository(AnalysisItemEntity) private readonly analysisItems: Repository<AnalysisItemEntity>,
  ) {}

  private async self(principal: Principal): Promise<UserEntity> {
    const user = await this.users.findById(principal.id);
    if (!user || user.delFlag === 1) throw new JeecgError('未找到该用户数据');
    return user;
  }

  /** `getUserData`: one's SysUser with the password strength and the change times. */
  async userData(principal: Principal): Promise<AccountUserData> {
    const user = await this.self(principal);
    const facts = await this.facts.find(user.id);
    return {
      ...toSysUserJson(user),
      passwordStrength: (facts?.passwordStrength as AccountUserData['passwordStrength']) ?? null,
      passwordUpdateTime: formatDateTime(facts?.passwordUpdateTime),
      phoneUpdateTime: formatDateTime(facts?.phoneUpdateTime),
      emailUpdateTime: formatDateTime(facts?.emailUpdateTime),
    };
  }

  /**
   * `selfEdit`: the base settings of oneself only (JeecgBoot 3.4 refuses another id with 只能修改自己的数据).
   * The email must not belong to another user.
   */
  async edit(principal: Principal, body: SelfEditBody): Promise<AccountUserData> {
    if (body.id && body.id !== principal.id) throw new JeecgError('只能修改自己的数据');
    const user = await this.self(principal);
    let emailChanged = false;
    if (body.email !== undefined && body.email !== user.email) {
      if (body.email) {
        const owner = await this.users.findByEmail(body.email);
        if (owner && owner.id !== user.id) throw new JeecgError('该邮箱已被其他用户使用');
      }
      user.email = body.email;
      emailChanged = true;
    }
    if (body.realname !== undefined) user.realname = body.realname;
    if (body.avatar !== undefined) user.avatar = body.avatar;
    if (body.birthday !== undefined) user.birthday = body.birthday;
    if (body.sex !== undefined) user.sex = body.sex as number | null;
    user.updateBy = principal.username;
    user.updateTime = new Date(this.clock.now());
    await this.users.save(user);
    if (emailChanged) await this.facts.recordEmail(user.id);
    return this.userData(principal);
  }

  /** The account center card. Contact data masked; last login = the newest login-log row of the user. */
  async card(principal: Principal): Promise<AccountCard> {
    const user = await this.self(principal);
    const [departs, roleLinks, positions, tenants, lastLogin] = await Promise.all([
      this.departs.departsOfUser(user.id),
      this.userRoles.findBy({ userId: user.id }),
      splitList(user.post).length ? this.positions.findBy({ code: In(splitList(user.post)) }) : [],
      splitList(user.relTenantIds).length
        ? this.tenants.findBy({ id: In(splitList(user.relTenantIds).map(Number).filter(Number.isInteger)) })
        : [],
      this.logs.findOne({
        where: { userid: user.id, logType: LOGIN_LOG },
        order: { createTime: 'DESC', id: 'DESC' },
      }),
    ]);
    const roles = roleLinks.length ? await this.roles.findBy({ id: In(roleLinks.map((r) => r.roleId)) }) : [];
    return {
      id: user.id,
      username: user.username,
      realname: user.realname,
      avatar: user.avatar,
      workNo: user.workNo,
      phone: maskPhone(user.phone),
      email: maskEmail(user.email),
      departs: departs.map((d) => ({
        departName: d.departName,
        orgCode: d.orgCode,
        current: d.orgCode === user.orgCode,
      })),
      positions: positions.map((p) => p.name),
      roles: roles.map((r) => r.roleName),
      tenants: tenants.map((t) => t.name),
      lastLoginTime: formatDateTime(lastLogin?.createTime),
      lastLoginIp: lastLogin?.ip ?? null,
    };
  }

  /** 应用: one's operation-log rows grouped by their content, most frequent first, linked to a granted menu. */
  async apps(principal: Principal): Promise<AccountApp[]> {
    const groups = await this.logs
      .createQueryBuilder('l')
      .select('l.logContent', 'label')
      .addSelect('MAX(l.requestUrl)', 'requestUrl')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MAX(l.createTime)', 'lastTime')
      .where('l.userid = :userId AND l.logType = :type', { userId: principal.id, type: OPERATION_LOG })
      .andWhere('l.logContent IS NOT NULL')
      .groupBy('l.logContent')
      .orderBy('count', 'DESC')
      .addOrderBy('lastTime', 'DESC')
      .limit(TAB_SIZE)
      .getRawMany<{
        label: string;
        requestUrl: string | null;
        count: number | string;
        lastTime: string | Date | null;
      }>();
    if (groups.length === 0) return [];
    const menus = await this.grantedMenus(principal.id);
    return groups.map((g) => ({
      label: g.label,
      requestUrl: g.requestUrl,
      count: Number(g.count),
      lastTime: g.lastTime ? formatDateTime(new Date(g.lastTime)) : null,
      route: matchMenu(apiModule(g.requestUrl), menus),
    }));
  }

  /** 文章: announcements one published, and those one read, newest first. */
  async articles(principal: Principal): Promise<AccountArticle[]> {
    const [sent, read] = await Promise.all([
      this.announcements.find({
        where: { sender: principal.username, sendStatus: '1', delFlag: '0' },
        order: { sendTime: 'DESC' },
        take: TAB_SIZE,
      }),
      this.sends
        .createQueryBuilder('s')
        .innerJoinAndMapOne('s.announcement', AnnouncementEntity, 'a', 'a.id = s.anntId')
        .where('s.userId = :userId AND s.readFlag = :read', { userId: principal.id, read: '1' })
        .andWhere("a.delFlag = '0'")
        .orderBy('s.readTime', 'DESC')
        .limit(TAB_SIZE)
        .getMany() as Promise<(AnnouncementSendEntity & { announcement: AnnouncementEntity })[]>,
    ]);
    const rows: AccountArticle[] = [
      ...sent.map((a) => ({
        id: a.id,
        titile: a.titile,
        relation: 'sent' as const,
        time: formatDateTime(a.sendTime),
        msgCategory: a.msgCategory,
      })),
      ...read
        .filter((s) => !sent.some((a) => a.id === s.anntId))
        .map((s) => ({
          id: s.anntId,
          titile: s.announcement.titile,
          relation: 'read' as const,
          time: formatDateTime(s.readTime),
          msgCategory: s.announcement.msgCategory,
        })),
    ];
    return rows.sort((a, b) => (b.time ?? '').localeCompare(a.time ?? '')).slice(0, TAB_SIZE);
  }

  /** 项目: one's crop tasks and bulletin analyses, newest first, with their status. */
  async projects(principal: Principal): Promise<AccountProject[]> {
    const [tasks, analyses] = await Promise.all([
      this.cropTasks.find({ where: { createBy: principal.username }, order: { createTime: 'DESC' }, take: TAB_SIZE }),
      this.analyses.find({ where: { createBy: principal.username }, order: { createTime: 'DESC' }, take: TAB_SIZE }),
    ]);
    const counts = new Map(analyses.map((a) => [a.id, emptyCounts()]));
    if (analyses.length) {
      const items = await this.analysisItems.find({
        select: { analysisId: true, status: true },
        where: { analysisId: In(analyses.map((a) => a.id)) },
      });
      for (const item of items) {
        const c = counts.get(item.analysisId);
        if (c) counts.set(item.analysisId, addToCounts(c, item.status));
      }
    }
    const rows: AccountProject[] = [
      ...tasks.map((t) => ({
        kind: 'cropTask' as const,
        id: t.id,
        name: t.taskName,
        status: t.status,
        time: formatDateTime(t.createTime),
      })),
      ...analyses.map((a) => ({
        kind: 'analysis' as const,
        id: a.id,
        name: a.title,
        status: analysisStatus(counts.get(a.id) ?? emptyCounts()),
        time: formatDateTime(a.createTime),
      })),
    ];
    return rows.sort((a, b) => (b.time ?? '').localeCompare(a.time ?? '')).slice(0, TAB_SIZE * 2);
  }

  /** Visible menu rows (with a route) granted to the user's roles. */
  private async grantedMenus(userId: string): Promise<{ url: string }[]> {
    const rows = await this.permissions
      .createQueryBuilder('p')
      .innerJoin(RolePermissionEntity, 'rp', 'rp.permissionId = p.id')
      .innerJoin(UserRoleEntity, 'ur', 'ur.roleId = rp.roleId')
      .where('ur.userId = :userId', { userId })
      .andWhere('p.menuType IN (0, 1) AND p.hidden = 0 AND p.delFlag = 0 AND p.url IS NOT NULL')
      .select(['p.url'])
      .getMany();
    return rows.filter((r): r is PermissionEntity & { url: string } => !!r.url);
  }
}
