/** dict code -> item value -> item text. */
export type DictTexts = Map<string, Map<string, string>>;

/**
 * DictAspect's `<field>_dictText` (contract §1.8): for each dictionary field with a non-empty value, a
 * sibling key with the translated text is appended. Multi-values ("1,2") are translated item by item;
 * values without an item contribute nothing, so an unknown value yields "".
 */
export function withDictText<T extends object>(
  record: T,
  fields: Record<string, string>,
  texts: DictTexts,
): T & Record<string, string> {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [field, dictCode] of Object.entries(fields)) {
    const value = (record as Record<string, unknown>)[field];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') continue;
    const items = texts.get(dictCode);
    out[`${field}_dictText`] = String(value)
      .split(',')
      .map((v) => items?.get(v))
      .filter((t): t is string => t !== undefined)
      .join(',');
  }
  return out as T & Record<string, string>;
}
