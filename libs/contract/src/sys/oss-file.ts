import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { idText } from './fields';

/**
 * OSS files, `/sys/oss/file/*` (OssFileController of JeecgBoot 3.4): uploads kept in `oss_file` with their name and
 * stored path. `list` answers ok0 (a hand-built `Result`), writes ok200. Storage is the local upload root; `url` is
 * the stored path below it (served by `/sys/common/static/**`), as `/sys/common/upload` answers it.
 */
export const OSS_FILE_MENU = '/oss/file';

export const sysOssFileSchema = z.looseObject({
  id: z.string(),
  fileName: z.string(),
  url: z.string(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysOssFile = z.infer<typeof sysOssFileSchema>;

const messageResult = resultSchema(z.string().nullable());

export const ossFileList = endpoint({
  method: 'GET',
  path: '/sys/oss/file/list',
  auth: true,
  access: { menu: OSS_FILE_MENU },
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysOssFileSchema).nullable()),
});

/** multipart `file` (the rules of `/sys/common/upload`): ok200 `上传成功！`, the new row as `result`. */
export const ossFileUpload = endpoint({
  method: 'POST',
  path: '/sys/oss/file/upload',
  source: 'OssFileController#upload',
  since: '3.4.0',
  auth: true,
  access: { button: 'oss:file:upload' },
  response: resultSchema(sysOssFileSchema.nullable()),
});

/**
 * `POST /sys/upload/uploadMinio` (SysUploadController 3.4.0; the OSS page's MinIO upload): multipart `file`, optional
 * `biz` folder (no `..`). The file is kept with an OssFile row; the answer is the real bare `Result`: success, code 0,
 * the file's URL as `message`, `result` null. The emulator has no MinIO: the file goes under the upload root with the
 * rules of `/sys/common/upload`, and the URL is its path there (served by `/sys/common/static/…`).
 */
export const uploadMinio = endpoint({
  method: 'POST',
  path: '/sys/upload/uploadMinio',
  source: 'SysUploadController#uploadMinio',
  since: '3.4.0',
  auth: true,
  access: { button: 'oss:file:upload' },
  response: resultSchema(z.null()),
});

/** ok200 `删除成功!`; the stored file is removed too. */
export const ossFileDelete = endpoint({
  method: 'DELETE',
  path: '/sys/oss/file/delete',
  source: 'OssFileController#delete',
  since: '3.4.0',
  auth: true,
  access: { button: 'oss:file:delete' },
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

export const ossFileQueryById = endpoint({
  method: 'GET',
  path: '/sys/oss/file/queryById',
  auth: true,
  access: { menu: OSS_FILE_MENU },
  query: z.looseObject({ id: idText() }),
  response: resultSchema(sysOssFileSchema.nullable()),
});
