/**
 * Crop analysis (bulletins, chapters, cue words, irrigation, AEZ, image generator).
 * What others use of this feature (the dashboard's bulletin card); anything not exported here is internal. Its pages are
 * loaded lazily by app/routing/component-registry.ts (one chunk per feature).
 */
export { useRecentAnalyses } from './api/analyses';
export { exportBulletin } from './api/export-bulletin';
export { useAnalysisProgress } from './hooks/use-analysis-progress';
export { analysisStatusColor, periodOfOptions } from './lib/bulletin-labels';
