import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { isSignedPath } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { CONTEXT_PATH } from '../http/context-path';
import { headerOf, type HttpRequest as Request } from '../http/http';
import { verifySignature } from './signature';

/**
 * `X-Sign`/`X-TIMESTAMP` check for the dictionary paths of `jeecg.signUrls` (contract §9). Runs after the
 * token guard, as the Spring interceptor runs after the Shiro filter.
 */
@Injectable()
export class SignatureGuard implements CanActivate {
  constructor(
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const url = req.originalUrl;
    const mark = url.indexOf('?');
    const rawPath = mark < 0 ? url : url.slice(0, mark);
    const rawQuery = mark < 0 ? '' : url.slice(mark + 1);
    const path = rawPath.startsWith(CONTEXT_PATH) ? rawPath.slice(CONTEXT_PATH.length) : rawPath;
    if (!isSignedPath(path)) return true;
    verifySignature(
      {
        path,
        rawQuery,
        body: req.method === 'GET' ? undefined : req.body,
        sign: headerOf(req, 'x-sign'),
        timestamp: headerOf(req, 'x-timestamp'),
      },
      this.config.signatureSecret,
      this.clock.now(),
    );
    return true;
  }
}
