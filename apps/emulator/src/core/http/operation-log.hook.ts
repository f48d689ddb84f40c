import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

/**
 * The interceptor the log module provides for every write handler (JeecgBoot's @AutoLog); core only names it,
 * so `ContractRoute` binds the operation log without importing a module.
 */
export const OPERATION_LOG = Symbol('OPERATION_LOG');

/**
 * What `ContractRoute` puts first on each handler that accepts a write. Nest builds it in each controller's
 * module, so the module providing `OPERATION_LOG` is global.
 */
@Injectable()
export class OperationLogHook implements NestInterceptor {
  constructor(@Inject(OPERATION_LOG) private readonly log: NestInterceptor) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return this.log.intercept(context, next) as Observable<unknown>;
  }
}
