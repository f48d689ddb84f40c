export { CronInput, type CronInputProps } from './cron-input';
export { CRON_MODAL_WIDTH, CronModal, type CronModalProps } from './cron-modal';
export {
  computePreview,
  describeExpression,
  PREVIEW_COUNT,
  PREVIEW_DEBOUNCE_MS,
  useCronPreview,
  type CronPreviewResult,
} from './cron-preview';
export {
  applyPartChange,
  applyPartText,
  CRON_PARTS,
  createDefaultState,
  DAY_MODE,
  DEFAULT_EXPRESSION,
  expressionToState,
  formatPart,
  MODE,
  PART_LIMITS,
  stateToExpression,
  WEEK_MODE,
  type CronDayState,
  type CronPartName,
  type CronPartState,
  type CronState,
  type CronWeekState,
} from './cron-state';
export { CRON_NAMESPACE, cronBuilderLocales, registerCronBuilderLocales, toCronLocale } from './locale';
