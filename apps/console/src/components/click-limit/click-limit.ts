import { useMemo } from 'react';
import { feedback } from '../../lib/feedback';
import { i18n } from '../../lib/i18n';

/** Spec §9: default click limit 300 ms; inserting rows 1500 ms (with a warning). */
export const DEFAULT_CLICK_LIMIT_MS = 300;
export const INSERT_CLICK_LIMIT_MS = 1500;

/**
 * A gate for repeated clicks: `tryClick()` answers false while the last accepted click is younger than
 * `intervalMs`; `warn` shows `你点击的太快了，请慢点点击!` for refused clicks.
 */
export function createClickLimiter(intervalMs = DEFAULT_CLICK_LIMIT_MS, { warn = false, now = () => Date.now() } = {}) {
  let last = Number.NEGATIVE_INFINITY;
  const tryClick = (): boolean => {
    const time = now();
    if (time - last < intervalMs) {
      if (warn) feedback.message.warning(i18n.t('clickLimit', { ns: 'list' }));
      return false;
    }
    last = time;
    return true;
  };
  /** Wraps a handler so refused clicks do nothing. */
  const guard =
    <A extends unknown[]>(handler: (...args: A) => void) =>
    (...args: A): void => {
      if (tryClick()) handler(...args);
    };
  return { tryClick, guard };
}

/** A limiter that lives as long as the component. */
export function useClickLimit(intervalMs = DEFAULT_CLICK_LIMIT_MS, warn = intervalMs >= INSERT_CLICK_LIMIT_MS) {
  return useMemo(() => createClickLimiter(intervalMs, { warn }), [intervalMs, warn]);
}
