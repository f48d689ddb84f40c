import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict';
import {
  DepartEntity,
  DepartPermissionEntity,
  DepartRoleEntity,
  DepartRolePermissionEntity,
  DepartRoleUserEntity,
  IdentityModule,
  UserDepartEntity,
  UserEntity,
} from '../identity';
import { DepartPermissionService } from './depart-permission.service';
import { DepartRoleController } from './depart-role.controller';
import { DepartRoleService } from './depart-role.service';
import { DepartUserController } from './depart-user.controller';
import { DepartUserService } from './depart-user.service';
import { DepartController } from './depart.controller';
import { DepartService } from './depart.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      DepartEntity,
      DepartPermissionEntity,
      DepartRoleEntity,
      DepartRoleUserEntity,
      DepartRolePermissionEntity,
      UserDepartEntity,
      UserEntity,
    ]),
    DictModule,
    IdentityModule,
  ],
  controllers: [DepartController, DepartRoleController, DepartUserController],
  providers: [DepartService, DepartPermissionService, DepartRoleService, DepartUserService],
})
export class DepartModule {}
