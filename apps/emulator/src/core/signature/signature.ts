import { hash } from 'node:crypto';
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
  const expected = expectedSign(signaturePayload(req.path, signedQuery(req.rawQuery), body), secret);
  if (!sameText(req.sign ?? '', expected)) throw new SignatureError();
}

/**
 * Signatures already computed, by secret and payload. Most signed reads repeat a few payloads (`{}` for every
 * dictionary code without a query), and an MD5 with its buffers was the largest single cost of a cached dictionary
 * read (issue #17). A payload is a pure function of the request, so a remembered signature is never stale; short
 * payloads only, at most `KNOWN_SIGNS_MAX` per secret.
 */
const knownSigns = new Map<string, Map<string, string>>();
const KNOWN_SIGNS_MAX = 1000;
const KNOWN_PAYLOAD_MAX_LENGTH = 256;

function expectedSign(payload: string, secret: string): string {
  if (payload.length > KNOWN_PAYLOAD_MAX_LENGTH) return computeSign(payload, secret);
  let known = knownSigns.get(secret);
  if (!known) {
    if (knownSigns.size >= 16) knownSigns.clear(); // one secret per running app; tests start a few
    known = new Map();
    knownSigns.set(secret, known);
  }
  let sign = known.get(payload);
  if (sign === undefined) {
    sign = computeSign(payload, secret);
    if (known.size >= KNOWN_SIGNS_MAX) known.clear();
    known.set(payload, sign);
  }
  return sign;
}

/** Equal strings, compared in time that depends on the length only (as `timingSafeEqual`, without two buffers). */
export function sameText(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}
