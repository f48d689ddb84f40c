import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, concatMap, from, map, type Observable, throwError } from 'rxjs';
import type { AuthenticatedRequest } from '../../core/auth/principal';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError, SignatureError, TokenError } from '../../core/errors/jeecg.errors';
import { endpointOf } from '../../core/http/contract-endpoint';
import type { HttpRequest as Request } from '../../core/http/http';
import { LogService, type OperationLog } from './log.service';
import { operateTypeOf, requestParamText, resultMessage } from './operation-log';

const VERBS: Record<number, string> = { 1: '操作', 2: '添加', 3: '编辑', 4: '删除', 5: '导入', 6: '导出' };

/**
 * JeecgBoot's @AutoLog aspect for every write: each non-GET request of a signed-in user leaves one `sys_log`
 * row (type 2) with the handler, masked parameters, user, IP, cost and the answer's message; an unexpected
 * error leaves a type 4 row with its message (never a stack). The row is written before the answer leaves, so
 * the log is complete when the client sees the result. Bound by `ContractRoute` to every handler that accepts a
 * method other than GET (not global: GET-only handlers then run without any interceptor); a GET that reaches
 * an any-method handler passes straight through (one method check).
 */
@Injectable()
export class OperationLogInterceptor implements NestInterceptor {
  private readonly logger = new Logger('OperationLog');

  constructor(
    @Inject(LogService) private readonly logs: LogService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & Partial<AuthenticatedRequest>>();
    if (req.method === 'GET' || !this.config.operationLog || !req.principal) return next.handle();
    const endpoint = endpointOf(context.getHandler());
    if (!endpoint) return next.handle();
    const started = performance.now();
    const handler = `${context.getClass().name}.${context.getHandler().name}()`;
    const operateType = operateTypeOf(context.getHandler().name);
    const row = (logType: 2 | 4, outcome: string): OperationLog => ({
      logType,
      logContent: `${VERBS[operateType]} ${endpoint.path}：${outcome}`,
      operateType,
      user: req.principal!,
      ip: req.ip,
      method: handler,
      requestUrl: req.originalUrl.split('?')[0],
      requestParam: requestParamText(req.query, req.body),
      requestType: req.method,
      costTime: Math.round(performance.now() - started),
    });
    const write = (log: OperationLog) =>
      this.logs.writeOperationLog(log).catch((e: unknown) => {
        this.logger.warn(`operation log not written: ${e instanceof Error ? e.message : String(e)}`);
      });
    return next.handle().pipe(
      concatMap((value: unknown) => from(write(row(2, resultMessage(value)))).pipe(map((): unknown => value))),
      catchError((e: unknown) => {
        const expected = e instanceof JeecgError || e instanceof TokenError || e instanceof SignatureError;
        const message = e instanceof Error ? e.message : String(e);
        return from(write(row(expected ? 2 : 4, expected ? message : `异常：${message}`))).pipe(
          concatMap(() => throwError(() => e)),
        );
      }),
    );
  }
}
