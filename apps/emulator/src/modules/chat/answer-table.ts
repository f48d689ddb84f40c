import type { ChatAnswerChart, ChatAnswerParts, ChatAnswerTable, ChatChartSeries } from '@cropwatch/contract';

/**
 * The structured parts of an answer (issue #34): its Markdown tables, and the charts declared on them. A chart
 * reads its figures from the table's own cells, so the chart and the table can never disagree.
 */

const isRow = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const isSeparator = (line: string) => /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(line);

/** Cells of a `| a | b |` line; `\|` stays a literal bar; emphasis and code marks are dropped. */
export function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i];
    if (ch === '\\' && inner[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '|') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.replace(/\*\*|__|`/g, '').trim());
}

/**
 * The caption of a table: the line right above it (at most one blank line between) when it reads as one: a heading,
 * a line in bold, or a line ending with a colon. Markdown marks are dropped.
 */
function captionAbove(lines: string[], headerAt: number): string | null {
  let i = headerAt - 1;
  if (i >= 0 && lines[i].trim() === '') i--;
  if (i < 0) return null;
  const line = lines[i].trim();
  const caption = /^#{1,6}\s/.test(line) || /^\*\*[^*]+\*\*$/.test(line) || /[:：]$/.test(line);
  if (!caption || isRow(line)) return null;
  const text = line
    .replace(/^#{1,6}\s+/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/[:：]\s*$/, '')
    .trim();
  return text && text.length <= 120 ? text : null;
}

/** Every Markdown table of `content` (outside code fences), in order. */
export function answerTables(content: string): ChatAnswerTable[] {
  const lines = content.split(/\r?\n/);
  const tables: ChatAnswerTable[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) {
      fenced = !fenced;
      continue;
    }
    if (fenced || !isRow(lines[i]) || i + 1 >= lines.length || !isSeparator(lines[i + 1])) continue;
    const columns = splitRow(lines[i]);
    const rows: string[][] = [];
    let j = i + 2;
    for (; j < lines.length && isRow(lines[j]) && !isSeparator(lines[j]); j++) {
      const cells = splitRow(lines[j]);
      // A short row is padded, a long one cut: the table keeps its header's width.
      rows.push(columns.map((_, k) => cells[k] ?? ''));
    }
    tables.push({ title: captionAbove(lines, i), columns, rows });
    i = j - 1;
  }
  return tables;
}

export interface Figure {
  value: number;
  unit: string;
}

/**
 * The figure a cell states: a signed number (thousands separators, decimals, the Unicode minus, `±0`) and the unit
 * written right after it; a trailing note in brackets (`955毫米（15年平均）`) is not part of the unit. Null when the
 * cell is not one figure (text, a dash, a period such as `2025年7–10月`).
 */
export function parseFigure(cell: string): Figure | null {
  const text = cell
    .trim()
    .replace(/[（(][^）)]*[）)]\s*$/, '')
    .trim();
  const m = /^([+\-−–±]?)\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(.*)$/.exec(text);
  if (!m) return null;
  const unit = m[4].trim();
  if (/\d/.test(unit) || unit.length > 8 || /[\s,，;；]/.test(unit)) return null;
  const magnitude = Number(m[2].replace(/,/g, '') + (m[3] ?? ''));
  if (!Number.isFinite(magnitude)) return null;
  return { value: m[1] && m[1] !== '+' && m[1] !== '±' ? -magnitude : magnitude, unit };
}

/** Rows that name years or periods (`2024`, `2025年7–10月`, `Jul–Oct 2025`, `2025-JUL_OCT`): a time series. */
const TIME_CELL = /^(\d{4}(\D|$)|.*\b(19|20)\d{2}\b)|^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/i;

/**
 * The columns of a table worth drawing: the column's most frequent unit fills at least two rows and at least half
 * of them; a cell in another unit (a temperature departure in ℃ among departures in %) is left out of the chart
 * (null), never converted. When the drawable columns have different units, the chart keeps the columns of the unit
 * of the first one (one axis, one unit).
 */
export function tableChart(table: ChatAnswerTable, index: number): ChatAnswerChart | null {
  if (table.columns.length < 2 || table.rows.length < 2) return null;
  const series: ChatChartSeries[] = [];
  for (let column = 1; column < table.columns.length; column++) {
    const figures = table.rows.map((r) => parseFigure(r[column] ?? ''));
    const counts = new Map<string, number>();
    for (const f of figures) if (f) counts.set(f.unit, (counts.get(f.unit) ?? 0) + 1);
    const [unit, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (count < 2 || count * 2 < table.rows.length) continue;
    if (series.length && series[0].unit !== unit) continue;
    const values = figures.map((f) => (f && f.unit === unit ? f.value : null));
    series.push({ column, name: table.columns[column], unit, values });
  }
  if (!series.length) return null;
  const categories = table.rows.map((r) => r[0]);
  const type = categories.every((c) => TIME_CELL.test(c)) ? 'line' : 'bar';
  return { table: index, type, title: table.title, categories, series };
}

/** The parts of an answer, or null when it has no table. */
export function answerParts(content: string): ChatAnswerParts | null {
  const tables = answerTables(content);
  if (!tables.length) return null;
  const charts = tables.map(tableChart).filter((c): c is ChatAnswerChart => c !== null);
  return { tables, charts };
}
