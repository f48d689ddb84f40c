import { dayjs } from './dayjs';
import { antdLocale, currentLanguage, i18n, setLanguage, toLanguage } from './i18n';

describe('i18n', () => {
  afterAll(() => setLanguage('zh-CN'));

  it('maps browser language tags onto the two supported languages', () => {
    expect(['zh', 'zh-Hans-CN', 'zh-TW', 'zh-cn'].map(toLanguage)).toEqual(['zh-CN', 'zh-CN', 'zh-CN', 'zh-CN']);
    expect(['en', 'en-GB', 'EN-us'].map(toLanguage)).toEqual(['en-US', 'en-US', 'en-US']);
    expect(toLanguage('fr-FR')).toBe('zh-CN');
    expect(toLanguage(undefined)).toBe('zh-CN');
  });

  it('switches i18next and dayjs together and persists the choice', () => {
    setLanguage('en-US');
    expect(currentLanguage()).toBe('en-US');
    expect(dayjs.locale()).toBe('en');
    expect(i18n.t('http.forbidden', { ns: 'common' })).toBe('Access denied');
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
    setLanguage('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(i18n.t('http.forbidden', { ns: 'common' })).toBe('拒绝访问');
  });

  it('gives antd its own locale object per language', () => {
    expect(antdLocale('zh-CN')?.locale).toBe('zh-cn');
    expect(antdLocale('en-US')?.locale).toBe('en');
  });

  it('has every zh-CN key in en-US too, in every namespace', () => {
    const keys = (obj: object, prefix = ''): string[] =>
      Object.entries(obj).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    const namespaces = Object.keys(i18n.store.data['zh-CN']);
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'layout', 'menu']));
    for (const ns of namespaces) {
      const zh = keys(i18n.getResourceBundle('zh-CN', ns) as object);
      const en = keys(i18n.getResourceBundle('en-US', ns) as object);
      expect(en.sort()).toEqual(zh.sort());
    }
  });

  it('loads the cron builder namespace from @cropwatch/ui, in both languages', async () => {
    const { cronBuilderLocales } = await import('@cropwatch/ui/cron-builder/locales');
    expect(i18n.getResourceBundle('zh-CN', 'cron')).toEqual(cronBuilderLocales['zh-CN']);
    expect(i18n.getResourceBundle('en-US', 'cron')).toEqual(cronBuilderLocales['en-US']);
    expect(i18n.t('tabs.second', { ns: 'cron', lng: 'zh-CN' })).toBe('秒');
    expect(i18n.t('tabs.second', { ns: 'cron', lng: 'en-US' })).toBe(cronBuilderLocales['en-US'].tabs.second);
  });
});
