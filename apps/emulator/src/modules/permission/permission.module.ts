import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PermissionDataRuleEntity } from '../identity/entities/permission-data-rule.entity';
import { PermissionEntity } from '../identity/entities/permission.entity';
import { RolePermissionEntity } from '../identity/entities/role-permission.entity';
import { UserRoleEntity } from '../identity/entities/user-role.entity';
import { IdentityModule } from '../identity/identity.module';
import { PermissionAdminService } from './permission-admin.service';
import { PermissionDataRuleService } from './permission-data-rule.service';
import { PermissionController } from './permission.controller';

/** Menu, button and data-rule administration and role grants (SysPermissionController); the reads are identity's. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PermissionEntity, PermissionDataRuleEntity, RolePermissionEntity, UserRoleEntity]),
    IdentityModule,
  ],
  controllers: [PermissionController],
  providers: [PermissionAdminService, PermissionDataRuleService],
})
export class PermissionModule {}
