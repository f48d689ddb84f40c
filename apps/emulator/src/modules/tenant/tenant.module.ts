import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictModule } from '../dict';
import { UserEntity } from '../identity';
import { TenantEntity } from './entities/tenant.entity';
import { TenantController } from './tenant.controller';
import { TenantSeed } from './tenant.seed';
import { TenantService } from './tenant.service';

@Module({
  imports: [TypeOrmModule.forFeature([TenantEntity, UserEntity]), DictModule],
  controllers: [TenantController],
  providers: [TenantSeed, TenantService],
  exports: [TenantService],
})
export class TenantModule {}
