import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { contentType } from 'mime-types';
import { CONTEXT_PATH } from './context-path';
import { type HttpReply, type HttpRequest, pathOf } from './http';

/** True when `dist` holds a built console. */
export const consoleAvailable = (dist: string | undefined): dist is string =>
  !!dist && existsSync(path.join(dist, 'index.html'));

/** Vite writes content-hashed file names under `assets/`: a name never changes content, so they are cached forever. */
const HASHED_DIR = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.json, public/ files) is revalidated on every use through its ETag. */
export const REVALIDATE = 'no-cache';

/** Precompressed variants written by the console build (apps/console/build/precompress.ts), best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings a client accepts (`Accept-Encoding`, q=0 excluded; `*` accepts any). */
export function acceptedEncodings(header: string | undefined): (encoding: string) => boolean {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
}

interface Representation {
  file: string;
  stat: Stats;
  encoding?: string;
}

/**
 * How much older than its file a variant may be and still count as written with it. A build cache restore or a copy
 * (Nx restores `dist` from its cache; `cp` without `-p`) rewrites the files in any order, seconds apart at most; an
 * operator's edit after the build comes later than this.
 */
export const VARIANT_CLOCK_SLACK_MS = 60_000;

/** The file to send for `file`: its newest precompressed variant the client accepts, else the file itself. */
function choose(file: string, stat: Stats, accepts: (encoding: string) => boolean): Representation {
  for (const { encoding, suffix } of VARIANTS) {
    if (!accepts(encoding)) continue;
    const variant = statOrNull(file + suffix);
    // A variant clearly older than its source is stale (a file edited after the build): never serve it.
    if (variant?.isFile() && variant.mtimeMs >= stat.mtimeMs - VARIANT_CLOCK_SLACK_MS)
      return { file: file + suffix, stat: variant, encoding };
  }
  return { file, stat };
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

const etags = new Map<string, { key: string; etag: string }>();

/** A strong ETag from the bytes sent, memoised until the file's size or modification time changes. */
function etagOf({ file, stat }: Representation): string {
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = etags.get(file);
  if (known?.key === key) return known.etag;
  const etag = `"${createHash('sha1').update(readFileSync(file)).digest('base64url').slice(0, 27)}"`;
  etags.set(file, { key, etag });
  return etag;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });

/** Requests answered with a console file (the request trace leaves them out, as it did on Express). */
const consoleFiles = new WeakSet<object>();
export const isConsoleFile = (req: HttpRequest): boolean => consoleFiles.has(req);

function send(req: HttpRequest, reply: HttpReply, dist: string, file: string, stat: Stats): void {
  consoleFiles.add(req);
  const hasVariants = VARIANTS.some(({ suffix }) => existsSync(file + suffix));
  const chosen = choose(file, stat, acceptedEncodings(req.headers['accept-encoding']));
  const etag = etagOf(chosen);
  const hashed = path.relative(dist, file).split(path.sep)[0] === HASHED_DIR;
  reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  reply.header('ETag', etag);
  if (hasVariants) reply.header('Vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
  if (matches(req.headers['if-none-match'], etag)) {
    reply.code(304).send();
    return;
  }
  const type = contentType(path.extname(file));
  if (type) reply.header('Content-Type', type);
  if (chosen.encoding) reply.header('Content-Encoding', chosen.encoding);
  reply.header('Content-Length', String(chosen.stat.size));
  reply.header('Last-Modified', chosen.stat.mtime.toUTCString());
  if (req.method === 'HEAD') {
    reply.hijack();
    reply.raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
    reply.raw.end();
    return;
  }
  reply.code(200).send(createReadStream(chosen.file));
}

/** A `Vary` value with `field` added (CORS may have set `Vary: Origin` already), as Express's `res.vary`. */
function varyWith(current: ReturnType<HttpReply['getHeader']>, field: string): string {
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return fields.join(', ');
  return [...fields, field].join(', ');
}

/**
 * Serves the built console at `/` (a Fastify `onRequest` hook, before any route): precompressed Brotli or gzip by
 * `Accept-Encoding` (with `Vary`), hashed assets cached for a year, everything else revalidated through a strong
 * ETag (304 when unchanged), and every other non-API GET answered with `index.html`, the history fallback of a
 * single-page app. Requests for a missing file with an extension get the usual 404 instead of HTML.
 */
export function serveConsole(app: NestFastifyApplication, dist: string): boolean {
  if (!consoleAvailable(dist)) return false;
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (req, reply, done) => {
      const urlPath = pathOf(req);
      // The router matches the context path in any case (ROUTE_MATCHING): so does this test (issue #29).
      const head = urlPath.slice(0, CONTEXT_PATH.length + 1).toLowerCase();
      const isApi = head === CONTEXT_PATH || head === `${CONTEXT_PATH}/`;
      if (isApi || (req.method !== 'GET' && req.method !== 'HEAD')) return done();
      let pathname: string;
      try {
        pathname = decodeURIComponent(urlPath);
      } catch {
        return done();
      }
      if (!path.extname(pathname)) return send(req, reply, root, index, statSync(index));
      const file = path.join(root, pathname);
      // Path traversal and dotfiles are never served.
      if (!file.startsWith(root + path.sep) || pathname.split('/').some((part) => part.startsWith('.'))) return done();
      const stat = statOrNull(file);
      if (!stat?.isFile()) return done();
      send(req, reply, root, file, stat);
    });
  return true;
}
