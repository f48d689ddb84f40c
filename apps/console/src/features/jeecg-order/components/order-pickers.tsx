import type { JVxePicker } from '@cropwatch/ui/jvxe-grid';
import { FileDialog, type StoredFile } from '../../../components/file-dialog/file-dialog';
import { PopupPicker } from '../../online-report/components/popup-picker';

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

/** file: the upload dialog (`/sys/common/upload`); the cell keeps spec §3's uploaded-file shape. */
export const receiptPicker: JVxePicker = ({ column, row, onPick, onCancel }) => {
  const current = Array.isArray(row[column.key]) ? (row[column.key] as StoredFile[]) : [];
  return (
    <FileDialog
      open
      value={current.map((f) => ({ name: f.name, url: f.url }))}
      onCancel={onCancel}
      onOk={(files) =>
        onPick({ [column.key]: files.map((f) => ({ name: f.name, url: f.url, path: f.url, status: 'done' })) })
      }
    />
  );
};
