import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { hashPassword } from '../../core/auth/password';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { AnnouncementSendEntity } from '../../modules/announcement/entities/announcement-send.entity';
import { AnnouncementEntity } from '../../modules/announcement/entities/announcement.entity';
import { DepartEntity } from '../../modules/depart/entities/depart.entity';
import { DictItemEntity } from '../../modules/dict/entities/dict-item.entity';
import { DictEntity } from '../../modules/dict/entities/dict.entity';
import { LogEntity } from '../../modules/log/entities/log.entity';
import { PermissionDataRuleEntity } from '../../modules/permission/entities/permission-data-rule.entity';
import { PermissionEntity } from '../../modules/permission/entities/permission.entity';
import { RolePermissionEntity } from '../../modules/role/entities/role-permission.entity';
import { RoleEntity } from '../../modules/role/entities/role.entity';
import { TenantEntity } from '../../modules/tenant/entities/tenant.entity';
import { UserDepartEntity } from '../../modules/user/entities/user-depart.entity';
import { UserRoleEntity } from '../../modules/user/entities/user-role.entity';
import { UserEntity } from '../../modules/user/entities/user.entity';
import { readSeedFile } from './seed-file';
import { type SeedDepart, type SeedFiles, seedFilesSchema, type SeedMenu } from './seed.schemas';

const DAY_MS = 86_400_000;

/**
 * Multi-row insert that leaves the given objects untouched: TypeORM's `insert` writes "returned" values
 * back into them, and on SQLite it assigns the primary keys to the wrong objects of a multi-row insert.
 */
function insertRows<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
) {
  return em.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
}

/** Stable 32-hex ids for seeded rows, so role grants and tests can refer to them. */
export const seedId = (kind: string, key: string) => createHash('md5').update(`${kind}:${key}`).digest('hex');

/** The seeded permission rows keyed for role grants: menus by key, buttons by code, and the data rule ids. */
interface SeededPermissions {
  menus: Map<string, PermissionEntity>;
  buttons: Map<string, PermissionEntity>;
  ruleIds: Set<string>;
}

/** Id of a seeded data rule: stable per menu key and rule key. */
const seedDataRuleId = (menuKey: string, ruleKey: string) => seedId('data-rule', `${menuKey}:${ruleKey}`);

/** Reads and validates every seed file; throws naming the file and the first problem. */
export function readSeedFiles(dir: string): SeedFiles {
  const out: Partial<Record<keyof SeedFiles, unknown>> = {};
  for (const [name, schema] of Object.entries(seedFilesSchema)) {
    out[name as keyof SeedFiles] = readSeedFile(dir, `${name}.json`, schema);
  }
  return out as SeedFiles;
}

/**
 * Loads `seed/*.json` into an empty database once (the first start), in one transaction. A database that
 * already holds users is left alone.
 */
@Injectable()
export class SeedRunner {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when it seeded. */
  async run(): Promise<boolean> {
    if ((await this.db.getRepository(UserEntity).count()) > 0) return false;
    const files = readSeedFiles(this.config.seedDir);
    // Hash outside the transaction: scrypt is slow on purpose and runs on the thread pool in parallel.
    const hashes = await Promise.all(
      files.users.users.map((u) =>
        hashPassword(
          u.username === 'admin' && this.config.seedAdminPassword ? this.config.seedAdminPassword : u.password,
        ),
      ),
    );
    await this.db.transaction(async (em) => {
      const now = this.clock.now();
      await this.seedTenants(em, files, now);
      const departs = await this.seedDeparts(em, files.departs.departs, now);
      const permissions = await this.seedPermissions(em, files.menus.menus, now);
      const roles = await this.seedRoles(em, files, permissions, now);
      const users = await this.seedUsers(em, files, hashes, departs, roles, now);
      await this.seedDicts(em, files, now);
      await this.seedAnnouncements(em, files, users, now);
      await this.seedLoginLogs(em, files, users, now);
    });
    this.logger.log(
      `seeded ${files.users.users.length} users, ${files.menus.menus.length} top-level menus and ${files.dicts.dicts.length} dictionaries`,
    );
    return true;
  }

