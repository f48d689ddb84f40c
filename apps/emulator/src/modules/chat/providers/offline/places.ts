import type { CropDataService } from '../../../crop-data/crop-data.service';

/**
 * Places a question names that the crop data does not know at all ("日本", "Kenya"), so the answer can say
 * "no data for Japan" instead of answering something else. The names come from the ICU region names Node
 * carries (every ISO 3166 country and territory, in Chinese and English): no list of our own, nothing online.
 * Names the gazetteer knows (units with or without a table) are left to it.
 */
interface PlaceName {
  text: string;
  cjk: boolean;
  /** The name in Chinese and English, for the answer. */
  zh: string;
  en: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let names: PlaceName[] | null = null;

function regionNames(): PlaceName[] {
  if (names) return names;
  const zh = new Intl.DisplayNames(['zh-Hans'], { type: 'region', fallback: 'none' });
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const list: PlaceName[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      const z = zh.of(code);
      const e = en.of(code);
      // Private-use and withdrawn codes have no name; groupings such as "EU" or "UN" are not places to farm.
      if (!z || !e || ['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'].includes(code)) continue;
      list.push({ text: z, cjk: true, zh: z, en: e });
      list.push({ text: e.toLowerCase(), cjk: false, zh: z, en: e });
    }
  }
  // Longest first, so "赤道几内亚" is taken before "几内亚" can match inside it.
  names = list.sort((x, y) => y.text.length - x.text.length);
  return names;
}

/** Uncovered place names in a normalised question, in both languages (`{zh, en}`), each once. */
export function findUncoveredPlaces(
  text: string,
  data: CropDataService,
  regionMatches: readonly { kind: string; start: number; end: number }[],
): { zh: string; en: string }[] {
  let rest = text.toLowerCase();
  const blank = (start: number, end: number) => {
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  };
  for (const m of regionMatches) if (m.kind === 'region') blank(m.start, m.end);
  const found = new Map<string, { zh: string; en: string }>();
  for (const n of regionNames()) {
    const i = n.cjk ? rest.indexOf(n.text) : wordIndex(rest, n.text);
    if (i < 0) continue;
    blank(i, i + n.text.length);
    if (data.findUnit(n.zh) || data.findUnit(n.en)) continue;
    found.set(n.en, { zh: n.zh, en: n.en });
  }
  return [...found.values()];
}

function wordIndex(text: string, word: string): number {
  let from = 0;
  for (;;) {
    const i = text.indexOf(word, from);
    if (i < 0) return -1;
    const before = text[i - 1];
    const after = text[i + word.length];
    if (!(before && /[a-z0-9]/.test(before)) && !(after && /[a-z0-9]/.test(after))) return i;
    from = i + 1;
  }
}
