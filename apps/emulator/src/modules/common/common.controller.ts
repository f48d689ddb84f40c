import { createReadStream } from 'node:fs';
import { Body, Controller, Inject, NotFoundException, Param, Req, Res, UseInterceptors } from '@nestjs/common';
import { commonStatic, commonTransitRestful, commonUpload, type HttpMethod } from '@cropwatch/contract';
import { readAccessToken } from '../../core/auth/token.guard';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpRequest as Request, HttpReply as Response } from '../../core/http/http';
import { bare, filled } from '../../core/result/result';
import { resolveStatic } from './static-files';
import { forwardTransit, TransitError } from './transit';
import { UploadInterceptor } from './upload.interceptor';
import { type UploadedFile, UploadService } from './upload.service';

/**
 * `/sys/common/upload`, `/sys/common/static/**` and `/sys/common/transitRESTful` after JeecgBoot's
 * CommonController (contract §8.1, §8.2).
 */
@Controller()
export class CommonController {
  constructor(
    @Inject(UploadService) private readonly uploads: UploadService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  /**
   * The forward to a listed origin, any method: `{success: status == 200, code: status, result}` as the real
   * `Result` is filled (no message, no timestamp beyond the envelope's); a refusal or failure err500.
   */
  @ContractRoute(commonTransitRestful)
  async transitRestful(@Req() req: Request) {
    const { url, ...query } = req.query as { url: string } & Record<string, unknown>;
    try {
      const answer = await forwardTransit(
        { url, method: req.method as HttpMethod, query, body: req.body, token: readAccessToken(req) },
        {
          allowedOrigins: this.config.transitAllowedOrigins,
          timeoutMs: this.config.transitTimeoutMs,
          maxBytes: this.config.transitMaxBytes,
        },
      );
      return filled(answer.status === 200, answer.status, answer.result);
    } catch (e) {
      if (e instanceof TransitError) throw new JeecgError(e.message);
      throw e;
    }
  }

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
