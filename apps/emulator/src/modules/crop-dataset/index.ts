// The door into modules/crop-dataset: other modules import only what this file exports (issue #28).
export { CropDatasetModule } from './crop-dataset.module';
export { CropDatasetSeeder, FAO_DATASET_ID } from './crop-dataset.seeder';
export { CropDatasetService } from './crop-dataset.service';
