/** `${name}` (blanks inside the braces tolerated): JeecgBoot's template placeholder syntax. */
const PLACEHOLDER = /\$\{\s*([A-Za-z_][\w.-]*)\s*\}/g;

/** The placeholder names of the texts, unique, in order of appearance. */
export function placeholdersOf(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names];
}

/** A template's stored test data as placeholder values; anything but a JSON object gives none. */
export function parseTestJson(json: string | null | undefined): Record<string, string> {
  if (!json?.trim()) return {};
  try {
    const data: unknown = JSON.parse(json);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      ]),
    );
  } catch {
    return {};
  }
}

/** Whether `text` is empty or a JSON object (what `templateTestJson` must hold). */
export function isJsonObjectOrEmpty(text: string | null | undefined): boolean {
  if (!text?.trim()) return true;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data);
  } catch {
    return false;
  }
}
