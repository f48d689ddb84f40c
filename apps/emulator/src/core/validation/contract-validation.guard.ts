import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { endpointOf } from '../http/contract-endpoint';
import type { HttpRequest as Request } from '../http/http';
import { type DataRuleRequest, withDataRules } from '../paging/data-rules';
import { validate } from './validate';

/**
 * Validates path parameters, query and body of every contract route with the contract's zod schemas
 * before the handler runs; handlers then read the parsed values through `@Param`, `@Query`, `@Body`.
 * The last global guard (after the token, access and signature checks), not an interceptor: a route without
 * interceptors skips Nest's rxjs chain entirely, the largest framework cost of a read (issue #17).
 */
@Injectable()
export class ContractValidationGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const endpoint = endpointOf(context.getHandler());
    const req = context.switchToHttp().getRequest<Request & DataRuleRequest>();
    if (endpoint) {
      if (endpoint.params) req.params = validate(endpoint.params, req.params);
      if (endpoint.query) {
        // Defined rather than assigned, so it also shadows a getter (Express 5 had one) for the rest of the request.
        Object.defineProperty(req, 'query', {
          value: validate(endpoint.query, req.query),
          writable: true,
          configurable: true,
        });
      }
      if (endpoint.body) req.body = validate(endpoint.body, req.body ?? {});
    }
    // The access guard's data rules go on with the query, for every list planned from it (`ListQuery`).
    withDataRules(req.query as object, req.dataRules ?? []);
    return true;
  }
}
