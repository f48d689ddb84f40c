import type { JVxePicker } from '@cropwatch/ui/jvxe-grid';
import { PopupPicker } from '../../online-report';

/** popup: the online report popup of the column's `popupCode`; one row's `orgFields` go to its `destFields`. */
export const productPicker: JVxePicker = ({ column, onPick, onCancel }) => (
  <PopupPicker
    open
    code={column.popupCode ?? ''}
    orgFields={column.orgFields ?? ''}
    destFields={column.destFields ?? ''}
    title={column.title}
    onCancel={onCancel}
    onOk={(values) => onPick(values)}
  />
);
