import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropDataModule } from '../../crop-data';
import { IdentityModule } from '../../identity';
import { AnalysisChapterEntity } from '../entities/analysis-chapter.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisMainEntity } from '../entities/analysis-main.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { AnalysisExportService } from './analysis-export.service';
import { AnalysisImageEntity } from './analysis-image.entity';
import { AnalysisImageService } from './analysis-image.service';
import { AnalysisExportController, AnalysisImageController } from './analysis-output.controller';

/** What the bulletin analyses put out (issue #8): generated chart and map images, Markdown and Word exports. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AnalysisImageEntity,
      AnalysisMainEntity,
      AnalysisItemEntity,
      AnalysisChapterEntity,
      AnalysisPartitionEntity,
      AnalysisZoneEntity,
    ]),
    CropDataModule,
    IdentityModule,
  ],
  controllers: [AnalysisImageController, AnalysisExportController],
  providers: [AnalysisImageService, AnalysisExportService],
})
export class AnalysisOutputModule {}
