import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request guards, interceptors, filters and `@Req()` handlers see (the emulator runs on Fastify, issue #17). */
export type HttpRequest = FastifyRequest;
/** The reply `@Res()` handlers and the exception filter write to. */
export type HttpReply = FastifyReply;

/** One request header as a string (repeated headers joined as Node joins them), `undefined` when absent. */
export function headerOf(req: { headers: IncomingHttpHeaders }, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's path, query string cut off (Express's `req.path`). */
export function pathOf(req: { url: string }): string {
  const at = req.url.indexOf('?');
  return at < 0 ? req.url : req.url.slice(0, at);
}
