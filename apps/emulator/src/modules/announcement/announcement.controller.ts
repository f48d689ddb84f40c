import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  announcementAdd,
  type AnnouncementAddValues,
  announcementDelete,
  announcementDeleteBatch,
  announcementEdit,
  type AnnouncementEditValues,
  announcementExportXls,
  announcementImportExcel,
  announcementList,
  announcementQueryById,
  announcementRelease,
  announcementRevoke,
  announcementSyncNotic,
  listByUser,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, success } from '../../core/result/result';
import { ANNOUNCEMENT_COLUMNS } from './announcement.rows';
import { AnnouncementService } from './announcement.service';

/** Default page size of the header bell's lists. */
const LIST_BY_USER_PAGE_SIZE = 5;

/**
 * `/sys/annountCement/*` after JeecgBoot's SysAnnouncementController (contract §7.2, §7.3). Writes need the
 * seeded buttons of the announcement page (B1 checks nothing; B2 requires `system:sysAnnouncement:*`):
 * `announcement:add` to add, edit and delete, `announcement:release` / `announcement:revoke` to publish and revoke.
 */
@Controller()
export class AnnouncementController {
  constructor(
    @Inject(AnnouncementService) private readonly announcements: AnnouncementService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(announcementExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const body = await writeExportWorkbook({
      name: '系统通告列表',
      title: '系统通告列表数据',
      sheetName: '导出信息',
      exporter: user.realname,
      columns: ANNOUNCEMENT_COLUMNS,
      records: await this.announcements.exportRows(query),
      dicts: await this.announcements.exportDicts(),
    });
    sendExcel(res, '系统通告列表', body);
  }

  @ContractRoute(announcementImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.announcements.importSpec(user));
  }

  @ContractRoute(announcementList)
  async list(@Query() query: ListQuery) {
    return bare(await this.announcements.list(query));
  }

  @ContractRoute(announcementAdd)
  async add(@CurrentUser() user: Principal, @Body() body: AnnouncementAddValues) {
    await this.announcements.add(body, user);
    return success('添加成功！');
  }

  @ContractRoute(announcementEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: AnnouncementEditValues) {
    await this.announcements.edit(body, user);
    return success('修改成功!');
  }

  @ContractRoute(announcementEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: AnnouncementEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(announcementDelete)
  async delete(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.announcements.delete(id, user);
    return success('删除成功!');
  }

  @ContractRoute(announcementDeleteBatch)
  async deleteBatch(@CurrentUser() user: Principal, @Query('ids') ids: string) {
    await this.announcements.deleteBatch(ids, user);
    return success('删除成功!');
  }

  @ContractRoute(announcementQueryById)
  async queryById(@Query('id') id: string) {
    return bare(await this.announcements.queryById(id));
  }

  @ContractRoute(announcementRelease)
  async release(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.announcements.release(id, user);
    return success('该系统通知发布成功');
  }

  @ContractRoute(announcementRevoke)
  async revoke(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.announcements.revoke(id, user);
    return success('该系统通知撤销成功');
  }

  @ContractRoute(announcementSyncNotic)
  async syncNotic(@Query('anntId') anntId: string | undefined) {
    await this.announcements.syncNotic(anntId?.trim() || undefined);
    return bare(null);
  }

  @ContractRoute(listByUser)
  async listByUser(@CurrentUser() user: Principal, @Query() query: { pageSize?: number }) {
    return bare(await this.announcements.listByUser(user.id, query.pageSize ?? LIST_BY_USER_PAGE_SIZE));
  }
}
