import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { z } from 'zod';
import type { ImportErrorResult, Result } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import type { DictTexts } from '../dict/dict-text';
import { JeecgError } from '../errors/jeecg.errors';
import { okMessage } from '../result/result';
import { validate } from '../validation/validate';
import { type ExcelColumn, importCellValue, invertDicts } from './excel-columns';
import { consumeSheetRows, type SheetRow } from './excel-reader';
import { checkExcelFile, NOT_EXCEL_MESSAGE, type UploadedExcel } from './excel-upload';
import { exceljs } from './exceljs';
import { importLogPath } from './import-log.paths';

/** How one entity is imported: its sheet columns, the contract's row schema and how rows are written. */
export interface ImportSpec<Row> {
  /** Prefix of the error file: `<entity>ImportExcelErrorLog<ts>.xlsx` (`user`, `sysDepart`, …). */
  entity: string;
  columns: ExcelColumn[];
  /** The contract's zod schema of one row (input: the cell texts by property, absent when empty). */
  schema: z.ZodType<Row>;
  /** Texts of the dictionary columns (text -> value on the way in). */
  dicts?: DictTexts;
  /**
   * Business checks in file order (duplicates against the database and earlier rows): a message rejects
   * the row. Called only for rows the schema accepted; a row it accepts should reserve its unique keys.
   */
  check?: (row: Row) => string | null | Promise<string | null>;
  /**
   * Writes every accepted row, inside the one transaction of the import. The rows are produced one at a
   * time (see `ImportedRows`), so pass them on to `bulkInsert` rather than collecting them.
   */
  insert: (manager: EntityManager, rows: ImportedRows<Row>) => Promise<void>;
  /**
   * All or nothing: a file with any failed row writes no row at all (one-to-many sheets, where several
   * rows make one record that must not be half written). The answer is still the code-201 error file.
   */
  atomic?: boolean;
  /**
   * The answer when every row went in. Default: ImportExcelUtil's 「共N行数据全部导入成功！」 (the entities with a
   * row-level importer); JeecgController#importExcel's generic import answers 「文件导入成功！数据行数：N」.
   */
  okMessage?: (total: number) => string;
}

/** JeecgController#importExcel's success answer, for the generated controllers that use the generic import. */
export const genericImportOk = (total: number) => `文件导入成功！数据行数：${total}`;

/**
 * The accepted rows, kept as JSON text until they are written: one string per row is far less for the
 * garbage collector to trace while a 100,000-row file is checked than the row objects and their fields.
 */
export class ImportedRows<Row> implements Iterable<Row> {
  private readonly json: string[] = [];

  push(row: Row): void {
    this.json.push(JSON.stringify(row));
  }

  get length(): number {
    return this.json.length;
  }

  *[Symbol.iterator](): Iterator<Row> {
    for (const text of this.json) yield JSON.parse(text) as Row;
  }

  static concat<Row>(parts: ImportedRows<Row>[]): ImportedRows<Row> {
    const out = new ImportedRows<Row>();
    for (const p of parts) out.json.push(...p.json);
    return out;
  }
}

/** An import's outcome per file before it becomes the §5.5 response. */
interface FileOutcome<Row> {
  accepted: ImportedRows<Row>;
  failed: { row: SheetRow; message: string }[];
  headers: string[];
}

