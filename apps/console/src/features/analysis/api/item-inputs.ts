import { commonUpload } from '@cropwatch/contract';
import { unwrap, uploadAction } from '../../../lib/http';

/** Upload folder (`biz`) of item inputs: workbooks and images. */
export const ITEM_UPLOAD_BIZ = 'analysis';

/** `POST /sys/common/upload` (multipart `file` + `biz`): the stored path travels in `message` (contract §8.1). */
export async function uploadItemFile(file: File, onProgress?: (pct: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', ITEM_UPLOAD_BIZ);
  const res = await uploadAction<unknown>(commonUpload.path, form, onProgress);
  unwrap(res);
  if (!res.message) throw new Error('empty upload path');
  return res.message;
}
