import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  cropTaskAdd,
  type CropTaskAddValues,
  cropTaskDelete,
  cropTaskDeleteBatch,
  cropTaskEdit,
  type CropTaskEditValues,
  cropTaskExportXls,
  cropTaskList,
  CropTaskMessages,
  cropTaskOptions,
  cropTaskQueryById,
  cropTaskSubmit,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okMessage, okWith } from '../../core/result/result';
import { CROP_TASK_COLUMNS, CropTaskService } from './crop-task.service';

/** `/crop/task/*` (issue #7): CRUD, submit with summary, export, and the form's options. */
@Controller()
export class CropTaskController {
  constructor(@Inject(CropTaskService) private readonly tasks: CropTaskService) {}

  @ContractRoute(cropTaskList)
  async list(@Query() query: ListQuery, @CurrentUser() user: Principal) {
    return ok(await this.tasks.list(query, user));
  }

  @ContractRoute(cropTaskOptions)
  options() {
    return ok(this.tasks.options());
  }

  @ContractRoute(cropTaskQueryById)
  async queryById(@Query('id') id: string, @CurrentUser() user: Principal) {
    return ok(await this.tasks.queryById(id, user));
  }

  @ContractRoute(cropTaskAdd)
  async add(@Body() body: CropTaskAddValues, @CurrentUser() user: Principal) {
    return okWith('添加成功！', await this.tasks.add(body, user));
  }

  @ContractRoute(cropTaskEdit, 'PUT')
  async edit(@Body() body: CropTaskEditValues, @CurrentUser() user: Principal) {
    return okWith('编辑成功!', await this.tasks.edit(body, user));
  }

  @ContractRoute(cropTaskEdit, 'POST')
  editByPost(@Body() body: CropTaskEditValues, @CurrentUser() user: Principal) {
    return this.edit(body, user);
  }

  @ContractRoute(cropTaskDelete)
  async delete(@Query('id') id: string, @CurrentUser() user: Principal) {
    if (!(await this.tasks.delete([id], user))) throw new JeecgError(CropTaskMessages.notFound);
    return okMessage('删除成功!');
  }

  @ContractRoute(cropTaskDeleteBatch)
  async deleteBatch(@Query() query: { ids: string[] }, @CurrentUser() user: Principal) {
    await this.tasks.delete(query.ids, user);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(cropTaskSubmit)
  async submit(@Query('id') id: string, @CurrentUser() user: Principal) {
    const task = await this.tasks.submit(id, user);
    return okWith(task.status === 'analysed' ? '任务已提交并完成分析' : `任务分析失败：${task.failReason}`, task);
  }

  @ContractRoute(cropTaskExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const body = await writeExportWorkbook({
      name: '作物任务',
      exporter: user.realname,
      columns: CROP_TASK_COLUMNS,
      records: await this.tasks.exportRows(query, user),
      dicts: await this.tasks.sheetDicts(),
    });
    sendExcel(res, '作物任务', body);
  }
}
