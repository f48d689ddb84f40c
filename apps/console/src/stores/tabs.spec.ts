import enLayout from '../locales/en-US/layout.json';
import zhLayout from '../locales/zh-CN/layout.json';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  homeTab,
  openTab,
  tabFor,
  tabKeyOf,
  tabPath,
  reloadTab,
  RELOAD_EFFECT_MS,
  setTabs,
  TAB_REFUSAL_MESSAGE_KEYS,
  tabsStore,
  type Tab,
} from './tabs';

const HOME = '/dashboard/analysis';
const tab = (path: string, title = path): Tab => tabFor(path, tabKeyOf(path).slice(1).replace(/\//g, '-'), title);
const keys = (tabs: Tab[]) => tabs.map((t) => t.key);
const multi = { homePath: HOME, multipage: true };

describe('openTab', () => {
  it('puts the fixed home tab first when the first route is another page', () => {
    expect(keys(openTab([], tab('/isystem/user'), multi))).toEqual([HOME, '/isystem/user']);
  });

  it('titles the home tab 首页', () => {
    expect(openTab([], tab('/a'), multi)[0]).toEqual(homeTab(HOME));
    expect(homeTab(HOME).title).toBe('首页');
  });

  it('appends a new route as a new tab', () => {
    const tabs = openTab(openTab([], tab('/a'), multi), tab('/b'), multi);
    expect(keys(tabs)).toEqual([HOME, '/a', '/b']);
  });

  it('updates an existing tab in place instead of adding a second one', () => {
    const tabs = openTab([homeTab(HOME), tab('/a', 'old'), tab('/b')], tab('/a', 'new'), multi);
    expect(keys(tabs)).toEqual([HOME, '/a', '/b']);
    expect(tabs[1].title).toBe('new');
  });

  it('keys tabs by the pathname: a page that changes its query stays one tab showing the new query', () => {
    const tabs = openTab([homeTab(HOME), tab('/analysis/notification')], tab('/analysis/notification?id=7'), multi);
    expect(keys(tabs)).toEqual([HOME, '/analysis/notification']);
    expect(tabs[1].path).toBe('/analysis/notification?id=7');
    expect(tabPath(tabs, '/analysis/notification')).toBe('/analysis/notification?id=7');
  });

  it('keeps only the current tab in single-tab mode', () => {
    const tabs = openTab([homeTab(HOME), tab('/a')], tab('/b'), { homePath: HOME, multipage: false });
    expect(keys(tabs)).toEqual(['/b']);
  });
});

describe('closeTab', () => {
  const tabs = [homeTab(HOME), tab('/a'), tab('/b'), tab('/c')];

  it('refuses to close the home tab', () => {
    expect(closeTab(tabs, HOME, HOME, HOME)).toEqual({ ok: false, reason: 'home' });
  });

  it('refuses to close the last remaining tab', () => {
    expect(closeTab([tab('/a')], '/a', '/a', HOME)).toEqual({ ok: false, reason: 'last' });
  });

  it('activates the right neighbour when the active tab is closed', () => {
    const r = closeTab(tabs, '/b', '/b', HOME);
    expect(r).toEqual({ ok: true, tabs: [tabs[0], tabs[1], tabs[3]], activeKey: '/c' });
  });

  it('activates the left neighbour when the active tab was the rightmost', () => {
    const r = closeTab(tabs, '/c', '/c', HOME);
    expect(r.ok && r.activeKey).toBe('/b');
  });

  it('keeps the active tab when another tab is closed', () => {
    const r = closeTab(tabs, '/a', '/c', HOME);
    expect(r.ok && keys(r.tabs)).toEqual([HOME, '/b', '/c']);
    expect(r.ok && r.activeKey).toBe('/c');
  });
});

describe('bulk closing from the context menu', () => {
  const tabs = [homeTab(HOME), tab('/a'), tab('/b'), tab('/c'), tab('/d')];

  it('close left keeps home and the tabs from the clicked one onwards', () => {
    const r = closeLeft(tabs, '/c', '/d', HOME);
    expect(keys(r.tabs)).toEqual([HOME, '/c', '/d']);
    expect(r.activeKey).toBe('/d');
  });

  it('close left activates the clicked tab when the active one was closed', () => {
    expect(closeLeft(tabs, '/c', '/a', HOME).activeKey).toBe('/c');
  });

  it('close right keeps home and the tabs up to the clicked one', () => {
    const r = closeRight(tabs, '/b', '/a', HOME);
    expect(keys(r.tabs)).toEqual([HOME, '/a', '/b']);
    expect(r.activeKey).toBe('/a');
  });

  it('close right activates the clicked tab when the active one was closed', () => {
    expect(closeRight(tabs, '/b', '/d', HOME).activeKey).toBe('/b');
  });

  it('close others keeps home and the clicked tab, which becomes active', () => {
    const r = closeOthers(tabs, '/c', HOME);
    expect(keys(r.tabs)).toEqual([HOME, '/c']);
    expect(r.activeKey).toBe('/c');
  });

  it('close others on the home tab keeps only home', () => {
    expect(keys(closeOthers(tabs, HOME, HOME).tabs)).toEqual([HOME]);
  });
});

describe('refusal messages', () => {
  const lookup = (table: Record<string, unknown>, key: string) =>
    key
      .split(':')[1]
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);

  it('uses the spec wording in Chinese', () => {
    expect(lookup(zhLayout, TAB_REFUSAL_MESSAGE_KEYS.home)).toBe('首页不能关闭!');
    expect(lookup(zhLayout, TAB_REFUSAL_MESSAGE_KEYS.last)).toBe('这是最后一页，不能再关闭了啦');
  });

  it('has English texts for both refusals', () => {
    expect(lookup(enLayout, TAB_REFUSAL_MESSAGE_KEYS.home)).toMatch(/home/i);
    expect(lookup(enLayout, TAB_REFUSAL_MESSAGE_KEYS.last)).toMatch(/last/i);
  });
});

describe('tab refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('remounts the page and runs the reload effect for 1400 ms', () => {
    setTabs([homeTab(HOME), tab('/a')]);
    reloadTab('/a');
    expect(tabsStore.reloadNonce['/a']).toBe(1);
    expect(tabsStore.reloading).toBe(true);
    vi.advanceTimersByTime(RELOAD_EFFECT_MS - 1);
    expect(tabsStore.reloading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tabsStore.reloading).toBe(false);
  });

  it('forgets the refresh state of closed tabs', () => {
    setTabs([homeTab(HOME), tab('/a')]);
    reloadTab('/a');
    setTabs([homeTab(HOME)]);
    expect(tabsStore.reloadNonce).toEqual({});
  });
});
