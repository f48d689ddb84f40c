import { EDITOR_IMAGE_EXTENSIONS, UPLOAD_EXTENSIONS } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';

/**
 * What a file's first bytes say it is. Our own small table (Nest's FileTypeValidator loads the ESM-only
 * `file-type` and silently fails under Jest, libraries notes §C.17).
 */
export type Sniffed = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'ole2' | 'zip' | 'executable' | 'markup';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Markup a browser would render or run: HTML, SVG, XML (after an optional BOM and white space). */
const MARKUP = /^\ufeff?\s*<[a-z!?/]/i;

export function sniff(buf: Buffer): Sniffed | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(buf, ascii('BM')) && buf.length >= 26 && buf.readUInt32LE(2) >= 26) return 'bmp';
  if (startsWith(buf, ascii('%PDF-'))) return 'pdf';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(buf, ascii('MZ')) || startsWith(buf, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(buf, ascii('#!')))
    return 'executable';
  if (startsWith(buf, [0xcf, 0xfa, 0xed, 0xfe]) || startsWith(buf, [0xfe, 0xed, 0xfa, 0xcf])) return 'executable';
  if (MARKUP.test(buf.subarray(0, 512).toString('utf8'))) return 'markup';
  return null;
}

/** The image kinds served inline, with their content type; everything else is an attachment. */
export const INLINE_IMAGE_TYPES: Partial<Record<Sniffed, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

/** The magic number each accepted extension must carry; `text` = no binary signature, no NUL, no markup. */
const EXPECTED: Record<string, Sniffed | 'text'> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  pdf: 'pdf',
  doc: 'ole2',
  xls: 'ole2',
  ppt: 'ole2',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  zip: 'zip',
  txt: 'text',
  csv: 'text',
};

const list = (exts: readonly string[]) => exts.join('、');

/**
 * Accepts a file only when its extension is allowed and its content agrees: the editor takes png, jpeg, gif
 * and webp images; other uploads the images, pdf, office, txt, csv and zip of `UPLOAD_EXTENSIONS`.
 */
export function checkUploadType(ext: string, content: Buffer, editorOnly: boolean): void {
  const allowed: readonly string[] = editorOnly ? EDITOR_IMAGE_EXTENSIONS : UPLOAD_EXTENSIONS;
  if (!allowed.includes(ext)) {
    throw new JeecgError(
      editorOnly
        ? `编辑器只能上传图片（${list(EDITOR_IMAGE_EXTENSIONS)}）`
        : `不支持的文件类型：${ext ? `.${ext}` : '无扩展名'}，允许的类型：${list(UPLOAD_EXTENSIONS)}`,
    );
  }
  const expected = EXPECTED[ext];
  const found = sniff(content);
  const ok = expected === 'text' ? found === null && !content.subarray(0, 8192).includes(0) : found === expected;
  if (!ok) throw new JeecgError(`文件内容与扩展名不符：.${ext}`);
}

/**
 * The stored name of an upload (CommonController's rule, contract §8.1): the original base name without any
 * path, without `= , & # “ ”` and white space, limited to letters, digits, CJK, `.`, `(`, `)`, `（`, `）`, `-`,
 * `_`, then `_<epochMillis>` before the (lower-cased) extension. The original name never becomes a path.
 */
export function storedNameParts(originalName: string): { base: string; ext: string } {
  const name = (originalName.split(/[\\/]/).pop() ?? '')
    .replace(/[=,&#“”\s]/g, '')
    .replace(/[^A-Za-z0-9\u4e00-\u9fa5.()（）\-_]/g, '');
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  const base = (dot >= 0 ? name.slice(0, dot) : name).replace(/^\.+/, '').slice(0, 80) || 'file';
  return { base, ext };
}

export const storedName = (parts: { base: string; ext: string }, millis: number) =>
  `${parts.base}_${millis}${parts.ext ? `.${parts.ext}` : ''}`;
