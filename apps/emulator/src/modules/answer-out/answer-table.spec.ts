import { answerParts, answerTables, parseFigure, tableChart } from '../chat';
import { branchOf, bulletinText, tableCsv } from './answer-export';

const ANSWER = [
  '印度恒河平原 2025年7–10月农业气象指标：',
  '',
  '| 指标 | 本期数值 | 参考值 | 距平 |',
  '|---|---|---|---|',
  '| 降水 RAIN | 1012毫米 | 955毫米（15年平均） | +6% |',
  '| 气温 TEMP | 27.1℃ | 26.8℃（15年平均） | +0.3℃ |',
  '| 光合有效辐射 RADPAR | 1105兆焦/平方米 | 1150兆焦/平方米 | −4% |',
  '| 潜在生物量 BIOMSS | 1520克/平方米 | 1400克/平方米 | +9% |',
  '',
  '总体略偏多。',
  '',
  '```',
  '| not | a table |',
  '|---|---|',
  '```',
].join('\n');

describe('answer tables (issue #34)', () => {
  it('reads every table outside code fences with its caption, cells as written', () => {
    const tables = answerTables(ANSWER);
    expect(tables).toHaveLength(1);
    expect(tables[0].title).toBe('印度恒河平原 2025年7–10月农业气象指标');
    expect(tables[0].columns).toEqual(['指标', '本期数值', '参考值', '距平']);
    expect(tables[0].rows[0]).toEqual(['降水 RAIN', '1012毫米', '955毫米（15年平均）', '+6%']);
    expect(tables[0].rows).toHaveLength(4);
  });

  it('keeps escaped bars, drops emphasis, pads short rows', () => {
    const [t] = answerTables('| a | b |\n|:---|---:|\n| **x\\|y** | `1` |\n| z |');
    expect(t.title).toBeNull();
    expect(t.rows).toEqual([
      ['x|y', '1'],
      ['z', ''],
    ]);
  });

  it('reads a figure and its unit, not the note after it, and refuses what is not one figure', () => {
    expect(parseFigure('1012毫米')).toEqual({ value: 1012, unit: '毫米' });
    expect(parseFigure('955毫米（15年平均）')).toEqual({ value: 955, unit: '毫米' });
    expect(parseFigure('−4%')).toEqual({ value: -4, unit: '%' });
    expect(parseFigure('+0.3℃')).toEqual({ value: 0.3, unit: '℃' });
    expect(parseFigure('1,234.5 t')).toEqual({ value: 1234.5, unit: 't' });
    expect(parseFigure('0.82')).toEqual({ value: 0.82, unit: '' });
    expect(parseFigure('±0%')).toEqual({ value: 0, unit: '%' });
    expect(parseFigure('+0.6 °C')).toEqual({ value: 0.6, unit: '°C' });
    for (const text of ['—', '略偏多', '2025年7–10月', 'Jul–Oct 2025', '']) expect(parseFigure(text)).toBeNull();
  });

  it('declares a chart whose figures are the table’s own cells (one data source)', () => {
    const parts = answerParts(ANSWER)!;
    expect(parts.charts).toHaveLength(1);
    const [chart] = parts.charts;
    const table = parts.tables[chart.table];
    // Value and reference mix units (毫米, ℃, 兆焦/平方米); departure has % in three rows of four: that column.
    expect(chart.type).toBe('bar');
    expect(chart.series.map((s) => [s.name, s.unit])).toEqual([['距平', '%']]);
    expect(chart.categories).toEqual(table.rows.map((r) => r[0]));
    for (const s of chart.series)
      expect(s.values).toEqual(
        table.rows.map((r) => {
          const f = parseFigure(r[s.column]);
          return f && f.unit === s.unit ? f.value : null;
        }),
      );
    expect(chart.series[0].values).toEqual([6, null, -4, 9]);
  });

  it('draws years as a line and keeps one unit per chart', () => {
    const [t] = answerTables(
      '| 年份 | 产量 | 面积 | 单产 |\n|---|---|---|---|\n| 2023 | 110万吨 | 30千公顷 | 3.6吨/公顷 |\n| 2024 | 112万吨 | 31千公顷 | 3.6吨/公顷 |\n| 2025 | 108万吨 | 30千公顷 | 3.5吨/公顷 |',
    );
    const chart = tableChart(t, 0)!;
    expect(chart.type).toBe('line');
    expect(chart.series).toEqual([{ column: 1, name: '产量', unit: '万吨', values: [110, 112, 108] }]);
  });

  it('declares no chart for a one-row table or text columns, and no parts without a table', () => {
    expect(tableChart(answerTables('| a | b |\n|---|---|\n| x | 1 |')[0], 0)).toBeNull();
    expect(tableChart(answerTables('| a | b |\n|---|---|\n| x | 好 |\n| y | 差 |')[0], 0)).toBeNull();
    expect(answerParts('只有文字。')).toBeNull();
  });
});

describe('answer files', () => {
  const sources = [{ id: 'table:2025-JUL_OCT:IND-96', title: '指标表 · 印度', source: '演示数据, "合成"' }];

  it('writes CSV with a BOM, quoted fields and the source rows after an empty row', () => {
    const [t] = answerTables(ANSWER);
    const text = tableCsv(t, sources, 'zh').toString('utf8');
    expect(text.startsWith('\uFEFF指标,本期数值,参考值,距平\r\n')).toBe(true);
    expect(text).toContain('降水 RAIN,1012毫米,955毫米（15年平均）,+6%\r\n');
    expect(text.endsWith('\r\n\r\n来源,指标表 · 印度,"演示数据, ""合成"""\r\n')).toBe(true);
  });

  it('appends the sources to a bulletin text in the bulletin’s language', () => {
    expect(bulletinText(' 答案 ', sources, 'zh')).toBe('答案\n\n来源：\n\n1. 指标表 · 印度 — 演示数据, "合成"');
    expect(bulletinText('Answer', [], 'en')).toBe('Answer');
  });

  it('follows the newest branch, or the branch of a given leaf', () => {
    const m = (id: string, parentId: string | null) => ({ id, parentId });
    const all = [m('q1', null), m('a1', 'q1'), m('a1b', 'q1'), m('q2', 'a1'), m('a2', 'q2')];
    expect(branchOf(all).map((x) => x.id)).toEqual(['q1', 'a1b']);
    expect(branchOf(all, 'a2').map((x) => x.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
  });
});
