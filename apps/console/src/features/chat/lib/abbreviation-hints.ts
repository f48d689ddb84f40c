import type { ChatAbbreviation } from '@cropwatch/contract';

/** At most this many hints under the question box. */
export const MAX_HINTS = 5;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An abbreviation counts when it stands as a word of its own: `VCIx` in “VCIx 是什么” or “印度的VCIx”, not inside
 * “VCIxyz”. Letters and digits of any script around it would make it part of another word, except CJK, which is
 * written without spaces.
 */
function mentions(text: string, term: string): boolean {
  if (!term.trim()) return false;
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}]|\\p{Script=Han})${escape(term)}(?=$|[^\\p{L}\\p{N}]|\\p{Script=Han})`,
    'iu',
  );
  return pattern.test(text);
}

/**
 * The abbreviations a question mentions, by their short form or either full name, in list order (the server's
 * `sortNo`), each once.
 */
export function findAbbreviations(text: string, list: readonly ChatAbbreviation[]): ChatAbbreviation[] {
  if (!text.trim()) return [];
  const found: ChatAbbreviation[] = [];
  for (const item of list) {
    if (found.length === MAX_HINTS) break;
    const fullZh = item.fullZh && text.includes(item.fullZh);
    if (mentions(text, item.abbr) || fullZh || mentions(text, item.fullEn)) found.push(item);
  }
  return found;
}
