import { aliasKey, Gazetteer } from './gazetteer';

const entries = [
  { alias: 'IND', lang: 'code', kind: 'region', target: 'IND' },
  { alias: '印度', lang: 'zh', kind: 'region', target: 'IND' },
  { alias: '恒河平原', lang: 'zh', kind: 'region', target: 'IND-96' },
  { alias: '印度恒河平原', lang: 'zh', kind: 'region', target: 'IND-96' },
  { alias: 'Gangetic plain', lang: 'en', kind: 'region', target: 'IND-96' },
  { alias: 'SEA', lang: 'code', kind: 'region', target: 'SEA' },
  { alias: '7-10月', lang: 'zh', kind: 'season', target: 'JUL_OCT' },
  { alias: 'jul-oct', lang: 'en', kind: 'season', target: 'JUL_OCT' },
  { alias: '降水', lang: 'zh', kind: 'indicator', target: 'RAIN' },
  { alias: 'CI', lang: 'code', kind: 'indicator', target: 'CI' },
  { alias: '冬小麦', lang: 'zh', kind: 'crop', target: 'wheat', seasonHint: 'winter' },
];

describe('gazetteer', () => {
  const g = new Gazetteer(entries);
  const targets = (text: string) => g.match(text).map((m) => `${m.kind}:${m.target}`);

  it('normalises full-width characters, dashes, tildes, spaces and case', () => {
    expect(aliasKey('　７〜１０月  Jul–Oct ')).toBe('7-10月 jul-oct');
    expect(aliasKey('IND', true)).toBe('IND');
  });

  it('prefers the longest alias and never overlaps matches', () => {
    expect(targets('印度恒河平原７–１０月降水如何？')).toEqual(['region:IND-96', 'season:JUL_OCT', 'indicator:RAIN']);
    expect(targets('印度和恒河平原')).toEqual(['region:IND', 'region:IND-96']);
  });

  it('matches latin aliases on word boundaries and codes case-sensitively', () => {
    expect(targets('rain on the Gangetic Plain in jul–oct')).toEqual(['region:IND-96', 'season:JUL_OCT']);
    expect(targets('the sea is calm, ind is lower case')).toEqual([]);
    expect(targets('SEA and IND; CITY and CI')).toEqual(['region:SEA', 'region:IND', 'indicator:CI']);
    expect(targets('INDIA')).toEqual([]);
  });

  it('keeps season hints and looks single aliases up', () => {
    expect(g.match('冬小麦')[0]).toMatchObject({ target: 'wheat', seasonHint: 'winter' });
    expect(g.lookup('gangetic PLAIN', 'region')?.target).toBe('IND-96');
    expect(g.lookup('ind')).toBeUndefined();
  });
});
