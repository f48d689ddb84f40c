import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import type { Endpoint } from '@cropwatch/contract';
import { CONTRACT_ENDPOINT } from '../http/contract-route.decorator';
import { validate } from './validate';

/**
 * Validates path parameters, query and body of every contract route with the contract's zod schemas
 * before the handler runs; handlers then read the parsed values through `@Param`, `@Query`, `@Body`.
 */
@Injectable()
export class ContractValidationInterceptor implements NestInterceptor {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const endpoint = this.reflector.get<Endpoint | undefined>(CONTRACT_ENDPOINT, context.getHandler());
    if (endpoint) {
      const req = context.switchToHttp().getRequest<Request>();
      if (endpoint.params) req.params = validate(endpoint.params, req.params) as Request['params'];
      if (endpoint.query) {
        // Express 5 exposes `query` as a getter; an own property shadows it for the rest of the request.
        Object.defineProperty(req, 'query', {
          value: validate(endpoint.query, req.query),
          writable: true,
          configurable: true,
        });
      }
      if (endpoint.body) req.body = validate(endpoint.body, req.body ?? {});
    }
    return next.handle();
  }
}
