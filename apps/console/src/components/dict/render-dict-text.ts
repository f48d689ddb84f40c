import type { DictModel } from '@cropwatch/contract';

export const dictLabel = (item: DictModel): string => item.text || item.label || item.title || item.value;

/**
 * Display text of a list cell (contract §1.8): the server's `<field>_dictText` when present, else the texts of
 * the given dictionary items for the (comma) value, else the raw value.
 */
export function renderDictText(record: object, field: string, items?: readonly DictModel[]): string {
  const row = record as Record<string, unknown>;
  const translated = row[`${field}_dictText`];
  if (typeof translated === 'string' && translated !== '') return translated;
  const raw = row[field];
  if (raw === undefined || raw === null || raw === '') return '';
  const value =
    typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : JSON.stringify(raw);
  if (!items?.length) return value;
  return value
    .split(',')
    .map((v) => {
      const item = items.find((i) => i.value === v);
      return item ? dictLabel(item) : v;
    })
    .join(',');
}
