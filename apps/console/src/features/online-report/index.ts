/** Online reports (issue #15): the popup picker for forms and the editable grid's popup column. */
export { PopupPicker, type PopupPickerProps, POPUP_MODAL_WIDTH } from './components/popup-picker';
export { mapPopupRows, popupProblem } from './components/popup-mapping';
export { useCanPickFromReports } from './api/use-can-pick';
export type { ReportRow } from './api/use-report';
