import type * as Docx from 'docx';
import type { ChatAnswerTable, ChatConversationExport, ChatSource } from '@cropwatch/contract';
import { exceljs } from '../../core/excel/exceljs';
import { parseFigure } from '../chat';

/** Labels of the files, in the two UI languages. */
export const EXPORT_WORDS = {
  zh: {
    source: '来源',
    sources: '来源',
    question: '问',
    answer: '答',
    exporter: '导出人',
    exportedAt: '导出时间',
    table: '表',
    unfinished: '（回答未完成）',
  },
  en: {
    source: 'Source',
    sources: 'Sources',
    question: 'Question',
    answer: 'Answer',
    exporter: 'Exported by',
    exportedAt: 'Exported at',
    table: 'table',
    unfinished: '(answer not finished)',
  },
} as const;
export type ExportLang = keyof typeof EXPORT_WORDS;

/** The rows of a table file: header, rows, then an empty row and one row per source (label, title, kind). */
export function tableFileRows(table: ChatAnswerTable, sources: ChatSource[], lang: ExportLang): string[][] {
  const out = [table.columns, ...table.rows];
  if (sources.length) {
    out.push([]);
    for (const s of sources) out.push([EXPORT_WORDS[lang].source, s.title, s.source]);
  }
  return out;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** CSV with a UTF-8 BOM (Excel reads Chinese right) and CRLF line ends. */
export function tableCsv(table: ChatAnswerTable, sources: ChatSource[], lang: ExportLang): Buffer {
  const text = tableFileRows(table, sources, lang)
    .map((r) => r.map(csvField).join(','))
    .join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/**
 * The table as a workbook: a bold header, the cells as written (a cell that is a bare number is stored as a
 * number, so Excel sums it), the sources below.
 */
export async function tableXlsx(
  table: ChatAnswerTable,
  sources: ChatSource[],
  lang: ExportLang,
  sheetName: string,
): Promise<Buffer> {
  const ExcelJS = exceljs();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'CropWatch GPT';
  const ws = wb.addWorksheet(sheetName.replace(/[\\/*?:[\]]/g, '_').slice(0, 31) || 'Sheet1');
  const rows = tableFileRows(table, sources, lang);
  rows.forEach((r, i) => {
    const inTable = i <= table.rows.length;
    const row = ws.addRow(
      r.map((cell) => {
        const f = inTable && i > 0 ? parseFigure(cell) : null;
        return f && f.unit === '' && cell.trim() === String(f.value) ? f.value : cell;
      }),
    );
    if (i === 0) row.font = { bold: true };
  });
  table.columns.forEach((c, k) => {
    const width = Math.max(c.length, ...table.rows.map((r) => (r[k] ?? '').length));
    ws.getColumn(k + 1).width = Math.min(60, Math.max(10, width * 2));
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface ExportMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: string;
  createTime: string | null;
  model: string | null;
  sources: ChatSource[];
  tables: ChatAnswerTable[];
}

export interface ConversationFile {
  title: string;
  exporter: string;
  exportedAt: string;
  messages: ExportMessage[];
}

/** The conversation as Markdown: `#` title, one `##` per question and answer, each answer's sources listed. */
export function conversationMarkdown(c: ConversationFile, lang: ExportLang): string {
  const w = EXPORT_WORDS[lang];
  const out: string[] = [`# ${c.title}`, `${w.exporter}: ${c.exporter} · ${w.exportedAt}: ${c.exportedAt}`];
  for (const m of c.messages) {
    const when = m.createTime ? ` · ${m.createTime}` : '';
    if (m.role === 'user') out.push(`## ${w.question}${when}`, m.content.trim());
    else {
      const model = m.model ? ` · ${m.model}` : '';
      out.push(`## ${w.answer}${when}${model}`, m.content.trim() || w.unfinished);
      if (m.status !== 'done' && m.content.trim()) out.push(`*${w.unfinished}*`);
      if (m.sources.length)
        out.push(`**${w.sources}**\n\n${m.sources.map((s, i) => `${i + 1}. ${s.title} — ${s.source}`).join('\n')}`);
    }
  }
  return `${out.join('\n\n')}\n`;
}

/** The docx library, loaded by the first Word export instead of at start (like ExcelJS, D-108). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const docx = (): typeof Docx => require('docx') as typeof Docx;

/** Markdown table lines (`| a | b |` and the `|---|` rule): they become Word tables, not text. */
const TABLE_LINE = /^\s*\|.*\|\s*$/;

/**
 * The conversation as Word: the title, the exporter line, one heading per question and answer; an answer's text
 * without its Markdown tables, then each table of the answer as a Word table (bold header), then its sources as a
 * numbered list.
 */
export async function conversationDocx(c: ConversationFile, lang: ExportLang): Promise<Buffer> {
  const { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } = docx();
  const w = EXPORT_WORDS[lang];
  const text = (t: string) =>
    t
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '')
      .map((l) => new Paragraph({ text: l }));
  const wordTable = (t: ChatAnswerTable) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [t.columns, ...t.rows].map(
        (r, i) =>
          new TableRow({
            tableHeader: i === 0,
            children: t.columns.map(
              (_, k) =>
                new TableCell({
                  children: [new Paragraph({ children: [new TextRun({ text: r[k] ?? '', bold: i === 0 })] })],
                }),
            ),
          }),
      ),
    });
  const body: Array<Docx.Paragraph | Docx.Table> = [
    new Paragraph({ text: c.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: `${w.exporter}: ${c.exporter} · ${w.exportedAt}: ${c.exportedAt}` }),
  ];
  for (const m of c.messages) {
    const when = m.createTime ? ` · ${m.createTime}` : '';
    if (m.role === 'user') {
      body.push(new Paragraph({ text: `${w.question}${when}`, heading: HeadingLevel.HEADING_2 }), ...text(m.content));
      continue;
    }
    const model = m.model ? ` · ${m.model}` : '';
    body.push(new Paragraph({ text: `${w.answer}${when}${model}`, heading: HeadingLevel.HEADING_2 }));
    const prose = m.content
      .split(/\r?\n/)
      .filter((l) => !TABLE_LINE.test(l))
      .join('\n');
    body.push(...(prose.trim() ? text(prose) : m.tables.length ? [] : [new Paragraph({ text: w.unfinished })]));
    for (const t of m.tables) {
      if (t.title) body.push(new Paragraph({ children: [new TextRun({ text: t.title, bold: true })] }));
      body.push(wordTable(t), new Paragraph({ text: '' }));
    }
    if (m.status !== 'done' && m.content.trim()) body.push(new Paragraph({ text: w.unfinished }));
    if (m.sources.length) {
      body.push(new Paragraph({ children: [new TextRun({ text: w.sources, bold: true })] }));
      m.sources.forEach((s, i) => body.push(new Paragraph({ text: `${i + 1}. ${s.title} — ${s.source}` })));
    }
  }
  const doc = new Document({ creator: 'CropWatch GPT', title: c.title, sections: [{ children: body }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** The conversation as the JSON of `chatConversationExportSchema`. */
export function conversationJson(c: ConversationFile): ChatConversationExport {
  return {
    title: c.title,
    exportedAt: c.exportedAt,
    exporter: c.exporter,
    messages: c.messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      createTime: m.createTime,
      model: m.model,
      sources: m.sources,
      tables: m.tables,
    })),
  };
}

/** The answer as a bulletin item's text: the answer, then its sources as a numbered list. */
export function bulletinText(content: string, sources: ChatSource[], lang: ExportLang): string {
  const body = content.trim();
  if (!sources.length) return body;
  const list = sources.map((s, i) => `${i + 1}. ${s.title} — ${s.source}`).join('\n');
  return `${body}\n\n${EXPORT_WORDS[lang].sources}${lang === 'zh' ? '：' : ':'}\n\n${list}`;
}

/** The visible branch: from `leafId` up to the root, or the newest child at every step from the newest root. */
export function branchOf<T extends { id: string; parentId: string | null }>(messages: T[], leafId?: string): T[] {
  const byId = new Map(messages.map((m) => [m.id, m]));
  if (leafId && byId.has(leafId)) {
    const path: T[] = [];
    const seen = new Set<string>();
    for (let m = byId.get(leafId); m && !seen.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
      seen.add(m.id);
      path.unshift(m);
    }
    return path;
  }
  // Messages are oldest first: the last child of a parent is its newest.
  const newest = new Map<string | null, T>();
  for (const m of messages) newest.set(m.parentId && byId.has(m.parentId) ? m.parentId : null, m);
  const path: T[] = [];
  const seen = new Set<string>();
  for (let m = newest.get(null); m && !seen.has(m.id); m = newest.get(m.id)) {
    seen.add(m.id);
    path.push(m);
  }
  return path;
}
