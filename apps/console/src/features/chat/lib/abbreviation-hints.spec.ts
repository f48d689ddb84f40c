import { describe, expect, it } from 'vitest';
import type { ChatAbbreviation } from '@cropwatch/contract';
import { findAbbreviations, MAX_HINTS } from './abbreviation-hints';

const row = (abbr: string, fullEn: string, fullZh: string): ChatAbbreviation => ({
  id: abbr,
  abbr,
  fullEn,
  fullZh,
  definitionEn: null,
  definitionZh: null,
  category: 'indicator',
  sortNo: 0,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
});

const list = [
  row('VCIx', 'Maximum Vegetation Condition Index', '最佳植被状况指数'),
  row('CALF', 'Cropped Arable Land Fraction', '耕地种植比例'),
  row('MPZ', 'Major Production Zone', '主要农业生产区'),
];

const abbrs = (text: string) => findAbbreviations(text, list).map((a) => a.abbr);

describe('findAbbreviations', () => {
  it('finds an abbreviation written as a word, in any case', () => {
    expect(abbrs('What is VCIx?')).toEqual(['VCIx']);
    expect(abbrs('what is vcix')).toEqual(['VCIx']);
  });

  it('finds an abbreviation next to Chinese characters', () => {
    expect(abbrs('印度的VCIx和CALF如何？')).toEqual(['VCIx', 'CALF']);
  });

  it('does not find an abbreviation inside a longer word', () => {
    expect(abbrs('VCIxyz and MPZs and CALFING')).toEqual([]);
  });

  it('finds an entry by its Chinese or English full name', () => {
    expect(abbrs('最佳植被状况指数是什么')).toEqual(['VCIx']);
    expect(abbrs('define cropped arable land fraction')).toEqual(['CALF']);
  });

  it('returns nothing for an empty question', () => {
    expect(abbrs('   ')).toEqual([]);
  });

  it('shows at most MAX_HINTS entries', () => {
    const many = Array.from({ length: MAX_HINTS + 3 }, (_, i) => row(`AB${i}`, `Full ${i}`, `全称${i}`));
    const text = many.map((m) => m.abbr).join(' ');
    expect(findAbbreviations(text, many)).toHaveLength(MAX_HINTS);
  });
});
