// The door into modules/crop-task: other modules import only what this file exports (issue #28).
export { type BBox, bboxesOverlap, bboxOf, countryOutlines } from './crop-geometry';
export { CropTaskModule } from './crop-task.module';
export { CropTaskService } from './crop-task.service';
export { CropTaskEntity } from './entities/crop-task.entity';
