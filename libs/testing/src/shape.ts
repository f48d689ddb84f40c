/**
 * The shape of a JSON value: what a client depends on (keys and value types), without the values that change
 * from one run to the next (tokens, timestamps, generated ids). Arrays keep the shape of their first element.
 * Encoded as JSON: `"string" | "number" | "boolean" | "null"`, `[]` (empty array), `[shape]`, `{ key: shape }`.
 */
export type Shape = 'string' | 'number' | 'boolean' | 'null' | Shape[] | { [key: string]: Shape };

const MAX_DEPTH = 8;

export function shapeOf(value: unknown, depth = 0): Shape {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return value.length && depth < MAX_DEPTH ? [shapeOf(value[0], depth + 1)] : [];
  if (typeof value === 'object') {
    if (depth >= MAX_DEPTH) return {};
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key], depth + 1)]),
    );
  }
  if (typeof value === 'number' || typeof value === 'boolean') return typeof value as 'number' | 'boolean';
  return 'string';
}

/**
 * Where `actual` no longer offers what `expected` recorded: a missing key, another type, an empty array where
 * there were elements. Extra keys are fine, and so is any value where `null` was recorded.
 */
export function shapeMismatches(expected: Shape, actual: Shape, at = '$'): string[] {
  if (expected === 'null') return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${at}: expected an array, got ${describe(actual)}`];
    if (expected.length === 0) return [];
    if (actual.length === 0) return [`${at}: expected elements, got an empty array`];
    return shapeMismatches(expected[0], actual[0], `${at}[0]`);
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual))
      return [`${at}: expected an object, got ${describe(actual)}`];
    return Object.entries(expected).flatMap(([key, shape]) =>
      key in actual
        ? shapeMismatches(shape, actual[key], `${at}.${key}`)
        : shape === 'null'
          ? []
          : [`${at}.${key}: missing`],
    );
  }
  return expected === actual ? [] : [`${at}: expected ${expected}, got ${describe(actual)}`];
}

const describe = (shape: Shape) =>
  Array.isArray(shape) ? 'an array' : typeof shape === 'object' ? 'an object' : shape;

/**
 * One call of an outside client and the shape of the answer it got, as recorded by the real JeecgBoot client's
 * walk (`apps/console-e2e/src/jeecg-client.spec.ts`) and replayed by `jeecg-client-transcript.e2e-spec.ts`.
 */
export interface TranscriptEntry {
  /** The page (menu url) or action during which the call was made. */
  section: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the context path `/jeecg-boot`. */
  path: string;
  /** Query parameters in order of name, without the cache breaker `_t`. */
  query: Record<string, string>;
  body?: unknown;
  status: number;
  /** `success` of an envelope answer (absent for answers without one). */
  success?: boolean;
  shape: Shape;
}
