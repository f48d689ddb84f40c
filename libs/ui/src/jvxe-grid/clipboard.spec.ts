import { describe, expect, it } from 'vitest';
import { parseClipboard, pastePatches, toClipboard } from './clipboard';

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
});
