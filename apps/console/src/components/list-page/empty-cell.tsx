import type { ColumnsType } from 'antd/es/table';
import { isValidElement, type ReactNode } from 'react';

/** The one mark of a list cell without a value (issue #31): every list table shows it, never '', '-' or 'null'. */
export const EMPTY_CELL = '—';

/** Texts servers and pages write for "no value": they read as the empty-cell mark. */
const BLANK_TEXTS = new Set(['', '-', '--', '–', '—', 'null', 'undefined', 'NULL']);

/**
 * A cell's content says nothing: null, undefined, false, a blank or placeholder text ('-', 'null'…), a list of
 * such, or a bare `<span>`/`<div>` around one. A number (0 included) or any other element is a value.
 */
export function isBlankCell(content: unknown): boolean {
  if (content === null || content === undefined || content === false || content === true) return true;
  if (typeof content === 'string') return BLANK_TEXTS.has(content.trim());
  if (typeof content === 'number') return Number.isNaN(content);
  if (Array.isArray(content)) return content.every(isBlankCell);
  if (isValidElement<{ children?: unknown; dangerouslySetInnerHTML?: unknown }>(content))
    return (
      (content.type === 'span' || content.type === 'div') &&
      !content.props.dangerouslySetInnerHTML &&
      isBlankCell(content.props.children)
    );
  return false;
}

/** The content of a list cell, or the empty-cell mark when it says nothing (the one renderer of the kit). */
export function cellOrMark(content: unknown): ReactNode {
  return isBlankCell(content) ? <span className="cw-cell-empty">{EMPTY_CELL}</span> : (content as ReactNode);
}

/**
 * The columns of a table outside `ListPage` (drawers, tabs, monitor tables) with the same mark for cells without a
 * value; `ListPage` and `fitColumn` already render every cell so.
 */
export function withEmptyMark<T>(columns: ColumnsType<T>): ColumnsType<T> {
  return columns.map((column) => {
    if ('children' in column && column.children) return { ...column, children: withEmptyMark(column.children) };
    const { render } = column;
    return {
      ...column,
      render: (value: unknown, row: T, index: number) => cellOrMark(render ? render(value, row, index) : value),
    };
  });
}
