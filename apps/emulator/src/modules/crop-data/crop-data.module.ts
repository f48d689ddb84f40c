import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropDataSeeder } from './crop-data.seeder';
import { CropDataService } from './crop-data.service';
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
 * The synthetic crop data (seed/crop) in SQLite, and `CropDataService` to read it. No HTTP routes of its
 * own: the chat, crop-task and analysis modules import this module and use the service.
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
  providers: [CropDataSeeder, CropDataService],
  exports: [CropDataService],
})
export class CropDataModule {}
