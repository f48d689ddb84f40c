import { proxy } from 'valtio';

/**
 * Multi-tab rules (spec §2 Layout, §4 Tabs), mirroring the Vue2 client's `TabLayout`.
 * The rules are pure functions over the tab list so they can be tested one by one; the store only holds
 * the list and the refresh state. Tabs are keyed by the pathname (one tab per menu entry, issue #18): a page that
 * changes its query (`/analysis/notification` → `?id=…`) stays in its tab, which remembers the full path.
 */
export interface Tab {
  /** The pathname: the tab's identity. */
  key: string;
  /** Full path incl. query: the location its page renders and a click on the tab returns to. */
  path: string;
  /** Route name, used to translate the title through the `menu` namespace. */
  name: string;
  /** Server title, the fallback when `menu:<name>` has no entry. */
  title: string;
}

export type TabRefusal = 'home' | 'last';

/** i18n keys of the warnings shown when a close is refused (zh-CN texts are the spec's §8 messages). */
export const TAB_REFUSAL_MESSAGE_KEYS: Record<TabRefusal, string> = {
  home: 'layout:tabs.homeNotClosable',
  last: 'layout:tabs.lastTab',
};

/** How long the refresh icon spins after a tab is reloaded (spec §9 "reload effect 1400 ms"). */
export const RELOAD_EFFECT_MS = 1400;

export const HOME_TAB_NAME = 'dashboard-analysis';

export function homeTab(homePath: string): Tab {
  return { key: homePath, path: homePath, name: HOME_TAB_NAME, title: '首页' };
}

/** The tab key of a location: its pathname, without query or hash. */
export const tabKeyOf = (fullPath: string): string => fullPath.split(/[?#]/)[0];

/** The tab of a location (pathname key, full path to render). */
export const tabFor = (fullPath: string, name: string, title: string): Tab => ({
  key: tabKeyOf(fullPath),
  path: fullPath,
  name,
  title,
});

/** Where a click on a tab goes: its remembered full path. */
export const tabPath = (tabs: readonly Tab[], key: string): string => tabs.find((t) => t.key === key)?.path ?? key;

export interface TabOptions {
  homePath: string;
  /** Multi-tab mode as in effect (off in single-tab mode and on mobile). */
  multipage: boolean;
}

/** A route was entered: single-tab mode keeps only it; otherwise home stays first, new keys are appended, known keys updated. */
export function openTab(tabs: readonly Tab[], tab: Tab, { homePath, multipage }: TabOptions): Tab[] {
  if (!multipage) return [tab];
  const home = tab.key === homePath ? tab : (tabs.find((t) => t.key === homePath) ?? homeTab(homePath));
  const rest = tabs.filter((t) => t.key !== homePath);
  if (tab.key === homePath) return [home, ...rest];
  const index = rest.findIndex((t) => t.key === tab.key);
  if (index >= 0) rest[index] = tab;
  else rest.push(tab);
  return [home, ...rest];
}

export type CloseResult = { ok: true; tabs: Tab[]; activeKey: string } | { ok: false; reason: TabRefusal };

/** Close one tab. The home tab and the last remaining tab are refused; closing the active tab activates its neighbour. */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string, homePath: string): CloseResult {
  if (key === homePath) return { ok: false, reason: 'home' };
  if (tabs.length <= 1) return { ok: false, reason: 'last' };
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0) return { ok: true, tabs: [...tabs], activeKey };
  const next = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { ok: true, tabs: next, activeKey };
  // The tab that slides into the closed one's place (right neighbour), or the new last one (left neighbour).
  const neighbour = next[Math.min(index, next.length - 1)];
  return { ok: true, tabs: next, activeKey: neighbour.key };
}

export interface BulkCloseResult {
  tabs: Tab[];
  activeKey: string;
}

function keepActive(tabs: Tab[], activeKey: string, key: string): BulkCloseResult {
  return { tabs, activeKey: tabs.some((t) => t.key === activeKey) ? activeKey : key };
}

/** Close every tab left of `key` except home; if the active tab went, `key` becomes active. */
export function closeLeft(tabs: readonly Tab[], key: string, activeKey: string, homePath: string): BulkCloseResult {
  const index = tabs.findIndex((t) => t.key === key);
  const next = tabs.filter((t, i) => t.key === homePath || i >= index);
  return keepActive(next, activeKey, key);
}

/** Close every tab right of `key` except home; if the active tab went, `key` becomes active. */
export function closeRight(tabs: readonly Tab[], key: string, activeKey: string, homePath: string): BulkCloseResult {
  const index = tabs.findIndex((t) => t.key === key);
  const next = tabs.filter((t, i) => t.key === homePath || i <= index);
  return keepActive(next, activeKey, key);
}

/** Keep only home and `key`, which becomes active. */
export function closeOthers(tabs: readonly Tab[], key: string, homePath: string): BulkCloseResult {
  return { tabs: tabs.filter((t) => t.key === homePath || t.key === key), activeKey: key };
}

export interface TabsState {
  tabs: Tab[];
  /** Bumped per key by a refresh: the page element is keyed by it and therefore remounted. */
  reloadNonce: Record<string, number>;
  /** True for RELOAD_EFFECT_MS after a refresh (spinning icon). */
  reloading: boolean;
}

export const tabsStore = proxy<TabsState>({ tabs: [], reloadNonce: {}, reloading: false });

let reloadTimer: ReturnType<typeof setTimeout> | undefined;

/** Refresh a tab: remount its page and run the reload effect. */
export function reloadTab(key: string): void {
  tabsStore.reloadNonce[key] = (tabsStore.reloadNonce[key] ?? 0) + 1;
  tabsStore.reloading = true;
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    tabsStore.reloading = false;
  }, RELOAD_EFFECT_MS);
}

/** Replace the tab list, dropping the refresh state of tabs that no longer exist. */
export function setTabs(tabs: Tab[]): void {
  tabsStore.tabs = tabs;
  const keys = new Set(tabs.map((t) => t.key));
  for (const key of Object.keys(tabsStore.reloadNonce)) {
    if (!keys.has(key)) delete tabsStore.reloadNonce[key];
  }
}

/** Forget every tab (logout). */
export function resetTabs(): void {
  tabsStore.tabs = [];
  tabsStore.reloadNonce = {};
  tabsStore.reloading = false;
}
