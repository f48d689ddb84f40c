import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithI18n } from '../testing/render';
import { JVxeGrid, type JVxeGridHandle, type JVxeGridProps } from './jvxe-grid';
import type { JVxeColumn, JVxeRow } from './types';

/** Issue 15's remaining grid features: sub-table popover, drag sort, linkage, async search, tags, always-edit off, range copy. */

const columns: JVxeColumn[] = [
  { key: 'orderNum', title: 'No', type: 'normal' },
  { key: 'name', title: 'Name', type: 'input' },
  { key: 'age', title: 'Age', type: 'inputNumber' },
  { key: 'note', title: 'Note', type: 'normal' },
];
const rows: JVxeRow[] = [
  { id: 'a', orderNum: 1, name: 'Ann', age: 3, note: 'n1' },
  { id: 'b', orderNum: 2, name: 'Bob', age: 4, note: 'n2' },
  { id: 'c', orderNum: 3, name: 'Cid', age: 5, note: 'n3' },
];

function setup(extra: Partial<JVxeGridProps> = {}) {
  const ref = createRef<JVxeGridHandle>();
  const view = renderWithI18n(
    <JVxeGrid ref={ref} columns={columns} dataSource={rows} virtualization={false} {...extra} />,
  );
  return { ref, ...view };
}
const dataRow = (rowIdx: number) => screen.getAllByRole('row')[rowIdx + 1];
const cell = (rowIdx: number, key: string) =>
  dataRow(rowIdx).querySelector(`[data-col="${key}"]`)!.closest('[role="gridcell"]')!;

