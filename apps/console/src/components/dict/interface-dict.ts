import { i18n } from '../../lib/i18n';

/**
 * Texts of the dictionaries that belong to the interface (issue #31): job status, switches, publish states… are
 * words of the console, not data, so they follow its language (`common:interfaceDict.<code>.<value>`, the zh-CN
 * texts being the seed's). Any other dictionary, or a value the table does not know, keeps the server's text.
 */
export function interfaceDictText(
  dictCode: string,
  value: string | number | null | undefined,
  fallback: string,
): string {
  if (value === undefined || value === null || value === '') return fallback;
  const key = `interfaceDict.${dictCode}.${String(value)}`;
  return i18n.exists(key, { ns: 'common' }) ? i18n.t(key, { ns: 'common' }) : fallback;
}
