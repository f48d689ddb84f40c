import { cellText } from './cell-values';

/**
 * Spreadsheet clipboard text (tab-separated, CRLF or LF rows, Excel's quoted cells with doubled quotes and line
 * breaks) → rows of cells; the trailing line break a spreadsheet adds is not a row.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
    i++;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Cells → spreadsheet text (quoted when they hold a tab, a quote or a line break). */
export function toClipboard(rows: readonly (readonly unknown[])[]): string {
  const quote = (v: unknown) => {
    const s = cellText(v);
    return /[\t"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(quote).join('\t')).join('\n');
}

/**
 * Where a pasted block lands: starting at the active cell, over the editable columns to its right and the rows
 * below, clipped at the grid's edges. Answers row index → { column key → text }.
 */
export function pastePatches(
  block: readonly (readonly string[])[],
  start: { rowIdx: number; colIdx: number },
  editableKeys: readonly string[],
  rowCount: number,
): Map<number, Record<string, string>> {
  const patches = new Map<number, Record<string, string>>();
  block.forEach((cells, r) => {
    const rowIdx = start.rowIdx + r;
    if (rowIdx >= rowCount) return;
    const patch: Record<string, string> = {};
    cells.forEach((text, c) => {
      const key = editableKeys[start.colIdx + c];
      if (key !== undefined) patch[key] = text;
    });
    if (Object.keys(patch).length) patches.set(rowIdx, patch);
  });
  return patches;
}

/** A rectangle of cells, inclusive, in row indexes and data-column indexes. */
export interface CellRange {
  start: { rowIdx: number; colIdx: number };
  end: { rowIdx: number; colIdx: number };
}

/** The range's corners ordered (top-left, bottom-right), whichever way it was dragged. */
export function normalizeRange(range: CellRange): { top: number; bottom: number; left: number; right: number } {
  return {
    top: Math.min(range.start.rowIdx, range.end.rowIdx),
    bottom: Math.max(range.start.rowIdx, range.end.rowIdx),
    left: Math.min(range.start.colIdx, range.end.colIdx),
    right: Math.max(range.start.colIdx, range.end.colIdx),
  };
}

/** Rectangular copy: the range's cells as spreadsheet text, clipped at the grid's edges. */
export function rangeToClipboard(
  rows: readonly Record<string, unknown>[],
  keys: readonly string[],
  range: CellRange,
  display: (row: Record<string, unknown>, key: string) => unknown = (row, key) => row[key],
): string {
  const { top, bottom, left, right } = normalizeRange(range);
  const block: unknown[][] = [];
  for (let r = Math.max(0, top); r <= Math.min(bottom, rows.length - 1); r++) {
    const line: unknown[] = [];
    for (let c = Math.max(0, left); c <= Math.min(right, keys.length - 1); c++) line.push(display(rows[r], keys[c]));
    block.push(line);
  }
  return toClipboard(block);
}
