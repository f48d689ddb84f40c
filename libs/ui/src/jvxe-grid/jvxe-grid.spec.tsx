import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithI18n } from '../testing/render';
import { JVxeGrid, JVxeValidationError, type JVxeGridHandle } from './jvxe-grid';
import { isTempId } from './rows';
import type { JVxeColumn, JVxeRow } from './types';

const columns: JVxeColumn[] = [
  { key: 'name', title: 'Name', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'age', title: 'Age', type: 'inputNumber', statistics: 'sum' },
  { key: 'ok', title: 'OK', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'kind', title: 'Kind', type: 'select', options: [{ value: '1', label: 'One' }] },
  { key: 'note', title: 'Note', type: 'normal' },
  { key: 'secret', title: 'Secret', type: 'hidden' },
];
const rows: JVxeRow[] = [
  { id: 'a', name: 'Ann', age: 3, ok: 'N', kind: '1', note: 'n1', secret: 's' },
  { id: 'b', name: 'Bob', age: 4, ok: 'Y', kind: '', note: 'n2', secret: 's' },
];

function setup(extra: Partial<Parameters<typeof JVxeGrid>[0]> = {}) {
  const ref = createRef<JVxeGridHandle>();
  const onValueChange = vi.fn();
  const view = renderWithI18n(
    <JVxeGrid
      ref={ref}
      columns={columns}
      dataSource={rows}
      rowNumber
      rowSelection
      virtualization={false}
      onValueChange={onValueChange}
      {...extra}
    />,
  );
  return { ref, onValueChange, ...view };
}
const cell = (rowIdx: number, key: string) =>
  screen.getAllByRole('row')[rowIdx + 1].querySelector(`[data-col="${key}"]`)!.closest('[role="gridcell"]')!;

describe('JVxeGrid', () => {
  it('renders visible columns (hidden ones not), row numbers, labels of select options', () => {
    setup();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Secret' })).toBeNull();
    expect(cell(0, 'kind')).toHaveTextContent('One');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('2');
    expect(screen.getByText('Sum: 7')).toBeInTheDocument(); // statistics row: 3 + 4
  });

  it('an empty grid says it has no data until a row is added', async () => {
    const { ref } = setup({ dataSource: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No data');
    expect(screen.getByRole('grid')).toHaveStyle({ height: `${40 + 61 + 2}px` }); // header and the notice
    act(() => void ref.current!.addRows(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getAllByRole('row')).toHaveLength(3); // header, the new row, statistics
    // Tall enough for the one row and the statistics row under the 40 px header (61 px rows, 2 px border).
    expect(screen.getByRole('grid')).toHaveStyle({ height: `${40 + 2 * 61 + 2}px` });
  });

  it('input editor: validates on input (required message shown) and commits on Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref, onValueChange } = setup();
    await user.click(cell(0, 'name'));
    const input = await screen.findByDisplayValue('Ann');
    await user.clear(input);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(input, 'Bob');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Name must not repeat')).toBeInTheDocument();
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ key: 'name', value: 'Bob' }));
    const collected = await ref.current!.getValues();
    expect(collected.errCount).toBe(2); // both Bob cells repeat
    expect(collected.editedRows.map((r) => r.id)).toEqual(['a']);
  });

  it('Enter moves down after committing; a key pressed before that move acts from the cell below', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 5 }, (_, i) => ({ ...rows[0], id: `r${i}`, name: `N${i}` }));
    const { ref } = setup({ dataSource: many });
    await user.click(cell(0, 'name'));
    const input = await screen.findByDisplayValue('N0');
    fireEvent.change(input, { target: { value: 'kept' } });
    // Enter, then Ctrl+End at once, before the move down has run (a fast typist, or a test driver).
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const active = screen.getByRole('grid').querySelector('[role="gridcell"][aria-selected="true"]');
    expect(active?.parentElement).toHaveAttribute('aria-rowindex', '6'); // the last of five rows, not the second
    expect(ref.current!.getRows()[0].name).toBe('kept');
  });

  it('Esc cancels the cell edit', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref } = setup();
    await user.click(cell(1, 'name'));
    const input = await screen.findByDisplayValue('Bob');
    await user.type(input, 'xyz');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByDisplayValue('Bobxyz')).toBeNull());
    expect(ref.current!.getRows()[1].name).toBe('Bob');
  });

  it('number editor reverts invalid typing', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref } = setup();
    await user.click(cell(0, 'age'));
    const input = await screen.findByDisplayValue('3');
    await user.type(input, 'a.5x');
    expect(input).toHaveValue('3.5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ref.current!.getRows()[0].age).toBe(3.5));
    expect(screen.getByText('Sum: 7.5')).toBeInTheDocument(); // the statistics row follows the edit
  });

  it('checkbox cells toggle between the custom values in place', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref } = setup();
    await user.click(screen.getAllByRole('checkbox', { name: 'OK' })[0]);
    await waitFor(() => expect(ref.current!.getRows()[0].ok).toBe('Y'));
  });

  it('radio cells choose one option in place', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref } = setup({
      columns: [
        {
          key: 'size',
          title: 'Size',
          type: 'radio',
          options: [
            { value: 's', label: 'Small' },
            { value: 'l', label: 'Large' },
          ],
        },
      ],
      dataSource: [{ id: 'a', size: 's' }],
    });
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(group).getByRole('radio', { name: 'Small' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Large' }));
    await waitFor(() => expect(ref.current!.getRows()[0].size).toBe('l'));
    expect(within(group).getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Small' })).not.toBeChecked();
  });

  it('getValuesPromise rejects on a failing cell; add rows get temporary ids and count as new', async () => {
    const { ref } = setup();
    let added: JVxeRow[] = [];
    act(() => {
      added = ref.current!.addRows(2, 0);
    });
    expect(added.every((r) => isTempId(r.id))).toBe(true);
    await act(() => expect(ref.current!.getValuesPromise()).rejects.toBeInstanceOf(JVxeValidationError));
    const collected = await ref.current!.getValues();
    expect(collected.errCount).toBe(2);
    expect(collected.newRows).toHaveLength(2);
    expect(collected.firstError).toMatchObject({ rowId: added[0].id, key: 'name', message: 'Name is required' });
    act(() => ref.current!.removeRows([added[0].id, added[1].id, 'b']));
    const after = await ref.current!.getValuesPromise();
    expect(after.deleteData.map((r) => r.id)).toEqual(['b']);
    expect(after.tableData.map((r) => r.id)).toEqual(['a']);
  });

  it('pastes a spreadsheet block at the active cell', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref } = setup();
    await user.click(cell(0, 'note')); // not editable: selects the cell
    await user.click(cell(0, 'name'));
    await user.keyboard('{Escape}');
    fireEvent.paste(cell(0, 'name'), { clipboardData: { getData: () => 'Xa\t7\r\nXb\t8\r\n' } });
    await waitFor(() => expect(ref.current!.getRows()[1]).toMatchObject({ name: 'Xb', age: 8 }));
    expect(ref.current!.getRows()[0]).toMatchObject({ name: 'Xa', age: 7 });
  });
});
