import { Module, type OnApplicationBootstrap, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropDataModule, CropDataService } from '../crop-data';
import { CropDatasetImportService } from './crop-dataset-import.service';
import { CropDatasetController } from './crop-dataset.controller';
import { CropDatasetSeeder } from './crop-dataset.seeder';
import { CropDatasetService } from './crop-dataset.service';
import {
  CropDatasetEntity,
  CropDatasetIndicatorEntity,
  CropDatasetProductionEntity,
  CropYieldEntity,
} from './entities/crop-dataset.entities';

/**
 * Crop datasets (issue #35): the list of every body of crop figures with its provenance and state, the
 * yield-history rows, imports, and `CropDatasetService` for the modules that read the active dataset of a kind
 * (chat), and the indicators source of `CropDataService`. Seeded on first start after the crop-data module (which it imports, so Nest starts it first).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CropDatasetEntity,
      CropYieldEntity,
      CropDatasetIndicatorEntity,
      CropDatasetProductionEntity,
    ]),
    CropDataModule,
  ],
  controllers: [CropDatasetController],
  providers: [CropDatasetSeeder, CropDatasetService, CropDatasetImportService],
  exports: [CropDatasetService],
})
export class CropDatasetModule implements OnApplicationBootstrap {
  constructor(
    @Inject(CropDatasetSeeder) private readonly seeder: CropDatasetSeeder,
    @Inject(CropDataService) crop: CropDataService,
    @Inject(CropDatasetService) datasets: CropDatasetService,
  ) {
    // Every indicator read of the product (home, chat, crop tasks, bulletins) goes through the active dataset.
    crop.useIndicatorSource(datasets);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.seedIfEmpty();
  }
}
