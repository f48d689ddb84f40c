import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { endpointOf } from '../http/contract-endpoint';
import { headerOf, type HttpRequest as Request } from '../http/http';
import { routedPath } from '../http/routed-path';
import { verifySignature } from './signature';

/**
 * `X-Sign`/`X-TIMESTAMP` check for the dictionary paths of `jeecg.signUrls` (contract §9). Runs after the
 * token guard, as the Spring interceptor runs after the Shiro filter.
 *
 * Whether a request is signed is decided by the route the router matched — the handler's contract endpoint and its
 * `signed` flag — never by the spelling of the URL (issue #29): the router ignores case and a trailing slash, so
 * `/SYS/DICT/GETDICTITEMS/x` and `/sys/dict/getDictItems/x/` reach the same signed handler and are checked the same.
 */
@Injectable()
export class SignatureGuard implements CanActivate {
  constructor(
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (!endpointOf(context.getHandler())?.signed) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const url = req.originalUrl;
    const mark = url.indexOf('?');
    const rawQuery = mark < 0 ? '' : url.slice(mark + 1);
    verifySignature(
      {
        path: routedPath(req),
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
