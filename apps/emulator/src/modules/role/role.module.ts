import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule, RoleEntity, RolePermissionEntity, UserRoleEntity } from '../identity';
import { RoleDataRuleService } from './role-data-rule.service';
import { RoleController } from './role.controller';
import { RoleService } from './role.service';

/** Role administration (SysRoleController) and the role's data-rule selection; roles' entities are identity's. */
@Module({
  imports: [TypeOrmModule.forFeature([RoleEntity, RolePermissionEntity, UserRoleEntity]), IdentityModule],
  controllers: [RoleController],
  providers: [RoleService, RoleDataRuleService],
})
export class RoleModule {}
