import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { fail, mockHttp, ok } from '../testing/mock-http';
import { setLanguage } from './i18n';
import {
  checkRule,
  duplicateCheckRule,
  formRules,
  isBlank,
  isIdCard,
  isStrongEnough,
  MOBILE_PATTERN,
  passwordLevel,
  rules,
  USERNAME_PATTERN,
} from './validators';

beforeAll(() => setLanguage('zh-CN'));

describe('form rules (spec §5)', () => {
  it('accepts 11-digit mainland mobiles starting 13–19 only', () => {
    expect(['13800138000', '19912345678'].every((m) => MOBILE_PATTERN.test(m))).toBe(true);
    expect(['12800138000', '1380013800', '138001380000', 'abcdefghijk'].some((m) => MOBILE_PATTERN.test(m))).toBe(
      false,
    );
  });

  it('carries the spec messages for mobile', () => {
    const [required, format] = rules.mobile() as RuleObject[];
    expect(required).toMatchObject({ required: true, message: '请输入手机号码' });
    expect(format.message).toBe('请输入正确手机号');
    expect(rules.mobile(false)).toHaveLength(1);
    setLanguage('en-US');
    expect((rules.mobile()[0] as RuleObject).message).toBe('Please enter phone number');
    setLanguage('zh-CN');
  });

  it('accepts usernames of letters, digits and underscores, 4 to 18 long', () => {
    expect(['jeecg', 'user_01', 'abcd', 'a'.repeat(18)].every((u) => USERNAME_PATTERN.test(u))).toBe(true);
    expect(['abc', 'a'.repeat(19), 'bad name', '用户名'].some((u) => USERNAME_PATTERN.test(u))).toBe(false);
    expect((rules.username()[1] as RuleObject).message).toBe('用户名长度为6-18位，只能包含字母、数字和下划线');
  });

  it('keeps email optional unless asked', () => {
    expect(rules.email()).toEqual([{ type: 'email', message: '请输入正确的邮箱地址' }]);
    expect(rules.email(true)[0]).toMatchObject({ required: true });
  });

  it('rates passwords low, middle or strong by character classes', () => {
    expect(passwordLevel('abcdefgh')).toBe('low');
    expect(passwordLevel('abcd1234')).toBe('middle');
    expect(passwordLevel('abcd123!')).toBe('strong');
  });

  it('needs at least 8 characters and two classes', () => {
    expect(isStrongEnough('abc123!')).toBe(false);
    expect(isStrongEnough('abcdefgh')).toBe(false);
    expect(isStrongEnough('abcd1234')).toBe(true);
  });
});

