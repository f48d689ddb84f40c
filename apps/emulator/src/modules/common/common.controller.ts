import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Body, Controller, Inject, NotFoundException, Param, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { commonStatic, commonUpload } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
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
  async static(@Param('path') wildcard: string[] | string | undefined, @Res() res: Response): Promise<void> {
    const found = await resolveStatic(this.uploads.root, wildcard);
    if (!found) throw new NotFoundException();
    res.status(200);
    res.setHeader('Content-Type', found.contentType);
    res.setHeader('Content-Disposition', found.disposition);
    res.setHeader('Content-Length', String(found.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Even if a browser were talked into rendering a download, it could run nothing in our origin.
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=300');
    try {
      // pipeline closes the file (and its descriptor) also when the client goes away mid-download.
      await pipeline(createReadStream(found.file), res);
    } catch {
      res.destroy();
    }
  }
}
