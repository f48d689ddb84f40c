/** Number inputs (spec §5): optional minus, digits, one decimal point; anything else reverts to the previous text. */
const PARTIAL_NUMBER = /^-?\d*\.?\d*$/;
const COMPLETE_NUMBER = /^-?\d+(\.\d+)?$|^-?\d+\.$/;

export function acceptNumberTyping(next: string, previous: string): string {
  return PARTIAL_NUMBER.test(next) ? next : previous;
}

/** On blur: a complete number is kept (a trailing point dropped), anything partial ("-", ".") resets to empty. */
export function settleNumber(text: string): number | '' {
  if (!COMPLETE_NUMBER.test(text)) return '';
  return Number(text.endsWith('.') ? text.slice(0, -1) : text);
}

/** Tag cells (spec §5): typed semicolons are stripped and one is inserted after every two characters. */
export function formatTag(text: string): string {
  const chars = [...text.replace(/;/g, '')];
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += 2) groups.push(chars.slice(i, i + 2).join(''));
  return groups.map((g) => (g.length === 2 ? `${g};` : g)).join('');
}

/** Multi-select cells store a comma list. */
export const splitMulti = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(cellText) : typeof value === 'string' && value !== '' ? value.split(',') : [];
export const joinMulti = (values: readonly string[]): string => values.join(',');

/** A cell value as text: empty for nothing, JSON for objects (uploaded files), else the value itself. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '';
}

/** Editors take the focus when they mount (a ref callback: the grid mounts one editor, in the active cell). */
export const focusOnMount = (el: { focus: () => void } | null): void => el?.focus();
