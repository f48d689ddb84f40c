import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PermissionModule } from '../permission/permission.module';
import { UserRoleEntity } from '../user/entities/user-role.entity';
import { RolePermissionEntity } from './entities/role-permission.entity';
import { RoleEntity } from './entities/role.entity';
import { RoleController } from './role.controller';
import { RoleSeed } from './role.seed';
import { RoleService } from './role.service';

@Module({
  imports: [TypeOrmModule.forFeature([RoleEntity, RolePermissionEntity, UserRoleEntity]), PermissionModule],
  controllers: [RoleController],
  providers: [RoleSeed, RoleService],
  exports: [RoleService],
})
export class RoleModule {}
