import { commonUpload } from '@cropwatch/contract';
import { uploadAction, unwrap } from '../../../lib/http';

/** Upload business folder of chat images (`biz` of `/sys/common/upload`). */
export const CHAT_UPLOAD_BIZ = 'chat';

/**
 * Stores an image with `POST /sys/common/upload` (multipart `file` + `biz`); the envelope's `message` is the
 * stored path the `start` frame then names (spec §7 upload row). A refused upload throws the server's text.
 */
export async function uploadChatImage(file: File, onProgress?: (pct: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', CHAT_UPLOAD_BIZ);
  const res = await uploadAction<unknown>(commonUpload.path, form, onProgress);
  unwrap(res);
  if (!res.message) throw new Error('empty upload path');
  return res.message;
}
