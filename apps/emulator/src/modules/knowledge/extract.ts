import JSZip from 'jszip';
import { KNOWLEDGE_DOC_EXTENSIONS, KnowledgeMessages } from '@cropwatch/contract';
import { normaliseCellValue } from '../../core/excel/cell-value';
import { exceljs } from '../../core/excel/exceljs';
import { sniff } from '../common';
import { pdfPageTexts, PdfUnreadable } from './pdf-text';

export type KnowledgeDocType = (typeof KNOWLEDGE_DOC_EXTENSIONS)[number];

/**
 * A block of a document in reading order: a heading (level ≥ 1) or a paragraph / table row (level 0), with the PDF
 * page it is on (absent for unpaged formats).
 */
export interface TextBlock {
  level: number;
  text: string;
  page?: number;
}

/** A passage as stored: 1-based position, the heading it falls under, its PDF page (or null), its text. */
export interface PassageDraft {
  seq: number;
  heading: string | null;
  page: number | null;
  text: string;
}

/** A user mistake in the file itself (wrong type, unreadable): refused with the message, nothing stored. */
export class DocumentRefused extends Error {}
/** The file is what it says but no text came out of it: stored as `failed` with the reason. */
export class DocumentUnreadable extends Error {}

/** Most characters of text taken from a Word package (a zip bomb stops here, not in memory). */
const DOCX_XML_MAX_CHARS = 40 * 1024 * 1024;

/**
 * The document type from the name's extension, confirmed by the content (libraries notes §C.17: our own sniffing):
 * `txt`/`md` must be UTF-8 text with no binary signature, no NUL and no leading markup; `docx` a zip.
 */
export function checkDocumentType(fileName: string, content: Buffer): KnowledgeDocType {
  const dot = fileName.lastIndexOf('.');
  const raw = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const ext = raw === 'markdown' ? 'md' : raw;
  if (!(KNOWLEDGE_DOC_EXTENSIONS as readonly string[]).includes(ext))
    throw new DocumentRefused(KnowledgeMessages.badType);
  const type = ext as KnowledgeDocType;
  const found = sniff(content);
  if (type === 'docx' || type === 'xlsx') {
    if (found !== 'zip') throw new DocumentRefused(`文件内容与扩展名不符：.${ext}`);
    return type;
  }
  if (type === 'pdf') {
    if (found !== 'pdf') throw new DocumentRefused(`文件内容与扩展名不符：.${ext}`);
    return type;
  }
  if (found !== null || content.subarray(0, 8192).includes(0))
    throw new DocumentRefused(`文件内容与扩展名不符：.${ext}`);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new DocumentRefused('文档不是 UTF-8 编码的文本');
  }
  return type;
}

/**
 * For a Word or Excel upload, before it is stored: the zip opens and holds its package's main part
 * (`word/document.xml`, `xl/workbook.xml`); `DocumentRefused` with the extraction's own message otherwise. Reads the
 * zip's directory only (the parts are inflated by the extraction worker).
 */
export async function checkPackage(type: KnowledgeDocType, content: Buffer): Promise<void> {
  if (type !== 'docx' && type !== 'xlsx') return;
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(content);
  } catch {
    throw new DocumentRefused(`文件内容与扩展名不符：.${type}`);
  }
  if (type === 'docx' && !zip.file('word/document.xml'))
    throw new DocumentRefused('不是有效的 Word 文档（缺少 word/document.xml）');
  if (type === 'xlsx' && !zip.file('xl/workbook.xml'))
    throw new DocumentRefused('不是有效的 Excel 工作簿（缺少 xl/workbook.xml）');
}

/** Plain text and Markdown: paragraphs split at blank lines; Markdown `#` lines are headings. */
export function textBlocks(text: string, markdown: boolean): TextBlock[] {
  const blocks: TextBlock[] = [];
  let para: string[] = [];
  const flush = () => {
    const t = para.join('\n').trim();
    if (t) blocks.push({ level: 0, text: t });
    para = [];
  };
  for (const line of text
    .replace(/^\ufeff/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')) {
    const heading = markdown ? /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (heading) {
      flush();
      blocks.push({ level: heading[1].length, text: heading[2] });
    } else if (!line.trim()) flush();
    else para.push(line);
  }
  flush();
  return blocks;
}

const decodeXml = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The visible text of one `<w:p>`: its runs' `<w:t>`, tabs and breaks. */
const paragraphText = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)]
    .map((m) => (m[2] ? (m[2] === 'tab' ? '\t' : '\n') : decodeXml(m[1])))
    .join('')
    .trim();

