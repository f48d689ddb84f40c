import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RolePermissionEntity } from '../role/entities/role-permission.entity';
import { UserRoleEntity } from '../user/entities/user-role.entity';
import { PermissionDataRuleEntity } from './entities/permission-data-rule.entity';
import { PermissionEntity } from './entities/permission.entity';
import { PermissionAdminService } from './permission-admin.service';
import { PermissionDataRuleService } from './permission-data-rule.service';
import { PermissionController } from './permission.controller';
import { PermissionSeed } from './permission.seed';
import { PermissionService } from './permission.service';

/** Menus, buttons, data rules and role grants; exports the grants the access guard reads. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PermissionEntity, PermissionDataRuleEntity, RolePermissionEntity, UserRoleEntity]),
  ],
  controllers: [PermissionController],
  providers: [PermissionSeed, PermissionService, PermissionAdminService, PermissionDataRuleService],
  exports: [PermissionService, PermissionAdminService, PermissionDataRuleService],
})
export class PermissionModule {}
