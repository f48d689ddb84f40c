import { JeecgError } from '../errors/jeecg.errors';

/**
 * JeecgBoot's hierarchical codes (YouBianCodeUtil, contract §6.3), used for department org codes and
 * category codes: each level adds a segment of one letter and two digits, `A01` … `A99`, `B01` … `Z99`.
 * A child of `A01` is `A01A01`, `A01A02`, …
 */
const SEGMENT = /^[A-Z]\d{2}$/;

/** The segment after `segment` (`A01` -> `A02`, `A99` -> `B01`); none after `Z99`. */
export function nextSegment(segment: string): string | null {
  if (!SEGMENT.test(segment)) return null;
  const letter = segment.charCodeAt(0);
  const n = Number(segment.slice(1));
  if (n < 99) return `${segment[0]}${String(n + 1).padStart(2, '0')}`;
  if (letter >= 'Z'.charCodeAt(0)) return null;
  return `${String.fromCharCode(letter + 1)}01`;
}

/**
 * The next free child code of `parentCode` (`''` for a root), after the highest well-formed sibling code;
 * `taken` holds every code in use (siblings of other shapes and other tables' rows are skipped over).
 */
export function nextChildCode(parentCode: string, taken: Iterable<string>, what = '编码'): string {
  const used = new Set(taken);
  const siblings = [...used]
    .filter((c) => c.length === parentCode.length + 3 && c.startsWith(parentCode) && SEGMENT.test(c.slice(-3)))
    .map((c) => c.slice(-3))
    .sort();
  let segment: string | null = siblings.length ? nextSegment(siblings[siblings.length - 1]) : 'A01';
  while (segment && used.has(parentCode + segment)) segment = nextSegment(segment);
  if (!segment) throw new JeecgError(`操作失败，${what}已用尽（同一级最多 Z99）`);
  return parentCode + segment;
}

/** Replaces the leading `from` of `code` by `to` (a subtree moving under a new parent). */
export const rebase = (code: string, from: string, to: string): string =>
  code.startsWith(from) ? to + code.slice(from.length) : code;
