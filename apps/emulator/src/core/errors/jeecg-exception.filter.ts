import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_STATUS,
  isDatabaseUnavailable,
} from '../database/db-unavailable';
import { type HttpReply, type HttpRequest, pathOf } from '../http/http';
import { error, tokenFailure } from '../result/result';
import { JeecgError, SignatureError, TokenError } from './jeecg.errors';

/** Answers the methods a path supports, so a wrong method can be told apart from an unknown path. */
export type AllowedMethods = (path: string) => string[];

/**
 * The one place where failures become responses. Like JeecgBoot: business and unexpected errors are
 * HTTP 200 envelopes with `success:false`; token errors are 401; nothing ever carries a stack trace.
 */
@Catch()
export class JeecgExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Emulator');

  constructor(private readonly allowedMethods: AllowedMethods) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<HttpRequest>();
    const res = ctx.getResponse<HttpReply>();
    if (res.sent || res.raw.headersSent) return;

    if (exception instanceof TokenError) {
      // JwtFilter writes the JSON itself with this content type (quirk §14).
      res.status(HttpStatus.UNAUTHORIZED).header('Content-Type', 'text/html;charset=UTF-8');
      res.send(JSON.stringify(tokenFailure(exception.message)));
      return;
    }
    if (exception instanceof SignatureError) {
      // fastjson sorts the keys and drops the null result (contract §9.4).
      const body = { code: 500, message: exception.message, success: false, timestamp: Date.now() };
      res.status(HttpStatus.OK).header('Content-Type', 'application/json; charset=utf-8');
      res.send(JSON.stringify(body));
      return;
    }
    if (exception instanceof JeecgError) {
      res.status(HttpStatus.OK).send(error(exception.message, exception.code));
      return;
    }
    if (exception instanceof NotFoundException) {
      const path = pathOf(req);
      const others = this.allowedMethods(path).filter((m) => m !== req.method);
      if (others.length > 0) {
        // Spring's HttpRequestMethodNotSupportedException as JeecgBootExceptionHandler words it.
        const message = `不支持${req.method}请求方法，支持以下${others.map((m) => `${m}、`).join('')}`;
        res.status(HttpStatus.OK).send(error(message, 405));
        return;
      }
      res.status(HttpStatus.NOT_FOUND).send(error(`很抱歉，资源未找到：${req.method} ${path}`, 404));
      return;
    }
    if (exception instanceof HttpException) {
      res.status(HttpStatus.OK).send(error(`操作失败，${describeStatus(exception.getStatus(), exception.message)}`));
      return;
    }
    const clientStatus = bodyParserStatus(exception);
    if (clientStatus) {
      res.status(HttpStatus.OK).send(error(`操作失败，${describeStatus(clientStatus, '请求不合法')}`));
      return;
    }
    if (isDatabaseUnavailable(exception)) {
      // Issue #16: the database is down or restarting; the load balancer's health check sees the same.
      this.logger.warn(`${req.method} ${req.originalUrl}: database unavailable`);
      res.status(DATABASE_UNAVAILABLE_STATUS).header('Retry-After', '5');
      res.send(error(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_STATUS));
      return;
    }
    if (exception instanceof QueryFailedError) {
      this.logger.error(`${req.method} ${req.originalUrl}: ${exception.message}`);
      const message = /UNIQUE|duplicate key/i.test(exception.message)
        ? '数据库中已存在该记录'
        : '操作失败，数据库执行异常';
      res.status(HttpStatus.OK).send(error(message));
      return;
    }
    this.logger.error(
      `${req.method} ${req.originalUrl}`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    res.status(HttpStatus.OK).send(error('操作失败，服务器内部错误'));
  }
}

function describeStatus(status: HttpStatus, fallback: string): string {
  switch (status) {
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return '请求内容超出大小限制';
    case HttpStatus.BAD_REQUEST:
      return '请求内容格式不正确';
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return '不支持的请求内容类型';
    default:
      return fallback;
  }
}

/** A rejected body (the body parsers of fastify-http.ts, Fastify's own checks) carries its 4xx `statusCode`. */
function bodyParserStatus(e: unknown): HttpStatus | undefined {
  const status =
    (e as { statusCode?: unknown; status?: unknown } | null)?.statusCode ?? (e as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
