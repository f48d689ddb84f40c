import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_LOADER } from '../../core/auth/principal';
import { DepartModule } from '../depart/depart.module';
import { DictModule } from '../dict/dict.module';
import { UserDepartEntity } from './entities/user-depart.entity';
import { UserEntity } from './entities/user.entity';
import { UserController } from './user.controller';
import { UserService } from './user.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserDepartEntity]), DepartModule, DictModule],
  controllers: [UserController],
  providers: [UserService, { provide: PRINCIPAL_LOADER, useExisting: UserService }],
  exports: [UserService, PRINCIPAL_LOADER],
})
export class UserModule {}
