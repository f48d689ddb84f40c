import { proxy } from 'valtio';

/**
 * Layout settings (spec §3 "Settings", §9 theme defaults) and the device class derived from the window width
 * (spec §4 Device). The settings drawer edits them; `savePreferences` persists them in localStorage.
 */
export type MenuTheme = 'dark' | 'light';
export type NavigationMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';
export type Device = 'desktop' | 'mobile';

export interface LayoutSettings {
  theme: MenuTheme;
  /** Primary colour, `#RRGGBB`. */
  color: string;
  layout: NavigationMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  weak: boolean;
  multipage: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: 'dark',
  color: '#1890FF',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  weak: false,
  multipage: true,
};

/** The Vue2 client's theme colour swatches. */
export const THEME_COLORS = ['#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'];

/** Widths at or below this are "mobile": drawer menu, sidebar closed, no multi-tab (spec §4, §9). */
export const MOBILE_MAX_WIDTH = 1087.99;
/** Below this the header drops secondary texts (spec §9 second breakpoint). */
export const NARROW_MAX_WIDTH = 767.99;

export const deviceForWidth = (width: number): Device => (width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop');
export const isNarrowWidth = (width: number): boolean => width <= NARROW_MAX_WIDTH;

/**
 * Apply one change with the settings' coupling rules: topmenu forces the fixed sidebar off, Fluid width exists only
 * for topmenu, hiding the header on scroll needs a fixed header.
 */
export function applySetting<K extends keyof LayoutSettings>(
  settings: LayoutSettings,
  key: K,
  value: LayoutSettings[K],
): LayoutSettings {
  const next: LayoutSettings = { ...settings, [key]: value };
  if (next.layout === 'topmenu') next.fixSiderbar = false;
  if (next.layout === 'sidemenu') next.contentWidth = 'Fixed';
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

/** Multi-tab mode as it applies on this device: always off on mobile. */
export const effectiveMultipage = (settings: LayoutSettings, device: Device): boolean =>
  settings.multipage && device !== 'mobile';

/** Keep only known keys with values of the right type, so a stale or tampered entry cannot break the layout. */
export function parseSettings(raw: unknown): LayoutSettings {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_SETTINGS };
  const r = raw as Record<string, unknown>;
  const pick = <K extends keyof LayoutSettings>(key: K, ok: (v: unknown) => boolean): LayoutSettings[K] =>
    ok(r[key]) ? (r[key] as LayoutSettings[K]) : DEFAULT_SETTINGS[key];
  const bool = (v: unknown) => typeof v === 'boolean';
  const settings: LayoutSettings = {
    theme: pick('theme', (v) => v === 'dark' || v === 'light'),
    color: pick('color', (v) => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)),
    layout: pick('layout', (v) => v === 'sidemenu' || v === 'topmenu'),
    contentWidth: pick('contentWidth', (v) => v === 'Fixed' || v === 'Fluid'),
    fixedHeader: pick('fixedHeader', bool),
    autoHideHeader: pick('autoHideHeader', bool),
    fixSiderbar: pick('fixSiderbar', bool),
    weak: pick('weak', bool),
    multipage: pick('multipage', bool),
  };
  // Re-run the coupling rules over the stored combination.
  return applySetting(settings, 'layout', settings.layout);
}

const STORAGE_KEY = 'CW_LAYOUT_SETTINGS';

function loadSettings(): LayoutSettings {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return parseSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

const initialWidth = typeof window === 'undefined' ? 1280 : window.innerWidth;

export interface PreferencesState {
  settings: LayoutSettings;
  device: Device;
  narrow: boolean;
  /** Sider expanded (desktop) or drawer open (mobile). */
  sidebarOpen: boolean;
}

export const preferencesStore = proxy<PreferencesState>({
  settings: loadSettings(),
  device: deviceForWidth(initialWidth),
  narrow: isNarrowWidth(initialWidth),
  sidebarOpen: deviceForWidth(initialWidth) === 'desktop',
});

export function updateSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void {
  preferencesStore.settings = applySetting(preferencesStore.settings, key, value);
}

/** Persist the current settings; false when storage is unavailable (private mode, quota). */
export function savePreferences(): boolean {
  try {
    globalThis.localStorage.setItem(STORAGE_KEY, JSON.stringify(preferencesStore.settings));
    return true;
  } catch {
    return false;
  }
}

/** A width change: entering a class resets the sidebar to that class's default (mobile closed, desktop open). */
export function setViewportWidth(width: number): void {
  const device = deviceForWidth(width);
  if (device !== preferencesStore.device) {
    preferencesStore.device = device;
    preferencesStore.sidebarOpen = device === 'desktop';
  }
  preferencesStore.narrow = isNarrowWidth(width);
}

export function setSidebarOpen(open: boolean): void {
  preferencesStore.sidebarOpen = open;
}