  private async seedTenants(em: EntityManager, files: SeedFiles, now: number): Promise<void> {
    await insertRows(
      em,
      TenantEntity,
      files.tenants.tenants.map((t) => ({
        ...t,
        createTime: new Date(now),
        createBy: 'admin',
        beginDate: null,
        endDate: null,
      })),
    );
  }

  /** Returns org code -> department id. */
  private async seedDeparts(em: EntityManager, tree: SeedDepart[], now: number): Promise<Map<string, string>> {
    const rows: Partial<DepartEntity>[] = [];
    const walk = (nodes: SeedDepart[], parentId: string, depth: number) =>
      nodes.forEach((d, index) => {
        const { children, ...fields } = d;
        rows.push({
          ...fields,
          parentId,
          departOrder: index,
          orgType: String(depth),
          status: '1',
          delFlag: '0',
          createBy: 'admin',
          createTime: new Date(now),
        });
        walk(children ?? [], d.id, depth + 1);
      });
    walk(tree, '', 1);
    await insertRows(em, DepartEntity, rows);
    return new Map(rows.map((d) => [d.orgCode!, d.id!]));
  }

  /** Returns the permission rows (menus and buttons), keyed for role grants. */
  private async seedPermissions(em: EntityManager, tree: SeedMenu[], now: number): Promise<SeededPermissions> {
    const menus = new Map<string, PermissionEntity>();
    const buttons = new Map<string, PermissionEntity>();
    const rules: PermissionDataRuleEntity[] = [];
    const base = { createBy: 'admin', createTime: new Date(now), delFlag: 0, ruleFlag: 0, keepAlive: 0, hideTab: 0 };
    const walk = (nodes: SeedMenu[], parentId: string | null) =>
      nodes.forEach((m, index) => {
        if (menus.has(m.key)) throw new Error(`seed/menus.json: duplicate key ${m.key}`);
        const row = Object.assign(new PermissionEntity(), {
          ...base,
          id: seedId('menu', m.key),
          parentId,
          name: m.name,
          url: m.url,
          component: m.component,
          componentName: m.componentName ?? null,
          redirect: m.redirect ?? null,
          menuType: parentId ? 1 : 0,
          perms: null,
          permsType: '0',
          sortNo: index + 1,
          alwaysShow: m.alwaysShow ? 1 : 0,
          icon: m.icon ?? null,
          isRoute: m.route === false ? 0 : 1,
          isLeaf: m.children?.length || m.buttons?.length ? 0 : 1,
          keepAlive: m.keepAlive ? 1 : 0,
          hidden: m.hidden ? 1 : 0,
          hideTab: m.hideTab ? 1 : 0,
          description: m.description ?? null,
          status: '1',
          internalOrExternal: m.internalOrExternal ? 1 : 0,
        });
        menus.set(m.key, row);
        for (const r of m.dataRules ?? []) {
          row.ruleFlag = 1;
          rules.push(
            Object.assign(new PermissionDataRuleEntity(), {
              id: seedDataRuleId(m.key, r.key),
              permissionId: row.id,
              ruleName: r.ruleName,
              ruleColumn: r.ruleColumn,
              ruleConditions: r.ruleConditions,
              ruleValue: r.ruleValue,
              status: '1',
            }),
          );
        }
        (m.buttons ?? []).forEach((b, i) => {
          if (buttons.has(b.perms)) throw new Error(`seed/menus.json: duplicate button ${b.perms}`);
          buttons.set(
            b.perms,
            Object.assign(new PermissionEntity(), {
              ...base,
              id: seedId('button', b.perms),
              parentId: row.id,
              name: b.name,
              url: null,
              component: null,
              componentName: null,
              redirect: null,
              menuType: 2,
              perms: b.perms,
              permsType: b.permsType,
              sortNo: i + 1,
              alwaysShow: 0,
              icon: null,
              isRoute: 0,
              isLeaf: 1,
              hidden: 0,
              description: null,
              status: b.status,
              internalOrExternal: 0,
            }),
          );
        });
        walk(m.children ?? [], row.id);
      });
    walk(tree, null);
    await insertRows(em, PermissionEntity, [...menus.values(), ...buttons.values()]);
    await insertRows(em, PermissionDataRuleEntity, rules);
    return { menus, buttons, ruleIds: new Set(rules.map((r) => r.id)) };
  }

