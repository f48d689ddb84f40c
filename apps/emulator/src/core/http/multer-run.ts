import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import type { ExecutionContext } from '@nestjs/common';
import type { HttpReply, HttpRequest } from './http';

/** A multer middleware (`single`, `any`, …). */
export type MulterMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: Error) => void) => void;

/** What multer leaves on the Node request it parsed. */
interface MulterResult {
  body?: unknown;
  file?: unknown;
  files?: unknown;
}

/**
 * Runs a multer middleware over the raw Node request of a Fastify request (the multipart body is left unread by
 * the content-type parser, fastify-http.ts), then puts multer's `body`, `file` and `files` on the Fastify request,
 * where `@Body()`, `@Req()` and the upload decorators read them, as they read Express's request. Rejects with
 * `toError(multer's error)`, the interceptor's own wording; a response sent meanwhile destroys the request (multer
 * then stops).
 */
export async function runMulter(
  middleware: MulterMiddleware,
  context: ExecutionContext,
  toError: (error: unknown) => unknown,
): Promise<void> {
  const http = context.switchToHttp();
  const req = http.getRequest<HttpRequest>();
  const reply = http.getResponse<HttpReply>();
  const raw = req.raw as IncomingMessage & MulterResult;
  let receiving = true;
  const stop = finished(reply.raw, () => {
    if (receiving && !raw.complete) raw.destroy();
  });
  try {
    await new Promise<void>((resolve, reject) => middleware(raw, reply.raw, (e) => (e ? reject(e) : resolve())));
  } catch (e) {
    throw toError(e);
  } finally {
    receiving = false;
    stop();
  }
  const target = req as HttpRequest & MulterResult;
  if (raw.body !== undefined) target.body = raw.body;
  if (raw.file !== undefined) target.file = raw.file;
  if (raw.files !== undefined) target.files = raw.files;
}
