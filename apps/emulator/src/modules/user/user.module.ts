import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_LOADER } from '../../core/auth/principal';
import { DepartModule } from '../depart/depart.module';
import { DepartEntity } from '../depart/entities/depart.entity';
import { DictModule } from '../dict/dict.module';
import { PermissionModule } from '../permission/permission.module';
import { PositionEntity } from '../position/entities/position.entity';
import { RoleEntity } from '../role/entities/role.entity';
import { UserDepartEntity } from './entities/user-depart.entity';
import { UserRoleEntity } from './entities/user-role.entity';
import { UserEntity } from './entities/user.entity';
import { UserAdminService } from './user-admin.service';
import { UserController } from './user.controller';
import { UserSeed } from './user.seed';
import { UserService } from './user.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, UserDepartEntity, UserRoleEntity, RoleEntity, PositionEntity, DepartEntity]),
    DepartModule,
    DictModule,
    PermissionModule,
  ],
  controllers: [UserController],
  providers: [UserSeed, UserService, UserAdminService, { provide: PRINCIPAL_LOADER, useExisting: UserService }],
  exports: [UserService, PRINCIPAL_LOADER],
})
export class UserModule {}
