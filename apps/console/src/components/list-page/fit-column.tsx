import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

type AnyColumn<T> = ColumnsType<T>[number];

/** The box of an ellipsis column that names no width (long template texts must not widen the table). */
export const ELLIPSIS_WIDTH = 240;

/** Plain text of a cell value, for the title of a truncated cell. */
const textOf = (content: unknown): string | undefined =>
  typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;

/**
 * A column fit for the list table's automatic layout (issue #18). antd's `ellipsis` needs a fixed layout, in which
 * columns without a width can be squeezed to nothing under the fixed action column; here an ellipsis column keeps
 * its truncation (with the full text as the title) through a box of at most its width (240 px when it names none), and every
 * other column sizes from its content.
 */
export function fitColumn<T>(column: AnyColumn<T>): AnyColumn<T> {
  if (!('ellipsis' in column) || !column.ellipsis) return column;
  const { ellipsis: _ellipsis, render, ...rest } = column as ColumnType<T>;
  const width = typeof column.width === 'number' ? column.width : ELLIPSIS_WIDTH;
  return {
    ...rest,
    render: (value: unknown, row: T, index: number) => {
      const content = (render ? render(value, row, index) : value) as ReactNode;
      return (
        <div className="cw-cell-ellipsis" style={{ maxWidth: width }} title={textOf(content)}>
          {content}
        </div>
      );
    },
  };
}
