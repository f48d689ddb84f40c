import { ossFileList, ossFileUpload, type SysOssFile } from '@cropwatch/contract';
import type { StoredFile } from '../../../components/file-dialog/file-dialog';
import { unwrap, uploadAction } from '../../../lib/http';

export const ossFileListUrl = ossFileList.path;
export const ossFileListKey = ['ossFile', 'list'] as const;

/** `POST /sys/oss/file/upload`: stores the file under the common upload rules and records it. */
export async function uploadOssFile(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  const row = unwrap(await uploadAction<SysOssFile>(ossFileUpload.path, form));
  return { name: row.fileName, url: row.url };
}
