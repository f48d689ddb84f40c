import {
  type CropIndicatorDefEntity,
  type CropIndicatorEntity,
  fieldValue,
  formatDeparture,
  formatValue,
} from '../../crop-data';

export type Lang = 'zh' | 'en';

/** The numeric columns a data table may hold: the indicator seed fields plus the irrigated share. */
export const TABLE_FIELDS = [
  'rain_mm',
  'rain_15ya_mm',
  'rain_dep_pct',
  'temp_c',
  'temp_15ya_c',
  'temp_dep_c',
  'radpar_mj_m2',
  'radpar_15ya_mj_m2',
  'radpar_dep_pct',
  'biomss_gdm_m2',
  'biomss_15ya_gdm_m2',
  'biomss_dep_pct',
  'calf_pct',
  'calf_5ya_pct',
  'calf_dep_pct',
  'vcix',
  'ci_pct',
  'ci_5ya_pct',
  'ci_dep_pct',
  'cpi',
  'ndvi_below_avg_pct',
  'irrigated_share_pct',
] as const;
export type TableField = (typeof TABLE_FIELDS)[number];

/**
 * One item's input data: the values of one zone and period by seed field name (`rain_mm`, `rain_dep_pct`),
 * whatever its origin (the crop indicator table, an uploaded workbook). Only the fields the source holds
 * are present, so nothing downstream can write a number the table does not contain.
 */
export interface DataTable {
  /** Zone code the row describes. */
  code: string;
  values: Partial<Record<TableField, number>>;
  /** GEOGLAM-style condition class (`favourable`), when the source has one. */
  condition: string | null;
  /** Where the row came from, for errors and the OpenAI context (`indicators 2025-JUL_OCT`, an upload path). */
  source: string;
}

/** The data table of a crop indicator row; the irrigated share falls back to the country's irrigation record. */
export function tableFromIndicatorRow(row: CropIndicatorEntity, irrigatedSharePct: number | null): DataTable {
  const values: DataTable['values'] = {};
  for (const field of TABLE_FIELDS) {
    const v = field === 'irrigated_share_pct' ? row.irrigatedSharePct : fieldValue(row, field);
    if (typeof v === 'number' && Number.isFinite(v)) values[field] = v;
  }
  if (values.irrigated_share_pct === undefined && irrigatedSharePct !== null)
    values.irrigated_share_pct = irrigatedSharePct;
  return { code: row.unitCode, values, condition: row.condition || null, source: `indicators ${row.period}` };
}

/** The numeric indicators (agroclimatic, then agronomic) whose value the table holds. */
export function presentDefs(defs: readonly CropIndicatorDefEntity[], table: DataTable): CropIndicatorDefEntity[] {
  return defs.filter(
    (d) =>
      (d.group === 'agroclimatic' || d.group === 'agronomic') &&
      table.values[d.fields.value as TableField] !== undefined,
  );
}

export const valueOf = (table: DataTable, field: string | null): number | undefined =>
  field ? table.values[field as TableField] : undefined;

/** Departures are printed rounded (integer %, 0.1 °C); words and signs follow the printed figure. */
export function roundedDeparture(def: CropIndicatorDefEntity, dep: number): number {
  return def.departure === 'absolute_c' ? Math.round(dep * 10) / 10 : Math.round(dep);
}

const indicatorLabel = (def: CropIndicatorDefEntity, lang: Lang) => (lang === 'zh' ? def.nameZh : def.code);

/** `RAIN 186 mm (−27%)` for one indicator, or null when the table lacks its value. */
function compact(def: CropIndicatorDefEntity, table: DataTable, lang: Lang): string | null {
  const value = valueOf(table, def.fields.value);
  if (value === undefined) return null;
  const dep = valueOf(table, def.fields.departure);
  const text = `${indicatorLabel(def, lang)} ${formatValue(def, value, lang)}`;
  if (dep === undefined) return text;
  const d = formatDeparture(def, roundedDeparture(def, dep));
  return lang === 'zh' ? `${text}（${d}）` : `${text} (${d})`;
}

/** The one-line summaries the `{agroclimate}` and `{agronomic}` prompt variables receive. */
export function indicatorLine(
  defs: readonly CropIndicatorDefEntity[],
  table: DataTable,
  group: 'agroclimatic' | 'agronomic',
  lang: Lang,
): string {
  return presentDefs(defs, table)
    .filter((d) => d.group === group)
    .map((d) => compact(d, table, lang))
    .filter((s): s is string => s !== null)
    .join(lang === 'zh' ? '，' : ', ');
}

/** The data table as Markdown (indicator | value | departure), the `{table}` variable and the model's context. */
export function tableMarkdown(defs: readonly CropIndicatorDefEntity[], table: DataTable, lang: Lang): string {
  const head =
    lang === 'zh' ? `| 指标 | 数值 | 距平 |\n|---|---|---|` : `| Indicator | Value | Departure |\n|---|---|---|`;
  const rows = presentDefs(defs, table).map((d) => {
    const value = valueOf(table, d.fields.value)!;
    const dep = valueOf(table, d.fields.departure);
    const name = lang === 'zh' ? `${d.nameZh} ${d.code}` : `${d.nameEn} (${d.code})`;
    const depText = dep === undefined ? '—' : formatDeparture(d, roundedDeparture(d, dep));
    return `| ${name} | ${formatValue(d, value, lang)} | ${depText} |`;
  });
  const share = table.values.irrigated_share_pct;
  if (share !== undefined)
    rows.push(
      lang === 'zh'
        ? `| 灌溉耕地比例 | ${Math.round(share)}% | — |`
        : `| Irrigated share | ${Math.round(share)}% | — |`,
    );
  return [head, ...rows].join('\n');
}
