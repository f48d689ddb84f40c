import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { minimalPdf } from '@cropwatch/testing';
import { checkDocumentType, DocumentRefused, DocumentUnreadable, extractPassages, toPassages } from './extract';

const docxOf = (children: (Paragraph | Table)[]) => Packer.toBuffer(new Document({ sections: [{ children }] }));

describe('knowledge document extraction', () => {
  it('checks the type by extension and content', async () => {
    expect(checkDocumentType('notes.txt', Buffer.from('玉米播种 maize sowing'))).toBe('txt');
    expect(checkDocumentType('a.markdown', Buffer.from('# T\n\nbody'))).toBe('md');
    expect(checkDocumentType('r.docx', await docxOf([new Paragraph('x')]))).toBe('docx');
    expect(() => checkDocumentType('x.exe', Buffer.from('MZ..'))).toThrow(DocumentRefused);
    expect(() => checkDocumentType('x.txt', Buffer.from('%PDF-1.7 ...'))).toThrow('文件内容与扩展名不符：.txt');
    expect(() => checkDocumentType('x.txt', Buffer.from('<html><script>alert(1)</script>'))).toThrow(DocumentRefused);
    expect(() => checkDocumentType('x.txt', Buffer.from([0x61, 0x00, 0x62]))).toThrow(DocumentRefused);
    expect(() => checkDocumentType('x.txt', Buffer.from([0xff, 0xfe, 0x41, 0x42, 0xc3]))).toThrow('UTF-8');
    expect(() => checkDocumentType('x.docx', Buffer.from('plain text'))).toThrow(DocumentRefused);
    expect(checkDocumentType('r.pdf', Buffer.from(minimalPdf([['x']])))).toBe('pdf');
    expect(() => checkDocumentType('fake.pdf', Buffer.from('just some text, not a PDF'))).toThrow(
      '文件内容与扩展名不符：.pdf',
    );
    const word = await docxOf([new Paragraph('x')]);
    expect(() => checkDocumentType('fake.pdf', word)).toThrow(DocumentRefused);
    expect(() => checkDocumentType('fake.xlsx', Buffer.from('%PDF-1.4'))).toThrow('文件内容与扩展名不符：.xlsx');
  });

  it('reads a PDF page by page: every passage keeps the page it is on', async () => {
    const pdf = minimalPdf([
      ['Crop condition bulletin, July 2025', 'Maize in the North China Plain is rated good (VCIx 0.92).'],
      ['Page two: winter wheat harvest was completed by 15 June.', 'Yields are 3% above the five-year average.'],
    ]);
    const passages = await extractPassages('pdf', Buffer.from(pdf));
    expect(passages).toEqual([
      {
        seq: 1,
        heading: null,
        page: 1,
        text: 'Crop condition bulletin, July 2025\nMaize in the North China Plain is rated good (VCIx 0.92).',
      },
      {
        seq: 2,
        heading: null,
        page: 2,
        text: 'Page two: winter wheat harvest was completed by 15 June.\nYields are 3% above the five-year average.',
      },
    ]);
  });

  it('fails a PDF that pdf.js cannot read, with the reason', async () => {
    await expect(extractPassages('pdf', Buffer.from('%PDF-1.4\nnot really a pdf'))).rejects.toThrow(DocumentUnreadable);
  });

  it('reads each sheet of a workbook as a table: passages of rows under the header row, named by the sheet', async () => {
    const wb = new ExcelJS.Workbook();
    const yields = wb.addWorksheet('单产 Yields');
    yields.addRow(['省份 Province', '作物 Crop', '单产 t/ha']);
    yields.addRow(['河南 Henan', '小麦 wheat', 6.1]);
    yields.addRow(['山东 Shandong', '玉米 maize', 6.8]);
    const rain = wb.addWorksheet('Rain');
    rain.addRow(['Month', 'Rainfall mm']);
    for (let m = 1; m <= 120; m++) rain.addRow([`M${m}`, m * 10]);
    wb.addWorksheet('Empty');
    const passages = await extractPassages('xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(passages[0]).toEqual({
      seq: 1,
      heading: '单产 Yields',
      page: null,
      text: '省份 Province | 作物 Crop | 单产 t/ha\n河南 Henan | 小麦 wheat | 6.1\n山东 Shandong | 玉米 maize | 6.8',
    });
    const rainPassages = passages.slice(1);
    expect(rainPassages.length).toBeGreaterThan(1);
    expect(rainPassages.every((p) => p.heading === 'Rain' && p.text.startsWith('Month | Rainfall mm\n'))).toBe(true);
    const rows = rainPassages.flatMap((p) => p.text.split('\n').slice(1));
    expect(rows).toEqual(Array.from({ length: 120 }, (_, i) => `M${i + 1} | ${(i + 1) * 10}`));
    expect(passages.map((p) => p.seq)).toEqual(passages.map((_, i) => i + 1));
  });

  it('refuses a zip that is no workbook', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    await expect(extractPassages('xlsx', await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toThrow(
      '不是有效的 Excel 工作簿',
    );
  });

  it('splits Markdown into passages under their headings, in order', async () => {
    const md = [
      '# 2025 field report',
      '',
      'Intro paragraph about the season.',
      '',
      '## 播种',
      '',
      '河南周口的玉米于6月12日播种，比常年偏晚5天。',
      '',
      '## Yield',
      '',
      'Maize yield in the sample fields reached 7.8 t/ha.',
    ].join('\n');
    const passages = await extractPassages('md', Buffer.from(md));
    expect(passages).toEqual([
      { seq: 1, heading: '2025 field report', page: null, text: 'Intro paragraph about the season.' },
      { seq: 2, heading: '播种', page: null, text: '河南周口的玉米于6月12日播种，比常年偏晚5天。' },
      { seq: 3, heading: 'Yield', page: null, text: 'Maize yield in the sample fields reached 7.8 t/ha.' },
    ]);
  });

  it('reads a Word file: headings, paragraphs and table rows', async () => {
    const cell = (t: string) => new TableCell({ children: [new Paragraph(t)] });
    const buf = await docxOf([
      new Paragraph({ text: '方法说明 Methods', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({
        children: [new TextRun('Rainfall is compared with the 15-year average & '), new TextRun('<ref>.')],
      }),
      new Table({
        rows: [
          new TableRow({ children: [cell('区域'), cell('降水')] }),
          new TableRow({ children: [cell('黄淮海'), cell('-12%')] }),
        ],
      }),
    ]);
    const passages = await extractPassages('docx', buf);
    expect(passages).toHaveLength(1);
    expect(passages[0].heading).toBe('方法说明 Methods');
    expect(passages[0].text).toBe('Rainfall is compared with the 15-year average & <ref>.\n区域 | 降水\n黄淮海 | -12%');
  });

  it('fails a file without text, and a zip that is no Word file is refused', async () => {
    await expect(extractPassages('txt', Buffer.from('\n\n  \n'))).rejects.toThrow(DocumentUnreadable);
    const zip = new JSZip();
    zip.file('hello.txt', 'hi');
    await expect(extractPassages('docx', await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toThrow(
      DocumentRefused,
    );
  });

  it('cuts a long paragraph at sentence ends, no passage over 1000 characters', () => {
    const long = Array.from({ length: 120 }, (_, i) => `Sentence number ${i} talks about crops.`).join(' ');
    const passages = toPassages([{ level: 0, text: long }]);
    expect(passages.length).toBeGreaterThan(2);
    expect(passages.every((p) => p.text.length <= 1000)).toBe(true);
    expect(passages.map((p) => p.seq)).toEqual(passages.map((_, i) => i + 1));
    expect(passages.map((p) => p.text).join(' ')).toBe(long);
  });
});
