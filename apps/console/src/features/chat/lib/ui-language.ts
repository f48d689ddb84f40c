/**
 * An app's welcome text and suggested questions may be written in both languages (the seeded app is); the
 * chat page shows only the UI language's part. A sentence with a Chinese character is Chinese, any other is
 * English.
 */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export const isChinese = (text: string) => CJK.test(text);

/** The sentences of `text` in the UI language, or null when it has none (the page then uses its own text). */
export function textInLanguage(text: string | null | undefined, english: boolean): string | null {
  if (!text?.trim()) return null;
  const sentences = text.split(/(?<=[。！？!?.])\s*|\n+/).filter((s) => s.trim());
  const kept = sentences.filter((s) => isChinese(s) !== english);
  if (kept.length === 0) return null;
  return kept.join(english ? ' ' : '').trim();
}

/** The suggested questions written in the UI language. */
export const questionsInLanguage = (questions: readonly string[], english: boolean) =>
  questions.filter((q) => isChinese(q) !== english);
