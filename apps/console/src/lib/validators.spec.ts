import type { RuleObject } from 'antd/es/form';
import { setLanguage } from './i18n';
import { isStrongEnough, MOBILE_PATTERN, passwordLevel, rules, USERNAME_PATTERN } from './validators';

beforeAll(() => setLanguage('zh-CN'));

describe('form rules (spec §5)', () => {
  it('accepts 11-digit mainland mobiles starting 13–19 only', () => {
    expect(['13800138000', '19912345678'].every((m) => MOBILE_PATTERN.test(m))).toBe(true);
    expect(['12800138000', '1380013800', '138001380000', 'abcdefghijk'].some((m) => MOBILE_PATTERN.test(m))).toBe(false);
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
