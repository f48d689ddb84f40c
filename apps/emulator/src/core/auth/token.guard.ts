import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { TokenError } from '../errors/jeecg.errors';
import { endpointOf } from '../http/contract-endpoint';
import { headerOf, type HttpRequest as Request } from '../http/http';
import type { AuthenticatedRequest, Principal } from './principal';
import { TokenService } from './token.service';

/** Token from `X-Access-Token`, else the `token` query parameter (iframes, previews; contract §1.4). */
export function readAccessToken(req: Request): string | undefined {
  const header = headerOf(req, 'x-access-token');
  if (header) return header;
  const query = (req.query as Record<string, unknown>).token;
  return typeof query === 'string' && query ? query : undefined;
}

/**
 * The tenant header check of JwtFilter (contract §1.5): a user bound to tenants may only send `0`, nothing
 * or one of his tenant ids. Both header spellings are read.
 */
export function checkTenantHeader(req: Request, principal: Principal): void {
  if (!principal.relTenantIds) return;
  const tenants = principal.relTenantIds.split(',').filter(Boolean);
  if (tenants.length === 0) return;
  for (const name of ['tenant-id', 'x-tenant-id']) {
    const value = headerOf(req, name)?.trim();
    if (value && value !== '0' && !tenants.includes(value)) throw new TokenError('用户租户信息变更,请重新登陆!');
  }
}

/** Authenticates every route whose contract entry says `auth: true`. */
@Injectable()
export class TokenGuard implements CanActivate {
  constructor(@Inject(TokenService) private readonly tokens: TokenService) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const endpoint = endpointOf(context.getHandler());
    if (endpoint && !endpoint.auth) return true;
    const req = context.switchToHttp().getRequest<Request & Partial<AuthenticatedRequest>>();
    const token = readAccessToken(req);
    // Answered at once, without a promise, when the caches already hold the answer.
    const cached = this.tokens.authenticatedFromCache(token);
    if (cached) return admit(req, token, cached);
    return this.tokens.authenticate(token).then((principal) => admit(req, token, principal));
  }
}

function admit(req: Request & Partial<AuthenticatedRequest>, token: string | undefined, principal: Principal): true {
  checkTenantHeader(req, principal);
  req.principal = principal;
  req.accessToken = token;
  return true;
}
