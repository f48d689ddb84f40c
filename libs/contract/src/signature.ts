/**
 * Request signature (contract §9): both the console and the emulator build the signed JSON here,
 * each with its own MD5 (blueimp-md5 in the browser, node:crypto on the server).
 */
export const DEFAULT_SIGNATURE_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

/** Paths the real server checks (contract §9.1, B1 `jeecg.signUrls`), relative to the context path. */
export const SIGNED_PATH_PATTERNS: readonly RegExp[] = [
  /^\/sys\/dict\/getDictItems\/[^/]+$/,
  /^\/sys\/dict\/loadDict\/[^/]+$/,
  /^\/sys\/dict\/loadDictOrderByValue\/[^/]+$/,
  /^\/sys\/dict\/loadDictItem\/[^/]+$/,
  /^\/sys\/dict\/loadTreeData$/,
  /^\/sys\/api\/(queryTableDictItemsByCode|queryFilterTableDictInfo|queryTableDictByKeys|translateDictFromTable|translateDictFromTableByKeys)$/,
];

export const isSignedPath = (path: string): boolean => SIGNED_PATH_PATTERNS.some((p) => p.test(path));

/** Maximum age of `X-TIMESTAMP` (contract §9.3). */
export const SIGNATURE_MAX_AGE_MS = 300_000;

/**
 * The JSON string that is hashed: the last path segment when it holds a comma (`x-path-variable`),
 * every query pair and the body's keys, `_t` removed, keys sorted, values as strings.
 */
export function signaturePayload(
  path: string,
  query: Record<string, unknown> = {},
  body: Record<string, unknown> = {},
): string {
  const params: Record<string, string> = {};
  const end = path.indexOf('?');
  const bare = end < 0 ? path : path.slice(0, end);
  const last = bare.slice(bare.lastIndexOf('/') + 1);
  if (last.includes(',')) params['x-path-variable'] = safeDecode(last);
  for (const source of [query, body]) {
    for (const k of Object.keys(source)) {
      const v = source[k];
      if (v === undefined || v === null) continue;
      // Numbers and booleans are signed as their text, objects as JSON: `JSON.stringify` gives both.
      params[k] = typeof v === 'string' ? v : JSON.stringify(v);
    }
  }
  delete params._t;
  const keys = Object.keys(params);
  if (keys.length === 0) return '{}'; // most signed GETs: a dictionary code and no query (issue #17)
  const sorted: Record<string, string> = {};
  for (const k of keys.sort()) sorted[k] = params[k];
  return JSON.stringify(sorted);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