describe('JVxeGrid sub-table popover', () => {
  it('opens on a row click, closes on a second click on the same row, reopens for another row', async () => {
    const user = userEvent.setup({ delay: null });
    setup({ subForm: (row) => <p>details of {String(row.name)}</p> });
    await user.click(cell(0, 'note'));
    expect(await screen.findByRole('dialog', { name: 'Sub table' })).toHaveTextContent('details of Ann');
    await user.click(cell(0, 'note'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sub table' })).toBeNull());
    await user.click(cell(0, 'note'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('details of Ann');
    await user.click(cell(2, 'note'));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('details of Cid'));
  });
});

describe('JVxeGrid drag sort', () => {
  it('dropping a row on another moves it there and renumbers orderNum from 1', () => {
    const { ref } = setup({ dragSort: true });
    const handles = screen.getAllByRole('button', { name: 'Drag to sort' });
    expect(handles).toHaveLength(3);
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(handles[0], { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('application/x-jvxe-row', 'a');
    fireEvent.dragOver(cell(2, 'name'), { dataTransfer });
    fireEvent.drop(cell(2, 'name'), { dataTransfer });
    expect(ref.current!.getRows().map((r) => [r.id, r.orderNum])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
    expect(cell(0, 'orderNum')).toHaveTextContent('1');
    expect(cell(0, 'name')).toHaveTextContent('Bob');
  });

  it('move down goes through the same renumbering', async () => {
    const { ref } = setup({ dragSort: true });
    act(() => ref.current!.moveRow('a', 1));
    expect(ref.current!.getRows().map((r) => [r.id, r.orderNum])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    const collected = await ref.current!.getValues();
    expect(collected.editedRows.map((r) => r.id).sort()).toEqual(['a', 'b']);
  });
});

describe('JVxeGrid linkage columns', () => {
  const areaColumns: JVxeColumn[] = [
    { key: 'province', title: 'Province', type: 'select', linkageKey: 'area' },
    { key: 'city', title: 'City', type: 'select', linkageKey: 'area' },
  ];
  const areas: Record<string, { value: string; label: string }[]> = {
    '': [
      { value: 'p1', label: 'Prov One' },
      { value: 'p2', label: 'Prov Two' },
    ],
    p1: [{ value: 'c11', label: 'City 1-1' }],
    p2: [{ value: 'c21', label: 'City 2-1' }],
  };

  it('shows labels from requestData per parent, and choosing a parent clears and reloads its children', async () => {
    const user = userEvent.setup({ delay: null });
    const requestData = vi.fn((parent: string) => Promise.resolve(areas[parent] ?? []));
    const { ref } = setup({
      columns: areaColumns,
      dataSource: [{ id: 'r1', province: 'p1', city: 'c11' }],
      linkageConfig: [{ key: 'area', requestData }],
    });
    await waitFor(() => expect(cell(0, 'city')).toHaveTextContent('City 1-1'));
    expect(cell(0, 'province')).toHaveTextContent('Prov One');
    expect(requestData).toHaveBeenCalledWith('', 0);
    expect(requestData).toHaveBeenCalledWith('p1', 1);

    await user.click(cell(0, 'province'));
    await user.click(await screen.findByTitle('Prov Two'));
    await waitFor(() => expect(ref.current!.getRows()[0]).toMatchObject({ province: 'p2', city: '' }));
    expect(cell(0, 'city')).toHaveTextContent('');
    // The new parent's children are asked before their editor opens (it opens on a full list).
    await waitFor(() => expect(requestData).toHaveBeenCalledWith('p2', 1));
    await user.click(cell(0, 'city'));
    await user.click(await screen.findByTitle('City 2-1'));
    await waitFor(() => expect(ref.current!.getRows()[0]).toMatchObject({ province: 'p2', city: 'c21' }));
    expect(requestData).toHaveBeenCalledWith('p2', 1);
    expect(requestData.mock.calls.filter(([p]) => p === 'p1')).toHaveLength(1); // cached per parent value
  });
});

describe('JVxeGrid sel_search_async', () => {
  it('searches after the debounce, shows the results and keeps the chosen label', async () => {
    const user = userEvent.setup({ delay: null });
    const searchOptions = vi.fn((_column: JVxeColumn, keyword: string) =>
      Promise.resolve(
        [
          { value: 'u1', label: 'Alice Admin' },
          { value: 'u2', label: 'Bob Builder' },
        ].filter((o) => o.label.toLowerCase().includes(keyword.toLowerCase())),
      ),
    );
    const { ref } = setup({
      columns: [{ key: 'owner', title: 'Owner', type: 'sel_search_async', dict: 'sys_user,realname,username' }],
      dataSource: [{ id: 'r1', owner: '' }],
      searchOptions,
      searchDebounceMs: 0,
    });
    await user.click(cell(0, 'owner'));
    await user.type(screen.getByRole('combobox'), 'bob');
    await waitFor(() =>
      expect(searchOptions).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'owner' }), 'bob'),
    );
    await user.click(await screen.findByTitle('Bob Builder'));
    await waitFor(() =>
      expect(ref.current!.getRows()[0]).toMatchObject({ owner: 'u2', owner_dictText: 'Bob Builder' }),
    );
    await waitFor(() => expect(cell(0, 'owner')).toHaveTextContent('Bob Builder'));
  });
});

describe('JVxeGrid tag cells', () => {
  it('strips typed semicolons, inserts one after every two characters and shows one tag per group', async () => {
    const user = userEvent.setup({ delay: null });
    const { ref } = setup({
      columns: [{ key: 'tags', title: 'Tags', type: 'input', tags: true }],
      dataSource: [{ id: 'r1', tags: '' }],
    });
    await user.click(cell(0, 'tags'));
    await user.type(screen.getByRole('textbox'), 'ab;cde');
    expect(screen.getByRole('textbox')).toHaveValue('ab;cd;e');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ref.current!.getRows()[0].tags).toBe('ab;cd;e'));
    const tags = cell(0, 'tags').querySelectorAll('.jvxe-tag');
    expect([...tags].map((t) => t.textContent)).toEqual(['ab', 'cd', 'e']);
  });
});

describe('JVxeGrid always-edit', () => {
  it('on (default): editable cells are marked as inputs; off: plain cells, click to edit, outside mouse-up returns', async () => {
    const user = userEvent.setup({ delay: null });
    const on = setup();
    expect(on.container.querySelector('.jvxe-grid')).toHaveClass('jvxe-always-edit');
    on.unmount();

    const { ref, container } = setup({ alwaysEdit: false });
    expect(container.querySelector('.jvxe-grid')).not.toHaveClass('jvxe-always-edit');
    await user.click(cell(1, 'name'));
    const input = await screen.findByDisplayValue('Bob');
    fireEvent.change(input, { target: { value: 'Bobby' } });
    fireEvent.mouseUp(input); // a mouse-up inside the editor keeps it open
    expect(screen.getByDisplayValue('Bobby')).toBeInTheDocument();
    fireEvent.mouseUp(document.body);
    await waitFor(() => expect(screen.queryByDisplayValue('Bobby')).toBeNull());
    expect(ref.current!.getRows()[1].name).toBe('Bobby');
    expect(cell(1, 'name')).toHaveTextContent('Bobby');
  });
});

describe('JVxeGrid rectangular copy', () => {
  it('shift+click spans a range from the active cell; copy puts it on the clipboard as tab-separated text', async () => {
    const user = userEvent.setup({ delay: null });
    setup({ rowNumber: true, rowSelection: true });
    await user.click(cell(0, 'orderNum')); // not editable: only becomes the active cell
    await user.keyboard('{Shift>}');
    await user.click(cell(1, 'name'));
    await user.keyboard('{/Shift}');
    expect(cell(1, 'name')).toHaveClass('jvxe-cell-in-range');
    expect(cell(0, 'age')).not.toHaveClass('jvxe-cell-in-range');
    const setData = vi.fn();
    fireEvent.copy(cell(0, 'orderNum'), { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', '1\tAnn\n2\tBob');

    // Shift+ArrowRight grows it by a column.
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    fireEvent.copy(cell(0, 'orderNum'), { clipboardData: { setData } });
    expect(setData).toHaveBeenLastCalledWith('text/plain', '1\tAnn\t3\n2\tBob\t4');
    expect(
      within(dataRow(1))
        .getAllByRole('gridcell')
        .filter((c) => c.classList.contains('jvxe-cell-in-range')),
    ).toHaveLength(3);
  });
});
