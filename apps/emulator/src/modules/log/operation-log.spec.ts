import { MASK, maskSecrets, operateTypeOf, requestParamText, resultMessage } from './operation-log';

describe('operation log helpers', () => {
  it('derives the operate type from the handler name', () => {
    expect(operateTypeOf('add')).toBe(2);
    expect(operateTypeOf('editByPost')).toBe(3);
    expect(operateTypeOf('deleteBatch')).toBe(4);
    expect(operateTypeOf('importExcel')).toBe(5);
    expect(operateTypeOf('exportXls')).toBe(6);
    expect(operateTypeOf('list')).toBe(1);
  });

  it('masks passwords, tokens and captchas at any depth', () => {
    expect(
      maskSecrets({ username: 'a', password: 'x', nested: { oldpassword: 'y', list: [{ token: 't', ok: 1 }] } }),
    ).toEqual({ username: 'a', password: MASK, nested: { oldpassword: MASK, list: [{ token: MASK, ok: 1 }] } });
  });

  it('writes query and body as one JSON text, cut to 2000 characters', () => {
    expect(requestParamText({}, {})).toBeNull();
    expect(requestParamText({ id: '1' }, { password: 'secret' })).toBe(
      `{"query":{"id":"1"},"body":{"password":"${MASK}"}}`,
    );
    const long = requestParamText(undefined, { text: 'a'.repeat(5000) })!;
    expect(long).toHaveLength(2000);
    expect(long).not.toContain('secret');
  });

  it('reads the Result message', () => {
    expect(resultMessage({ success: true, message: '编辑成功!' })).toBe('编辑成功!');
    expect(resultMessage({ success: false, message: '' })).toBe('失败');
    expect(resultMessage(undefined)).toBe('成功');
  });
});
