import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_LOADER } from '../../core/auth/principal';
import { DictModule } from '../dict';
import { DepartLookupService } from './depart-lookup.service';
import { DepartSeed } from './depart.seed';
import { DepartPermissionEntity } from './entities/depart-permission.entity';
import { DepartRolePermissionEntity } from './entities/depart-role-permission.entity';
import { DepartRoleUserEntity } from './entities/depart-role-user.entity';
import { DepartRoleEntity } from './entities/depart-role.entity';
import { DepartEntity } from './entities/depart.entity';
import { PermissionDataRuleEntity } from './entities/permission-data-rule.entity';
import { PermissionEntity } from './entities/permission.entity';
import { RolePermissionEntity } from './entities/role-permission.entity';
import { RoleEntity } from './entities/role.entity';
import { UserDepartEntity } from './entities/user-depart.entity';
import { UserRoleEntity } from './entities/user-role.entity';
import { UserEntity } from './entities/user.entity';
import { MenuTreeService } from './menu-tree.service';
import { PermissionSeed } from './permission.seed';
import { PermissionService } from './permission.service';
import { RoleSeed } from './role.seed';
import { UserSeed } from './user.seed';
import { UserService } from './user.service';

/** The tables of identity: users, roles, menus and buttons, departments, and the links between them. */
export const IDENTITY_ENTITIES = [
  UserEntity,
  UserRoleEntity,
  UserDepartEntity,
  RoleEntity,
  RolePermissionEntity,
  PermissionEntity,
  PermissionDataRuleEntity,
  DepartEntity,
  DepartPermissionEntity,
  DepartRoleEntity,
  DepartRoleUserEntity,
  DepartRolePermissionEntity,
];

/**
 * Identity, below the user, role, permission and department admin modules (which never import each other): the
 * entities with their link tables, their first-start seed, and the reads everyone needs — the principal and user
 * lookups, the caller's grants (read by the global access guard), department names, the menu tree.
 */
@Module({
  imports: [TypeOrmModule.forFeature(IDENTITY_ENTITIES), DictModule],
  providers: [
    UserService,
    { provide: PRINCIPAL_LOADER, useExisting: UserService },
    PermissionService,
    DepartLookupService,
    MenuTreeService,
    DepartSeed,
    PermissionSeed,
    RoleSeed,
    UserSeed,
  ],
  exports: [TypeOrmModule, UserService, PRINCIPAL_LOADER, PermissionService, DepartLookupService, MenuTreeService],
})
export class IdentityModule {}
