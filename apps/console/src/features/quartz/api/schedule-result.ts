import type { QuartzCronError, Result } from '@cropwatch/contract';
import { ResultError } from '../../../lib/http';
import { currentLanguage, i18n } from '../../../lib/i18n';

/** A refused scheduling call; `cron` is the structured detail the server adds for an invalid expression. */
export class QuartzCallError extends ResultError {
  constructor(
    message: string,
    code: number,
    readonly cron: QuartzCronError | null,
  ) {
    super(message, code);
    this.name = 'QuartzCallError';
  }
}

const isCronError = (value: unknown): value is QuartzCronError =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'field' in value;

/**
 * Throws for a refused add / edit / resume / pause / execute. The server's `message` is zh-CN; for an invalid cron
 * it also sends the en-US text in `result` (docs/decisions.md, scheduled jobs), which English users get instead.
 */
export function unwrapSchedule(res: Result<unknown>): void {
  if (res.success) return;
  const cron = isCronError(res.result) ? res.result : null;
  const message =
    cron && currentLanguage() === 'en-US'
      ? i18n.t('errors.invalidCron', { ns: 'quartz', message: cron.message })
      : res.message || i18n.t('http.callFailed', { ns: 'common' });
  throw new QuartzCallError(message, res.code, cron);
}
