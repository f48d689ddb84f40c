import dayjs from 'dayjs';
import { i18n, loadLanguage } from '../../lib/i18n';
import { buildUser } from '../../testing/builders';
import { mockHttp, ok, fail } from '../../testing/mock-http';
import {
  toAddBody,
  toEditBody,
  toFormValues,
  userFormRules,
  confirmRule,
  type UserFormValues,
} from './user-form-model';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validatorOf = (rule: unknown): Validator => {
  const resolved = (typeof rule === 'function' ? (rule as (form: unknown) => unknown)({}) : rule) as {
    validator: Validator;
  };
  return resolved.validator;
};
const lastValidator = (rules: unknown[]): Validator => validatorOf(rules.at(-1));

const base: UserFormValues = {
  username: ' lisi ',
  password: 'abc12345',
  confirmpassword: 'abc12345',
  realname: ' 李四 ',
  workNo: 'CW0100',
  post: '',
  selectedroles: 'r1,r2',
  selecteddeparts: 'd1',
  userIdentity: 1,
  departIds: 'd1',
  avatar: undefined,
  birthday: dayjs('1990-02-03'),
  sex: '2',
  email: '',
  phone: '13911112222',
  telephone: undefined,
};

beforeAll(async () => {
  await loadLanguage('zh-CN');
  await i18n.changeLanguage('zh-CN');
});

describe('user form mapping', () => {
  it('fills the form from the user and its role and department links', () => {
    const user = buildUser({ id: 'u1', username: 'lisi', sex: 2, birthday: '1990-02-03', post: 'p1,p2', email: null });
    const values = toFormValues(user, ['r1'], ['d1', 'd2']);
    expect(values).toMatchObject({
      username: 'lisi',
      selectedroles: 'r1',
      selecteddeparts: 'd1,d2',
      sex: '2',
      post: 'p1,p2',
      email: undefined,
      userIdentity: 2,
    });
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1990-02-03');
  });

  it('builds the add body with trimmed texts, nulls for blanks and no led departments for members', () => {
    expect(toAddBody(base)).toEqual({
      username: 'lisi',
      password: 'abc12345',
      confirmpassword: 'abc12345',
      realname: '李四',
      workNo: 'CW0100',
      post: null,
      selectedroles: 'r1,r2',
      selecteddeparts: 'd1',
      userIdentity: 1,
      departIds: null,
      avatar: null,
      birthday: '1990-02-03',
      sex: '2',
      email: null,
      phone: '13911112222',
      telephone: null,
    });
  });

  it('keeps led departments for a superior and never sends username or password on edit', () => {
    const body = toEditBody('u1', { ...base, userIdentity: 2, birthday: null, selectedroles: undefined });
    expect(body).toMatchObject({ id: 'u1', userIdentity: 2, departIds: 'd1', birthday: null, selectedroles: '' });
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
  });
});

describe('user form rules', () => {
  it('asks for a password of 8 characters with two character classes', async () => {
    const check = lastValidator(userFormRules().password);
    await expect(check({}, 'abcdefgh')).rejects.toThrow('密码至少8位，且包含数字、字母、符号中的两种');
    await expect(check({}, 'abc123')).rejects.toThrow();
    await expect(check({}, 'abc12345')).resolves.toBeUndefined();
  });

  it('requires the confirmation to repeat the password', async () => {
    const check = validatorOf(confirmRule(() => 'abc12345'));
    await expect(check({}, 'abc12346')).rejects.toThrow('两次输入的密码不一样！');
    await expect(check({}, '')).rejects.toThrow('请重新输入登录密码');
    await expect(check({}, 'abc12345')).resolves.toBeUndefined();
  });

  it('uses the spec messages for username and phone formats', () => {
    const rules = userFormRules();
    expect(rules.username).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: '用户名长度为6-18位，只能包含字母、数字和下划线' })]),
    );
    expect(rules.phone).toEqual(expect.arrayContaining([expect.objectContaining({ message: '请输入正确手机号' })]));
    expect(userFormRules('u1', { phoneRequired: false }).phone).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ required: true })]),
    );
  });

  it('checks unique columns against sys_user, excluding the edited user', async () => {
    const http = mockHttp((config) =>
      (config.params as Record<string, unknown> | undefined)?.fieldVal === 'taken'
        ? fail('该值不可用，系统中已存在！')
        : ok('该值可用！'),
    );
    const rules = userFormRules('u1');
    await expect(lastValidator(rules.workNo)({}, 'free')).resolves.toBeUndefined();
    expect(http.requests.at(-1)).toMatchObject({
      url: '/sys/duplicate/check',
      params: { tableName: 'sys_user', fieldName: 'work_no', fieldVal: 'free', dataId: 'u1' },
    });
    await expect(lastValidator(rules.email)({}, 'taken')).rejects.toThrow('该值不可用，系统中已存在！');
    await expect(lastValidator(rules.phone)({}, '')).resolves.toBeUndefined();
    expect(http.requests).toHaveLength(2);
    http.restore();
  });
});
