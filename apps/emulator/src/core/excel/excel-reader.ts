import { Readable } from 'node:stream';
import { normaliseCellValue, SharedStringPending } from './cell-value';
import { exceljs } from './exceljs';
import { wholeCharacters, WholeCharacters } from './utf8-chunks';

/** One non-empty row of the first worksheet: its row number in the sheet and its cell texts. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Most columns a row may have; a wider row is cut (no entity has more than a few dozen). */
const MAX_COLUMNS = 200;

function toSheetRow(number: number, values: unknown): SheetRow | null {
  // exceljs' `row.values` is 1-based and sparse; blank rows never reach us (the stream skips them).
  const list = Array.isArray(values) ? (values as unknown[]) : [];
  const cells: string[] = [];
  const width = Math.min(list.length - 1, MAX_COLUMNS);
  for (let i = 1; i <= width; i++) cells.push(normaliseCellValue(list[i]));
  return cells.some((c) => c !== '') ? { number, cells: detachStrings(cells) } : null;
}

/**
 * The same texts as strings of their own. A cell text from the streaming reader is a slice of the XML
 * chunk exceljs decoded (V8 slices rather than copies substrings of 13+ characters), so keeping one cell
 * (a username in a duplicate-check set, an accepted row) would keep its whole chunk alive: every kept
 * email of a 50,000-row sheet pinned the entire decoded sheet, ~50 MB. JSON.parse builds fresh strings.
 */
export function detachStrings(cells: string[]): string[] {
  return JSON.parse(JSON.stringify(cells)) as string[];
}

/**
 * The rows of the first worksheet, read with exceljs' streaming reader (shared strings cached, styles
 * and hyperlinks ignored) so a large file is never held as a workbook model. `row.number` is kept
 * because the stream skips blank rows.
 *
 * The reader is always run to its end, also when the caller stops early or fails: exceljs writes every
 * worksheet that precedes the shared strings (as its own streaming writer orders them) to a temporary
 * file, and closes that file's descriptor and deletes it only when its loop moves past the sheet. An
 * abandoned reader left one file and one open descriptor per import. Later sheets are skipped unread.
 */
export async function* streamSheetRows(buffer: Buffer): AsyncGenerator<SheetRow> {
  const ExcelJS = exceljs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    sharedStrings: 'cache',
    worksheets: 'emit',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  if (!feedWholeCharacters(reader)) {
    yield* loadSheetRows(buffer);
    return;
  }
  const sheets = reader[Symbol.asyncIterator]();
  try {
    const first = await sheets.next();
    if (first.done) return;
    // Only the first worksheet is imported, as AutoPOI reads sheet 0.
    for await (const row of first.value) {
      const out = toSheetRow(row.number, row.values);
      if (out) yield out;
    }
  } finally {
    await finishReading(sheets);
  }
}

/** Runs the reader's remaining loop (later sheets are skipped unread), so exceljs removes its temporary files. */
async function finishReading(sheets: AsyncIterator<unknown>): Promise<void> {
  try {
    while (!(await sheets.next()).done) {
      // nothing to read: see feedWholeCharacters
    }
  } catch {
    // A broken entry after the first sheet: the first sheet's outcome stands, as before.
  }
}

/** The two private readers of exceljs 4.4.0's WorkbookReader that decode zip entries chunk by chunk. */
interface ChunkedParsers {
  _parseWorksheet?: (iterator: AsyncIterable<Buffer>, sheetNo: string) => unknown;
  _parseSharedStrings?: (entry: NodeJS.ReadableStream) => unknown;
}

/**
 * Routes the worksheet and shared-string entries through `wholeCharacters` (see utf8-chunks.ts) and skips
 * every worksheet after the first unread (its temporary file's stream is closed, a zip entry is drained by
 * exceljs); false when this exceljs no longer has those methods, and the caller loads the workbook whole.
 */
function feedWholeCharacters(reader: object): boolean {
  const r = reader as ChunkedParsers;
  const parseWorksheet = r._parseWorksheet;
  const parseSharedStrings = r._parseSharedStrings;
  if (typeof parseWorksheet !== 'function' || typeof parseSharedStrings !== 'function') return false;
  let sheets = 0;
  r._parseWorksheet = (iterator, sheetNo) => {
    if (sheets++ > 0) {
      (iterator as Partial<Readable>).destroy?.();
      return [][Symbol.iterator]();
    }
    return parseWorksheet.call(reader, wholeCharacters(iterator), sheetNo);
  };
  r._parseSharedStrings = (entry) => parseSharedStrings.call(reader, entry.pipe(new WholeCharacters()));
  return true;
}

/** The same rows from a workbook loaded whole: the fallback when the stream meets a `{sharedString}`. */
export async function* loadSheetRows(buffer: Buffer): AsyncGenerator<SheetRow> {
  const ExcelJS = exceljs();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const out = toSheetRow(number, row.values);
    if (out) rows.push(out);
  });
  yield* rows;
}

/**
 * Feeds the first worksheet's rows to `consume`, streaming; if the stream meets a shared string it cannot
 * resolve yet (writers that put `sharedStrings.xml` after the sheets), `consume` runs again from scratch on
 * the fully loaded workbook. `consume` must therefore keep no state outside the call.
 */
export async function consumeSheetRows<T>(
  buffer: Buffer,
  consume: (rows: AsyncIterable<SheetRow>) => Promise<T>,
): Promise<T> {
  try {
    return await consume(streamSheetRows(buffer));
  } catch (e) {
    if (!(e instanceof SharedStringPending)) throw e;
    return consume(loadSheetRows(buffer));
  }
}
