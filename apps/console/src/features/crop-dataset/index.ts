/**
 * Crop datasets (crop-data/DatasetList, crop-data/DatasetRows; issue #35). Nothing is used by other features yet; its
 * pages are loaded lazily by app/routing/component-registry.ts (one chunk per feature).
 */
export { CROP_DATASET_AUTH_PRE } from './pages/dataset-list-page';
