import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import JSZip from 'jszip';
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
      { seq: 1, heading: '2025 field report', text: 'Intro paragraph about the season.' },
      { seq: 2, heading: '播种', text: '河南周口的玉米于6月12日播种，比常年偏晚5天。' },
      { seq: 3, heading: 'Yield', text: 'Maize yield in the sample fields reached 7.8 t/ha.' },
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
    const long = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} talks about crops.`).join(' ');
    const passages = toPassages([{ level: 0, text: long }]);
    expect(passages.length).toBeGreaterThan(2);
    expect(passages.every((p) => p.text.length <= 1000)).toBe(true);
    expect(passages.map((p) => p.seq)).toEqual(passages.map((_, i) => i + 1));
    expect(passages.map((p) => p.text).join(' ')).toBe(long);
  });
});
