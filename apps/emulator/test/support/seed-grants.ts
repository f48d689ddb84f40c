import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Access, reportGrantMenus, requirementsOf } from '@cropwatch/contract';
import { loadConfig } from '../../src/core/config/emulator.config';

/**
 * The grants of the seeded roles, read from the seed files themselves (menus.json, roles.json and the chat
 * module's chat.json), independently of the emulator's code: the oracle of the authorization tests (issue #20).
 */

interface SeedMenu {
  key: string;
  url: string;
  buttons?: { perms: string; status?: string }[];
  children?: SeedMenu[];
}
interface SeedRole {
  roleCode: string;
  menus: string[];
  buttons: string[];
}

export interface RoleGrants {
  menus: Set<string>;
  buttons: Set<string>;
}

export interface SeedPage {
  key: string;
  url: string;
}

const seedDir = loadConfig({}).seedDir;
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as T;

/** Every menu row of menus.json, depth first, and every button code (menus.json and chat.json). */
export function seedMenus(): { pages: SeedPage[]; buttons: Set<string> } {
  const pages: SeedPage[] = [];
  const buttons = new Set<string>();
  const walk = (ms: SeedMenu[]) => {
    for (const m of ms) {
      pages.push({ key: m.key, url: m.url });
      for (const b of m.buttons ?? []) if ((b.status ?? '1') === '1') buttons.add(b.perms);
      walk(m.children ?? []);
    }
  };
  walk(read<{ menus: SeedMenu[] }>('menus.json').menus);
  for (const b of read<{ buttons: { perms: string }[] }>('chat.json').buttons) buttons.add(b.perms);
  return { pages, buttons };
}

/** What each seeded role (by roleCode) is granted: menu route urls and button codes. */
export function seedGrants(): Map<string, RoleGrants> {
  const { pages, buttons } = seedMenus();
  const chatButtons = read<{ buttons: { perms: string; roles: string[] }[] }>('chat.json').buttons;
  const grants = new Map<string, RoleGrants>();
  for (const role of read<{ roles: SeedRole[] }>('roles.json').roles) {
    const menus = role.menus.includes('*') ? pages : pages.filter((p) => role.menus.includes(p.key));
    const codes = role.buttons.includes('*') ? [...buttons] : role.buttons.filter((b) => buttons.has(b));
    for (const b of chatButtons) if (b.roles.includes(role.roleCode)) codes.push(b.perms);
    grants.set(role.roleCode, { menus: new Set(menus.map((m) => m.url)), buttons: new Set(codes) });
  }
  return grants;
}

/**
 * Whether a role with `grants` may call an endpoint declared `access` (any signed-in user for 'self'). `'report'`
 * depends on the report: an unknown one (the matrix's dummy ids) goes through to 实体不存在; `reportAllowed` decides
 * a real one.
 */
export function allows(access: Access, grants: RoleGrants): boolean {
  if (access === 'public' || access === 'self' || access === 'report') return true;
  return requirementsOf(access).some((n) => ('menu' in n ? grants.menus.has(n.menu) : grants.buttons.has(n.button)));
}

/** Whether a role may run the report `code`: its own menu, or a page embedding it as a popup (issue #29). */
export const reportAllowed = (code: string, grants: RoleGrants): boolean =>
  reportGrantMenus(code).some((menu) => grants.menus.has(menu));
