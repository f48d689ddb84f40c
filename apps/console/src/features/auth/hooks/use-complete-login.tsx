import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SysDepart, SysTenant } from '@cropwatch/contract';
import { runtimeConfig } from '../../../lib/config';
import { applyLogin, type SessionLoginResult } from '../../../stores/session';

// Only a multi-department or multi-tenant sign-in needs the chooser (antd Select and its virtual list): kept out of
// the sign-in page's first load.
const loadChooser = () =>
  Promise.all([import('../components/login-select-modal'), import('../../../lib/query-provider')]).then(
    ([chooser, m]) => m.withQueryClient(chooser.LoginSelectModal),
  );
const LoginSelectModal = lazy(() => loadChooser().then((Component) => ({ default: Component })));

/** Starts fetching the chooser while the sign-in request is under way, so a multi-department user does not wait. */
export function preloadLoginChooser(): void {
  loadChooser().catch(() => undefined);
}

/** A base no real page has: what `redirect` resolves to against it tells a same-origin path from anything else. */
const SAME_ORIGIN_BASE = 'http://console.invalid';

/**
 * Where a finished login goes: the `redirect` query only when it is a path of this site, else the home path
 * (issue #29). A browser resolves a URL after dropping tabs and newlines and reading `\` as `/`, so `/%09/evil`,
 * `/\evil` and `/.//evil` are other hosts (or make the router throw 'External navigation is not allowed'):
 * control characters and backslashes are refused outright, and the rest must resolve against this origin to a
 * path that does not start with `//`.
 */
export function redirectTarget(redirect: string | null): string {
  const home = runtimeConfig.homePath;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!redirect || !redirect.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(redirect)) return home;
  let url: URL;
  try {
    url = new URL(redirect, SAME_ORIGIN_BASE);
  } catch {
    return home;
  }
  if (url.origin !== SAME_ORIGIN_BASE || url.pathname.startsWith('//')) return home;
  return redirect;
}

interface PendingChoice {
  username: string;
  departs: SysDepart[];
  tenants: SysTenant[];
}

/**
 * Shared by every way of signing in: apply the session, let a multi-department or multi-tenant user choose,
 * then leave for the redirect target. Render `selectModal` somewhere in the page.
 */
export function useCompleteLogin(): { complete: (result: SessionLoginResult) => void; selectModal: ReactNode } {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  // Mounted from the first choice on, so the dialog can still play its closing animation.
  const [chooserNeeded, setChooserNeeded] = useState(false);
  const redirect = searchParams.get('redirect');

  const leave = useCallback(() => {
    void navigate(redirectTarget(redirect), { replace: true });
  }, [navigate, redirect]);

  const complete = useCallback(
    (result: SessionLoginResult) => {
      applyLogin(result);
      const departs = result.multi_depart === 2 ? result.departs : [];
      const tenants = result.tenantList ?? [];
      if (departs.length > 0 || tenants.length > 1) {
        setPending({ username: result.userInfo.username, departs, tenants });
        setChooserNeeded(true);
      } else {
        leave();
      }
    },
    [leave],
  );

  const selectModal = chooserNeeded && (
    <Suspense fallback={null}>
      <LoginSelectModal
        open={pending !== null}
        username={pending?.username ?? ''}
        departs={pending?.departs ?? []}
        tenants={pending?.tenants ?? []}
        onDone={() => {
          setPending(null);
          leave();
        }}
      />
    </Suspense>
  );

  return { complete, selectModal };
}
