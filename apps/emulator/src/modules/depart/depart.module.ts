import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict/dict.module';
import { DepartPermissionEntity } from '../identity/entities/depart-permission.entity';
import { DepartRolePermissionEntity } from '../identity/entities/depart-role-permission.entity';
import { DepartRoleUserEntity } from '../identity/entities/depart-role-user.entity';
import { DepartRoleEntity } from '../identity/entities/depart-role.entity';
import { DepartEntity } from '../identity/entities/depart.entity';
import { UserDepartEntity } from '../identity/entities/user-depart.entity';
import { UserEntity } from '../identity/entities/user.entity';
import { IdentityModule } from '../identity/identity.module';
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
