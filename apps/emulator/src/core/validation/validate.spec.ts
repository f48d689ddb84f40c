import { z } from 'zod';
import { loginBodySchema, registerBodySchema } from '@cropwatch/contract';
import { JeecgError } from '../errors/jeecg.errors';
import { validate } from './validate';

const failure = (fn: () => unknown): JeecgError => {
  try {
    fn();
  } catch (e) {
    return e as JeecgError;
  }
  throw new Error('expected a validation failure');
};

describe('validate', () => {
  it('returns the parsed value, with the schema transforms applied', () => {
    expect(validate(loginBodySchema, { username: ' admin ', password: 'x', checkKey: 123 })).toEqual({
      username: 'admin',
      password: 'x',
      checkKey: '123',
    });
  });

  it("uses the contract's own message for the first issue", () => {
    const e = failure(() => validate(loginBodySchema, { username: '', password: '' }));
    expect(e).toBeInstanceOf(JeecgError);
    expect(e.code).toBe(500);
    expect(e.message).toBe('用户名不能为空');
  });

  it('names the field when zod supplies the wording', () => {
    const e = failure(() => validate(loginBodySchema, { username: 'a'.repeat(10_000), password: 'x' }));
    expect(e.message).toMatch(/^username: /);
    expect(e.message.length).toBeLessThan(200);
  });

  it('rejects a body that is not an object without throwing anything but a JeecgError', () => {
    expect(failure(() => validate(registerBodySchema, 'oops'))).toBeInstanceOf(JeecgError);
    expect(failure(() => validate(z.object({ a: z.string() }), undefined)).message).toBeTruthy();
  });
});
