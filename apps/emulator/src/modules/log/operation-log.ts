/** Pure helpers of the operation-log interceptor (unit-tested). */

/** `sys_log.operate_type` from the handler's name, as JeecgBoot's @AutoLog derives it: add 2, edit 3, delete 4, import 5, export 6, else 1. */
export function operateTypeOf(handlerName: string): number {
  const name = handlerName.toLowerCase();
  if (/^(add|save|create|register|insert)/.test(name)) return 2;
  if (/^(edit|update|put|modify|change|reset|frozen|release|revoke|do)/.test(name)) return 3;
  if (/^(delete|remove|clear|force)/.test(name)) return 4;
  if (name.startsWith('import')) return 5;
  if (name.startsWith('export')) return 6;
  return 1;
}

/** Keys whose values never reach the log. */
const SECRET_KEY = /pass(word)?|token|secret|captcha|sms|apikey|api_key|authorization|cookie|salt/i;
export const MASK = '******';
const MAX_PARAM_CHARS = 2000;

/** A copy of a request value with secret-looking keys masked (objects and arrays, any depth up to 5). */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 5) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? MASK : maskSecrets(v, depth + 1);
  return out;
}

/** `request_param`: the masked query and body as JSON, cut to 2000 characters; null when both are empty. */
export function requestParamText(query: unknown, body: unknown): string | null {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length) parts.query = maskSecrets(query);
  if (body !== undefined && body !== null && !(typeof body === 'object' && Object.keys(body).length === 0))
    parts.body = maskSecrets(body);
  if (!Object.keys(parts).length) return null;
  const text = JSON.stringify(parts);
  return text.length > MAX_PARAM_CHARS ? `${text.slice(0, MAX_PARAM_CHARS - 1)}…` : text;
}

/** The message a handler answered (its Result's `message`), for the log content. */
export function resultMessage(value: unknown): string {
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
    return value.message || ('success' in value && value.success === false ? '失败' : '成功');
  return '成功';
}
