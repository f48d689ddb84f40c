import type { DictTexts } from '../dict/dict-text';

/**
 * One column of an entity's export and import sheet, after AutoPOI's `@Excel(name, dicCode)`: the
 * header text, the JSON property it holds and, for dictionary columns, the code whose texts are
 * written on export and read back on import.
 */
export interface ExcelColumn {
  /** Property of the JSON record (export) and of the parsed import row. */
  key: string;
  /** Header text (`@Excel(name = …)`). */
  header: string;
  /** Column width in characters (default 15, AutoPOI's). */
  width?: number;
  /** Dictionary code (`sex`) or table dictionary (`sys_position,name,code`) translating values to texts. */
  dict?: string;
}

/** The text a record's value is exported as: dictionary texts for dictionary columns (multi-values too). */
export function exportCellText(column: ExcelColumn, value: unknown, dicts: DictTexts): string | number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  if (column.dict) {
    const items = dicts.get(column.dict);
    return String(value)
      .split(',')
      .map((v) => items?.get(v) ?? v)
      .join(',');
  }
  return value;
}

/** Text -> value maps of the dictionaries, for reading dictionary columns back (AutoPOI `replace`). */
export type DictValues = Map<string, Map<string, string>>;

export function invertDicts(dicts: DictTexts): DictValues {
  const out: DictValues = new Map();
  for (const [code, items] of dicts) {
    const inverse = new Map<string, string>();
    for (const [value, text] of items) if (!inverse.has(text)) inverse.set(text, value);
    out.set(code, inverse);
  }
  return out;
}

/**
 * The value of an imported dictionary cell: each comma part is read as a text, else kept when it is
 * already one of the dictionary's values; an unknown part keeps its text so row validation reports it.
 */
export function importCellValue(column: ExcelColumn, text: string, values: DictValues): string {
  if (!column.dict || text === '') return text;
  const byText = values.get(column.dict);
  return text
    .split(',')
    .map((part) => part.trim())
    .map((part) => byText?.get(part) ?? part)
    .join(',');
}
