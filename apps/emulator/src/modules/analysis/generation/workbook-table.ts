import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { normaliseCellValue } from '../../../core/excel/cell-value';
import { streamSheetRows } from '../../../core/excel/excel-reader';
import { exceljs } from '../../../core/excel/exceljs';
import type { CropIndicatorDefEntity } from '../../crop-data';
import { type DataTable, TABLE_FIELDS, type TableField } from './data-table';

/** Largest data table read for one item; a bulletin table is a handful of rows. */
export const MAX_TABLE_BYTES = 5 * 1024 * 1024;

/** A failure the item shows as its error. */
export class InputError extends Error {}

/**
 * The header names a column may carry, lower-cased: every seed field name (`rain_mm`, `rain_dep_pct`) and
 * each indicator code for its value column (`RAIN` → `rain_mm`, `VCIx` → `vcix`).
 */
export function headerMap(defs: readonly CropIndicatorDefEntity[]): Map<string, TableField> {
  const map = new Map<string, TableField>(TABLE_FIELDS.map((f) => [f, f]));
  for (const d of defs) {
    const field = d.fields.value as TableField;
    if ((TABLE_FIELDS as readonly string[]).includes(field)) map.set(d.code.toLowerCase(), field);
  }
  return map;
}

/**
 * The data table of one zone from the rows of a sheet (first non-empty row = header): the row whose `code`
 * column equals the zone code (any case), else the only data row. Numbers only in indicator columns.
 */
export function tableFromRows(
  rows: readonly string[][],
  zoneCode: string,
  defs: readonly CropIndicatorDefEntity[],
  label: string,
): DataTable {
  const [header, ...data] = rows.filter((r) => r.some((c) => c.trim() !== ''));
  if (!header) throw new InputError(`数据表为空：${label}`);
  const names = header.map((h) => h.trim().toLowerCase());
  const known = headerMap(defs);
  const columns = names.flatMap((n, i) => (known.has(n) ? [{ i, field: known.get(n)! }] : []));
  if (columns.length === 0)
    throw new InputError(`数据表没有可识别的指标列（例如 rain_mm、rain_dep_pct、RAIN、VCIx）：${label}`);
  if (data.length === 0) throw new InputError(`数据表只有表头，没有数据行：${label}`);
  const codeAt = names.indexOf('code');
  const conditionAt = names.indexOf('condition');
  let row: string[] | undefined;
  let rowNumber = 0;
  if (codeAt >= 0) {
    rowNumber = data.findIndex((r) => (r[codeAt] ?? '').trim().toUpperCase() === zoneCode.toUpperCase());
    row = data[rowNumber];
    if (!row) throw new InputError(`数据表中没有区域 ${zoneCode} 的行（code 列）：${label}`);
  } else if (data.length === 1) {
    row = data[0];
  } else {
    throw new InputError(`数据表有 ${data.length} 行数据，请增加 code 列注明区域编码：${label}`);
  }
  const values: DataTable['values'] = {};
  for (const { i, field } of columns) {
    const cell = (row[i] ?? '').trim();
    if (cell === '') continue;
    const n = Number(cell.replace(/^\+/, '').replace('−', '-'));
    if (!Number.isFinite(n))
      throw new InputError(`数据表第${rowNumber + 2}行的 ${header[i].trim()} 不是数字：${cell.slice(0, 40)}`);
    values[field] = n;
  }
  if (Object.keys(values).length === 0) throw new InputError(`数据表中区域 ${zoneCode} 的指标均为空：${label}`);
  const condition = conditionAt >= 0 ? (row[conditionAt] ?? '').trim().toLowerCase() || null : null;
  return { code: zoneCode, values, condition, source: label };
}

/** The rows of the first sheet of an `.xlsx` or `.csv` file, as cell texts. */
export async function readSheet(buffer: Buffer, ext: string): Promise<string[][]> {
  if (ext === '.xlsx') {
    const rows: string[][] = [];
    for await (const r of streamSheetRows(buffer)) rows.push(r.cells);
    return rows;
  }
  if (ext === '.csv') {
    const ExcelJS = exceljs();
    const workbook = new ExcelJS.Workbook();
    const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
    const sheet = await workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter: ',' } });
    const rows: string[][] = [];
    sheet.eachRow((r) => {
      const values = Array.isArray(r.values) ? (r.values as unknown[]) : [];
      rows.push(values.slice(1).map((v) => normaliseCellValue(v)));
    });
    return rows;
  }
  if (ext === '.xls') throw new InputError('暂不支持旧版 Excel（.xls）数据表，请另存为 .xlsx 或 .csv 后重新上传');
  throw new InputError(`数据表只能是 .xlsx、.xls 或 .csv 文件：${ext || '无扩展名'}`);
}

/** The absolute path of an upload under `root`, refusing anything that would leave it. */
export function resolveUpload(root: string, uploadPath: string): string {
  const clean = uploadPath.trim().replace(/\\/g, '/');
  const file = path.resolve(root, clean);
  if (!clean || path.isAbsolute(clean) || !file.startsWith(root + path.sep))
    throw new InputError(`文件路径不合法：${clean.slice(0, 80)}`);
  return file;
}

/** Reads the uploaded workbook of an item and picks the zone's row. */
export async function readUploadedTable(
  root: string,
  uploadPath: string,
  zoneCode: string,
  defs: readonly CropIndicatorDefEntity[],
): Promise<DataTable> {
  const file = resolveUpload(root, uploadPath);
  const ext = path.extname(file).toLowerCase();
  if (!['.xlsx', '.xls', '.csv'].includes(ext))
    throw new InputError(`数据表只能是 .xlsx、.xls 或 .csv 文件：${path.basename(file)}`);
  let size: number;
  try {
    const s = await stat(file);
    if (!s.isFile()) throw new Error('not a file');
    size = s.size;
  } catch {
    throw new InputError(`数据表文件不存在：${uploadPath}`);
  }
  if (size > MAX_TABLE_BYTES) throw new InputError(`数据表超过5MB：${uploadPath}`);
  let rows: string[][];
  try {
    rows = await readSheet(await readFile(file), ext);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`数据表无法读取（文件已损坏或不是有效的 ${ext} 文件）：${uploadPath}`);
  }
  return tableFromRows(rows, zoneCode, defs, uploadPath);
}
