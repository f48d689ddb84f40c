import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../core/config/emulator.config';
import { readSeedFiles } from './seed.runner';
import type { SeedMenu } from './seed.schemas';

const seedDir = loadConfig({}).seedDir;

describe('seed files', () => {
  const files = readSeedFiles(seedDir);

  it('give every user a unique username, phone, e-mail and work number', () => {
    const users = files.users.users;
    for (const key of ['username', 'phone', 'email', 'workNo'] as const) {
      expect(new Set(users.map((u) => u[key])).size).toBe(users.length);
    }
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'analyst', 'viewer']));
  });

  it('use unique menu keys and button codes', () => {
    const menus: SeedMenu[] = [];
    const walk = (list: SeedMenu[]) => list.forEach((m) => (menus.push(m), walk(m.children ?? [])));
    walk(files.menus.menus);
    expect(new Set(menus.map((m) => m.key)).size).toBe(menus.length);
    const perms = menus.flatMap((m) => (m.buttons ?? []).map((b) => b.perms));
    expect(new Set(perms).size).toBe(perms.length);
  });

  it('name the file and the field of the first problem', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cropwatch-seed-'));
    try {
      for (const name of ['menus', 'departs', 'tenants', 'roles', 'users', 'dicts', 'announcements', 'login-logs']) {
        writeFileSync(path.join(dir, `${name}.json`), readFileSync(path.join(seedDir, `${name}.json`)));
      }
      const users = JSON.parse(readFileSync(path.join(dir, 'users.json'), 'utf8')) as { users: { phone: string }[] };
      users.users[1].phone = '12345';
      writeFileSync(path.join(dir, 'users.json'), JSON.stringify(users));
      expect(() => readSeedFiles(dir)).toThrow(/^seed\/users\.json: users\.1\.phone: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
