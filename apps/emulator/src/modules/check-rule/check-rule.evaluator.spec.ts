import { JeecgError } from '../../core/errors/jeecg.errors';
import { checkValue, fullMatch, parseRuleJson } from './check-rule.evaluator';

/** The seeded `common` rule (seed/check-rules.json). */
const common = parseRuleJson(
  JSON.stringify([
    { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
    { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
    { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
    { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
  ]),
);

describe('check rules', () => {
  it('passes a value that satisfies every rule', () => {
    expect(checkValue(common, 'abc_123')).toBeNull();
    expect(checkValue(common, 'A12')).toBeNull();
    expect(checkValue(common, 'x'.repeat(12))).toBeNull();
  });

  it('reports the first character rule with its cursor range', () => {
    expect(checkValue(common, '1abc')).toEqual({
      digits: '1',
      pattern: '^[a-z|A-Z]$',
      message: '第一位只能是字母',
      beginIndex: 0,
      endIndex: 1,
      checkValue: '1',
      passed: false,
    });
  });

  it('reports whole-value rules without beginIndex/endIndex', () => {
    const failure = checkValue(common, 'ab-c');
    expect(failure).toEqual({
      digits: '*',
      pattern: '^[0-9|a-z|A-Z|_]{0,}$',
      message: '只能填写数字、大小写字母、下划线',
      checkValue: 'ab-c',
      passed: false,
    });
    expect(failure).not.toHaveProperty('beginIndex');
    expect(checkValue(common, 'ab')?.message).toBe('最少输入3位数');
    expect(checkValue(common, 'a'.repeat(13))?.message).toBe('最多输入12位数');
  });

  it('moves the cursor only for counted rules and reads past the end as empty', () => {
    const rules = parseRuleJson(
      JSON.stringify([
        { digits: '2', pattern: '[A-Z]{2}', message: 'letters' },
        { digits: '*', pattern: '.+', message: 'any' },
        { digits: '3', pattern: '\\d{3}', message: 'digits' },
      ]),
    );
    expect(checkValue(rules, 'CN001')).toBeNull();
    expect(checkValue(rules, 'CN0x1')).toMatchObject({ beginIndex: 2, endIndex: 5, checkValue: '0x1' });
    expect(checkValue(rules, 'CN')).toMatchObject({ beginIndex: 2, endIndex: 2, checkValue: '', message: 'digits' });
  });

  it('lets a blank value pass, as JeecgBoot does', () => {
    expect(checkValue(common, '')).toBeNull();
  });

  it('matches whole values like Java Pattern.matches', () => {
    expect(fullMatch('abc', 'abc')).toBe(true);
    expect(fullMatch('abc', 'xabcx')).toBe(false);
    expect(fullMatch('a|b', 'a')).toBe(true);
  });

  it('stops a catastrophic pattern instead of stalling', () => {
    expect(() => fullMatch('(a+)+', `${'a'.repeat(40)}b`)).toThrow(JeecgError);
  });

  it('refuses malformed rule JSON with a clear message', () => {
    expect(() => parseRuleJson('not json')).toThrow(/JSON/);
    expect(() => parseRuleJson('[]')).toThrow(/非空/);
    expect(() => parseRuleJson('[{"digits":"x","pattern":"a","message":"m"}]')).toThrow(/第1条规则/);
    expect(() => parseRuleJson('[{"digits":"*","pattern":"(","message":"m"}]')).toThrow(/正则表达式不合法/);
    expect(parseRuleJson('[{"digits":2,"pattern":"a","message":"m"}]')[0].digits).toBe('2');
  });
});
