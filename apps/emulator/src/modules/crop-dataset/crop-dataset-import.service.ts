import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CropDatasetMessages as M, type ImportErrorResult, type Result, YIELD_CROPS } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { writeImportErrorWorkbook } from '../../core/excel/excel-import.service';
import { consumeSheetRows } from '../../core/excel/excel-reader';
import { NOT_EXCEL_MESSAGE, sniffExcel, type UploadedExcel } from '../../core/excel/excel-upload';
import { okMessage } from '../../core/result/result';
import { CropDataService } from '../crop-data';
import { decodeCsv, parseCsv } from './csv-text';
import { insertIndicatorDataset, insertProductionDataset, type DatasetHead } from './dataset-store';
import { CropDatasetEntity } from './entities/crop-dataset.entities';
import { INDICATOR_LAYOUT } from './indicator-layout';
import { PRODUCTION_LAYOUT } from './production-layout';
import { checkTable, type TableCheck, type TableRow, type UnitResolver } from './table-layout';
import { checkYieldTable } from './yield-layout';
import { insertYieldDataset } from './yield-store';
import { readYieldUnits, yieldUnitResolver } from './yield-units';

/** Optional provenance sent with the file (multipart fields). */
export interface ImportFields {
  name?: unknown;
  source?: unknown;
  licence?: unknown;
  citation?: unknown;
}

type ImportKind = 'yield-history' | 'indicators' | 'production';

/** A checked file: its counts and bad rows, and how to store its values. */
interface Checked {
  total: number;
  failed: { row: TableRow; message: string }[];
  headers: string[];
  valueCount: number;
  store(em: EntityManager, head: DatasetHead): Promise<CropDatasetEntity>;
}

const bindCheck = <V>(
  check: TableCheck<V> | null,
  store: (em: EntityManager, head: DatasetHead, values: V[]) => Promise<CropDatasetEntity>,
): Checked | null =>
  check && { ...check, valueCount: check.values.length, store: (em, head) => store(em, head, check.values) };

interface Pipeline {
  check(rows: TableRow[]): Checked | null;
  errorFile: string;
  noHeader: string;
  noun: string;
}

const field = (value: unknown, max: number): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? text.slice(0, max) : null;
};

/**
 * Dataset imports (issue #35), one pipeline for yield history, indicator tables and production estimates (a
 * column spec per kind, table-layout.ts): one `.csv` (UTF-8, UTF-8 with BOM or GB18030, detected) or `.xlsx` file in
 * the kind's layout becomes a new draft dataset, all or nothing. A file with any bad row stores nothing and
 * answers as ImportExcelUtil does (success, code 201, the error file listing every bad row); the same bytes
 * imported again add nothing.
 */
