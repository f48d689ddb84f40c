import type { SysCheckRule } from '@cropwatch/contract';
import { checkRuleFormValues, isValidPattern, parseRuleJson, toCheckRuleBody, toRuleJson } from './rule-json';

const seedJson =
  '[{"digits":"1","pattern":"^[a-z|A-Z]$","message":"第一位只能是字母"},' +
  '{"digits":"*","pattern":"^[0-9|a-z|A-Z|_]{0,}$","message":"只能填写数字、大小写字母、下划线"}]';

describe('rule JSON', () => {
  it('reads a stored rule list into editor rows and writes the same JSON back', () => {
    const rows = parseRuleJson(seedJson);
    expect(rows).toEqual([
      { scope: 'next', count: 1, pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
      { scope: 'all', count: null, pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
    ]);
    expect(toRuleJson(rows ?? [])).toBe(seedJson);
  });

  it('refuses JSON that is not a list of rules', () => {
    expect(parseRuleJson('not json')).toBeNull();
    expect(parseRuleJson('{"digits":"*"}')).toBeNull();
    expect(parseRuleJson('[{"digits":"0","pattern":"x","message":"m"}]')).toBeNull();
  });

  it('trims patterns and messages when writing', () => {
    expect(toRuleJson([{ scope: 'next', count: 2, pattern: ' ^\\d+$ ', message: ' 两位数字 ' }])).toBe(
      '[{"digits":"2","pattern":"^\\\\d+$","message":"两位数字"}]',
    );
  });

  it('writes rows the form holds half-filled, as it does while it resets after a save', () => {
    expect(toRuleJson([{ scope: undefined, pattern: undefined, message: undefined }, undefined])).toBe(
      '[{"digits":"*","pattern":"","message":""}]',
    );
  });

  it('tells compilable patterns from broken ones', () => {
    expect(isValidPattern('^[A-Z]{2}\\d{3}$')).toBe(true);
    expect(isValidPattern('^[A-Z')).toBe(false);
  });

  it('starts a new rule with one empty row and an unreadable stored rule the same way', () => {
    expect(checkRuleFormValues(null).rules).toEqual([{ scope: 'all', count: null, pattern: '', message: '' }]);
    const broken = { ruleJson: 'oops', ruleName: 'x', ruleCode: 'x' } as SysCheckRule;
    expect(checkRuleFormValues(broken).rules).toHaveLength(1);
  });

  it('builds the add body', () => {
    expect(
      toCheckRuleBody({
        ruleName: ' 地块编号 ',
        ruleCode: ' plot ',
        ruleDescription: null,
        rules: [{ scope: 'all', pattern: '^[A-Z]{2}$', message: '两位大写字母' }],
      }),
    ).toEqual({
      ruleName: '地块编号',
      ruleCode: 'plot',
      ruleDescription: '',
      ruleJson: '[{"digits":"*","pattern":"^[A-Z]{2}$","message":"两位大写字母"}]',
    });
  });
});
