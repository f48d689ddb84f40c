import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { newId } from '../../core/database/id';
import { insertRows } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import { FirstStartSeed } from '../../core/seed/seeder';
import type { PermissionEntity } from './entities/permission.entity';
import { RolePermissionEntity } from './entities/role-permission.entity';
import { RoleEntity } from './entities/role.entity';
import { seedDataRuleId, seededPermissions } from './permission.seed';

/** First start: the roles of `seed/roles.json` and their grants of the seeded menus, buttons and data rules. */
@Injectable()
export class RoleSeed extends FirstStartSeed {
  readonly order = 40;

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<undefined> {
    // The permission step's rows, rebuilt from the same file (pure, same ids and order).
    const permissions = seededPermissions(files.menus.menus, now);
    const seededRuleIds = new Set(permissions.rules.map((r) => r.id));
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
            if (!seededRuleIds.has(id))
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
    return undefined;
  }
}
