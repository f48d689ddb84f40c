import { hash, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_MAX_AGE_MS, signaturePayload } from '@cropwatch/contract';
import { JeecgError, SignatureError } from '../errors/jeecg.errors';

/** `UPPER(md5_hex(json + secret))` (contract §9.2). */
export const computeSign = (payload: string, secret: string): string =>
  // One-shot `hash` rather than a Hash object: a third of the time on these short strings (issue #17).
  hash('md5', payload + secret, 'hex').toUpperCase();

/**
 * The query map the server signs: the whole query string URL-decoded first (`+` as a space, like Java's
 * URLDecoder), then split on `&` and at the first `=`; empty values stay `""`.
 */
export function signedQuery(rawQuery: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (!rawQuery) return params;
  let decoded = rawQuery.replace(/\+/g, ' ');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A malformed escape is signed as sent; the signature then simply fails to match.
  }
  for (const pair of decoded.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    if (at < 0) params[pair] = '';
    else params[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return params;
}

/**
 * `X-TIMESTAMP` as SignAuthInterceptor reads it: 14 characters are `yyyyMMddHHmmss` in server-local time,
 * anything else epoch milliseconds. Unparsable values fail like Java's Long.parseLong would.
 */
export function parseSignTimestamp(header: string | undefined): number {
  if (header === undefined) throw new JeecgError('操作失败，Cannot parse null string: null');
  if (header.length === 14 && /^\d{14}$/.test(header)) {
    const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((i, k) => Number(header.slice(i, i + (k === 0 ? 4 : 2))));
    return new Date(y, mo - 1, d, h, mi, s).getTime();
  }
  if (!/^-?\d{1,19}$/.test(header)) throw new JeecgError(`操作失败，For input string: "${header.slice(0, 64)}"`);
  return Number(header);
}

export interface SignedRequest {
  /** Path relative to the context path, as sent (not decoded). */
  path: string;
  rawQuery: string;
  body: unknown;
  sign: string | undefined;
  timestamp: string | undefined;
}

/** Checks timestamp age first, then the signature (SignAuthInterceptor's order, contract §9.3–9.4). */
export function verifySignature(req: SignedRequest, secret: string, now: number): void {
  const timestamp = parseSignTimestamp(req.timestamp);
  if (now - timestamp > SIGNATURE_MAX_AGE_MS) throw new JeecgError('操作失败，签名验证失败:X-TIMESTAMP已过期');
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const expected = computeSign(signaturePayload(req.path, signedQuery(req.rawQuery), body), secret);
  const given = Buffer.from(req.sign ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) throw new SignatureError();
}
