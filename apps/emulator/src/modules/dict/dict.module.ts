import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictAdminService } from './dict-admin.service';
import { DictCacheRefreshJob } from './dict-cache-refresh.job';
import { DictController } from './dict.controller';
import { DictSeed } from './dict.seed';
import { DictService } from './dict.service';
import { DictItemEntity } from './entities/dict-item.entity';
import { DictEntity } from './entities/dict.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DictEntity, DictItemEntity])],
  controllers: [DictController],
  providers: [DictCacheRefreshJob, DictSeed, DictService, DictAdminService],
  exports: [DictService],
})
export class DictModule {}
