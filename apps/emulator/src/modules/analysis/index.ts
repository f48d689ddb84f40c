// The door into modules/analysis: other modules import only what this file exports (issue #28).
export { AnalysisModule } from './analysis.module';
export { AnalysisGenerationService } from './analyze/analysis-generation.service';
export { AnalysisItemService } from './analyze/analysis-item.service';
export { AnalysisItemEntity } from './entities/analysis-item.entity';
export { AnalysisMainEntity } from './entities/analysis-main.entity';
export { AnalysisQueueService } from './generation/analysis-queue.service';
export { addToCounts, analysisStatus, emptyCounts } from './generation/item-status';
