import { Fragment, type ReactNode } from 'react';
import { cellText, splitMulti } from './cell-values';
import { useGridCell, type GridCellApi } from './grid-context';
import type { RenderCellProps } from './row-grid';
import type { CellValue, JVxeColumn, JVxeOption, JVxeRow } from './types';

export type CellProps = RenderCellProps<JVxeRow> & { jvxe: JVxeColumn };

const text = cellText;
const labelOf = (options: JVxeOption[], value: string) => options.find((o) => o.value === value)?.label ?? value;
/** sel_search_async keeps the chosen option's label beside the value (JeecgBoot's `<key>_dictText`). */
export const dictTextKey = (key: string) => `${key}_dictText`;

/** Uploaded cell value (spec §3): one file object, a list of them, or a plain path. */
function fileNames(value: CellValue): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .map((f: unknown) => (typeof f === 'object' && f !== null ? cellText((f as { name?: unknown }).name) : cellText(f)))
    .filter(Boolean)
    .join(', ');
}

/** Tag cells (spec §5): the groups between semicolons. */
export const tagsOf = (value: CellValue): string[] => text(value).split(';').filter(Boolean);

/**
 * A cell's display: plain text wherever possible (no component, no hook: this runs for every visible cell of every
 * row that scrolls in).
 */
function display(api: GridCellApi, row: JVxeRow, jvxe: JVxeColumn): ReactNode {
  const value = row[jvxe.key];
  switch (jvxe.type) {
    case 'select':
    case 'sel_search': {
      // Asked even for an empty cell: a linkage level's options then load as soon as its parent is chosen, and its
      // editor opens on a full list (not on an empty one that fills and re-aligns under the pointer).
      const options = api.options(jvxe, row);
      return text(value) === '' ? '' : labelOf(options, text(value));
    }
    case 'sel_search_async': {
      if (text(value) === '') return '';
      const kept = row[dictTextKey(jvxe.key)];
      return kept !== undefined && kept !== '' ? text(kept) : labelOf(api.options(jvxe, row), text(value));
    }
    case 'list_multi': {
      const labels = splitMulti(value).map((v) => labelOf(api.options(jvxe, row), v));
      return labels.length ? (
        <>
          <span className="jvxe-tag">{labels[0]}</span>
          {labels.length > 1 ? <span className="jvxe-tag">+{labels.length - 1}</span> : null}
        </>
      ) : (
        ''
      );
    }
    case 'upload':
    case 'file':
    case 'image':
      return fileNames(value);
    default:
      if (jvxe.tags) {
        return tagsOf(value).map((tag, i) => (
          <span key={i} className="jvxe-tag">
            {tag}
          </span>
        ));
      }
      return text(value);
  }
}

/**
 * In-place toggles as native inputs (antd's Radio/Checkbox cost a component tree and style hooks per cell of every row
 * that scrolls in; these are plain elements styled like them).
 */
function Toggle({ row, jvxe, onRowChange, api }: CellProps & { api: GridCellApi }): ReactNode {
  const value = row[jvxe.key];
  const disabled = api.disabled || jvxe.disabled;
  if (jvxe.type === 'radio') {
    const current = text(value);
    return (
      <span role="radiogroup" aria-label={jvxe.title} className="jvxe-radios">
        {api.options(jvxe, row).map((o) => (
          <label key={o.value} className="jvxe-radio">
            <input
              type="radio"
              checked={current === o.value}
              disabled={disabled}
              onChange={() => onRowChange({ ...row, [jvxe.key]: o.value })}
            />
            {o.label}
          </label>
        ))}
      </span>
    );
  }
  const [on, off] = jvxe.customValue ?? [true, false];
  return (
    <input
      type="checkbox"
      className="jvxe-check"
      aria-label={jvxe.title}
      disabled={disabled}
      checked={value === on}
      onChange={(e) => onRowChange({ ...row, [jvxe.key]: e.target.checked ? on : off })}
    />
  );
}

/**
 * A cell: its value (or in-place control) and, under it, the message of its first failing rule. Without an error the
 * cell is one element holding the text (the common case while scrolling).
 */
export function GridCell(props: CellProps): ReactNode {
  const api = useGridCell();
  const { row, jvxe } = props;
  const error = api.errorOf(row.id, jvxe.key);
  let body: ReactNode;
  if (jvxe.type === 'slot') {
    // Row elements are reused for the rows scrolling in: a slot's own component state must not pass to another row.
    body = (
      <Fragment key={row.id}>
        {jvxe.render?.(row, (value) => props.onRowChange({ ...row, [jvxe.key]: value }))}
      </Fragment>
    );
  } else if (jvxe.type === 'checkbox' || jvxe.type === 'checkbox_meta' || jvxe.type === 'radio')
    body = <Toggle {...props} api={api} />;
  else body = display(api, row, jvxe);
  if (!error) {
    return (
      <div className="jvxe-cell jvxe-cell-text" data-col={jvxe.key}>
        {body}
      </div>
    );
  }
  return (
    <CellFrame error={error} colKey={jvxe.key}>
      <div className="jvxe-cell-text">{body}</div>
    </CellFrame>
  );
}

/** The frame of a cell and of its editor: the failing rule's message sits under the content in both. */
export function CellFrame({ error, colKey, children }: { error?: string; colKey: string; children: ReactNode }) {
  return (
    <div className={error ? 'jvxe-cell jvxe-cell-invalid' : 'jvxe-cell'} data-col={colKey}>
      {children}
      {error ? (
        <div className="jvxe-cell-message" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The row number; a row a co-editor changed while it was being edited here carries a marker saying so. */
export function RowNumberCell({ row, rowIdx }: RenderCellProps<JVxeRow>): ReactNode {
  const { changedByOthers, changedByOthersText } = useGridCell();
  if (!changedByOthers(row.id)) return rowIdx + 1;
  return (
    <span>
      {rowIdx + 1}
      <span className="jvxe-changed-mark" role="status" title={changedByOthersText} aria-label={changedByOthersText}>
        {' '}
        ●
      </span>
    </span>
  );
}

/**
 * Drag sort's handle (spec §3 drag sort): drag it onto another row to move this row there. The drag itself is handled
 * once by the grid's container (no handler per row).
 */
export function DragHandleCell({ row, title }: { row: JVxeRow; title: string }): ReactNode {
  return (
    <span className="jvxe-drag-handle" draggable role="button" aria-label={title} title={title} data-row-id={row.id}>
      ⠿
    </span>
  );
}
/** The drag payload type of a grid row (only the grid's own handles start such a drag). */
export const DRAG_ROW_TYPE = 'application/x-jvxe-row';
