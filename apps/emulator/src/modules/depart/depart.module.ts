import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict/dict.module';
import { PermissionModule } from '../permission/permission.module';
import { UserDepartEntity } from '../user/entities/user-depart.entity';
import { UserEntity } from '../user/entities/user.entity';
import { DepartPermissionService } from './depart-permission.service';
import { DepartRoleController } from './depart-role.controller';
import { DepartRoleService } from './depart-role.service';
import { DepartUserController } from './depart-user.controller';
import { DepartUserService } from './depart-user.service';
import { DepartController } from './depart.controller';
import { DepartSeed } from './depart.seed';
import { DepartService } from './depart.service';
import { DepartPermissionEntity } from './entities/depart-permission.entity';
import { DepartRolePermissionEntity } from './entities/depart-role-permission.entity';
import { DepartRoleUserEntity } from './entities/depart-role-user.entity';
import { DepartRoleEntity } from './entities/depart-role.entity';
import { DepartEntity } from './entities/depart.entity';

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
    PermissionModule,
  ],
  controllers: [DepartController, DepartRoleController, DepartUserController],
  providers: [DepartSeed, DepartService, DepartPermissionService, DepartRoleService, DepartUserService],
  exports: [DepartService],
})
export class DepartModule {}
