import { i18n } from '../../lib/i18n';
import { renderDictText } from './render-dict-text';

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

/**
 * A list or detail cell of an interface dictionary: the console's text for the row's value in its language, else
 * the server's `<field>_dictText` (or the raw value), as `renderDictText` gives it.
 */
export function interfaceDictCell(record: object, field: string, dictCode: string): string {
  const value = (record as Record<string, unknown>)[field];
  const fallback = renderDictText(record, field);
  return typeof value === 'string' || typeof value === 'number'
    ? interfaceDictText(dictCode, value, fallback)
    : fallback;
}
