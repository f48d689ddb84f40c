import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RolePermissionEntity } from '../role/entities/role-permission.entity';
import { UserRoleEntity } from '../user/entities/user-role.entity';
import { PermissionEntity } from './entities/permission.entity';
import { PermissionController } from './permission.controller';
import { PermissionService } from './permission.service';

@Module({
  imports: [TypeOrmModule.forFeature([PermissionEntity, RolePermissionEntity, UserRoleEntity])],
  controllers: [PermissionController],
  providers: [PermissionService],
})
export class PermissionModule {}
