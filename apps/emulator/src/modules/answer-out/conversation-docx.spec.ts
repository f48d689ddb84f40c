import JSZip from 'jszip';
import { type ConversationFile, conversationDocx } from './answer-export';

const file: ConversationFile = {
  title: '比较CPI',
  exporter: '张三',
  exportedAt: '2026-12-04 10:00:00',
  messages: [
    {
      id: 'q-1',
      role: 'user',
      content: '巴基斯坦和印度的 CPI？',
      status: 'done',
      createTime: '2026-12-04 09:00:00',
      model: null,
      sources: [],
      tables: [],
    },
    {
      id: 'a-1',
      role: 'assistant',
      content: '两国长势良好。\n\n| 区域 | CPI |\n|---|---|\n| 巴基斯坦（PAK） | 1.04 |\n| 印度（IND） | 1.02 |',
      status: 'done',
      createTime: '2026-12-04 09:00:05',
      model: 'offline',
      sources: [{ id: 'kb:1', title: '2026年第4期通报', source: 'bulletin' }],
      tables: [
        {
          title: null,
          columns: ['区域', 'CPI'],
          rows: [
            ['巴基斯坦（PAK）', '1.04'],
            ['印度（IND）', '1.02'],
          ],
        },
      ],
    },
  ],
};

async function documentXml(lang: 'zh' | 'en') {
  const zip = await JSZip.loadAsync(await conversationDocx(file, lang));
  const xml = await zip.file('word/document.xml')!.async('string');
  return { xml, texts: [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]) };
}

describe('the conversation as Word (issue #34)', () => {
  it('carries the title, each turn, the answer table as a Word table and the sources (zh)', async () => {
    const { xml, texts } = await documentXml('zh');
    expect(texts).toContain('比较CPI');
    expect(texts).toContain('巴基斯坦和印度的 CPI？');
    expect(texts).toContain('两国长势良好。');
    expect(texts).toContain('问 · 2026-12-04 09:00:00');
    expect(texts).toContain('答 · 2026-12-04 09:00:05 · offline');
    expect(texts).toContain('来源');
    expect(texts).toContain('1. 2026年第4期通报 — bulletin');
    // One Word table of 3 rows (header + 2) whose cells are the table's, in order; no Markdown pipes left as text.
    expect(xml.match(/<w:tbl>/g)).toHaveLength(1);
    expect(xml.match(/<w:tr[ >]/g)).toHaveLength(3);
    const table = xml.slice(xml.indexOf('<w:tbl>'), xml.indexOf('</w:tbl>'));
    expect([...table.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1])).toEqual([
      '区域',
      'CPI',
      '巴基斯坦（PAK）',
      '1.04',
      '印度（IND）',
      '1.02',
    ]);
    expect(texts.some((t) => t.includes('|'))).toBe(false);
  });

  it('labels the turns in English when asked', async () => {
    const { texts } = await documentXml('en');
    expect(texts).toContain('Question · 2026-12-04 09:00:00');
    expect(texts).toContain('Answer · 2026-12-04 09:00:05 · offline');
    expect(texts).toContain('Sources');
    expect(texts).toContain('Exported by: 张三 · Exported at: 2026-12-04 10:00:00');
  });
});
