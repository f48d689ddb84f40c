import { describe, expect, it } from 'vitest';
import { normalizeRange, parseClipboard, pastePatches, rangeToClipboard, toClipboard } from './clipboard';

describe('spreadsheet clipboard', () => {
  it('parses tab/CRLF text, quoted cells and drops the trailing line break', () => {
    expect(parseClipboard('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboard('"x\ty"\t"say ""hi"""\n"two\nlines"\tz')).toEqual([
      ['x\ty', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
    expect(parseClipboard('one')).toEqual([['one']]);
    expect(parseClipboard('a\t\tc')).toEqual([['a', '', 'c']]);
  });
  it('round-trips through toClipboard', () => {
    const rows = [
      ['a', 'b\tc'],
      ['"q"', null],
    ];
    expect(parseClipboard(toClipboard(rows))).toEqual([
      ['a', 'b\tc'],
      ['"q"', ''],
    ]);
  });
  it('places a 3×4 block at the start cell, clipped at the last row and column', () => {
    const block = [
      ['1', '2', '3', '4'],
      ['5', '6', '7', '8'],
      ['9', '10', '11', '12'],
    ];
    const patches = pastePatches(block, { rowIdx: 1, colIdx: 0 }, ['a', 'b', 'c', 'd'], 10);
    expect(patches.get(1)).toEqual({ a: '1', b: '2', c: '3', d: '4' });
    expect(patches.get(3)).toEqual({ a: '9', b: '10', c: '11', d: '12' });
    const clipped = pastePatches(block, { rowIdx: 2, colIdx: 2 }, ['a', 'b', 'c', 'd'], 3);
    expect([...clipped.keys()]).toEqual([2]);
    expect(clipped.get(2)).toEqual({ c: '1', d: '2' });
  });

  it('copies a rectangular range as spreadsheet text, dragged either way and clipped at the edges', () => {
    const rows = [
      { a: 'a1', b: 1, c: 'c1' },
      { a: 'a2', b: 2, c: 'tab\there' },
      { a: 'a3', b: 3, c: 'c3' },
    ];
    const keys = ['a', 'b', 'c'];
    const range = { start: { rowIdx: 2, colIdx: 2 }, end: { rowIdx: 1, colIdx: 1 } };
    expect(normalizeRange(range)).toEqual({ top: 1, bottom: 2, left: 1, right: 2 });
    expect(rangeToClipboard(rows, keys, range)).toBe('2\t"tab\there"\n3\tc3');
    expect(rangeToClipboard(rows, keys, { start: { rowIdx: 0, colIdx: 0 }, end: { rowIdx: 9, colIdx: 0 } })).toBe(
      'a1\na2\na3',
    );
    // Round trip: what is copied pastes back as the same block.
    expect(parseClipboard(rangeToClipboard(rows, keys, range))).toEqual([
      ['2', 'tab\there'],
      ['3', 'c3'],
    ]);
  });
});
