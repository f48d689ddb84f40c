import type { JVxePicker } from '@cropwatch/ui/jvxe-grid';
import { FileDialog, type StoredFile } from './file-dialog';

/**
 * The editable grid's `file` cell: the console's upload dialog (`/sys/common/upload`); the cell keeps spec §3's
 * uploaded-file shape. Shared by every grid with a file column (the JVxe demo, the order's payments).
 */
export const fileCellPicker: JVxePicker = ({ column, row, onPick, onCancel }) => {
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
