import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict/dict.module';
import { DepartEntity } from '../identity/entities/depart.entity';
import { RoleEntity } from '../identity/entities/role.entity';
import { UserDepartEntity } from '../identity/entities/user-depart.entity';
import { UserRoleEntity } from '../identity/entities/user-role.entity';
import { UserEntity } from '../identity/entities/user.entity';
import { IdentityModule } from '../identity/identity.module';
import { PositionEntity } from '../position/entities/position.entity';
import { UserAdminService } from './user-admin.service';
import { UserController } from './user.controller';

/** User administration (SysUserController); the users' entities and reads are identity's. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, UserDepartEntity, UserRoleEntity, RoleEntity, PositionEntity, DepartEntity]),
    IdentityModule,
    DictModule,
  ],
  controllers: [UserController],
  providers: [UserAdminService],
})
export class UserModule {}
