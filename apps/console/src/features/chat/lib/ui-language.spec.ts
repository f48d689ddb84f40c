import { describe, expect, it } from 'vitest';
import { questionsInLanguage, textInLanguage } from './ui-language';

const seeded =
  '你好！我可以回答各监测期、各主产区和农业生态区的农业气象与农情指标问题（演示数据），也可以解释指标和方法。Hello! Ask me about indicators, regions and periods of the (demo) CropWatch tables, or about methods.';

describe('welcome text and suggested questions in the UI language only', () => {
  it('keeps the Chinese sentences for zh-CN and the English ones for en-US', () => {
    expect(textInLanguage(seeded, false)).toBe(
      '你好！我可以回答各监测期、各主产区和农业生态区的农业气象与农情指标问题（演示数据），也可以解释指标和方法。',
    );
    expect(textInLanguage(seeded, true)).toBe(
      'Hello! Ask me about indicators, regions and periods of the (demo) CropWatch tables, or about methods.',
    );
  });

  it('gives null when the text has nothing in the UI language (the page uses its own)', () => {
    expect(textInLanguage('只有中文。', true)).toBeNull();
    expect(textInLanguage('', false)).toBeNull();
    expect(textInLanguage(null, false)).toBeNull();
  });

  it('filters the suggested questions', () => {
    const qs = [
      '今年印度小麦长势如何？',
      'What is VCIx?',
      '比较巴基斯坦和印度的CPI',
      'How is wheat in India this year?',
    ];
    expect(questionsInLanguage(qs, false)).toEqual(['今年印度小麦长势如何？', '比较巴基斯坦和印度的CPI']);
    expect(questionsInLanguage(qs, true)).toEqual(['What is VCIx?', 'How is wheat in India this year?']);
  });
});