/** Heading level of a paragraph from its style (`Heading1`…, `Title`, or Chinese Word's `1`…`9`). */
const headingLevel = (xml: string) => {
  const style = /<w:pStyle\s+w:val="([^"]+)"/.exec(xml)?.[1] ?? '';
  if (/^title$/i.test(style)) return 1;
  const m = /^(?:heading\s*)?([1-9])$/i.exec(style);
  return m ? Number(m[1]) : 0;
};

/** `word/document.xml` read as a stream with a cap on its size. */
async function documentXml(content: Buffer): Promise<string> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(content);
  } catch {
    throw new DocumentRefused('文件内容与扩展名不符：.docx');
  }
  const entry = zip.file('word/document.xml');
  if (!entry) throw new DocumentRefused('不是有效的 Word 文档（缺少 word/document.xml）');
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DOCX_XML_MAX_CHARS) {
        (stream as unknown as { pause(): void }).pause();
        reject(new DocumentUnreadable('文档正文过大，无法解析'));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', () => reject(new DocumentUnreadable('Word 文档已损坏，无法解析')));
  });
}

/** Word: paragraphs in body order, heading styles as headings, each table row as one block (cells `|`-joined). */
export async function docxBlocks(content: Buffer): Promise<TextBlock[]> {
  const xml = await documentXml(content);
  const body = /<w:body\b[^>]*>([\s\S]*)<\/w:body>/.exec(xml)?.[1] ?? '';
  const blocks: TextBlock[] = [];
  for (const m of body.matchAll(/<w:tbl\b[\s\S]*?<\/w:tbl>|<w:p\b[^>]*\/>|<w:p\b[\s\S]*?<\/w:p>/g)) {
    const part = m[0];
    if (part.startsWith('<w:tbl')) {
      for (const row of part.matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g)) {
        const cells = [...row[0].matchAll(/<w:tc\b[\s\S]*?<\/w:tc>/g)].map((c) =>
          [...c[0].matchAll(/<w:p\b[\s\S]*?<\/w:p>/g)].map((p) => paragraphText(p[0])).join(' '),
        );
        const text = cells.join(' | ').trim();
        if (text.replace(/\|/g, '').trim()) blocks.push({ level: 0, text });
      }
      continue;
    }
    const text = paragraphText(part);
    if (text) blocks.push({ level: headingLevel(part), text });
  }
  return blocks;
}

/** Target length of a passage in characters; a longer paragraph is cut at sentence ends. */
const PASSAGE_TARGET = 600;
const PASSAGE_MAX = 1000;

function cutLong(text: string): string[] {
  if (text.length <= PASSAGE_MAX) return [text];
  const sentences = text.match(/[^。！？!?.\n]+[。！？!?.\n]*|[。！？!?.\n]+/g) ?? [text];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur && cur.length + s.length > PASSAGE_TARGET) {
      out.push(cur.trim());
      cur = '';
    }
    cur += s;
    while (cur.length > PASSAGE_MAX) {
      out.push(cur.slice(0, PASSAGE_MAX).trim());
      cur = cur.slice(PASSAGE_MAX);
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter(Boolean);
}

/**
 * Passages of a document: paragraphs under the same heading are packed up to about 600 characters; a heading always
 * starts a new passage and becomes its heading (the nearest heading above, e.g. "2 Methods").
 */
export function toPassages(blocks: readonly TextBlock[]): PassageDraft[] {
  const out: PassageDraft[] = [];
  let heading: string | null = null;
  let page: number | null = null;
  let buf: string[] = [];
  const flush = () => {
    if (buf.length) out.push({ seq: out.length + 1, heading, page, text: buf.join('\n') });
    buf = [];
  };
  for (const b of blocks) {
    // A passage never spans pages: a citation names the one page it is on.
    if ((b.page ?? null) !== page) {
      flush();
      page = b.page ?? null;
    }
    if (b.level > 0) {
      flush();
      heading = b.text.slice(0, 300);
      continue;
    }
    for (const piece of cutLong(b.text)) {
      const length = buf.reduce((n, t) => n + t.length + 1, 0);
      if (buf.length && length + piece.length > PASSAGE_TARGET) flush();
      buf.push(piece);
    }
  }
  flush();
  return out;
}

