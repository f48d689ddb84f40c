import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  messageTemplateAdd,
  type MessageTemplateAddValues,
  messageTemplateDelete,
  messageTemplateDeleteBatch,
  messageTemplateEdit,
  type MessageTemplateEditValues,
  messageTemplateList,
  messageTemplateQueryById,
  messageTemplateSendMsg,
  type MessageSendValues,
  messageTemplateExportXls,
  messageTemplateImportExcel,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okMessage, success } from '../../core/result/result';
import { TEMPLATE_COLUMNS, MessageService } from './message.service';

/** `/sys/message/sysMessageTemplate/*` after JeecgBoot's SysMessageTemplateController. */
@Controller()
export class MessageTemplateController {
  constructor(
    @Inject(MessageService) private readonly messages: MessageService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(messageTemplateList)
  async list(@Query() query: ListQuery) {
    return ok(await this.messages.listTemplates(query));
  }

  @ContractRoute(messageTemplateAdd)
  async add(@CurrentUser() user: Principal, @Body() body: MessageTemplateAddValues) {
    await this.messages.addTemplate(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(messageTemplateEdit)
  async edit(@CurrentUser() user: Principal, @Body() body: MessageTemplateEditValues) {
    await this.messages.editTemplate(body, user);
    return okMessage('更新成功！');
  }

  @ContractRoute(messageTemplateDelete)
  async delete(@Query('id') id: string) {
    await this.messages.deleteTemplate(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(messageTemplateDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.messages.deleteTemplates(ids);
    return okMessage('批量删除成功！');
  }

  @ContractRoute(messageTemplateQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.messages.queryTemplate(id));
  }

  /** `result.success("发送消息任务添加成功！")`: code 200, `result` null. */
  @ContractRoute(messageTemplateSendMsg)
  async sendMsg(@CurrentUser() user: Principal, @Body() body: MessageSendValues) {
    await this.messages.send(body, user);
    return success('发送消息任务添加成功！');
  }

  @ContractRoute(messageTemplateExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const body = await writeExportWorkbook({
      name: '推送消息模板',
      exporter: user.realname,
      columns: TEMPLATE_COLUMNS,
      records: await this.messages.exportTemplates(query),
      dicts: new Map(),
    });
    sendExcel(res, '推送消息模板', body);
  }

  @ContractRoute(messageTemplateImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.messages.templateImportSpec(user));
  }
}
