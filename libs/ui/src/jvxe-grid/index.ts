export {
  ADD_ROW_SETTINGS_KEY,
  DEFAULT_ADD_ROW_SETTINGS,
  readAddRowSettings,
  writeAddRowSettings,
  type AddRowSettings,
} from './add-row-settings';
export { acceptNumberTyping, cellText, formatTag, joinMulti, settleNumber, splitMulti } from './cell-values';
export { parseClipboard, pastePatches, toClipboard } from './clipboard';
export { columnWidth, MAX_HEIGHT, ROW_HEIGHT } from './columns';
export { JVxeGrid, JVxeValidationError, ROW_NUMBER_KEY, type JVxeGridHandle, type JVxeGridProps } from './jvxe-grid';
export { keyAction, movePosition, type KeyAction } from './keyboard';
export { JVXE_NAMESPACE, registerJVxeGridLocales } from './locale';
export { jvxeGridLocales } from './locales';
export { isTempId, TEMP_ID_PREFIX, type RowsState } from './rows';
export { isEmptyValue, PATTERN_PRESETS, validateValue } from './rules';
export * from './types';
