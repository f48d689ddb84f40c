/**
 * Turns any exceljs cell value into the text an import row holds. Every reader path (streaming and the
 * full-load fallback) goes through this one function so both read a workbook identically.
 *
 * - strings are trimmed; numbers keep their shortest form (`13911110001`, not `1.3911110001E10`);
 * - dates (exceljs gives them as UTC instants of the sheet's wall time) become `yyyy-MM-dd`, or
 *   `yyyy-MM-dd HH:mm:ss` when they carry a time;
 * - rich text is concatenated, formulas give their cached result, hyperlinks their text, errors nothing.
 *
 * A `{sharedString: n}` placeholder (the streaming reader met the sheet before `sharedStrings.xml`) cannot
 * be resolved here: `SharedStringPending` tells the reader to load the workbook whole instead.
 */
export class SharedStringPending extends Error {
  constructor() {
    super('shared string referenced before the shared strings table');
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function formatUtc(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const h = d.getUTCHours();
  const m = d.getUTCMinutes();
  const s = d.getUTCSeconds();
  return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
}

export function normaliseCellValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return formatUtc(value);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('sharedString' in v) throw new SharedStringPending();
    if (Array.isArray(v.richText))
      return (v.richText as { text?: unknown }[])
        .map((r) => (typeof r.text === 'string' ? r.text : ''))
        .join('')
        .trim();
    if ('formula' in v || 'sharedFormula' in v) return normaliseCellValue(v.result);
    if ('error' in v) return '';
    if ('text' in v) return normaliseCellValue(v.text);
  }
  return '';
}

/** Integers as digits (phone numbers typed as numbers), other numbers without float noise. */
function formatNumber(n: number): string {
  if (Number.isInteger(n)) return BigInt(n).toString();
  return String(Number(n.toPrecision(15)));
}
