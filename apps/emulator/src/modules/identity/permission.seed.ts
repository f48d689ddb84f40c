import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRows, seedId } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import type { SeedMenu } from '../../core/seed/seed.schemas';
import { FirstStartSeed } from '../../core/seed/seeder';
import { PermissionDataRuleEntity } from './entities/permission-data-rule.entity';
import { PermissionEntity } from './entities/permission.entity';

/** The seeded permission rows keyed for role grants: menus by key, buttons by code, and the data rules. */
export interface SeededPermissions {
  menus: Map<string, PermissionEntity>;
  buttons: Map<string, PermissionEntity>;
  rules: PermissionDataRuleEntity[];
}

/** Id of a seeded data rule: stable per menu key and rule key. */
export const seedDataRuleId = (menuKey: string, ruleKey: string) => seedId('data-rule', `${menuKey}:${ruleKey}`);

/** The permission rows (menus and buttons) and data rules of `seed/menus.json`; pure, ids stable per key. */
export function seededPermissions(tree: SeedMenu[], now: number): SeededPermissions {
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
  return { menus, buttons, rules };
}

/** First start: the menus, buttons and data rules of `seed/menus.json`. */
@Injectable()
export class PermissionSeed extends FirstStartSeed {
  readonly order = 30;

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<string> {
    const { menus, buttons, rules } = seededPermissions(files.menus.menus, now);
    await insertRows(em, PermissionEntity, [...menus.values(), ...buttons.values()]);
    await insertRows(em, PermissionDataRuleEntity, rules);
    return `${files.menus.menus.length} top-level menus`;
  }
}
