import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat';
import { CropCountryEntity, CropDataModule, CropIrrigationEntity } from '../crop-data';
import { IdentityModule } from '../identity';
import { AnalysisPartitionController, AnalysisZoneController } from './aez/aez.controller';
import { AezSeeder } from './aez/aez.seeder';
import { AnalysisPartitionService } from './aez/analysis-partition.service';
import { AnalysisZoneService } from './aez/analysis-zone.service';
import { AnalysisChapterService } from './analysis-chapter.service';
import { AnalysisCueWordService } from './analysis-cue-word.service';
import { AnalysisIrrigationService } from './analysis-irrigation.service';
import {
  AnalysisChapterController,
  AnalysisCueWordController,
  AnalysisIrrigationController,
} from './analysis.controller';
import { AnalysisSeeder } from './analysis.seeder';
import { AnalysisGenerationService } from './analyze/analysis-generation.service';
import { AnalysisItemService } from './analyze/analysis-item.service';
import { AnalysisMainService } from './analyze/analysis-main.service';
import { AnalysisItemController, AnalysisMainController } from './analyze/analyze.controller';
import { AnalysisChapterEntity } from './entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from './entities/analysis-cue-word.entity';
import { AnalysisItemVersionEntity } from './entities/analysis-item-version.entity';
import { AnalysisItemEntity } from './entities/analysis-item.entity';
import { AnalysisMainEntity } from './entities/analysis-main.entity';
import { AnalysisPartitionEntity } from './entities/analysis-partition.entity';
import { AnalysisZoneEntity } from './entities/analysis-zone.entity';
import { AnalysisDispatchJob } from './generation/analysis-dispatch.job';
import { AnalysisDispatchRegistry } from './generation/analysis-dispatch.registry';
import { AnalysisQueueService } from './generation/analysis-queue.service';
import { ItemInputService } from './generation/item-input.service';

/**
 * The bulletin analyses (issue #8): reference data (chapters, cue words, country irrigation, zone partitions
 * and zones), the analyses with their items and text versions, and the generation queue that writes the
 * items with the chat assistant's providers (offline by default, OpenAI-compatible when the default chat
 * app is). Images and exports live in `output/` (`AnalysisOutputModule`).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AnalysisChapterEntity,
      AnalysisCueWordEntity,
      AnalysisPartitionEntity,
      AnalysisZoneEntity,
      AnalysisMainEntity,
      AnalysisItemEntity,
      AnalysisItemVersionEntity,
      CropIrrigationEntity,
      CropCountryEntity,
    ]),
    IdentityModule,
    CropDataModule,
    ChatModule,
  ],
  controllers: [
    AnalysisChapterController,
    AnalysisCueWordController,
    AnalysisIrrigationController,
    AnalysisPartitionController,
    AnalysisZoneController,
    AnalysisMainController,
    AnalysisItemController,
  ],
  providers: [
    AnalysisDispatchRegistry,
    AnalysisDispatchJob,
    AnalysisSeeder,
    AezSeeder,
    AnalysisChapterService,
    AnalysisCueWordService,
    AnalysisIrrigationService,
    AnalysisPartitionService,
    AnalysisZoneService,
    AnalysisMainService,
    AnalysisItemService,
    AnalysisGenerationService,
    ItemInputService,
    AnalysisQueueService,
  ],
  exports: [AnalysisQueueService, AnalysisItemService],
})
export class AnalysisModule implements OnApplicationBootstrap {
  constructor(
    @Inject(AnalysisSeeder) private readonly seeder: AnalysisSeeder,
    @Inject(AezSeeder) private readonly aezSeeder: AezSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Chapters and cue words first: the demo analysis names a seeded cue word.
    await this.seeder.run();
    await this.aezSeeder.run();
  }
}
