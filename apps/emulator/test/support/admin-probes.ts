import ExcelJS from 'exceljs';
import type { Test } from 'supertest';
import type { TestApp } from './test-app';

/** Values that would change a query if they were spliced into SQL; the emulator must treat them as data. */
export const SQL_PROBES = [
  "' OR '1'='1",
  "admin'; DROP TABLE sys_user; --",
  '1) OR (1=1',
  "*' UNION SELECT password FROM sys_user --*",
];

/** An authenticated GET of `path` (relative to /jeecg-boot). */
export const getAs = (t: TestApp, token: string, path: string, query: Record<string, string> = {}) =>
  t.http.get(`/jeecg-boot${path}`).set('X-Access-Token', token).query(query);

/** Collects a binary body as a Buffer: `.buffer(true).parse(binaryParser)`. */
export const binaryParser = ((res: NodeJS.ReadableStream, cb: (e: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}) as unknown as Parameters<Test['parse']>[0];

/** All rows of the first sheet as cell texts (1-based row numbers preserved as array index - 1). */
export async function readRows(body: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow({ includeEmpty: true }, (row, n) => {
    const values = (row.values as unknown[])
      .slice(1)
      .map((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
    rows[n - 1] = values;
  });
  return rows;
}

/** A workbook in JeecgBoot's import layout: two title rows, the header, then the rows. */
export async function importWorkbook(
  header: string[],
  rows: (string | number | null)[][],
  titled = true,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('sheet1');
  if (titled) {
    ws.addRow(['导入报表']);
    ws.addRow(['导出人:测试']);
  }
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
