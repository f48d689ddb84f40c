import type { Result } from '@cropwatch/contract';
import { ResultError } from '../../../lib/http';

/** The server's message of a successful envelope (`添加成功！`…); a refusal becomes a `ResultError` with its text. */
export function resultMessage(res: Result<unknown>): string {
  if (!res.success) throw new ResultError(res.message, res.code);
  return res.message;
}
