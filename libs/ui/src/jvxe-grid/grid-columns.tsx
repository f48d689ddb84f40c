import type { TFunction } from 'i18next';
import type { RefObject } from 'react';
import { DragHandleCell, GridCell, RowNumberCell } from './cells';
import { normalizeRange, type CellRange } from './clipboard';
import { columnWidth, EDITOR_TYPES, PICKER_TYPES, ROW_NUMBER_WIDTH } from './columns';
import { EditCell } from './editors';
import { SELECT_COLUMN_KEY, SELECT_COLUMN_WIDTH, type GridColumn } from './row-grid';
import type { JVxeColumn, JVxeRow } from './types';

export const ROW_NUMBER_KEY = '__jvxe_row_number';
/** The drag sort handle column's key. */
export const DRAG_SORT_KEY = '__jvxe_drag_sort';
const DRAG_SORT_WIDTH = 40;

/** What the grid's column model is built from. */
export interface GridColumnsInput {
  visible: readonly JVxeColumn[];
  disabled: boolean;
  rowSelection?: boolean;
  rowNumber?: boolean;
  dragSort?: boolean;
  t: TFunction;
  alwaysEdit: boolean;
  range: CellRange | null;
  rangeIds: ReadonlySet<string> | null;
  statisticsRef: RefObject<Map<string, number>>;
}

/** The renderer's columns: drag handle, selection and row number columns, then the shown data columns. */
export function buildGridColumns(input: GridColumnsInput): GridColumn<JVxeRow>[] {
  const { visible, disabled, t, alwaysEdit, range, rangeIds, statisticsRef } = input;
  const props = { dragSort: input.dragSort, rowSelection: input.rowSelection, rowNumber: input.rowNumber };
  const list: GridColumn<JVxeRow>[] = [];
  if (props.dragSort) {
    const title = t('dragSort');
    list.push({
      key: DRAG_SORT_KEY,
      name: '',
      width: DRAG_SORT_WIDTH,
      minWidth: DRAG_SORT_WIDTH,
      frozen: true,
      renderCell: (p) => (disabled ? null : <DragHandleCell row={p.row} title={title} />),
    });
  }
  if (props.rowSelection) {
    // The renderer draws this column's check boxes (select all / indeterminate / none, disabled rows).
    list.push({
      key: SELECT_COLUMN_KEY,
      name: '',
      width: SELECT_COLUMN_WIDTH,
      minWidth: SELECT_COLUMN_WIDTH,
      frozen: true,
      renderCell: () => null,
    });
  }
  if (props.rowNumber) {
    list.push({
      key: ROW_NUMBER_KEY,
      name: '#',
      width: ROW_NUMBER_WIDTH,
      minWidth: ROW_NUMBER_WIDTH,
      frozen: true,
      renderCell: (p) => <RowNumberCell {...p} />,
    });
  }
  const firstData = list.length;
  const inRange = range ? normalizeRange(range) : null;
  for (const c of visible) {
    const { width, minWidth } = columnWidth(c);
    const idx = list.length;
    const marked = inRange && rangeIds && idx >= Math.max(inRange.left, firstData) && idx <= inRange.right;
    const editable = !disabled && !c.disabled && EDITOR_TYPES.has(c.type) && (!PICKER_TYPES.has(c.type) || !!c.picker);
    list.push({
      key: c.key,
      name: c.title,
      width,
      minWidth,
      frozen: !!c.fixed,
      resizable: true,
      editable,
      cellClass: marked ? (row) => (rangeIds.has(row.id) ? 'jvxe-cell-in-range' : undefined) : undefined,
      renderCell: (p) => <GridCell {...p} jvxe={c} />,
      renderSummaryCell: c.statistics
        ? () => (
            <span className="jvxe-statistic">
              {t(`statistics.${c.statistics}`)}: {statisticsRef.current.get(c.key)}
            </span>
          )
        : undefined,
      renderEditCell: editable ? (p) => <EditCell {...p} jvxe={c} /> : undefined,
      // A row changed by a co-editor keeps this user's open editor and its text (applyRemoteRow marks the row).
      // A row changed by a co-editor keeps this user's open editor and its draft (the renderer keeps the draft).
      editorOptions: {
        displayCellContent: c.type === 'input_pop' || c.type === 'textarea',
        // Always-edit off returns the cell on an outside mouse-up (EditCell), not on an outside mouse-down.
        commitOnOutsideClick: alwaysEdit,
      },
    });
  }
  return list;
}