describe('the reusable rule set (spec §5)', () => {
  /** Runs antd rule objects the way Form does for these kinds: first failure's message, or null. */
  async function check(list: FormRule[], value: unknown): Promise<string | null> {
    for (const rule of list as RuleObject[]) {
      const blank = isBlank(value);
      const message = typeof rule.message === 'string' ? rule.message : '';
      if (rule.required && blank) return message;
      if (blank && !rule.validator) continue;
      if (rule.pattern && !rule.pattern.test(String(value))) return message;
      if (typeof value === 'string' && rule.max !== undefined && value.length > rule.max) return message;
      if (typeof value === 'string' && rule.min !== undefined && value.length < rule.min) return message;
      if (rule.validator) {
        try {
          await (rule.validator as (r: RuleObject, v: unknown) => Promise<void>)(rule, value);
        } catch (error) {
          return (error as Error).message;
        }
      }
    }
    return null;
  }

  it('checks the mainland ID card checksum, birth date and the legacy 15-digit form', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('44030519900101123X')).toBe(true);
    expect(isIdCard('440305199001011234')).toBe(false);
    expect(isIdCard('110105194902301234')).toBe(false);
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('110105491331002')).toBe(false);
    expect(isIdCard('01010519491231002X')).toBe(false);
  });

  it('rejects an invalid ID card with the zh-CN message and lets empty values pass', async () => {
    expect(await check(formRules.idCard(), '440305199001011234')).toBe('请输入正确的身份证号码');
    expect(await check(formRules.idCard(), '')).toBeNull();
    expect(await check(formRules.idCard(true, '身份证'), '')).toBe('请输入身份证');
    expect(await check(formRules.idCard(), '11010519491231002X')).toBeNull();
  });

  it.each([
    ['naturalNumber', ['0', '12'], ['-1', '01', '1.5'], '请输入自然数'],
    ['letters', ['abcXYZ'], ['abc1', 'a b'], '请输入英文字母'],
    [
      'landline',
      ['010-12345678', '0755-1234567', '12345678', '021-12345678-123'],
      ['123', '010-123'],
      '请输入正确的座机号码',
    ],
    [
      'bankCard',
      ['1234567890', '12345678901234567890'],
      ['123456789', '123456789012345678901', '12345abcde'],
      '请输入正确的银行卡号',
    ],
    ['certificate', ['E12345678', 'a'.repeat(50)], ['a'.repeat(51), 'AB-12'], '请输入正确的证件号码'],
    ['qq', ['10001', '123456789012'], ['1234', '1234567890123', '01234'], '请输入正确的QQ号码'],
    ['url', ['http://a.cn', 'https://example.com/x?y=1'], ['ftp://a.cn', 'www.a.cn', 'http://'], '请输入正确的网址'],
    ['code20', ['abc123', 'A'.repeat(20)], ['A'.repeat(21), 'ab_c'], '请输入20位以内的英文字母或数字'],
    [
      'name2to100',
      ['张三', 'John Smith', '王 Li'],
      ['张', '张三1', 'a'.repeat(101)],
      '请输入2到100位的中文、英文或空格',
    ],
    ['digitLines', ['123\n456', '7'], ['12a', '1 2'], '只能输入数字和换行'],
    ['max255', ['a'.repeat(255)], ['a'.repeat(256)], '长度不能超过255个字符'],
  ] as const)('%s accepts good values and refuses bad ones', async (name, good, bad, message) => {
    const list = formRules[name]();
    for (const value of good) expect(await check(list, value)).toBeNull();
    for (const value of bad) expect(await check(list, value)).toBe(message);
    expect(await check(list, '')).toBeNull();
  });

  it('keeps mobile, username and email messages from the spec', async () => {
    expect(await check(formRules.mobile(), '')).toBe('请输入手机号码');
    expect(await check(formRules.mobile(), '1234')).toBe('请输入正确手机号');
    expect(await check(formRules.username(), 'abc')).toBe('用户名长度为6-18位，只能包含字母、数字和下划线');
    expect(await check(formRules.username(), 'jeecg')).toBeNull();
  });

  it('has a generic required rule with length and selection-count bounds', async () => {
    expect(await check(formRules.required({ label: '名称' }), ' ')).toBe('请输入名称');
    expect(await check(formRules.required({ label: '角色', select: true }), [])).toBe('请选择角色');
    expect(await check(formRules.required({ label: '名称', min: 2, max: 4 }), 'a')).toBe('长度应为2到4个字符');
    expect(await check(formRules.required({ label: '名称', max: 4 }), 'abcde')).toBe('长度不能超过4个字符');
    expect(await check(formRules.required({ label: '角色', minCount: 2 }), ['a'])).toBe('请至少选择2项');
    expect(await check(formRules.required({ label: '角色', maxCount: 2 }), 'a,b,c')).toBe('最多只能选择2项');
    expect(await check(formRules.required({ label: '角色', minCount: 1, maxCount: 2 }), 'a,b')).toBeNull();
    setLanguage('en-US');
    expect(await check(formRules.required({ label: 'name' }), '')).toBe('Please enter name');
    setLanguage('zh-CN');
  });

  it('checks uniqueness on the server, skipping empty values and showing the server message', async () => {
    const http = mockHttp((config) =>
      (config.params as { fieldVal: string }).fieldVal === 'taken'
        ? fail('该值不可用，系统中已存在！')
        : ok('该值可用！', { message: '该值可用！' }),
    );
    const rule = duplicateCheckRule({ tableName: 'sys_user', fieldName: 'work_no', dataId: () => 'u1' });
    expect(await check([rule], '')).toBeNull();
    expect(http.requests).toHaveLength(0);
    expect(await check([rule], 'free')).toBeNull();
    expect(http.requests[0].url).toBe('/sys/duplicate/check');
    expect(http.requests[0].params).toMatchObject({
      tableName: 'sys_user',
      fieldName: 'work_no',
      fieldVal: 'free',
      dataId: 'u1',
    });
    expect(await check([rule], 'taken')).toBe('该值不可用，系统中已存在！');
    http.restore();
  });

  it('checks a coding rule with the value URI-encoded', async () => {
    const http = mockHttp((config) =>
      (config.params as { value: string }).value === encodeURIComponent('1abc')
        ? fail('第一位只能是字母')
        : ok(null, { message: '' }),
    );
    expect(await check([checkRule('common')], '1abc')).toBe('第一位只能是字母');
    expect(await check([checkRule('common')], 'a b&c')).toBeNull();
    expect(http.requests[1].params).toMatchObject({ ruleCode: 'common', value: 'a%20b%26c' });
    expect(await check([checkRule('common')], '  ')).toBeNull();
    expect(http.requests).toHaveLength(2);
    http.restore();
  });
});
