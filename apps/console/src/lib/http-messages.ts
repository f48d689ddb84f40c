import { feedback } from './feedback';
import { i18n } from './i18n';

/** The error catalogue's texts and notices (spec §8), shared by the transport, the expiry dialog and the helpers. */
export const NOTICE_DURATION_S = 4;
export const TOKEN_EXPIRED_MARK = 'Token失效';

export const t = (key: string): string => i18n.t(key, { ns: 'common' });

export function notifyError(description: string, duration?: number, key?: string): void {
  feedback.notification.error({ title: t('http.systemNotice'), description, duration, key });
}

/** FileReader rather than `Blob.text()`: the latter is missing from older browsers and jsdom. */
function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsText(blob);
  });
}

/** Reads `message` out of a JSON envelope, a JSON string, or a blob holding either. */
export async function serverMessage(data: unknown): Promise<string> {
  let body = data;
  if (body instanceof Blob) body = await readBlobText(body);
  if (typeof body === 'string') {
    const text = body;
    try {
      body = JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    return typeof message === 'string' ? message : '';
  }
  return '';
}
