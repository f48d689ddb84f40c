import { commonUpload, EDITOR_IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from '@cropwatch/contract';
import { runtimeConfig } from '../../lib/config';
import { unwrap, uploadAction } from '../../lib/http';

/** Folder of editor images (`biz`), as the Vue2 `JEditor` uploads them. */
export const EDITOR_UPLOAD_BIZ = 'jeditor';

/** The stored path as an image address: URLs (object storage) as they are, else `/sys/common/static/<path>`. */
export function editorImageUrl(path: string, apiBaseUrl = runtimeConfig.apiBaseUrl): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiBaseUrl.replace(/\/+$/, '')}/sys/common/static/${path.replace(/^\/+/, '')}`;
}

/** Whether the editor accepts the file at all (the server checks the same list by magic number). */
export function isEditorImage(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (EDITOR_IMAGE_EXTENSIONS as readonly string[]).includes(extension) && file.size <= UPLOAD_MAX_BYTES;
}

/**
 * Stores an editor image through `POST /sys/common/upload` (`jeditor=1`) and answers its address. A refused
 * upload throws the server's text.
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', EDITOR_UPLOAD_BIZ);
  form.append('jeditor', '1');
  const res = await uploadAction<unknown>(commonUpload.path, form);
  unwrap(res);
  if (!res.message) throw new Error('empty upload path');
  return editorImageUrl(res.message);
}
