import { parse as parseQueryString } from 'node:querystring';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serializeReply } from '../result/result';

/** A body the client got wrong, as the parsers of Express reported it: the exception filter words it (4xx). */
class BodyError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/**
 * What Express's body parsers did, on Fastify (issue #17, target 4):
 * - JSON (`application/json`): strict like body-parser (an object or an array; an empty body reads as `{}`);
 * - forms (`application/x-www-form-urlencoded`): Node's `querystring`, as body-parser's `extended: false`;
 * - multipart: left unread, for the upload interceptors (multer reads the stream when the route wants a file);
 * - anything else: ignored (`body` undefined), as Express left a body no parser claimed.
 * Bodies over `bodyLimit` are refused with 413, malformed ones with 400; `JeecgExceptionFilter` words both.
 * Replies are serialised by `serializeReply` (a cached `JsonText` result is written as is).
 */
export function registerFastifyHttp(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = (body as string).trim();
    if (!text) return done(null, {});
    if (text[0] !== '{' && text[0] !== '[') return done(new BodyError('JSON body must be an object or array', 400));
    try {
      done(null, JSON.parse(text));
    } catch (e) {
      done(new BodyError(e instanceof Error ? e.message : 'invalid JSON', 400));
    }
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => done(null, { ...parseQueryString(body as string) }),
  );
  fastify.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null));
  fastify.setReplySerializer(serializeReply);
}
