import {
  applySetting,
  DEFAULT_SETTINGS,
  deviceForWidth,
  effectiveMultipage,
  isNarrowWidth,
  parseSettings,
  preferencesStore,
  savePreferences,
  setViewportWidth,
  updateSetting,
} from './preferences';

describe('device breakpoints', () => {
  it('treats 1087.99 px and below as mobile', () => {
    expect(deviceForWidth(1087.99)).toBe('mobile');
    expect(deviceForWidth(375)).toBe('mobile');
  });

  it('treats widths above 1087.99 px as desktop', () => {
    expect(deviceForWidth(1088)).toBe('desktop');
    expect(deviceForWidth(1920)).toBe('desktop');
  });

  it('marks 767.99 px and below as narrow', () => {
    expect(isNarrowWidth(767.99)).toBe(true);
    expect(isNarrowWidth(768)).toBe(false);
  });

  it('closes the sidebar when the window becomes mobile and opens it again on desktop', () => {
    setViewportWidth(1280);
    preferencesStore.sidebarOpen = true;
    setViewportWidth(900);
    expect(preferencesStore.device).toBe('mobile');
    expect(preferencesStore.sidebarOpen).toBe(false);
    setViewportWidth(1400);
    expect(preferencesStore.device).toBe('desktop');
    expect(preferencesStore.sidebarOpen).toBe(true);
  });

  it('keeps a collapsed sider collapsed while the width changes within desktop', () => {
    setViewportWidth(1280);
    preferencesStore.sidebarOpen = false;
    setViewportWidth(1300);
    expect(preferencesStore.sidebarOpen).toBe(false);
  });

  it('switches multi-tab mode off on mobile only', () => {
    expect(effectiveMultipage(DEFAULT_SETTINGS, 'desktop')).toBe(true);
    expect(effectiveMultipage(DEFAULT_SETTINGS, 'mobile')).toBe(false);
    expect(effectiveMultipage({ ...DEFAULT_SETTINGS, multipage: false }, 'desktop')).toBe(false);
  });
});

describe('settings rules', () => {
  it('defaults to primary colour 1890FF, dark menu, sidemenu, fixed width, multi-tab', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      color: '#1890FF',
      theme: 'dark',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
    });
  });

  it('forces the fixed sidebar off when switching to topmenu', () => {
    const s = applySetting({ ...DEFAULT_SETTINGS, fixSiderbar: true }, 'layout', 'topmenu');
    expect(s.fixSiderbar).toBe(false);
  });

  it('keeps the fixed sidebar off while in topmenu', () => {
    const s = applySetting({ ...DEFAULT_SETTINGS, layout: 'topmenu' }, 'fixSiderbar', true);
    expect(s.fixSiderbar).toBe(false);
  });

  it('allows Fluid width only in topmenu', () => {
    expect(applySetting(DEFAULT_SETTINGS, 'contentWidth', 'Fluid').contentWidth).toBe('Fixed');
    const top = applySetting(DEFAULT_SETTINGS, 'layout', 'topmenu');
    expect(applySetting(top, 'contentWidth', 'Fluid').contentWidth).toBe('Fluid');
  });

  it('needs a fixed header to hide the header on scroll', () => {
    expect(applySetting(DEFAULT_SETTINGS, 'autoHideHeader', true).autoHideHeader).toBe(false);
    const fixed = applySetting(DEFAULT_SETTINGS, 'fixedHeader', true);
    const hiding = applySetting(fixed, 'autoHideHeader', true);
    expect(hiding.autoHideHeader).toBe(true);
    expect(applySetting(hiding, 'fixedHeader', false).autoHideHeader).toBe(false);
  });

  it('falls back to defaults for unknown or ill-typed stored values', () => {
    expect(parseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ theme: 'pink', color: 'red', multipage: 'yes', weak: true })).toEqual({
      ...DEFAULT_SETTINGS,
      weak: true,
    });
  });

  it('persists saved settings and reads them back', () => {
    updateSetting('theme', 'light');
    updateSetting('color', '#722ED1');
    expect(savePreferences()).toBe(true);
    const stored = parseSettings(JSON.parse(localStorage.getItem('CW_LAYOUT_SETTINGS') ?? 'null'));
    expect(stored).toMatchObject({ theme: 'light', color: '#722ED1' });
  });
});
