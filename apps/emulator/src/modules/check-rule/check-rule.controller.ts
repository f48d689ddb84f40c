import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  checkRuleAdd,
  type CheckRuleAddValues,
  checkRuleByCode,
  checkRuleDelete,
  checkRuleDeleteBatch,
  checkRuleEdit,
  type CheckRuleEditValues,
  checkRuleExportXls,
  checkRuleImportExcel,
  checkRuleList,
  checkRuleQueryById,
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
import { error, ok, okMessage } from '../../core/result/result';
import { CHECK_RULE_COLUMNS, CheckRuleService } from './check-rule.service';

/** `/sys/checkRule/*` after SysCheckRuleController (contract §8.3); generated CRUD answers ok200. */
@Controller()
export class CheckRuleController {
  constructor(
    @Inject(CheckRuleService) private readonly rules: CheckRuleService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  /** Pass: `Result.ok()`; fail: err500 with the rule's message and the failing rule as `result`. */
  @ContractRoute(checkRuleByCode)
  async checkByCode(@Query() query: { ruleCode: string; value: string }) {
    const failure = await this.rules.check(query.ruleCode, query.value);
    return failure ? { ...error(failure.message), result: failure } : ok(null);
  }

  @ContractRoute(checkRuleList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rules.list(query));
  }

  @ContractRoute(checkRuleQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rules.queryById(id));
  }

  @ContractRoute(checkRuleAdd)
  async add(@CurrentUser() user: Principal, @Body() body: CheckRuleAddValues) {
    await this.rules.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(checkRuleEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: CheckRuleEditValues) {
    await this.rules.edit(body, user);
    return okMessage('编辑成功!');
  }

  @ContractRoute(checkRuleEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: CheckRuleEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(checkRuleDelete)
  async delete(@Query('id') id: string) {
    if (!(await this.rules.delete([id]))) throw new JeecgError('未找到对应实体');
    return okMessage('删除成功!');
  }

  @ContractRoute(checkRuleDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    const list = ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    await this.rules.delete(list);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(checkRuleExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const body = await writeExportWorkbook({
      name: '编码校验规则',
      exporter: user.realname,
      columns: CHECK_RULE_COLUMNS,
      records: await this.rules.exportRows(query),
      dicts: new Map(),
    });
    sendExcel(res, '编码校验规则', body);
  }

  @ContractRoute(checkRuleImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.rules.importSpec(user));
  }
}