@Injectable()
export class CropDatasetImportService {
  private readonly logger = new Logger('CropDatasetImport');
  private resolver: UnitResolver | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CropDataService) private readonly crop: CropDataService,
  ) {}

  importYieldHistory(files: UploadedExcel[], fields: ImportFields, user: Principal): Promise<Result<unknown>> {
    return this.importFile('yield-history', files, fields, user);
  }

  importIndicators(files: UploadedExcel[], fields: ImportFields, user: Principal): Promise<Result<unknown>> {
    return this.importFile('indicators', files, fields, user);
  }

  importProduction(files: UploadedExcel[], fields: ImportFields, user: Principal): Promise<Result<unknown>> {
    return this.importFile('production', files, fields, user);
  }

  /** The one import pipeline: read, check against the kind's layout, refuse whole or store a new draft. */
  private async importFile(
    kind: ImportKind,
    files: UploadedExcel[],
    fields: ImportFields,
    user: Principal,
  ): Promise<Result<unknown>> {
    if (files.length === 0) throw new JeecgError(M.noFile);
    if (files.length > 1) throw new JeecgError('文件导入失败:一次只能导入一个文件');
    const file = files[0];
    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    const same = await this.db.getRepository(CropDatasetEntity).findOneBy({ fileSha256: sha256 });
    if (same) return okMessage(`文件已导入过（数据集「${same.name}」），未新增数据`);

    const started = Date.now();
    const rows = await this.readRows(file);
    const pipeline = this.pipeline(kind);
    const checked = pipeline.check(rows);
    if (!checked) throw new JeecgError(pipeline.noHeader);
    if (checked.total === 0) throw new JeecgError(M.noRows);
    if (checked.failed.length > 0) {
      const errorFile = await writeImportErrorWorkbook(
        this.config.dataDir,
        new Date(this.clock.now()),
        pipeline.errorFile,
        checked.headers,
        checked.failed,
      );
      const result: ImportErrorResult = {
        totalCount: checked.total,
        errorCount: checked.failed.length,
        successCount: 0,
        msg: `总上传行数：${checked.total}，已导入行数：0，错误行数：${checked.failed.length}`,
        fileUrl: `/sys/common/static/${errorFile.relative}`,
        fileName: errorFile.name,
      };
      return {
        success: true,
        message: '文件导入失败，有错误行，未导入任何数据。',
        code: 201,
        result,
        timestamp: Date.now(),
      };
    }
    const now = new Date(this.clock.now());
    const name = field(fields.name, 200) ?? file.originalname.replace(/\.(csv|xlsx)$/i, '').slice(0, 200);
    const dataset = await this.db.transaction(async (em) => {
      // Another file of the same kind and name is the next version of that dataset.
      const before = await em
        .getRepository(CropDatasetEntity)
        .createQueryBuilder('d')
        .select('MAX(d.version)', 'version')
        .where('d.kind = :kind AND d.name = :name', { kind, name })
        .getRawOne<{ version: number | null }>();
      return checked.store(em, {
        id: newId(now.getTime()),
        name,
        kind,
        source: field(fields.source, 500) ?? `导入文件 ${file.originalname}`,
        licence: field(fields.licence, 200) ?? '未注明',
        citation: field(fields.citation, 1000) ?? name,
        synthetic: false,
        version: Number(before?.version ?? 0) + 1,
        state: 'draft',
        fileName: file.originalname.slice(0, 255),
        fileSha256: sha256,
        importBy: user.username,
        importTime: now,
        updateBy: null,
        updateTime: null,
      });
    });
    this.logger.log(
      `${kind} ${file.originalname}: ${checked.total} rows, ${checked.valueCount} values in ${Date.now() - started} ms`,
    );
    return okMessage(
      `导入成功：数据集「${dataset.name}」${dataset.version > 1 ? `v${dataset.version}` : ''}（草稿），共${checked.total}行，${checked.valueCount}${pipeline.noun}`,
    );
  }

  /** The per-kind part of the pipeline: layout (column spec) and resolvers, where rows are stored, words. */
  private pipeline(kind: ImportKind): Pipeline {
    if (kind === 'yield-history')
      return {
        check: (rows) => bindCheck(checkYieldTable(rows, this.unitResolver()), insertYieldDataset),
        errorFile: 'cropYieldHistory',
        noHeader: M.noHeader,
        noun: '个单产数值',
      };
    const resolvers = { unit: this.gazetteerUnit, crop: this.gazetteerCrop };
    if (kind === 'indicators')
      return {
        check: (rows) => bindCheck(checkTable(INDICATOR_LAYOUT, rows, resolvers), insertIndicatorDataset),
        errorFile: 'cropIndicators',
        noHeader: M.noIndicatorHeader,
        noun: '行指标',
      };
    return {
      check: (rows) => bindCheck(checkTable(PRODUCTION_LAYOUT, rows, resolvers), insertProductionDataset),
      errorFile: 'cropProduction',
      noHeader: M.noProductionHeader,
      noun: '条产量估计',
    };
  }

  /** A unit of the gazetteer (MPZ, country, AEZ): by its code when given, else by its name or an alias. */
  private readonly gazetteerUnit: UnitResolver = (code, name) => {
    const unit = code ? this.crop.unit(code.trim().toUpperCase()) : this.crop.findUnit(name);
    return unit ? { code: unit.code, name: unit.nameEn, kind: unit.level } : undefined;
  };

  /** A crop key (`maize`, FAO keys) or a crop name of the gazetteer (玉米, corn). */
  private readonly gazetteerCrop = (text: string): string | undefined => {
    const key = text.trim().toLowerCase();
    if ((YIELD_CROPS as readonly string[]).includes(key)) return key;
    return this.crop.findCrop(text);
  };

  private async readRows(file: UploadedExcel): Promise<TableRow[]> {
    if (/\.csv$/i.test(file.originalname)) {
      const decoded = decodeCsv(file.buffer);
      if (!decoded) throw new JeecgError(M.wrongEncoding);
      return parseCsv(decoded.text);
    }
    if (!/\.xlsx$/i.test(file.originalname)) throw new JeecgError(M.wrongType);
    if (sniffExcel(file.buffer) !== 'xlsx') throw new JeecgError(NOT_EXCEL_MESSAGE);
    try {
      return await consumeSheetRows(file.buffer, async (sheet) => {
        const out: TableRow[] = [];
        for await (const row of sheet) out.push(row);
        return out;
      });
    } catch (e) {
      this.logger.warn(`unreadable workbook: ${e instanceof Error ? e.message : String(e)}`);
      throw new JeecgError(NOT_EXCEL_MESSAGE);
    }
  }

  private unitResolver(): UnitResolver {
    this.resolver ??= yieldUnitResolver(readYieldUnits(this.config.seedDir), this.crop.countries(), (name) => {
      const unit = this.crop.findUnit(name);
      return unit?.level === 'country' ? unit.code : undefined;
    });
    return this.resolver;
  }
}
