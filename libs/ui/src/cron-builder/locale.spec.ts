import i18next from 'i18next';
import { CRON_NAMESPACE, cronBuilderLocales, registerCronBuilderLocales, toCronLocale } from './locale';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('cron builder locales', () => {
  it('has every zh-CN key in en-US too', () => {
    expect(keys(cronBuilderLocales['en-US']).sort()).toEqual(keys(cronBuilderLocales['zh-CN']).sort());
  });

  it('names weekdays 1 = Sunday … 7 = Saturday', () => {
    expect(Object.values(cronBuilderLocales['en-US'].weekday)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(cronBuilderLocales['zh-CN'].weekday['1']).toBe('星期日');
  });

  it('registers the cron namespace on an i18next instance once, keeping what is there', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en-US', resources: { 'en-US': { cron: { title: 'Custom' } } } });
    registerCronBuilderLocales(i18n);
    registerCronBuilderLocales(i18n);
    expect(i18n.t('title', { ns: CRON_NAMESPACE })).toBe('Custom');
    expect(i18n.getFixedT('zh-CN', CRON_NAMESPACE)('title')).toBe('Cron表达式');
  });

  it('maps i18next languages to the engine locales, zh-CN as the fallback', () => {
    expect(['en', 'en-US', 'en-GB'].map(toCronLocale)).toEqual(['en-US', 'en-US', 'en-US']);
    expect(['zh-CN', 'zh', 'fr', undefined].map(toCronLocale)).toEqual(['zh-CN', 'zh-CN', 'zh-CN', 'zh-CN']);
  });
});
