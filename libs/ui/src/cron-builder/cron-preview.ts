import { useEffect, useMemo, useState } from 'react';
import { describeCron, previewCron, formatCronMessage, validateCron, type CronLocale } from '@cropwatch/cron';
import { formatRunTime, previewExpressionOf } from './cron-state';

/** Spec §9: the preview is recomputed 500 ms after the last change. */
export const PREVIEW_DEBOUNCE_MS = 500;
/** Spec §9: ten run times. */
export const PREVIEW_COUNT = 10;

export type CronPreviewResult = { valid: true; times: string[] } | { valid: false; message: string };

export interface PreviewOptions {
  locale: CronLocale;
  /** IANA zone the times are computed and shown in; default the browser's. */
  timeZone?: string;
  /** Times after this instant; default now. */
  from?: Date | number;
}

/**
 * The next ten run times as `YYYY-MM-DD HH:mm:ss`, the year ignored (spec §2), or the engine's message in the
 * given language when the expression (year included) is invalid.
 */
export function computePreview(expression: string, options: PreviewOptions): CronPreviewResult {
  const error = validateCron(expression);
  if (error) return { valid: false, message: formatCronMessage(error, options.locale) };
  const preview = previewCron(previewExpressionOf(expression), {
    timeZone: options.timeZone,
    from: options.from,
    count: PREVIEW_COUNT,
  });
  if (!preview.valid) return { valid: false, message: formatCronMessage(preview.error, options.locale) };
  return { valid: true, times: preview.next.map(formatRunTime) };
}

/** The description line (cronstrue through the engine), or null for an invalid expression. */
export function describeExpression(expression: string, locale: CronLocale): string | null {
  try {
    return describeCron(expression, { locale });
  } catch {
    return null;
  }
}

/** `value`, settled `delay` ms after its last change. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The preview of `expression`, recomputed `PREVIEW_DEBOUNCE_MS` after the last change (and on language change). */
export function useCronPreview(
  expression: string,
  { locale, timeZone }: Omit<PreviewOptions, 'from'>,
): CronPreviewResult {
  const settled = useDebouncedValue(expression, PREVIEW_DEBOUNCE_MS);
  return useMemo(() => computePreview(settled, { locale, timeZone }), [settled, locale, timeZone]);
}
