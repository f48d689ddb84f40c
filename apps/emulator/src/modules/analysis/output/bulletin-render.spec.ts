import JSZip from 'jszip';
import { placeholderPng, renderDocx } from './bulletin-docx';
import { renderMarkdown } from './bulletin-markdown';
import type { Bulletin } from './bulletin-model';
import { pngSize } from './image-size';

const bulletin = (lang: 'zh' | 'en'): Bulletin => ({
  title: lang === 'zh' ? '全球农情通报' : 'Global crop bulletin',
  lang,
  periodLine: lang === 'zh' ? '监测时期：2025年7–10月' : 'Monitoring period: Jul–Oct 2025',
  chapters: [
    {
      name: '2 MPZ',
      partitions: [
        {
          name: 'MPZ',
          items: [
            {
              heading: 'NAM',
              text: 'First | paragraph.\n\nSecond paragraph.',
              table: {
                header: ['Indicator', 'Value', 'Reference', 'Departure'],
                rows: [['Rainfall (RAIN)', '331 mm', '345 mm (15YA)', '−4%']],
                caption: 'Indicator table 2025-JUL_OCT · NAM',
              },
              image: null,
              note: null,
            },
            { heading: 'WEU', text: null, table: null, image: null, note: 'Data table: uploaded workbook a.xlsx' },
          ],
        },
      ],
    },
  ],
});

describe('bulletin renderers', () => {
  it('writes Markdown with headings by level, escaped table cells and the not-generated line', () => {
    const md = renderMarkdown(bulletin('en'));
    expect(md).toContain('# Global crop bulletin\n\nMonitoring period: Jul–Oct 2025');
    expect(md).toContain('## 2 MPZ\n\n### MPZ\n\n#### NAM\n\nFirst | paragraph.\n\nSecond paragraph.');
    expect(md).toContain('| Rainfall (RAIN) | 331 mm | 345 mm (15YA) | −4% |');
    expect(md).toContain('#### WEU\n\n*(No text generated for this item yet.)*');
    expect(md).toContain('*Data table: uploaded workbook a.xlsx*');
  });

  it('writes a Word document whose paragraphs follow the text', async () => {
    const zip = await JSZip.loadAsync(await renderDocx(bulletin('zh')));
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('Second paragraph.');
    expect(xml).toContain('（本条目尚未生成文本）');
    expect(xml).toContain('<w:tbl>');
  });

  it('makes a valid PNG fallback tile', () => {
    const png = placeholderPng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(png)).toEqual({ width: 16, height: 9 });
  });
});
