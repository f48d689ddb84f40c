import { Body, Controller, Inject, Query } from '@nestjs/common';
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
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okMessage, success } from '../../core/result/result';
import { MessageService } from './message.service';

/** `/sys/message/sysMessageTemplate/*` after JeecgBoot's SysMessageTemplateController. */
@Controller()
export class MessageTemplateController {
  constructor(@Inject(MessageService) private readonly messages: MessageService) {}

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
}
