import { DEFAULT_SIGNATURE_SECRET, endpointTable, isSignedPath, signaturePayload } from '@cropwatch/contract';
import { JeecgError, SignatureError } from '../errors/jeecg.errors';
import { computeSign, parseSignTimestamp, sameText, signedQuery, verifySignature } from './signature';

const sign = (path: string, query: Record<string, string> = {}) =>
  computeSign(signaturePayload(path, query), DEFAULT_SIGNATURE_SECRET);

describe('request signature (contract §9.2 worked examples)', () => {
  it('signs a plain dictionary code with an empty payload', () => {
    expect(signaturePayload('/sys/dict/getDictItems/sex')).toBe('{}');
    expect(sign('/sys/dict/getDictItems/sex')).toBe('E19D6243CB1945AB4F7202A1B00F77D5');
  });

  it('adds the comma-holding last segment as x-path-variable', () => {
    expect(sign('/sys/dict/getDictItems/sys_user,realname,username')).toBe('D9E9093773A902BBE1CF4FAE26BE5D1C');
  });

  it('signs query parameters as sorted string entries', () => {
    const query = signedQuery('keyword=adm&pageSize=10');
    expect(sign('/sys/dict/loadDict/sys_user,realname,username', query)).toBe('11FBAA8B93EC2684DA669F9A18719285');
  });

  it('ignores the _t cache-buster', () => {
    expect(sign('/sys/dict/getDictItems/sex', signedQuery('_t=1660000000'))).toBe('E19D6243CB1945AB4F7202A1B00F77D5');
  });
});

describe('signedQuery', () => {
  it('decodes the whole query string, + as a space, and keeps empty values', () => {
    expect(signedQuery('a=%E4%B8%AD+b&c=&d')).toEqual({ a: '中 b', c: '', d: '' });
  });

  it('splits at the first = only', () => {
    expect(signedQuery('x=a=b')).toEqual({ x: 'a=b' });
  });
});

describe('parseSignTimestamp', () => {
  it('reads epoch milliseconds and the 14-character local format', () => {
    expect(parseSignTimestamp('1660000000000')).toBe(1660000000000);
    expect(parseSignTimestamp('20220808123456')).toBe(new Date(2022, 7, 8, 12, 34, 56).getTime());
  });

  it('fails like Long.parseLong on a missing or non-numeric value', () => {
    expect(() => parseSignTimestamp(undefined)).toThrow('操作失败，Cannot parse null string: null');
    expect(() => parseSignTimestamp("1' OR 1=1")).toThrow(JeecgError);
  });
});

describe('verifySignature', () => {
  const now = 1_700_000_000_000;
  const request = (over: Partial<Parameters<typeof verifySignature>[0]> = {}) => ({
    path: '/sys/dict/getDictItems/sex',
    rawQuery: '',
    body: undefined,
    sign: 'E19D6243CB1945AB4F7202A1B00F77D5',
    timestamp: String(now - 1000),
    ...over,
  });

  it('accepts a correct, fresh signature', () => {
    expect(() => verifySignature(request(), DEFAULT_SIGNATURE_SECRET, now)).not.toThrow();
  });

  it('rejects a timestamp older than 300 s before looking at the signature', () => {
    expect(() =>
      verifySignature(request({ timestamp: String(now - 301_000), sign: undefined }), DEFAULT_SIGNATURE_SECRET, now),
    ).toThrow('操作失败，签名验证失败:X-TIMESTAMP已过期');
  });

  it('accepts a future timestamp, as the real server does', () => {
    expect(() =>
      verifySignature(request({ timestamp: String(now + 3_600_000) }), DEFAULT_SIGNATURE_SECRET, now),
    ).not.toThrow();
  });

  it('rejects a missing or wrong sign with the fastjson-style error', () => {
    expect(() => verifySignature(request({ sign: undefined }), DEFAULT_SIGNATURE_SECRET, now)).toThrow(SignatureError);
    expect(() =>
      verifySignature(request({ sign: 'e19d6243cb1945ab4f7202a1b00f77d5' }), DEFAULT_SIGNATURE_SECRET, now),
    ).toThrow(SignatureError);
    expect(() => verifySignature(request({ rawQuery: 'x=1' }), DEFAULT_SIGNATURE_SECRET, now)).toThrow(SignatureError);
  });

  it('includes a JSON body in the signed payload', () => {
    const body = { b: 2, a: 'x' };
    const signed = computeSign(signaturePayload('/sys/dict/loadTreeData', {}, body), DEFAULT_SIGNATURE_SECRET);
    expect(() =>
      verifySignature(request({ path: '/sys/dict/loadTreeData', body, sign: signed }), DEFAULT_SIGNATURE_SECRET, now),
    ).not.toThrow();
  });
});

describe('sameText', () => {
  it('is true for equal strings only, whatever differs', () => {
    expect(sameText('E19D6243CB1945AB4F7202A1B00F77D5', 'E19D6243CB1945AB4F7202A1B00F77D5')).toBe(true);
    expect(sameText('E19D6243CB1945AB4F7202A1B00F77D4', 'E19D6243CB1945AB4F7202A1B00F77D5')).toBe(false);
    expect(sameText('F19D6243CB1945AB4F7202A1B00F77D5', 'E19D6243CB1945AB4F7202A1B00F77D5')).toBe(false);
    expect(sameText('E19D', 'E19D6243CB1945AB4F7202A1B00F77D5')).toBe(false);
    expect(sameText('', '')).toBe(true);
  });
});

describe('remembered signatures', () => {
  const now = 1_700_000_000_000;
  const request = (sign: string) => ({
    path: '/sys/dict/getDictItems/sex',
    rawQuery: '',
    body: undefined,
    sign,
    timestamp: String(now),
  });

  it('are kept per secret: a signature for one secret is refused under another, before and after it is known', () => {
    const right = computeSign('{}', 'secret-a');
    expect(() => verifySignature(request(right), 'secret-a', now)).not.toThrow();
    expect(() => verifySignature(request(right), 'secret-b', now)).toThrow(SignatureError);
    expect(() => verifySignature(request(right), 'secret-a', now)).not.toThrow();
    expect(() => verifySignature(request(computeSign('{}', 'secret-b')), 'secret-b', now)).not.toThrow();
  });

  it('still refuse a wrong sign for a payload already verified', () => {
    const right = computeSign('{}', 'secret-c');
    expect(() => verifySignature(request(right), 'secret-c', now)).not.toThrow();
    expect(() => verifySignature(request(right.toLowerCase()), 'secret-c', now)).toThrow(SignatureError);
  });
});

describe('signed endpoints (issue #29)', () => {
  it('are exactly the contract endpoints on the paths of jeecg.signUrls (the guard reads the flag, not the URL)', () => {
    for (const [key, e] of Object.entries(endpointTable))
      expect(`${key} ${Boolean(e.signed)}`).toBe(`${key} ${isSignedPath(e.path.replace(/:\w+/g, 'x'))}`);
  });
});
