import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

type AnyColumn<T> = ColumnsType<T>[number];

/** Plain text of a cell value, for the title of a truncated cell. */
const textOf = (content: unknown): string | undefined =>
  typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;

/**
 * A column fit for the list table's automatic layout (issue #18). antd's `ellipsis` needs a fixed layout, in which
 * columns without a width can be squeezed to nothing under the fixed action column; here an ellipsis column with a
 * width keeps its truncation (with the full text as the title) through a box of at most that width, and every
 * other column sizes from its content.
 */
export function fitColumn<T>(column: AnyColumn<T>): AnyColumn<T> {
  if (!('ellipsis' in column) || !column.ellipsis || typeof column.width !== 'number') return column;
  const { ellipsis: _ellipsis, render, ...rest } = column as ColumnType<T>;
  const width = column.width;
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
