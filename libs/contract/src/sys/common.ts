import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';

/**
 * Upload and static files, `/sys/common/*` (contract §8.1, §8.2), with the safety JeecgBoot lacks (§13): `biz`
 * checked against `^[A-Za-z0-9_\-/]*$` without `..` or a leading `/`, server-generated names, type allowlists
 * checked by extension and magic number, and static paths that can never leave the upload root.
 */

/** Largest accepted upload (the multipart limit of JeecgBoot's `application.yml`). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Messages of the upload endpoint. */
export const UploadMessages = {
  badBiz: '上传目录bizPath，格式非法！',
  tooLarge: '文件大小超出10MB限制, 请压缩或降低文件质量! ',
  failed: '上传失败！',
} as const;

/** Extensions the editor (`jeditor`, or `biz` = `jeditor`) may upload: images whose magic number matches. */
export const EDITOR_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** Extensions accepted elsewhere: images, pdf, office documents, text, csv, zip. */
export const UPLOAD_EXTENSIONS = [
  ...EDITOR_IMAGE_EXTENSIONS,
  'bmp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'zip',
] as const;

/**
 * The text fields of the multipart form (the file part must be named `file`). Checked after the multipart body
 * is read, so it is not the endpoint's `body` schema. `jeditor` (sent as `1` by the rich-text editor) limits the
 * upload to editor images; B1 ignores it.
 */
export const uploadFieldsSchema = z.looseObject({
  biz: z
    .string()
    .max(200, '上传目录bizPath，格式非法！')
    .regex(/^[A-Za-z0-9_\-/]*$/, '上传目录bizPath，格式非法！')
    .refine((v) => !v.includes('..') && !v.startsWith('/'), '上传目录bizPath，格式非法！')
    .optional(),
  jeditor: z.string().max(10).optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/**
 * `POST /sys/common/upload` (auth, multipart): **ok0 with the stored path in `message`** (e.g.
 * `temp/avatar_1660000000000.png`, relative to the upload root, `/` separators) and `result` null. Display URL:
 * `/sys/common/static/<message>`.
 */
export const commonUpload = endpoint({
  method: 'POST',
  path: '/sys/common/upload',
  source: 'CommonController#upload',
  since: '3.4.0',
  access: 'self',
  auth: true,
  response: resultSchema(z.null()),
});

/**
 * `GET /sys/common/static/**` (anonymous, raw bytes): `..` segments and encoded variants answer HTTP 404, as does
 * any file outside the upload root; one trailing `,` is dropped. Images (by magic number) are served inline with
 * their type; everything else, SVG and HTML included, as `application/octet-stream` attachment; always
 * `X-Content-Type-Options: nosniff`. Missing file: HTTP 404.
 */
export const commonStatic = endpoint({
  method: 'GET',
  path: '/sys/common/static/*path',
  access: 'public',
  auth: false,
  envelope: 'binary',
  response: z.unknown(),
});

/** Longest `url` the transit endpoint accepts (a browser's practical URL limit). */
export const TRANSIT_URL_MAX_LENGTH = 2000;

/** Messages of the transit endpoint that do not name the refused address. */
export const TransitMessages = {
  urlRequired: 'url不能为空',
  urlTooLong: `url不能超过${TRANSIT_URL_MAX_LENGTH}个字符`,
} as const;

/**
 * `GET|POST|PUT|DELETE /sys/common/transitRESTful?url=<encoded>` (auth, any signed-in user; contract §8.2): the
 * server forwards the request to `url` (URL-decoded once more) with the same method, the other query parameters,
 * the JSON body and the caller's token as `X-Access-Token`, and answers `{success: status == 200, code: <status>,
 * result: <the answer parsed as JSON, or its text>}`; on a failure (an answer ≥ 400 included, as Spring's
 * RestTemplate throws there) err500 with the failure's message. The emulator forwards only to the origins of
 * `TRANSIT_ALLOWED_ORIGINS` (none by default; refused before any connection), without following redirects, within
 * a time and a size limit.
 */
export const commonTransitRestful = endpoint({
  method: 'GET',
  path: '/sys/common/transitRESTful',
  source: 'CommonController#transitRestful',
  since: '3.4.0',
  alsoMethods: ['POST', 'PUT', 'DELETE'],
  access: 'self',
  auth: true,
  query: z.looseObject({
    url: z
      .string({ error: TransitMessages.urlRequired })
      .trim()
      .min(1, TransitMessages.urlRequired)
      .max(TRANSIT_URL_MAX_LENGTH, TransitMessages.urlTooLong),
  }),
  response: resultSchema(z.unknown()),
});
