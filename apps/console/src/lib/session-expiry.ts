import { feedback } from './feedback';
import { NOTICE_DURATION_S, notifyError, t } from './http-messages';
import { localCache, StorageKey } from './storage';

/** The end of a session as the server declares it: the 401 notice, the `Token失效` dialog, the handlers, the reload. */

/** Delay between the 401 notice and the page reload (Vue2 `request.js`). */
export const RELOAD_DELAY_MS = 1500;

export const storedToken = (): string | null => localCache.get<string>(StorageKey.accessToken);

/** Indirection so tests can observe reloads; jsdom cannot navigate. */
export const pageControl = {
  reload(): void {
    window.location.reload();
  },
};

type ExpiryHandler = () => void | Promise<void>;
const expiryHandlers = new Set<ExpiryHandler>();

/** Runs when the server declares the session over, before the page reloads. Returns an unsubscribe. */
export function onSessionExpired(handler: ExpiryHandler): () => void {
  expiryHandlers.add(handler);
  return () => expiryHandlers.delete(handler);
}

/** Set once an expiry notice or dialog is up: parallel failing calls must not stack a second one. */
let expiring = false;

/** For tests: forget a previous expiry (a real page reloads instead). */
export function resetSessionExpiry(): void {
  expiring = false;
}

async function runExpiryHandlers(): Promise<void> {
  await Promise.allSettled([...expiryHandlers].map(async (handler) => handler()));
}

/** HTTP 401 (JeecgBoot 3.x): notice, then logout and a reload 1.5 s later when a token was held. */
export function expireAfterNotice(): void {
  if (expiring) return;
  // Keyed: parallel 401s of an anonymous visitor replace one notice instead of stacking.
  notifyError(t('http.sessionExpired'), NOTICE_DURATION_S, 'session-expired');
  if (!storedToken()) return;
  expiring = true;
  void runExpiryHandlers().then(() => setTimeout(() => pageControl.reload(), RELOAD_DELAY_MS));
}

/**
 * HTTP 500 + `Token失效` (JeecgBoot 2.4), or the notice socket closed because the session was ended: a dialog
 * whose button logs out and reloads.
 */
export function showSessionExpiredDialog(): void {
  if (expiring) return;
  expiring = true;
  feedback.modal.error({
    title: t('http.expiredTitle'),
    content: t('http.sessionExpired'),
    okText: t('http.signInAgain'),
    onOk: async () => {
      await runExpiryHandlers();
      pageControl.reload();
    },
  });
}
