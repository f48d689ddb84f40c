import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HttpReply } from '../../core/http/http';
import { INLINE_IMAGE_TYPES, sniff } from './file-type';

/** A file `GET /sys/common/static/**` may serve, with the headers to serve it with. */
export interface StaticFile {
  file: string;
  size: number;
  contentType: string;
  disposition: string;
}

/**
 * SVG charts of the bulletin image generator (`analysis/images/<id>.svg`). Uploads can never create an `.svg`
 * (it is not an accepted extension), so an SVG there was drawn by the server and is served inline; the
 * `sandbox` CSP on every static answer keeps even a navigated-to SVG from running anything.
 */
const GENERATED_SVG = /^analysis\/images\/[A-Za-z0-9_-]+\.svg$/;

const inside = (root: string, target: string) => target === root || target.startsWith(root + path.sep);

/** `filename` for old clients (ASCII only) plus the RFC 5987 `filename*` with the real UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A download's file name from a title: no path separators or characters Windows refuses, at most `max` characters. */
export const downloadName = (title: string, ext: string, fallback: string, max = 120): string =>
  `${
    title
      .replace(/[\\/:*?"<>|\r\n\t]+/g, '_')
      .trim()
      .slice(0, max) || fallback
  }.${ext}`;

/** Sends a binary download like the other exports: attachment with an ASCII `filename` and RFC 5987 `filename*`. */
export function sendDownload(res: HttpReply, name: string, type: string, body: Buffer): void {
  res.status(200);
  res.header('Content-Type', type);
  res.header('Content-Disposition', contentDisposition('attachment', name));
  res.header('Content-Length', String(body.length));
  res.header('X-Content-Type-Options', 'nosniff');
  res.send(body);
}

/**
 * Resolves the wildcard of `/sys/common/static/**` to a file below `root`, or null (answered 404). Unlike
 * CommonController, which deletes `..` and serves whatever remains (§13), any `.`/`..`/empty segment, backslash
 * or NUL refuses the request, and the real path (symbolic links resolved) must stay inside the root. One
 * trailing `,` is dropped (the Vue2 upload widgets join paths with commas).
 */
export async function resolveStatic(root: string, wildcard: string[] | string | undefined): Promise<StaticFile | null> {
  if (wildcard === undefined) return null;
  let relative = Array.isArray(wildcard) ? wildcard.join('/') : wildcard;
  if (relative.endsWith(',')) relative = relative.slice(0, -1);
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s))) return null;
  const candidate = path.resolve(root, ...segments);
  if (!inside(root, candidate) || candidate === root) return null;
  let real: string;
  let realRoot: string;
  try {
    [real, realRoot] = await Promise.all([realpath(candidate), realpath(root)]);
  } catch {
    return null;
  }
  if (!inside(realRoot, real) || real === realRoot) return null;
  const info = await stat(real);
  if (!info.isFile()) return null;

  const head = Buffer.alloc(64);
  const handle = await open(real, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const kind = sniff(head);
  const image =
    kind === 'markup' && GENERATED_SVG.test(segments.join('/'))
      ? 'image/svg+xml'
      : kind
        ? INLINE_IMAGE_TYPES[kind]
        : undefined;
  const name = path.basename(real);
  // Images by their magic number inline; everything else, SVG and HTML included, only ever as a download.
  return image
    ? { file: real, size: info.size, contentType: image, disposition: contentDisposition('inline', name) }
    : {
        file: real,
        size: info.size,
        contentType: 'application/octet-stream',
        disposition: contentDisposition('attachment', name),
      };
}
