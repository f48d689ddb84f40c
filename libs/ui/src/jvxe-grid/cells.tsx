import { Checkbox, Radio, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { RenderCellProps } from 'react-data-grid';
import { useTranslation } from 'react-i18next';
import { cellText, splitMulti } from './cell-values';
import { useGridCell } from './grid-context';
import { JVXE_NAMESPACE } from './locale';
import type { CellValue, JVxeColumn, JVxeOption, JVxeRow } from './types';

export type CellProps = RenderCellProps<JVxeRow> & { jvxe: JVxeColumn };

const text = cellText;
const labelOf = (options: JVxeOption[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** Uploaded cell value (spec §3): one file object, a list of them, or a plain path. */
function fileNames(value: CellValue): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .map((f: unknown) => (typeof f === 'object' && f !== null ? cellText((f as { name?: unknown }).name) : cellText(f)))
    .filter(Boolean)
    .join(', ');
}

function Display({ row, jvxe }: CellProps): ReactNode {
  const { options } = useGridCell();
  const value = row[jvxe.key];
  switch (jvxe.type) {
    case 'select':
    case 'sel_search':
    case 'sel_search_async':
      return text(value) === '' ? '' : labelOf(options(jvxe), text(value));
    case 'list_multi': {
      const labels = splitMulti(value).map((v) => labelOf(options(jvxe), v));
      return labels.length ? (
        <>
          <Tag>{labels[0]}</Tag>
          {labels.length > 1 ? <Tag>+{labels.length - 1}</Tag> : null}
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
      return text(value);
  }
}

function Toggle({ row, jvxe, onRowChange }: CellProps): ReactNode {
  const { options, disabled } = useGridCell();
  const value = row[jvxe.key];
  if (jvxe.type === 'radio') {
    return (
      <Radio.Group
        disabled={disabled || jvxe.disabled}
        value={text(value)}
        options={options(jvxe)}
        onChange={(e) => onRowChange({ ...row, [jvxe.key]: e.target.value as string })}
      />
    );
  }
  const [on, off] = jvxe.customValue ?? [true, false];
  return (
    <Checkbox
      aria-label={jvxe.title}
      disabled={disabled || jvxe.disabled}
      checked={value === on}
      onChange={(e) => onRowChange({ ...row, [jvxe.key]: e.target.checked ? on : off })}
    />
  );
}

/** A cell: its value (or in-place control) and, under it, the message of its first failing rule. */
export function GridCell(props: CellProps): ReactNode {
  const { errorOf } = useGridCell();
  const { row, jvxe } = props;
  const error = errorOf(row.id, jvxe.key);
  let body: ReactNode;
  if (jvxe.type === 'slot') body = jvxe.render?.(row, (value) => props.onRowChange({ ...row, [jvxe.key]: value }));
  else if (jvxe.type === 'checkbox' || jvxe.type === 'checkbox_meta' || jvxe.type === 'radio')
    body = <Toggle {...props} />;
  else body = <Display {...props} />;
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
  const { changedByOthers } = useGridCell();
  const { t } = useTranslation(JVXE_NAMESPACE);
  return (
    <span>
      {rowIdx + 1}
      {changedByOthers(row.id) ? (
        <span
          className="jvxe-changed-mark"
          role="status"
          title={t('changedByOthers')}
          aria-label={t('changedByOthers')}
        >
          {' '}
          ●
        </span>
      ) : null}
    </span>
  );
}