  /** Returns role code -> role id. */
  private async seedRoles(
    em: EntityManager,
    files: SeedFiles,
    permissions: SeededPermissions,
    now: number,
  ): Promise<Map<string, string>> {
    const links: Partial<RolePermissionEntity>[] = [];
    for (const role of files.roles.roles) {
      const pick = (keys: string[], from: Map<string, PermissionEntity>, what: string) =>
        keys.includes('*')
          ? [...from.values()]
          : keys.map((k) => {
              const row = from.get(k);
              if (!row) throw new Error(`seed/roles.json: role ${role.roleCode} grants unknown ${what} ${k}`);
              return row;
            });
      const granted = [
        ...pick(role.menus, permissions.menus, 'menu'),
        ...pick(role.buttons, permissions.buttons, 'button'),
      ];
      const ids = new Set(granted.map((p) => p.id));
      const ruleIds = new Map(
        Object.entries(role.dataRules ?? {}).map(([menuKey, keys]) => {
          const menu = permissions.menus.get(menuKey);
          if (!menu || !ids.has(menu.id))
            throw new Error(`seed/roles.json: role ${role.roleCode} has data rules of ungranted menu ${menuKey}`);
          const ruleIdsOfMenu = keys.map((k) => {
            const id = seedDataRuleId(menuKey, k);
            if (!permissions.ruleIds.has(id))
              throw new Error(`seed/roles.json: role ${role.roleCode} selects unknown data rule ${menuKey}/${k}`);
            return id;
          });
          return [menu.id, ruleIdsOfMenu.join(',')];
        }),
      );
      for (const p of granted) {
        // A granted child of an ungranted folder would silently vanish from the menu.
        if (p.parentId && p.menuType !== 2 && !ids.has(p.parentId)) {
          throw new Error(`seed/roles.json: role ${role.roleCode} grants ${p.name} without its parent folder`);
        }
        links.push({
          id: newId(now),
          roleId: role.id,
          permissionId: p.id,
          dataRuleIds: ruleIds.get(p.id) ?? null,
          operateDate: new Date(now),
          operateIp: '127.0.0.1',
        });
      }
    }
    await insertRows(
      em,
      RoleEntity,
      files.roles.roles.map((r) => ({
        id: r.id,
        roleCode: r.roleCode,
        roleName: r.roleName,
        description: r.description ?? null,
        createBy: 'admin',
        createTime: new Date(now),
      })),
    );
    await insertRows(em, RolePermissionEntity, links);
    return new Map(files.roles.roles.map((r) => [r.roleCode, r.id]));
  }

  /** Returns username -> user id. */
  private async seedUsers(
    em: EntityManager,
    files: SeedFiles,
    hashes: string[],
    departs: Map<string, string>,
    roles: Map<string, string>,
    now: number,
  ): Promise<Map<string, string>> {
    const departId = (orgCode: string) => {
      const id = departs.get(orgCode);
      if (!id) throw new Error(`seed/users.json: unknown department ${orgCode}`);
      return id;
    };
    const userRoles: Partial<UserRoleEntity>[] = [];
    const userDeparts: Partial<UserDepartEntity>[] = [];
    const users = files.users.users.map((u, i) => {
      for (const code of u.roles) {
        const roleId = roles.get(code);
        if (!roleId) throw new Error(`seed/users.json: ${u.username} has unknown role ${code}`);
        userRoles.push({ id: newId(now), userId: u.id, roleId });
      }
      for (const orgCode of u.departs) userDeparts.push({ id: newId(now), userId: u.id, depId: departId(orgCode) });
      return {
        id: u.id,
        username: u.username,
        realname: u.realname,
        password: hashes[i],
        avatar: null,
        birthday: u.birthday,
        sex: u.sex,
        email: u.email,
        phone: u.phone,
        orgCode: u.departs[0] ?? null,
        status: u.status,
        delFlag: u.delFlag,
        activitiSync: 1,
        workNo: u.workNo,
        post: null,
        telephone: u.telephone ?? null,
        userIdentity: u.userIdentity,
        departIds: u.leads?.map(departId).join(',') || null,
        relTenantIds: u.tenants.join(','),
        clientId: null,
        createBy: 'admin',
        createTime: new Date(now),
      };
    });
    await insertRows(em, UserEntity, users);
    await insertRows(em, UserRoleEntity, userRoles);
    await insertRows(em, UserDepartEntity, userDeparts);
    return new Map(users.map((u) => [u.username, u.id]));
  }

