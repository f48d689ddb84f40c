import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RowGrid, SELECT_COLUMN_KEY, type GridColumn, type RowGridProps } from './row-grid';

/** The grid's own row renderer (issue #15): virtualisation, the kept editor row, selection, keyboard, frozen columns. */

interface Row {
  id: string;
  [key: string]: string;
}
const makeRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, r) => {
    const row: Row = { id: `r${r}` };
    for (let c = 0; c < 30; c++) row[`c${c}`] = `${r}:${c}`;
    return row;
  });
const dataColumns: GridColumn<Row>[] = Array.from({ length: 30 }, (_, c) => ({
  key: `c${c}`,
  name: `C${c}`,
  width: 100,
  editable: true,
  renderCell: ({ row }) => <span data-col={`c${c}`}>{row[`c${c}`]}</span>,
  renderEditCell: ({ row, onRowChange }) => (
    <input
      aria-label={`edit c${c}`}
      ref={(el) => el?.focus()}
      value={row[`c${c}`]}
      onChange={(e) => onRowChange({ ...row, [`c${c}`]: e.target.value })}
    />
  ),
}));
const numberColumn: GridColumn<Row> = {
  key: 'num',
  name: '#',
  width: 60,
  frozen: true,
  renderCell: ({ rowIdx }) => rowIdx + 1,
};

function Grid(props: Partial<RowGridProps<Row>> & { rows: Row[] }) {
  const [rows, setRows] = useState(props.rows);
  return (
    <RowGrid<Row>
      aria-label="grid"
      columns={[...dataColumns, numberColumn]}
      rowKeyGetter={(r) => r.id}
      rowHeight={61}
      headerRowHeight={40}
      style={{ height: 400 }}
      onRowsChange={(next) => setRows(next)}
      onCellClick={(args) => args.setActivePosition(true)}
      {...props}
      rows={rows}
    />
  );
}
const rowAt = (ariaRowIndex: number) =>
  screen.getByRole('grid').querySelector<HTMLElement>(`[role="row"][aria-rowindex="${ariaRowIndex}"]`);
/** jsdom has no layout: the scroll position is set by hand, then the grid hears the scroll. */
function scrollTo(grid: HTMLElement, top: number, left = 0) {
  Object.defineProperty(grid, 'scrollTop', { configurable: true, writable: true, value: top });
  Object.defineProperty(grid, 'scrollLeft', { configurable: true, writable: true, value: left });
  fireEvent.scroll(grid);
}

