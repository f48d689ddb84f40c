import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  sysMessageAdd,
  type SysMessageAddValues,
  sysMessageDelete,
  sysMessageDeleteBatch,
  sysMessageEdit,
  type SysMessageEditValues,
  sysMessageList,
  sysMessageQueryById,
  sysMessageResend,
  sysMessageExportXls,
  sysMessageImportExcel,
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
import { MESSAGE_COLUMNS, MessageService } from './message.service';

/** `/sys/message/sysMessage/*` after JeecgBoot's SysMessageController, plus the `resend` extension. */
@Controller()
export class SysMessageController {
  constructor(
    @Inject(MessageService) private readonly messages: MessageService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(sysMessageList)
  async list(@Query() query: ListQuery) {
    return ok(await this.messages.listMessages(query));
  }

  @ContractRoute(sysMessageAdd)
  async add(@CurrentUser() user: Principal, @Body() body: SysMessageAddValues) {
    await this.messages.addMessage(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(sysMessageEdit)
  async edit(@CurrentUser() user: Principal, @Body() body: SysMessageEditValues) {
    await this.messages.editMessage(body, user);
    return okMessage('修改成功!');
  }

  @ContractRoute(sysMessageDelete)
  async delete(@Query('id') id: string) {
    await this.messages.deleteMessage(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(sysMessageDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.messages.deleteMessages(ids);
    return okMessage('批量删除成功！');
  }

  @ContractRoute(sysMessageQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.messages.queryMessage(id));
  }

  @ContractRoute(sysMessageResend)
  async resend(@Query('id') id: string) {
    await this.messages.resend(id);
    return success('重发成功！');
  }

  @ContractRoute(sysMessageExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const body = await writeExportWorkbook({
      name: '推送消息模板',
      exporter: user.realname,
      columns: MESSAGE_COLUMNS,
      records: await this.messages.exportMessages(query),
      dicts: new Map(),
    });
    sendExcel(res, '推送消息模板', body);
  }

  @ContractRoute(sysMessageImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, this.messages.messageImportSpec(user));
  }
}
