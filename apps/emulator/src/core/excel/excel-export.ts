import { PassThrough } from 'node:stream';
import type { DictTexts } from '../dict/dict-text';
import type { HttpReply as Response } from '../http/http';
import { type ExcelColumn, exportCellText } from './excel-columns';
import { exceljs } from './exceljs';

export interface ExportSheet {
  /** `<name>`: the title row reads `<name>报表` and the download is `<name>.xls` (JeecgEntityExcelView). */
  name: string;
  /** The title row when the controller sets its own (`ExportParams` title); default `<name>报表`. */
  title?: string;
  /** The sheet's name when the controller sets its own (`ExportParams` sheet name); default `<name>`. */
  sheetName?: string;
  /** `realname` of the signed-in user, written as `导出人:<realname>`. */
  exporter: string;
  columns: ExcelColumn[];
  records: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
  dicts: DictTexts;
}

/**
 * Writes AutoPOI's export layout with exceljs' streaming writer: a merged title row `<name>报表`, a
 * second row `导出人:<realname>`, the header row, then one row per record with dictionary texts. The file
 * is OOXML (.xlsx content) although it is served as `.xls`, see docs/decisions.md.
 */
export async function writeExportWorkbook(sheet: ExportSheet): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const ExcelJS = exceljs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const ws = workbook.addWorksheet((sheet.sheetName ?? sheet.name).slice(0, 31) || 'sheet1');
  ws.columns = sheet.columns.map((c) => ({ key: c.key, width: c.width ?? 15 }));
  const width = Math.max(sheet.columns.length, 1);

  const title = ws.addRow([sheet.title ?? `${sheet.name}报表`]);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };
  ws.mergeCells(1, 1, 1, width);
  title.commit();
  const exporter = ws.addRow([`导出人:${sheet.exporter}`]);
  ws.mergeCells(2, 1, 2, width);
  exporter.commit();
  const header = ws.addRow(sheet.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();

  for await (const record of sheet.records) {
    ws.addRow(sheet.columns.map((c) => exportCellText(c, record[c.key], sheet.dicts))).commit();
  }
  ws.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/**
 * Sends an export like JeecgEntityExcelView: `application/vnd.ms-excel`, `attachment; filename=<name>.xls`.
 * The name is percent-encoded (as newer JeecgBoot versions do with URLEncoder) and repeated as an RFC 5987
 * `filename*`: raw UTF-8 bytes in a header, B1's way, are refused by Node's HTTP parser and by fetch.
 */
export function sendExcel(res: Response, name: string, body: Buffer): void {
  const fileName = encodeURIComponent(`${name}.xls`);
  res.status(200);
  res.header('Content-Type', 'application/vnd.ms-excel');
  res.header('Content-Disposition', `attachment; filename=${fileName}; filename*=UTF-8''${fileName}`);
  res.header('Content-Length', String(body.length));
  res.send(body);
}
