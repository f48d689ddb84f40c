import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropIrrigationEntity } from '../crop-data/entities/crop-reference.entities';
import { CropCountryEntity } from '../crop-data/entities/crop-unit.entities';
import { PermissionModule } from '../permission/permission.module';
import { AnalysisChapterService } from './analysis-chapter.service';
import { AnalysisCueWordService } from './analysis-cue-word.service';
import { AnalysisIrrigationService } from './analysis-irrigation.service';
import {
  AnalysisChapterController,
  AnalysisCueWordController,
  AnalysisIrrigationController,
} from './analysis.controller';
import { AnalysisSeeder } from './analysis.seeder';
import { AnalysisChapterEntity } from './entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from './entities/analysis-cue-word.entity';

/** Reference data of the bulletin analyses (issue #8): chapters, cue words (prompt templates) and
 * country irrigation (the crop data's table). */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnalysisChapterEntity, AnalysisCueWordEntity, CropIrrigationEntity, CropCountryEntity]),
    PermissionModule,
  ],
  controllers: [AnalysisChapterController, AnalysisCueWordController, AnalysisIrrigationController],
  providers: [AnalysisSeeder, AnalysisChapterService, AnalysisCueWordService, AnalysisIrrigationService],
})
export class AnalysisModule implements OnApplicationBootstrap {
  constructor(@Inject(AnalysisSeeder) private readonly seeder: AnalysisSeeder) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.run();
  }
}
