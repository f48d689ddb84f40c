/**
 * A small BM25 index over the bilingual knowledge base. No dictionary is needed for Chinese: CJK text is
 * indexed as character unigrams plus bigrams (domain notes §3.2.6); latin text as lower-cased words with a
 * light plural stemmer. Titles and the document's reference codes count extra, so "What is VCIx?" lands
 * on the VCIx document rather than on every document that mentions VCIx in passing.
 */

export interface IndexedDoc {
  id: string;
  title: string;
  body: string;
  /** Codes the document is about (`VCIx`, `RAIN`, `IND-96`); weighted like titles. */
  refs: string[];
}

export interface SearchHit {
  id: string;
  score: number;
  /** Share of the query's distinct terms the document holds (0–1). */
  coverage: number;
}

const EN_STOP = new Set(
  'a an and are as at be by do does for from how i in is it its me of on or please tell that the this to was were what when where which who why with you your about explain define definition mean means meaning stand stands'.split(
    ' ',
  ),
);
/** CJK function characters and question words that carry no topic. */
const ZH_STOP = new Set([...'的了是吗呢吧啊么什怎如何哪和与及或在对为请问一个这那些有']);
const ZH_STOP_BIGRAMS = new Set(['一下', '介绍', '解释', '含义', '意思', '定义']);

const stem = (w: string) =>
  w.length > 4 && w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : w.length > 3 && w.endsWith('s') && !w.endsWith('ss')
      ? w.slice(0, -1)
      : w;

/** Tokens of a text: latin words (stemmed), numbers, codes like `ind-96`, CJK unigrams and bigrams. */
export function tokenize(text: string): string[] {
  const norm = text.normalize('NFKC').toLowerCase();
  const out: string[] = [];
  for (const m of norm.matchAll(/[a-z0-9][a-z0-9_-]*|[\u3400-\u9fff\uf900-\ufaff]+/g)) {
    const t = m[0];
    if (/^[a-z0-9]/.test(t)) {
      const parts = t.includes('-') ? [t, ...t.split('-')] : [t];
      for (const p of parts) if (p && !EN_STOP.has(p)) out.push(stem(p));
    } else {
      for (let i = 0; i < t.length; i++) {
        if (!ZH_STOP.has(t[i])) out.push(t[i]);
        if (i + 1 < t.length && !ZH_STOP.has(t[i]) && !ZH_STOP.has(t[i + 1])) {
          const bigram = t.slice(i, i + 2);
          if (!ZH_STOP_BIGRAMS.has(bigram)) out.push(bigram);
        }
      }
    }
  }
  return out;
}

interface DocStats {
  id: string;
  length: number;
  tf: Map<string, number>;
}

export class KnowledgeIndex {
  private readonly docs: DocStats[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(
    docs: readonly IndexedDoc[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.docs = docs.map((d) => {
      const tokens = [
        ...tokenize(d.body),
        ...Array<string[]>(3).fill(tokenize(d.title)).flat(),
        ...Array<string[]>(3)
          .fill(d.refs.flatMap((r) => tokenize(r)))
          .flat(),
      ];
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      return { id: d.id, length: tokens.length, tf };
    });
    this.avgLength = this.docs.reduce((s, d) => s + d.length, 0) / Math.max(1, this.docs.length);
  }

  /** BM25 scores of the documents matching any query token, best first. */
  search(query: string, limit = 5): SearchHit[] {
    const terms = [...new Set(tokenize(query))];
    const n = this.docs.length;
    const hits: SearchHit[] = [];
    for (const d of this.docs) {
      let score = 0;
      let matched = 0;
      for (const t of terms) {
        const f = d.tf.get(t);
        if (!f) continue;
        matched++;
        const df = this.df.get(t) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * d.length) / this.avgLength));
      }
      if (score > 0) hits.push({ id: d.id, score, coverage: matched / terms.length });
    }
    return hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)).slice(0, limit);
  }
}
