import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  CropDatasetMessages as M,
  cropDatasetActivate,
  cropDatasetArchive,
  cropDatasetImportIndicators,
  cropDatasetImportProduction,
  cropDatasetImportTemplate,
  cropDatasetImportYieldHistory,
  cropDatasetList,
  cropDatasetQueryById,
  cropDatasetRows,
  cropDatasetYieldTemplate,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { exceljs } from '../../core/excel/exceljs';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okWith } from '../../core/result/result';
import { CropDatasetImportService, type ImportFields } from './crop-dataset-import.service';
import { DatasetUpload } from './crop-dataset-upload';
import { CropDatasetService } from './crop-dataset.service';
import { INDICATOR_TEMPLATE } from './indicator-layout';
import { PRODUCTION_TEMPLATE } from './production-layout';
import { YIELD_HEADERS } from './yield-layout';

/** Two rows of the FAO file (India 2017–2018) showing the layout; an empty cell means no data. */
const TEMPLATE_ROWS = [
  [
    'India',
    'IND',
    '2017',
    '3.1994',
    '3.8479',
    '3.1182',
    '1.0442',
    '22.3061',
    '0.4113',
    '0.955',
    '20.9598',
    '2.6677',
    '',
    '',
  ],
  ['印度', '', '2018', '3.3705', '3.8782', '', '', '', '', '', '', '', '', ''],
];

/** `/crop/dataset/*` (issue #35): datasets, their state, rows, the imports (yield history, indicators, production) and templates. */
@Controller()
export class CropDatasetController {
  constructor(
    @Inject(CropDatasetService) private readonly datasets: CropDatasetService,
    @Inject(CropDatasetImportService) private readonly imports: CropDatasetImportService,
  ) {}

  @ContractRoute(cropDatasetList)
  async list(@Query() query: ListQuery) {
    return ok(await this.datasets.list(query));
  }

  @ContractRoute(cropDatasetQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.datasets.queryById(id));
  }

  @ContractRoute(cropDatasetActivate, 'PUT')
  async activate(@CurrentUser() user: Principal, @Body() body: { id: string }) {
    return okWith(M.activated, await this.datasets.activate(body.id, user));
  }

  @ContractRoute(cropDatasetActivate, 'POST')
  activateByPost(@CurrentUser() user: Principal, @Body() body: { id: string }) {
    return this.activate(user, body);
  }

  @ContractRoute(cropDatasetArchive, 'PUT')
  async archive(@CurrentUser() user: Principal, @Body() body: { id: string }) {
    return okWith(M.archived, await this.datasets.archive(body.id, user));
  }

  @ContractRoute(cropDatasetArchive, 'POST')
  archiveByPost(@CurrentUser() user: Principal, @Body() body: { id: string }) {
    return this.archive(user, body);
  }

  @ContractRoute(cropDatasetRows)
  async rows(@Query() query: ListQuery & { datasetId: string }) {
    return ok(await this.datasets.rows(query.datasetId, query));
  }

  @ContractRoute(cropDatasetImportYieldHistory)
  @DatasetUpload()
  importYieldHistory(
    @CurrentUser() user: Principal,
    @UploadedExcels() files: UploadedExcel[],
    @Body() fields: ImportFields | undefined,
  ) {
    return this.imports.importYieldHistory(files, fields ?? {}, user);
  }

  @ContractRoute(cropDatasetImportIndicators)
  @DatasetUpload()
  importIndicators(
    @CurrentUser() user: Principal,
    @UploadedExcels() files: UploadedExcel[],
    @Body() fields: ImportFields | undefined,
  ) {
    return this.imports.importIndicators(files, fields ?? {}, user);
  }

  @ContractRoute(cropDatasetImportProduction)
  @DatasetUpload()
  importProduction(
    @CurrentUser() user: Principal,
    @UploadedExcels() files: UploadedExcel[],
    @Body() fields: ImportFields | undefined,
  ) {
    return this.imports.importProduction(files, fields ?? {}, user);
  }

  @ContractRoute(cropDatasetYieldTemplate)
  template(@Query() query: { format: 'csv' | 'xlsx' }, @Res() res: Response) {
    return this.sendTemplate('yield-history', query.format, res);
  }

  @ContractRoute(cropDatasetImportTemplate)
  importTemplate(
    @Query() query: { kind: 'indicators' | 'production' | 'yield-history'; format: 'csv' | 'xlsx' },
    @Res() res: Response,
  ) {
    return this.sendTemplate(query.kind, query.format, res);
  }

  private async sendTemplate(
    kind: 'indicators' | 'production' | 'yield-history',
    format: 'csv' | 'xlsx',
    res: Response,
  ) {
    const { headers, rows } =
      kind === 'indicators'
        ? INDICATOR_TEMPLATE
        : kind === 'production'
          ? PRODUCTION_TEMPLATE
          : { headers: YIELD_HEADERS, rows: TEMPLATE_ROWS };
    let body: Buffer;
    let type: string;
    if (format === 'csv') {
      const lines = [headers, ...rows].map((r) => r.map(csvCell).join(','));
      body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);
      type = 'text/csv; charset=UTF-8';
    } else {
      const ExcelJS = exceljs();
      const workbook = new ExcelJS.Workbook();
      const ws = workbook.addWorksheet(kind);
      ws.addRow(headers).font = { bold: true };
      for (const row of rows) ws.addRow(row);
      body = Buffer.from(await workbook.xlsx.writeBuffer());
      type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    }
    const fileName = `${kind}-template.${format}`;
    res.status(200);
    res.header('Content-Type', type);
    res.header('Content-Disposition', `attachment; filename=${fileName}`);
    res.header('Content-Length', String(body.length));
    res.send(body);
  }
}

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
