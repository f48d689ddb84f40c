/**
 * Gazetteer matching over free text (seed/crop/README.md, "Aliases: how to match"): both the text and the
 * aliases are normalised with `aliasKey`; the longest alias wins and matches never overlap. Aliases in
 * `code` language (ISO3, MPZ codes such as `NAM` or `SEA`) match case-sensitively, so "sea" or "nam" in a
 * sentence are not zones. Latin aliases only match whole words.
 */

export type AliasKind = 'region' | 'indicator' | 'crop' | 'season' | 'period' | 'period_relative' | 'chapter' | 'stage';

export interface AliasEntry {
  alias: string;
  lang: string;
  kind: string;
  target: string;
  targetLevel?: string | null;
  seasonHint?: string | null;
}

export interface AliasMatch {
  kind: string;
  target: string;
  targetLevel: string | null;
  seasonHint: string | null;
  /** The matched text (normalised). */
  text: string;
  start: number;
  end: number;
}

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D~\u301C\uFF5E]/g;

/** NFKC (full-width to half-width), every dash or tilde as `-`, runs of spaces as one; lower case unless `keepCase`. */
export function aliasKey(text: string, keepCase = false): string {
  const n = text.normalize('NFKC').replace(DASHES, '-').replace(/\s+/g, ' ').trim();
  return keepCase ? n : n.toLowerCase();
}

const WORD = /[\p{L}\p{N}]/u;
const LATIN_OR_DIGIT = /[a-z0-9]/i;
const isCjk = (ch: string | undefined) => !!ch && /[\u3400-\u9fff\uf900-\ufaff]/.test(ch);

/** A latin/digit edge of an alias must not continue a latin/digit word in the text. */
function atBoundary(text: string, start: number, end: number): boolean {
  const first = text[start];
  const last = text[end - 1];
  const before = text[start - 1];
  const after = text[end];
  if (LATIN_OR_DIGIT.test(first) && before && WORD.test(before) && !isCjk(before)) return false;
  if (LATIN_OR_DIGIT.test(last) && after && WORD.test(after) && !isCjk(after)) return false;
  return true;
}

interface Prepared {
  key: string;
  caseSensitive: boolean;
  entry: AliasEntry;
}

export class Gazetteer {
  private readonly prepared: Prepared[];

  constructor(entries: readonly AliasEntry[]) {
    this.prepared = entries
      .map((entry) => {
        const caseSensitive = entry.lang === 'code';
        return { key: aliasKey(entry.alias, caseSensitive), caseSensitive, entry };
      })
      .filter((p) => p.key.length > 0)
      .sort((a, b) => b.key.length - a.key.length);
  }

  /** Non-overlapping matches, longest first on conflicts, returned in text order. */
  match(text: string): AliasMatch[] {
    const exact = aliasKey(text, true);
    const lower = exact.toLowerCase();
    // toLowerCase can change the length of a few exotic characters; then match case-insensitively only.
    const sameLength = exact.length === lower.length;
    const taken: boolean[] = new Array<boolean>(lower.length).fill(false);
    const found: AliasMatch[] = [];
    for (const p of this.prepared) {
      const haystack = p.caseSensitive && sameLength ? exact : lower;
      const needle = p.caseSensitive && sameLength ? p.key : p.key.toLowerCase();
      let from = 0;
      for (;;) {
        const start = haystack.indexOf(needle, from);
        if (start < 0) break;
        from = start + 1;
        const end = start + needle.length;
        if (!atBoundary(haystack, start, end)) continue;
        let free = true;
        for (let i = start; i < end; i++) {
          if (taken[i]) {
            free = false;
            break;
          }
        }
        if (!free) continue;
        for (let i = start; i < end; i++) taken[i] = true;
        found.push({
          kind: p.entry.kind,
          target: p.entry.target,
          targetLevel: p.entry.targetLevel ?? null,
          seasonHint: p.entry.seasonHint ?? null,
          text: lower.slice(start, end),
          start,
          end,
        });
      }
    }
    return found.sort((a, b) => a.start - b.start);
  }

  /** The target of an alias given on its own (exact key), e.g. for `findUnit('恒河平原')`. */
  lookup(alias: string, kind?: string): AliasEntry | undefined {
    const lowered = aliasKey(alias);
    const cased = aliasKey(alias, true);
    return this.prepared.find(
      (p) => (!kind || p.entry.kind === kind) && (p.caseSensitive ? p.key === cased : p.key === lowered),
    )?.entry;
  }
}
