import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict';
import { DepartEntity, IdentityModule, RoleEntity, UserDepartEntity, UserEntity, UserRoleEntity } from '../identity';
import { PositionEntity } from '../position';
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
