import type { Result } from '@cropwatch/contract';
import { ResultError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';

/** A login envelope counts only with a payload; otherwise its message (and code, e.g. 412) is the failure. */
export function requireLoginResult<T>(res: Result<T | null>): T {
  if (!res.success || res.result === null) {
    throw new ResultError(res.message || i18n.t('login.failed', { ns: 'auth' }), res.code);
  }
  return res.result;
}
