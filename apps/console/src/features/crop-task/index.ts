/**
 * Crop tasks (crop/CropTaskList).
 * What others use of this feature (the dashboard's recent-tasks card); anything not exported here is internal. Its pages are
 * loaded lazily by app/routing/component-registry.ts (one chunk per feature).
 */
export { cropTaskKeys } from './api/keys';
export { TaskStatusTag } from './components/task-status';
