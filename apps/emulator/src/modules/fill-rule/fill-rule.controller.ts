import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import {
  fillRuleAdd,
  type FillRuleAddValues,
  fillRuleDelete,
  fillRuleDeleteBatch,
  fillRuleEdit,
  type FillRuleEditValues,
  fillRuleExecute,
  fillRuleExecuteBatch,
  fillRuleExportXls,
  fillRuleImportExcel,
  fillRuleList,
  fillRuleQueryById,
  fillRuleTest,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okMessage } from '../../core/result/result';
import { FILL_RULE_COLUMNS, FillRuleService } from './fill-rule.service';

type FormData = Record<string, unknown>;

/** `/sys/fillRule/*` after SysFillRuleController of JeecgBoot 3.4 (ok200 answers). */
@Controller()
export class FillRuleController {
  constructor(
    @Inject(FillRuleService) private readonly rules: FillRuleService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(fillRuleList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rules.list(query));
  }

  @ContractRoute(fillRuleQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rules.queryById(id));
  }

  @ContractRoute(fillRuleAdd)
  async add(@CurrentUser() user: Principal, @Body() body: FillRuleAddValues) {
    await this.rules.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(fillRuleEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: FillRuleEditValues) {
    await this.rules.edit(body, user);
    return okMessage('编辑成功!');
  }

  @ContractRoute(fillRuleEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: FillRuleEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(fillRuleDelete)
  async delete(@Query('id') id: string) {
    if (!(await this.rules.delete([id]))) throw new JeecgError('未找到对应实体');
    return okMessage('删除成功!');
  }

  @ContractRoute(fillRuleDeleteBatch)
  async deleteBatch(@Query('ids') ids: string[]) {
    await this.rules.delete(ids);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(fillRuleTest)
  async test(@Query('ruleCode') ruleCode: string) {
    return ok(await this.rules.execute(ruleCode));
  }

  @ContractRoute(fillRuleExecute)
  async execute(@Param('ruleCode') ruleCode: string, @Body() body: FormData | undefined) {
    return ok(await this.rules.execute(ruleCode, body ?? {}));
  }

  @ContractRoute(fillRuleExecuteBatch)
  async executeBatch(@Body() body: { commonFormData?: FormData; rules: { ruleCode: string; formData?: FormData }[] }) {
    const out: { ruleCode: string; result: string }[] = [];
    for (const r of body.rules) {
      out.push({
        ruleCode: r.ruleCode,
        result: await this.rules.execute(r.ruleCode, { ...body.commonFormData, ...r.formData }),
      });
    }
    return ok(out);
  }

  @ContractRoute(fillRuleExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const body = await writeExportWorkbook({
      name: '填值规则',
      exporter: user.realname,
      columns: FILL_RULE_COLUMNS,
      records: await this.rules.exportRows(query),
      dicts: new Map(),
    });
    sendExcel(res, '填值规则', body);
  }

  @ContractRoute(fillRuleImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.rules.importSpec(user));
  }
}