/** Most data rows one file may hold. */
export const MAX_IMPORT_ROWS = 100_000;
/** How many rows above the header a sheet may have (AutoPOI's layout has two title rows). */
const HEADER_SEARCH_ROWS = 5;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * JeecgBoot's row-level importer (ImportExcelUtil + the entity controllers, contract §5.5) on exceljs:
 * the header row is found (AutoPOI's two title rows, or a plain header-first sheet), each row is read
 * into an object by header, validated with the contract schema and the entity's checks, the good rows are
 * inserted in one transaction, and the bad ones go to an error workbook under
 * `DATA_DIR/upload/logs/<yyyyMMdd>/`, served by the common module's `/sys/common/static/logs/…`.
 */
@Injectable()
export class ExcelImportService {
  private readonly logger = new Logger('ExcelImport');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async importFiles<Row>(files: UploadedExcel[], spec: ImportSpec<Row>): Promise<Result<unknown>> {
    if (files.length === 0) throw new JeecgError('文件导入失败:未上传任何文件');
    for (const file of files) checkExcelFile(file);
    const outcomes: FileOutcome<Row>[] = [];
    const started = Date.now();
    for (const file of files) outcomes.push(await this.readFile(file.buffer, spec));
    const read = Date.now();

    const accepted =
      outcomes.length === 1 ? outcomes[0].accepted : ImportedRows.concat(outcomes.map((o) => o.accepted));
    const failed = outcomes.flatMap((o) => o.failed);
    const total = accepted.length + failed.length;
    if (total === 0) throw new JeecgError('文件导入失败:文件中没有数据行');
    const written = spec.atomic && failed.length > 0 ? 0 : accepted.length;
    if (written > 0) await this.insert(accepted, spec);
    this.logger.log(
      `${spec.entity}: ${total} rows read and checked in ${read - started} ms, ${written} inserted in ${Date.now() - read} ms`,
    );
    if (failed.length === 0)
      return okMessage(spec.okMessage ? spec.okMessage(total) : `共${total}行数据全部导入成功！`);

    const headers = outcomes.find((o) => o.failed.length > 0)?.headers ?? [];
    const file = await this.writeErrorWorkbook(spec.entity, headers, failed);
    const result: ImportErrorResult = {
      totalCount: total,
      errorCount: failed.length,
      successCount: written,
      msg: `总上传行数：${total}，已导入行数：${written}，错误行数：${failed.length}`,
      fileUrl: `/sys/common/static/${file.relative}`,
      fileName: file.name,
    };
    return { success: true, message: '文件导入成功，但有错误。', code: 201, result, timestamp: Date.now() };
  }

  /** Reads one workbook into accepted rows and failed rows (streaming, with the full-load fallback). */
  private async readFile<Row>(buffer: Buffer, spec: ImportSpec<Row>): Promise<FileOutcome<Row>> {
    const values = invertDicts(spec.dicts ?? (new Map() as DictTexts));
    try {
      return await consumeSheetRows(buffer, async (rows) => {
        const outcome: FileOutcome<Row> = { accepted: new ImportedRows<Row>(), failed: [], headers: [] };
        let keys: (ExcelColumn | undefined)[] | null = null;
        let seen = 0;
        for await (const row of rows) {
          if (!keys) {
            keys = matchHeader(row.cells, spec.columns);
            if (keys) outcome.headers = row.cells;
            else if (++seen >= HEADER_SEARCH_ROWS) break;
            continue;
          }
          if (outcome.accepted.length + outcome.failed.length >= MAX_IMPORT_ROWS)
            throw new JeecgError(`文件导入失败:数据行数超过${MAX_IMPORT_ROWS}行`);
          const record: Record<string, string> = {};
          keys.forEach((column, i) => {
            const text = row.cells[i] ?? '';
            if (column && text !== '') record[column.key] = importCellValue(column, text, values);
          });
          const message = await this.checkRow(record, spec);
          // The reader's cells are strings of their own (see `detachStrings`), so keeping them pins nothing.
          if (typeof message === 'string') outcome.failed.push({ row, message });
          else outcome.accepted.push(message.row);
        }
        if (!keys) throw new JeecgError('文件导入失败:未找到表头行，请使用导出的文件或模板');
        return outcome;
      });
    } catch (e) {
      if (e instanceof JeecgError) throw e;
      this.logger.warn(`unreadable workbook: ${e instanceof Error ? e.message : String(e)}`);
      throw new JeecgError(NOT_EXCEL_MESSAGE);
    }
  }

  private async checkRow<Row>(record: Record<string, string>, spec: ImportSpec<Row>): Promise<string | { row: Row }> {
    let row: Row;
    try {
      row = validate(spec.schema, record);
    } catch (e) {
      if (e instanceof JeecgError) return e.message;
      throw e;
    }
    const message = spec.check ? await spec.check(row) : null;
    return message ?? { row };
  }

  private async insert<Row>(rows: ImportedRows<Row>, spec: ImportSpec<Row>): Promise<void> {
    try {
      await this.db.transaction((manager) => spec.insert(manager, rows));
    } catch (e) {
      if (e instanceof JeecgError) throw e;
      if (e instanceof QueryFailedError) {
        this.logger.error(`import of ${spec.entity} failed: ${e.message}`);
        throw new JeecgError(
          /UNIQUE|duplicate key/i.test(e.message) ? '文件导入失败:有重复数据！' : '文件导入失败:数据库执行异常',
        );
      }
      throw e;
    }
  }

  private writeErrorWorkbook(
    entity: string,
    headers: string[],
    failed: { row: SheetRow; message: string }[],
  ): Promise<{ relative: string; name: string }> {
    return writeImportErrorWorkbook(this.config.dataDir, new Date(this.clock.now()), entity, headers, failed);
  }
}

/**
 * The error file of an import (ImportExcelUtil's): the failed rows as uploaded, each with `第<row>行:<message>`
 * in a last column, at `logs/<yyyyMMdd>/<entity>ImportExcelErrorLog<ts>.xlsx` below the upload root, served by
 * `/sys/common/static/…`. Also used by importers of other layouts (crop datasets' CSV).
 */
export async function writeImportErrorWorkbook(
  dataDir: string,
  now: Date,
  entity: string,
  headers: string[],
  failed: { row: SheetRow; message: string }[],
): Promise<{ relative: string; name: string }> {
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const stamp = `${day}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}${pad(randomInt(10_000), 4)}`;
  const name = `${entity}ImportExcelErrorLog${stamp}.xlsx`;
  const relative = `logs/${day}/${name}`;
  const target = importLogPath(dataDir, relative);
  mkdirSync(path.dirname(target), { recursive: true });

  const ExcelJS = exceljs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: target, useStyles: true });
  const ws = workbook.addWorksheet('错误信息');
  const header = ws.addRow(['行号', ...headers, '错误信息']);
  header.font = { bold: true };
  header.commit();
  for (const { row, message } of failed) {
    const cells = headers.map((_, i) => row.cells[i] ?? '');
    ws.addRow([row.number, ...cells, `第${row.number}行:${message}`]).commit();
  }
  ws.commit();
  await workbook.commit();
  return { relative, name };
}

/**
 * Maps a header row to the spec's columns by header text (or property name, for plain sheets); null when
 * the row holds fewer than two known headers (one for single-column specs) — a title row, not a header.
 */
export function matchHeader(cells: string[], columns: ExcelColumn[]): (ExcelColumn | undefined)[] | null {
  const byName = new Map<string, ExcelColumn>();
  for (const c of columns) {
    byName.set(c.header.toLowerCase(), c);
    byName.set(c.key.toLowerCase(), c);
  }
  const keys = cells.map((cell) => byName.get(cell.trim().replace(/^\*/, '').toLowerCase()));
  const known = new Set(keys.filter(Boolean)).size;
  return known >= Math.min(2, columns.length) ? keys : null;
}
