import { render } from '@testing-library/react';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { cellOrMark, EMPTY_CELL, isBlankCell } from './empty-cell';
import { fitColumn } from './fit-column';

type Row = { id: string; name?: string | null; note?: string | null; count?: number | null };

/** The text a fitted column's cell shows for `row`. */
function cellText(column: ColumnType<Row>, row: Row): string {
  const field = column.dataIndex as keyof Row;
  const rendered = column.render?.(row[field], row, 0) as ReactNode;
  return render(<div>{rendered}</div>).container.textContent ?? '';
}

describe('the empty-cell mark (issue #31)', () => {
  it('treats missing and placeholder values as blank, numbers and other elements as values', () => {
    for (const blank of [null, undefined, '', '  ', '-', '--', 'null', 'undefined', [], [null, ''], <span key="s" />])
      expect(isBlankCell(blank)).toBe(true);
    for (const value of [0, 12, 'x', ['a'], <b key="b">x</b>, <span key="t">x</span>])
      expect(isBlankCell(value)).toBe(false);
    expect(EMPTY_CELL).toBe('—');
  });

  it('is the one mark of every column kind, through the kit renderer', () => {
    const row: Row = { id: '1', name: null, note: 'null', count: null };
    expect(cellText(fitColumn<Row>({ title: 'name', dataIndex: 'name' }) as ColumnType<Row>, row)).toBe('—');
    const note = fitColumn<Row>({ title: 'note', dataIndex: 'note', ellipsis: true }) as ColumnType<Row>;
    expect(cellText(note, row)).toBe('—');
    expect(cellText(fitColumn<Row>({ title: 'count', dataIndex: 'count' }) as ColumnType<Row>, row)).toBe('—');
    // A page's render that gives nothing, '-' or '' is marked the same.
    for (const given of [null, '-', ''])
      expect(
        cellText(fitColumn<Row>({ title: 'x', dataIndex: 'name', render: () => given }) as ColumnType<Row>, row),
      ).toBe('—');
  });

  it('keeps values, zero included, and titles only real texts', () => {
    const row: Row = { id: '1', name: '张小红', note: '长文本', count: 0 };
    expect(cellText(fitColumn<Row>({ title: 'name', dataIndex: 'name' }) as ColumnType<Row>, row)).toBe('张小红');
    expect(cellText(fitColumn<Row>({ title: 'count', dataIndex: 'count' }) as ColumnType<Row>, row)).toBe('0');
    const note = fitColumn<Row>({ title: 'note', dataIndex: 'note', ellipsis: true }) as ColumnType<Row>;
    const shown = render(<div>{note.render?.('长文本', row, 0) as ReactNode}</div>).container;
    expect(shown.querySelector('.cw-cell-ellipsis')).toHaveAttribute('title', '长文本');
    const blank = render(<div>{note.render?.(null, row, 0) as ReactNode}</div>).container;
    expect(blank.querySelector('.cw-cell-ellipsis')).not.toHaveAttribute('title');
    expect(render(<div>{cellOrMark('x')}</div>).container.textContent).toBe('x');
  });
});
