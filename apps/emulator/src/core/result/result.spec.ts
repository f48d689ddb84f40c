import { z } from 'zod';
import { resultSchema } from '@cropwatch/contract';
import { bare, error, JsonText, ok, okMessage, okWith, serializeReply, success, tokenFailure } from './result';

describe('Result helpers', () => {
  it('ok(data) answers code 200 with an empty message', () => {
    expect(ok({ a: 1 })).toMatchObject({ success: true, code: 200, message: '', result: { a: 1 } });
  });

  it('ok(msg) copies the message into result, like Result.ok(String)', () => {
    expect(okMessage('删除用户成功')).toMatchObject({
      success: true,
      code: 200,
      message: '删除用户成功',
      result: '删除用户成功',
    });
  });

  it('okWith(msg, data) keeps both', () => {
    expect(okWith('登录成功', [1])).toMatchObject({ code: 200, message: '登录成功', result: [1] });
  });

  it('success(msg) leaves result null', () => {
    expect(success('密码重置成功!')).toMatchObject({ success: true, code: 200, result: null });
  });

  it('bare(data) is the ok0 envelope', () => {
    expect(bare(['x'])).toMatchObject({ success: true, code: 0, message: '', result: ['x'] });
  });

  it('error defaults to code 500 and accepts another code', () => {
    expect(error('验证码无效')).toMatchObject({ success: false, code: 500, result: null });
    expect(error('验证码错误', 412)).toMatchObject({ success: false, code: 412 });
  });

  it('token failures keep success true and code 401', () => {
    expect(tokenFailure('Token失效，请重新登录!')).toMatchObject({ success: true, code: 401, result: null });
  });

  it('emits the five envelope keys in JeecgBoot order with a millisecond timestamp', () => {
    const r = bare(null);
    expect(Object.keys(r)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    expect(() => resultSchema(z.null()).parse(r)).not.toThrow();
    expect(Math.abs(r.timestamp - Date.now())).toBeLessThan(5000);
  });
});

describe('serializeReply', () => {
  const items = [{ value: '1', text: '男 $& $1 "\u0000', title: '男' }];

  it('writes a JsonText result as is, the same bytes as serialising the value', () => {
    const envelope = bare(new JsonText(JSON.stringify(items)), 'msg "\u0000" $&');
    expect(serializeReply(envelope)).toBe(JSON.stringify({ ...envelope, result: items }));
    expect(JSON.parse(serializeReply(envelope))).toEqual({ ...envelope, result: items });
  });

  it('writes the same bytes for an envelope of another shape or with a key added', () => {
    const text = new JsonText(JSON.stringify(items));
    for (const payload of [
      { ...bare(text), extra: 1 },
      { result: text, success: true },
      { ...bare(text), code: Number.NaN },
      { ...bare(text), message: undefined },
    ]) {
      expect(serializeReply(payload)).toBe(JSON.stringify({ ...payload, result: items }));
    }
  });

  it('serialises everything else with JSON.stringify, and JsonText alone as its value', () => {
    for (const payload of [ok(items), null, 5, [1, 2], { result: 'x' }]) {
      expect(serializeReply(payload)).toBe(JSON.stringify(payload));
    }
    expect(JSON.stringify({ a: new JsonText('[1,{"b":2}]') })).toBe('{"a":[1,{"b":2}]}');
  });
});
