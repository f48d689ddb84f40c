import { JeecgError } from '../../core/errors/jeecg.errors';

/** `${name}` (blanks inside the braces tolerated), JeecgBoot's placeholder syntax. */
const PLACEHOLDER = /\$\{\s*([A-Za-z_][\w.-]*)\s*\}/g;

/** The placeholder names of the texts, unique, in order of appearance. */
export function placeholdersOf(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Fills every placeholder; `escape` HTML-escapes the values (rich-text templates). */
export function fillTemplate(text: string, values: Record<string, string>, escape = false): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (escape ? escapeHtml(values[name]) : values[name]) : whole,
  );
}

/**
 * The test-send's `testData`: a JSON object (or the object itself) of placeholder values, read as strings.
 * Anything else answers JeecgBoot's `解析Json出错！`.
 */
export function parseTestData(raw: string | Record<string, unknown> | null | undefined): Record<string, string> {
  let data: unknown = raw;
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return {};
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw new JeecgError('解析Json出错！');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new JeecgError('解析Json出错！');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    out[k] = typeof v === 'string' ? v : v === null || v === undefined ? '' : (JSON.stringify(v) ?? '');
  }
  return out;
}

/** Plain text as safe HTML for the announcement view: escaped, line breaks kept. */
export const textToHtml = (text: string) => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/** Whether stored content is (rich) HTML rather than plain text. */
export const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);
