import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { CONTEXT_PATH } from './context-path';

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

function send(req: Request, res: Response, dist: string, file: string, stat: Stats): void {
  const hasVariants = VARIANTS.some(({ suffix }) => existsSync(file + suffix));
  const chosen = choose(file, stat, acceptedEncodings(req.headers['accept-encoding']));
  const etag = etagOf(chosen);
  const hashed = path.relative(dist, file).split(path.sep)[0] === HASHED_DIR;
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  res.setHeader('ETag', etag);
  if (hasVariants) res.vary('Accept-Encoding');
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.type(path.extname(file));
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  res.setHeader('Content-Length', chosen.stat.size);
  res.setHeader('Last-Modified', chosen.stat.mtime.toUTCString());
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(chosen.file)
    .on('error', (error) => res.destroy(error))
    .pipe(res);
}

/**
 * Serves the built console at `/`: precompressed Brotli or gzip by `Accept-Encoding` (with `Vary`), hashed assets
 * cached for a year, everything else revalidated through a strong ETag (304 when unchanged), and every other
 * non-API GET answered with `index.html`, the history fallback of a single-page app. Requests for a missing file
 * with an extension get the usual 404 instead of HTML.
 */
export function serveConsole(app: NestExpressApplication, dist: string): boolean {
  if (!consoleAvailable(dist)) return false;
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = req.path === CONTEXT_PATH || req.path.startsWith(`${CONTEXT_PATH}/`);
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!path.extname(pathname)) {
      send(req, res, root, index, statSync(index));
      return;
    }
    const file = path.join(root, pathname);
    // Path traversal and dotfiles are never served.
    if (!file.startsWith(root + path.sep) || pathname.split('/').some((part) => part.startsWith('.'))) return next();
    const stat = statOrNull(file);
    if (!stat?.isFile()) return next();
    send(req, res, root, file, stat);
  });
  return true;
}
