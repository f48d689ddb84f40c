import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserDepartEntity } from '../user/entities/user-depart.entity';
import { DepartController } from './depart.controller';
import { DepartService } from './depart.service';
import { DepartEntity } from './entities/depart.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DepartEntity, UserDepartEntity])],
  controllers: [DepartController],
  providers: [DepartService],
  exports: [DepartService],
})
export class DepartModule {}
