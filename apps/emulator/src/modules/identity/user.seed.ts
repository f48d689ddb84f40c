import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashPassword } from '../../core/auth/password';
import { newId } from '../../core/database/id';
import { insertRows } from '../../core/seed/seed-file';
import type { SeedContext } from '../../core/seed/seed.runner';
import type { SeedDepart } from '../../core/seed/seed.schemas';
import { FirstStartSeed } from '../../core/seed/seeder';
import { UserDepartEntity } from './entities/user-depart.entity';
import { UserRoleEntity } from './entities/user-role.entity';
import { UserEntity } from './entities/user.entity';

/** org code -> department id of the seeded tree (the ids are the file's). */
function seededDepartIds(tree: SeedDepart[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (nodes: SeedDepart[]) =>
    nodes.forEach((d) => {
      out.set(d.orgCode, d.id);
      walk(d.children ?? []);
    });
  walk(tree);
  return out;
}

/**
 * First start: the users of `seed/users.json` with their roles and departments. Its table is the marker: a
 * database that holds users is not fresh.
 */
@Injectable()
export class UserSeed extends FirstStartSeed {
  readonly order = 50;
  override readonly marker = UserEntity;
  private hashes: string[] = [];

  override async prepare({ files, config }: SeedContext): Promise<void> {
    this.hashes = await Promise.all(
      files.users.users.map((u) =>
        hashPassword(u.username === 'admin' && config.seedAdminPassword ? config.seedAdminPassword : u.password),
      ),
    );
  }

  async seed(em: EntityManager, { files, now }: SeedContext): Promise<string> {
    const hashes = this.hashes;
    const departs = seededDepartIds(files.departs.departs);
    const roles = new Map(files.roles.roles.map((r) => [r.roleCode, r.id]));
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
    return `${files.users.users.length} users`;
  }
}
