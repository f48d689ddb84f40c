import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropDataSeeder } from './crop-data.seeder';
import { CropDataService } from './crop-data.service';
import { CropOverviewController } from './crop-overview.controller';
import { CropOverviewService } from './crop-overview.service';
import { CropIndicatorDefEntity, CropIndicatorEntity } from './entities/crop-indicator.entity';
import {
  CropAbbreviationEntity,
  CropAliasEntity,
  CropCalendarEntity,
  CropIrrigationEntity,
  CropKnowledgeEntity,
  CropProductionEntity,
  CropStageEntity,
} from './entities/crop-reference.entities';
import { CropCountryEntity, CropPeriodEntity, CropZoneEntity } from './entities/crop-unit.entities';

/**
 * The synthetic crop data (seed/crop) in SQLite, and `CropDataService` to read it: the chat, crop-task and
 * analysis modules import this module and use the service. Its one route is the home page's overview
 * (`GET /crop/overview`, issue #18).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CropCountryEntity,
      CropZoneEntity,
      CropPeriodEntity,
      CropIndicatorEntity,
      CropIndicatorDefEntity,
      CropCalendarEntity,
      CropStageEntity,
      CropIrrigationEntity,
      CropProductionEntity,
      CropKnowledgeEntity,
      CropAliasEntity,
      CropAbbreviationEntity,
    ]),
  ],
  controllers: [CropOverviewController],
  providers: [CropDataSeeder, CropDataService, CropOverviewService],
  exports: [CropDataService],
})
export class CropDataModule {}