/**
 * A PDF's text, page by page: each page's lines, with runs of blank lines as paragraph ends (pdf.js gives no
 * headings; a page is a block of paragraphs under no heading).
 */
export async function pdfBlocks(content: Buffer): Promise<TextBlock[]> {
  let pages: string[];
  try {
    pages = await pdfPageTexts(content);
  } catch (e) {
    if (e instanceof PdfUnreadable)
      throw new DocumentUnreadable(`PDF 文档已损坏或无法解析：${e.message}`.slice(0, 400));
    throw e;
  }
  const blocks: TextBlock[] = [];
  pages.forEach((text, i) => {
    for (const b of textBlocks(text, false)) {
      const t = b.text.replace(/[ \t]+/g, ' ').trim();
      if (t) blocks.push({ level: 0, text: t, page: i + 1 });
    }
  });
  return blocks;
}

/** Most rows read from one workbook (all sheets). */
const XLSX_MAX_ROWS = 50_000;
const XLSX_MAX_COLUMNS = 100;

/** One sheet's rows as `|`-joined cell texts, the first non-empty row being its header row. */
export interface SheetTable {
  name: string;
  rows: string[];
}

/** The sheets of an XLSX workbook (must hold `xl/workbook.xml`), each a table of `|`-joined rows. */
export async function xlsxTables(content: Buffer): Promise<SheetTable[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(content);
  } catch {
    throw new DocumentRefused('文件内容与扩展名不符：.xlsx');
  }
  if (!zip.file('xl/workbook.xml')) throw new DocumentRefused('不是有效的 Excel 工作簿（缺少 xl/workbook.xml）');
  const ExcelJS = exceljs();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new DocumentUnreadable('Excel 工作簿已损坏，无法解析');
  }
  const tables: SheetTable[] = [];
  let total = 0;
  for (const sheet of workbook.worksheets) {
    const rows: string[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (total >= XLSX_MAX_ROWS) return;
      const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
      const cells: string[] = [];
      for (let i = 1; i < Math.min(values.length, XLSX_MAX_COLUMNS + 1); i++)
        cells.push(normaliseCellValue(values[i]).replace(/\s+/g, ' ').trim());
      while (cells.length && !cells[cells.length - 1]) cells.pop();
      if (!cells.some(Boolean)) return;
      rows.push(cells.join(' | '));
      total++;
    });
    if (rows.length) tables.push({ name: sheet.name, rows });
  }
  return tables;
}

/**
 * Passages of a workbook: each sheet's data rows packed to about 600 characters, every passage starting with the
 * sheet's header row (so a retrieved passage is a readable table) and headed by the sheet's name. A sheet of a
 * header alone is one passage.
 */
export function tablePassages(tables: readonly SheetTable[]): PassageDraft[] {
  const out: PassageDraft[] = [];
  for (const t of tables) {
    const [header, ...rows] = t.rows;
    let buf: string[] = [];
    const flush = () => {
      out.push({ seq: out.length + 1, heading: t.name.slice(0, 300), page: null, text: [header, ...buf].join('\n') });
      buf = [];
    };
    for (const row of rows) {
      const length = header.length + buf.reduce((n, r) => n + r.length + 1, 0);
      if (buf.length && length + row.length > PASSAGE_TARGET) flush();
      buf.push(row.slice(0, PASSAGE_MAX));
    }
    if (buf.length || rows.length === 0) flush();
  }
  return out;
}

async function blocksOf(type: KnowledgeDocType, content: Buffer): Promise<TextBlock[]> {
  if (type === 'docx') return docxBlocks(content);
  if (type === 'pdf') return pdfBlocks(content);
  return textBlocks(content.toString('utf8'), type === 'md');
}

/** Type-checked text of an upload, split into passages; `DocumentUnreadable` when no text came out. */
export async function extractPassages(type: KnowledgeDocType, content: Buffer): Promise<PassageDraft[]> {
  const passages =
    type === 'xlsx' ? tablePassages(await xlsxTables(content)) : toPassages(await blocksOf(type, content));
  if (passages.length === 0) throw new DocumentUnreadable('文档中没有可检索的文字');
  return passages;
}