  private async seedDicts(em: EntityManager, files: SeedFiles, now: number): Promise<void> {
    const audit = { createBy: 'admin', createTime: new Date(now) };
    const dicts = files.dicts.dicts.map((d) => ({
      id: seedId('dict', d.dictCode),
      dictCode: d.dictCode,
      dictName: d.dictName,
      type: d.type,
      delFlag: 0,
      description: null,
      ...audit,
    }));
    const items = files.dicts.dicts.flatMap((d) =>
      d.items.map((item, i) => ({
        id: seedId('dict-item', `${d.dictCode}:${item.value}`),
        dictId: seedId('dict', d.dictCode),
        itemValue: item.value,
        itemText: item.text,
        sortOrder: i + 1,
        status: item.status,
        description: null,
        ...audit,
      })),
    );
    await insertRows(em, DictEntity, dicts);
    await insertRows(em, DictItemEntity, items);
  }

  private async seedAnnouncements(
    em: EntityManager,
    files: SeedFiles,
    users: Map<string, string>,
    now: number,
  ): Promise<void> {
    const sends: Partial<AnnouncementSendEntity>[] = [];
    const rows = files.announcements.announcements.map((a) => {
      const created = new Date(now - a.daysAgo * DAY_MS);
      const recipients = (a.users ?? []).map((name) => {
        const id = users.get(name);
        if (!id) throw new Error(`seed/announcements.json: unknown user ${name}`);
        return id;
      });
      if (a.msgType === 'USER') {
        for (const userId of recipients)
          sends.push({ id: newId(now), anntId: a.id, userId, readFlag: '0', createBy: 'admin', createTime: created });
      }
      return {
        id: a.id,
        titile: a.titile,
        msgContent: a.msgContent,
        msgAbstract: a.msgAbstract ?? null,
        startTime: created,
        endTime: new Date(created.getTime() + a.endInDays * DAY_MS),
        sender: a.sendStatus === '0' ? null : (a.sender ?? 'admin'),
        priority: a.priority,
        msgCategory: a.msgCategory,
        msgType: a.msgType,
        sendStatus: a.sendStatus,
        sendTime: a.sendStatus === '0' ? null : created,
        cancelTime: a.sendStatus === '2' ? new Date(created.getTime() + DAY_MS) : null,
        delFlag: '0',
        // JeecgBoot strips the last character of user_ids, so the list must end with a comma (quirk §14.13).
        userIds: a.msgType === 'USER' ? `${recipients.join(',')},` : null,
        openType: a.openType ?? null,
        openPage: a.openPage ?? null,
        createBy: 'admin',
        createTime: created,
      };
    });
    await insertRows(em, AnnouncementEntity, rows);
    if (sends.length) await insertRows(em, AnnouncementSendEntity, sends);
  }

  private async seedLoginLogs(
    em: EntityManager,
    files: SeedFiles,
    users: Map<string, string>,
    now: number,
  ): Promise<void> {
    const rows = files['login-logs'].logs.map((l) => {
      const day = new Date(now - l.daysAgo * DAY_MS);
      const [h, m, s] = l.time.split(':').map(Number);
      // A time later today than the seed itself is clamped to the seed moment.
      const at = new Date(Math.min(new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, s).getTime(), now));
      return {
        id: newId(at.getTime()),
        logType: 1,
        logContent: `用户名: ${l.username},登录成功！`,
        userid: users.get(l.username) ?? null,
        username: l.username,
        ip: l.ip,
        createBy: l.username,
        createTime: at,
      };
    });
    await insertRows(em, LogEntity, rows);
  }
}