describe('RowGrid', () => {
  it('renders only the rows and columns in view, rows placed at their own top; a scroll brings the rows there', () => {
    render(<Grid rows={makeRows(1000)} />);
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '1001');
    const dataRows = () => screen.getAllByRole('row').filter((r) => Number(r.getAttribute('aria-rowindex')) > 1);
    expect(dataRows().length).toBeLessThan(15);
    expect(rowAt(2)).toHaveStyle({ top: '0px' });
    expect(rowAt(6)).toHaveStyle({ top: `${4 * 61}px` });
    // 30 data columns of 100 px in a 1200 px view: a window of them, the frozen row number first.
    const cells = within(rowAt(2)!).getAllByRole('gridcell');
    expect(cells.length).toBeLessThan(20);
    expect(cells[0]).toHaveAttribute('aria-colindex', '1');
    expect(cells[0]).toHaveTextContent('1');

    const firstElement = rowAt(2);
    scrollTo(grid, 500 * 61, 1500);
    expect(rowAt(2)).toBeNull();
    expect(rowAt(502)).toHaveStyle({ top: `${500 * 61}px` });
    // Row elements are reused: row 500 takes the element row 0 had (slot 500 mod a pool of 10 = 0).
    expect(rowAt(502)).toBe(firstElement);
    const scrolled = within(rowAt(502)!).getAllByRole('gridcell');
    expect(scrolled[0]).toHaveTextContent('501'); // the frozen column stays
    expect(rowAt(502)!.querySelector('[data-col="c0"]')).toBeNull(); // scrolled away to the left
    expect(rowAt(502)!.querySelector('[data-col="c16"]')).toHaveTextContent('500:16');
  });

  it('keeps the editing row mounted, with its draft, while it is scrolled away and back; Enter commits it', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowsChange = vi.fn();
    render(<Grid rows={makeRows(1000)} onRowsChange={onRowsChange} />);
    const grid = screen.getByRole('grid');
    await user.click(rowAt(2)!.querySelector('[data-col="c1"]')!);
    const input = screen.getByRole('textbox', { name: 'edit c1' });
    await user.clear(input);
    await user.type(input, 'draft');
    scrollTo(grid, 800 * 61);
    expect(rowAt(802)).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'edit c1' })).toHaveValue('draft');
    scrollTo(grid, 0);
    await user.keyboard('{Enter}');
    expect(onRowsChange).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'r0', c1: 'draft' })]),
      expect.objectContaining({ indexes: [0] }),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Esc cancels an editor; arrows move the active cell, Tab wraps to the next row, Ctrl+End reaches the last cell', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowsChange = vi.fn();
    render(<Grid rows={makeRows(50)} onRowsChange={onRowsChange} />);
    await user.click(rowAt(2)!.querySelector('[data-col="c0"]')!);
    await user.type(screen.getByRole('textbox'), 'x');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onRowsChange).not.toHaveBeenCalled();
    const active = () => screen.getByRole('grid').querySelector('[aria-selected="true"]');
    expect(active()).toHaveAttribute('aria-colindex', '2');
    expect(active()).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(active()?.parentElement).toHaveAttribute('aria-rowindex', '3');
    expect(active()).toHaveAttribute('aria-colindex', '3');
    await user.keyboard('{End}{Tab}');
    expect(active()?.parentElement).toHaveAttribute('aria-rowindex', '4');
    expect(active()).toHaveAttribute('aria-colindex', '1');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(active()?.parentElement).toHaveAttribute('aria-rowindex', '51');
    expect(active()).toHaveAttribute('aria-colindex', '31');
    expect(active()).toHaveFocus();
  });

  it('selection: the header box is none, indeterminate or all over the selectable rows; disabled rows stay out', async () => {
    const user = userEvent.setup({ delay: null });
    function Selecting() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <Grid
          rows={makeRows(3)}
          columns={[
            { key: SELECT_COLUMN_KEY, name: '', width: 35, frozen: true, renderCell: () => null },
            numberColumn,
          ]}
          selectedRows={selected}
          onSelectedRowsChange={setSelected}
          isRowSelectionDisabled={(r) => r.id === 'r2'}
          selectLabels={{ all: 'all', row: 'one' }}
        />
      );
    }
    render(<Selecting />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'all' });
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox', { name: 'one' });
    expect(boxes[2]).toBeDisabled();
    await user.click(boxes[0]);
    expect(all.indeterminate).toBe(true);
    expect(rowAt(2)).toHaveAttribute('aria-selected', 'true');
    await user.click(boxes[1]);
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    expect(rowAt(4)).toHaveAttribute('aria-selected', 'false');
    await user.click(all);
    expect(boxes.filter((b) => b.checked)).toHaveLength(0);
    await user.click(all);
    expect(boxes.map((b) => b.checked)).toEqual([true, true, false]);
  });

  it('frozen columns come first and stick at their offsets; the statistics row follows the rows', () => {
    const withSum: GridColumn<Row> = { ...dataColumns[0], renderSummaryCell: () => 'Sum: 3' };
    render(<Grid rows={makeRows(2)} columns={[withSum, { ...numberColumn, frozen: true }]} summaryRow />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'C0']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveClass('jvxe-rg-frozen');
    expect(screen.getAllByRole('columnheader')[0]).toHaveStyle({ left: '0px', width: '60px' });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '4');
    expect(rowAt(4)).toHaveTextContent('Sum: 3');
  });

  it('an empty grid shows its fallback and no statistics row', () => {
    render(<Grid rows={[]} summaryRow noRowsFallback={<div role="status">none</div>} />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '1');
  });
});
