import { describe, expect, it } from 'vitest';
import { keyAction, movePosition } from './keyboard';

describe('keyboard map (spec §4)', () => {
  it('maps keys by editing state', () => {
    expect(keyAction('Tab', false, true)).toBe('next');
    expect(keyAction('Tab', true, false)).toBe('prev');
    expect(keyAction('Enter', false, true)).toBe('down');
    expect(keyAction('Enter', false, false)).toBe('edit');
    expect(keyAction('Escape', false, true)).toBe('cancel');
    expect(keyAction('Escape', false, false)).toBeNull();
    expect(keyAction('ArrowDown', false, false)).toBe('down');
    expect(keyAction('ArrowLeft', false, false)).toBe('left');
    expect(keyAction('ArrowLeft', false, true)).toBeNull(); // the caret moves inside the editor
    expect(keyAction('a', false, false)).toBeNull();
  });

  const size = { rows: 3, firstIdx: 1, lastIdx: 4 };
  it('Tab wraps to the next row, Shift-Tab to the previous, stopping at the edges', () => {
    expect(movePosition({ rowIdx: 0, idx: 2 }, 'next', size)).toEqual({ rowIdx: 0, idx: 3 });
    expect(movePosition({ rowIdx: 0, idx: 4 }, 'next', size)).toEqual({ rowIdx: 1, idx: 1 });
    expect(movePosition({ rowIdx: 1, idx: 1 }, 'prev', size)).toEqual({ rowIdx: 0, idx: 4 });
    expect(movePosition({ rowIdx: 0, idx: 1 }, 'prev', size)).toBeNull();
    expect(movePosition({ rowIdx: 2, idx: 4 }, 'next', size)).toBeNull();
  });
  it('Enter and arrows move within the grid', () => {
    expect(movePosition({ rowIdx: 0, idx: 2 }, 'down', size)).toEqual({ rowIdx: 1, idx: 2 });
    expect(movePosition({ rowIdx: 2, idx: 2 }, 'down', size)).toBeNull();
    expect(movePosition({ rowIdx: 1, idx: 2 }, 'up', size)).toEqual({ rowIdx: 0, idx: 2 });
    expect(movePosition({ rowIdx: 1, idx: 1 }, 'left', size)).toEqual({ rowIdx: 1, idx: 1 });
    expect(movePosition({ rowIdx: 1, idx: 4 }, 'right', size)).toEqual({ rowIdx: 1, idx: 4 });
    expect(movePosition({ rowIdx: 1, idx: 2 }, 'cancel', size)).toBeNull();
  });
});
