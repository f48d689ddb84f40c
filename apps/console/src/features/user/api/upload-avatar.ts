import { commonUpload } from '@cropwatch/contract';
import { uploadAction, unwrap } from '../../../lib/http';

/** Upload folder (`biz`) of avatars. */
export const AVATAR_UPLOAD_BIZ = 'user';

/** `POST /sys/common/upload` (multipart `file` + `biz`): the stored path travels in `message` (contract §8.1). */
export async function uploadAvatar(file: File, onProgress?: (pct: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', AVATAR_UPLOAD_BIZ);
  const res = await uploadAction<unknown>(commonUpload.path, form, onProgress);
  unwrap(res);
  if (!res.message) throw new Error('empty upload path');
  return res.message;
}
