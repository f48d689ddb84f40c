import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  IdentityModule,
  PermissionDataRuleEntity,
  PermissionEntity,
  RolePermissionEntity,
  UserRoleEntity,
} from '../identity';
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
