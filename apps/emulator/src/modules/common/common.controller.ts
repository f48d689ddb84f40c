import { createReadStream } from 'node:fs';
import { Body, Controller, Inject, NotFoundException, Param, Req, Res, UseInterceptors } from '@nestjs/common';
import { commonStatic, commonUpload } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpRequest as Request, HttpReply as Response } from '../../core/http/http';
import { bare } from '../../core/result/result';
import { resolveStatic } from './static-files';
import { UploadInterceptor } from './upload.interceptor';
import { type UploadedFile, UploadService } from './upload.service';

/** `/sys/common/upload` and `/sys/common/static/**` after JeecgBoot's CommonController (contract §8.1, §8.2). */
@Controller()
export class CommonController {
  constructor(@Inject(UploadService) private readonly uploads: UploadService) {}

  /** ok0 whose `message` is the stored path (quirk: data in `message`), `result` null. */
  @ContractRoute(commonUpload)
  @UseInterceptors(UploadInterceptor)
  async upload(@Req() req: Request & { file?: UploadedFile }, @Body() form: unknown) {
    const stored = await this.uploads.store(req.file, form);
    return bare(null, stored);
  }

  @ContractRoute(commonStatic)
  async static(@Param('*') wildcard: string[] | string | undefined, @Res() res: Response): Promise<Response> {
    const found = await resolveStatic(this.uploads.root, wildcard);
    if (!found) throw new NotFoundException();
    res.status(200);
    res.header('Content-Type', found.contentType);
    res.header('Content-Disposition', found.disposition);
    res.header('Content-Length', String(found.size));
    res.header('X-Content-Type-Options', 'nosniff');
    // Even if a browser were talked into rendering a download, it could run nothing in our origin.
    res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    res.header('Cache-Control', 'private, max-age=300');
    // Fastify closes the file (and its descriptor) also when the client goes away mid-download.
    return res.send(createReadStream(found.file));
  }
}
