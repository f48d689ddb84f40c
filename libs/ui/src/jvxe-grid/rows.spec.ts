import { describe, expect, it } from 'vitest';
import {
  addRows,
  blankRow,
  collectRows,
  copyRows,
  createRowsState,
  insertRows,
  isTempId,
  moveRow,
  moveRowTo,
  removeRows,
  renumber,
  updateRow,
  updateRows,
} from './rows';
import type { JVxeColumn } from './types';

const columns: JVxeColumn[] = [
  { key: 'name', title: 'Name', type: 'input', defaultValue: 'new' },
  { key: 'ok', title: 'OK', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'orderNum', title: '#', type: 'normal' },
];
const loaded = () =>
  createRowsState([
    { id: 'a', name: 'A', orderNum: 1 },
    { id: 'b', name: 'B', orderNum: 2 },
    { id: 'c', name: 'C', orderNum: 3 },
  ]);
const ids = (s: { rows: readonly { id: string }[] }) => s.rows.map((r) => r.id);

describe('row operations and collection (spec §4)', () => {
  it('new rows carry temporary ids and column defaults', () => {
    const row = blankRow(columns);
    expect(isTempId(row.id)).toBe(true);
    expect(row).toMatchObject({ name: 'new', ok: 'N' });
    expect(blankRow(columns).id).not.toBe(row.id);
  });

  it('add N rows: index 0 appends at the bottom, k inserts after row k', () => {
    const bottom = addRows(loaded(), columns, 2, 0);
    expect(bottom.added).toHaveLength(2);
    expect(ids(bottom.state).slice(0, 3)).toEqual(['a', 'b', 'c']);
    const afterFirst = addRows(loaded(), columns, 1, 1);
    expect(ids(afterFirst.state)[1]).toBe(afterFirst.added[0].id);
    expect(addRows(loaded(), columns, 0, 0).added).toHaveLength(1); // count min 1
  });

  it('insert places rows at a position and renumbers the sort column from 1', () => {
    const { state, added } = insertRows(loaded(), columns, 1, 0, 'orderNum');
    expect(state.rows[0].id).toBe(added[0].id);
    expect(state.rows.map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
  });

  it('collects new, edited and removed rows apart', () => {
    let state = loaded();
    const { state: withNew, added } = addRows(state, columns, 1, 0);
    state = updateRow(withNew, 'b', { name: 'B2' });
    state = updateRow(state, added[0].id, { name: 'typed' });
    state = removeRows(state, ['c', added[0].id]);
    const collected = collectRows(state);
    expect(collected.tableData.map((r) => r.id)).toEqual(['a', 'b']);
    expect(collected.editedRows).toEqual([{ id: 'b', name: 'B2', orderNum: 2 }]);
    expect(collected.newRows).toEqual([]);
    expect(collected.deleteData).toEqual([{ id: 'c', name: 'C', orderNum: 3 }]);

    const more = addRows(state, columns, 1, 0);
    expect(collectRows(more.state).newRows.map((r) => r.id)).toEqual([more.added[0].id]);
  });

  it('batch updates mark loaded rows edited and ignore unknown ids', () => {
    const state = updateRows(
      loaded(),
      new Map([
        ['a', { name: 'x' }],
        ['zz', { name: 'y' }],
      ]),
    );
    expect(state.rows[0].name).toBe('x');
    expect([...state.edited]).toEqual(['a']);
  });

  it('copy puts copies with new ids after the last source; move swaps and renumbers', () => {
    const copied = copyRows(loaded(), ['a', 'b']);
    expect(ids(copied).slice(0, 2)).toEqual(['a', 'b']);
    expect(copied.rows[2].name).toBe('A');
    expect(isTempId(copied.rows[2].id)).toBe(true);
    expect(ids(copied)[4]).toBe('c');

    const moved = moveRow(loaded(), 'c', -1, 'orderNum');
    expect(ids(moved)).toEqual(['a', 'c', 'b']);
    expect(moved.rows.map((r) => r.orderNum)).toEqual([1, 2, 3]);
    expect(moveRow(loaded(), 'a', -1)).toEqual(loaded());
  });

  it('drag sort moves a row to a position, shifts the rows between and renumbers from 1 (moved rows count as edited)', () => {
    const down = moveRowTo(loaded(), 'a', 2, 'orderNum');
    expect(ids(down)).toEqual(['b', 'c', 'a']);
    expect(down.rows.map((r) => r.orderNum)).toEqual([1, 2, 3]);
    expect([...down.edited].sort()).toEqual(['a', 'b', 'c']);
    const up = moveRowTo(loaded(), 'c', 0, 'orderNum');
    expect(ids(up)).toEqual(['c', 'a', 'b']);
    expect(up.rows.map((r) => r.orderNum)).toEqual([1, 2, 3]);
    expect(ids(moveRowTo(loaded(), 'b', 99))).toEqual(['a', 'c', 'b']); // clamped to the end
    expect(moveRowTo(loaded(), 'b', 1)).toEqual(loaded());
    expect(moveRowTo(loaded(), 'zz', 0)).toEqual(loaded());
    // Without a sort column the order changes and nothing is renumbered or marked.
    const plain = moveRowTo(loaded(), 'a', 1);
    expect(plain.rows.map((r) => r.orderNum)).toEqual([2, 1, 3]);
    expect(plain.edited.size).toBe(0);
  });

  it('renumber keeps unchanged rows as they are', () => {
    const rows = [
      { id: 'x', orderNum: 1 },
      { id: 'y', orderNum: 5 },
    ];
    const out = renumber(rows);
    expect(out[0]).toBe(rows[0]);
    expect(out[1].orderNum).toBe(2);
  });
});

describe('statistics row', () => {
  it('sums and averages the numeric cells, ignoring empty and non-numeric ones', async () => {
    const { columnStatistic } = await import('./columns');
    expect(columnStatistic([1, '2', '', 'x', 3.333], 'sum')).toBe(6.33);
    expect(columnStatistic([1, 2, null], 'average')).toBe(1.5);
    expect(columnStatistic([], 'average')).toBe(0);
  });
});
