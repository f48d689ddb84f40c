import type { Result } from '@cropwatch/contract';
import { feedback } from './feedback';
import { failureMessage, unwrap } from './http';

/** The message of a write that answered `success: true`; a refusal throws the server's message (`ResultError`). */
export async function writeMessage(res: Promise<Result<unknown>>): Promise<string> {
  const r = await res;
  unwrap(r);
  return r.message;
}

/** Shows a write's outcome: the success message, or the failure's message as a warning (never rejects). */
export const reportWrite = (p: Promise<string>): Promise<void> =>
  p.then(
    (m) => void feedback.message.success(m),
    (e: unknown) => {
      const m = failureMessage(e);
      if (m) feedback.message.warning(m);
    },
  );
