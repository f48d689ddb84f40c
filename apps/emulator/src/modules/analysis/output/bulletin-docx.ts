import { deflateSync } from 'node:zlib';
import type * as Docx from 'docx';
import { type Bulletin, type BulletinImage, type BulletinTable, WORDS } from './bulletin-model';

/** Widest image on an A4 page with default margins, in pixels at 96 dpi. */
const MAX_IMAGE_WIDTH = 600;

/** The docx library, loaded by the first Word export instead of at start (like ExcelJS, D-108). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const docx = (): typeof Docx => require('docx') as typeof Docx;

/** CRC-32 of PNG chunks (ISO 3309), table built once. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

let placeholder: Buffer | null = null;

/**
 * The PNG fallback Word requires next to an SVG picture: a small light-grey tile. Word 2016+ and LibreOffice
 * draw the SVG; only older readers show the tile. Rasterising the chart would need a renderer with fonts
 * for Chinese text (tens of MB), for readers that are a decade old.
 */
export function placeholderPng(): Buffer {
  if (placeholder) return placeholder;
  const width = 16;
  const height = 9;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method variants, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xe5)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  placeholder = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return placeholder;
}

function image(img: BulletinImage): Docx.Paragraph {
  const { ImageRun, Paragraph } = docx();
  const scale = Math.min(1, MAX_IMAGE_WIDTH / img.width);
  const transformation = { width: Math.round(img.width * scale), height: Math.round(img.height * scale) };
  const run =
    img.format === 'svg'
      ? new ImageRun({ type: 'svg', data: img.data, transformation, fallback: { type: 'png', data: placeholderPng() } })
      : new ImageRun({ type: img.format, data: img.data, transformation });
  return new Paragraph({ children: [run] });
}

function table(t: BulletinTable): (Docx.Table | Docx.Paragraph)[] {
  const { Paragraph, Table, TableCell, TableRow, TextRun, WidthType } = docx();
  const row = (cells: string[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      children: cells.map(
        (text) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold: header })] })] }),
      ),
    });
  return [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [row(t.header, true), ...t.rows.map((r) => row(r, false))],
    }),
    new Paragraph({ children: [new TextRun({ text: t.caption, italics: true, size: 18 })] }),
  ];
}

/** The bulletin as a Word document: Title, Heading 1–3 styles, real tables and embedded pictures. */
export async function renderDocx(b: Bulletin): Promise<Buffer> {
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = docx();
  const w = WORDS[b.lang];
  const children: (Docx.Paragraph | Docx.Table)[] = [
    new Paragraph({ text: b.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: b.periodLine }),
    new Paragraph({ children: [new TextRun({ text: b.dataLine ?? w.demo, italics: true })] }),
  ];
  for (const chapter of b.chapters) {
    children.push(new Paragraph({ text: chapter.name, heading: HeadingLevel.HEADING_1 }));
    for (const partition of chapter.partitions) {
      children.push(new Paragraph({ text: partition.name, heading: HeadingLevel.HEADING_2 }));
      for (const item of partition.items) {
        children.push(new Paragraph({ text: item.heading, heading: HeadingLevel.HEADING_3 }));
        const paragraphs = item.text ? item.text.trim().split(/\n\s*\n/) : [];
        if (paragraphs.length === 0)
          children.push(new Paragraph({ children: [new TextRun({ text: w.notGenerated, italics: true })] }));
        for (const p of paragraphs) children.push(new Paragraph({ text: p.replace(/\s*\n\s*/g, ' ') }));
        if (item.table) children.push(...table(item.table));
        if (item.image) children.push(image(item.image));
        if (item.note) children.push(new Paragraph({ children: [new TextRun({ text: item.note, italics: true })] }));
      }
    }
  }
  const doc = new Document({
    creator: 'CropWatch GPT',
    title: b.title,
    styles: { default: { document: { run: { font: { ascii: 'Calibri', eastAsia: 'Microsoft YaHei' } } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
