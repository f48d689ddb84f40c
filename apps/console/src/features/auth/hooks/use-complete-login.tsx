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

/**
 * Where a finished login goes: the `redirect` query when it is a same-site path (an absolute or
 * protocol-relative url would turn the login page into an open redirect), else the home path.
 */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return runtimeConfig.homePath;
  }
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
