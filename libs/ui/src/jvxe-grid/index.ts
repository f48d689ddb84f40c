export {
  ADD_ROW_SETTINGS_KEY,
  DEFAULT_ADD_ROW_SETTINGS,
  readAddRowSettings,
  writeAddRowSettings,
  type AddRowSettings,
} from './add-row-settings';
export { acceptNumberTyping, cellText, formatTag, joinMulti, settleNumber, splitMulti } from './cell-values';
export {
  normalizeRange,
  parseClipboard,
  pastePatches,
  rangeToClipboard,
  toClipboard,
  type CellRange,
} from './clipboard';
export { columnWidth, MAX_HEIGHT, ROW_HEIGHT } from './columns';
export {
  DRAG_SORT_KEY,
  JVxeGrid,
  JVxeValidationError,
  ROW_NUMBER_KEY,
  type JVxeGridHandle,
  type JVxeGridProps,
} from './jvxe-grid';
export { linkageChains, withLinkageClears, type JVxeLinkageConfig, type LinkagePlace } from './linkage';
export { locateWithRetries, nextSubTableRow, SUB_TABLE_RETRIES } from './sub-popover';
export { keyAction, movePosition, type KeyAction } from './keyboard';
export { JVXE_NAMESPACE, registerJVxeGridLocales } from './locale';
export { jvxeGridLocales } from './locales';
export { isTempId, moveRowTo, TEMP_ID_PREFIX, type RowsState } from './rows';
export { isEmptyValue, PATTERN_PRESETS, validateValue } from './rules';
export * from './types';
