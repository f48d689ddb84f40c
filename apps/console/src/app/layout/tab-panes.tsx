import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tabsStore, type Tab } from '../../stores/tabs';
import type { AppRoute } from '../routing/build-routes';
import { matchLocation } from '../routing/resolve-location';
import { RoutePage } from '../routing/route-page';

/**
 * Keep-alive of tab pages: every visited open tab keeps its page mounted (hidden when inactive), so its state
 * survives switching; closing the tab drops it, a refresh remounts it. Each pane renders against its own
 * location, so `useLocation`/`useParams` inside a page see the tab's path even while another tab is active.
 */
export function TabPanes({ tabs, activeKey, routes }: { tabs: readonly Tab[]; activeKey: string; routes: AppRoute[] }) {
  const { reloadNonce } = useSnapshot(tabsStore);
  const [visited, setVisited] = useState<readonly string[]>([]);
  const open = new Set(tabs.map((t) => t.key));
  // Derived during render (React's "adjust state on prop change" pattern): the active pane mounts at once.
  if (open.has(activeKey) && !visited.includes(activeKey)) {
    setVisited([...visited.filter((k) => open.has(k)), activeKey]);
  }
  const mounted = visited.filter((k) => open.has(k));

  return (
    <>
      {mounted.map((key) => {
        const match = matchLocation(routes, key);
        const tab = tabs.find((t) => t.key === key);
        if (!match || !tab) return null;
        return (
          <div key={`${key}#${reloadNonce[key] ?? 0}`} className="cw-tab-pane" hidden={key !== activeKey}>
            <Routes location={tab.path}>
              <Route path={match.route.path} element={<RoutePage route={match.route} />} />
            </Routes>
          </div>
        );
      })}
    </>
  );
}
