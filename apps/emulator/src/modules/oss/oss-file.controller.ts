import { Controller, Inject, Query, Req, UseInterceptors } from '@nestjs/common';
import { ossFileDelete, ossFileList, ossFileQueryById, ossFileUpload, uploadMinio } from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpRequest as Request } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, ok, okMessage, okWith } from '../../core/result/result';
import { type UploadedFile, UploadInterceptor } from '../common';
import { OssFileService } from './oss-file.service';

/** `/sys/oss/file/*` after OssFileController of JeecgBoot 3.4. */
@Controller()
export class OssFileController {
  constructor(@Inject(OssFileService) private readonly files: OssFileService) {}

  /** ok0: the controller builds its `Result` by hand. */
  @ContractRoute(ossFileList)
  async list(@Query() query: ListQuery) {
    return bare(await this.files.list(query));
  }

  @ContractRoute(ossFileQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.files.queryById(id));
  }

  @ContractRoute(ossFileUpload)
  @UseInterceptors(UploadInterceptor)
  async upload(@CurrentUser() user: Principal, @Req() req: Request & { file?: UploadedFile }) {
    return okWith('上传成功！', await this.files.upload(req.file, user));
  }

  /**
   * SysUploadController#uploadMinio: `biz` as a form field or query parameter (`request.getParameter`), the file
   * under it (no MinIO here, see the contract row), its URL as the message of a bare ok0.
   */
  @ContractRoute(uploadMinio)
  @UseInterceptors(UploadInterceptor)
  async uploadMinio(
    @CurrentUser() user: Principal,
    @Req() req: Request & { file?: UploadedFile; body?: { biz?: unknown } },
    @Query('biz') queryBiz?: string,
  ) {
    const biz = typeof req.body?.biz === 'string' ? req.body.biz : (queryBiz ?? '');
    const row = await this.files.upload(req.file, user, biz);
    return bare(null, row.url);
  }

  @ContractRoute(ossFileDelete)
  async delete(@Query('id') id: string) {
    await this.files.delete(id);
    return okMessage('删除成功!');
  }
}
