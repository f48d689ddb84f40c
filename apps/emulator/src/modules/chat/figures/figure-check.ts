/**
 * Every figure of a model's answer checked against the values its tools (or the grounded context) returned
 * (issue #33 point 3). Pure: text in, spans and counts out.
 *
 * A figure is a number as the answer shows it: sign (`+12%`, `−3.4 %`, `±0%`), thousands separators
 * (`1,234.5`), full-width digits (`１２`), a Chinese or English magnitude (`1.2万`, `3亿`, `112096千吨`,
 * `1.5 million`, `12 thousand`, `2.3k`) and a percent sign (`%`, `％`, `percent`, `个百分点`). It matches a source
 * value when the source, rounded the way the answer rounds (its decimals, in its magnitude), gives the same
 * number; a percentage also matches a fraction (0.31 → 31%), and a figure matches a source of either sign
 * (`偏少2%` for a departure of −2%). Not figures: citation markers (`[1]`, `【2】`), list numbers at a line
 * start (`1. `, `2、`), and digits inside codes (`IND-96`, `5YA`, `H2O`).
 */

/** A number found in a text, with the value it stands for. */
export interface Figure {
  /** The figure as written (sign, digits, magnitude, percent sign). */
  text: string;
  /** UTF-16 offsets in the text: `text === source.slice(start, end)`. */
  start: number;
  end: number;
  /** The value it stands for, magnitude applied (`1.2万` → 12000), without the percent sign (`31%` → 31). */
  value: number;
  /** Half the last shown digit, in the value's terms: `1.2万` → 500, `24.3` → 0.05, `70` → 0.5. */
  tolerance: number;
  percent: boolean;
}

export interface CheckedFigure extends Figure {
  matched: boolean;
}

export interface FigureCheck {
  figures: CheckedFigure[];
  checked: number;
  failed: number;
}

/** Magnitude words and their factors (longest first, so `百万` wins over `万`). */
const MAGNITUDES: [string, number][] = [
  ['百万', 1e6],
  ['千万', 1e7],
  ['万亿', 1e12],
  ['亿', 1e8],
  ['万', 1e4],
  ['千', 1e3],
  ['billion', 1e9],
  ['million', 1e6],
  ['thousand', 1e3],
  ['bn', 1e9],
  ['k', 1e3],
  ['M', 1e6],
];
const MAGNITUDE_RE = /^\s?(百万|千万|万亿|亿|万|千|billion|million|thousand|bn|k|M)(?![A-Za-z])/;
const PERCENT_RE = /^\s?(%|％|‰|percent(?:age points?)?|per cent|pp|个百分点|百分点)/;
/** Latin unit words a number may be glued to (`70mm`, `24.3°C`); other letters make it part of a code. */
const UNIT_AFTER_RE =
  /^(mm|cm|km|m|kg|g|t|ha|kt|Mt|MJ|W|°C|°F|C|K|k|M|bn|million|billion|thousand|percent|pp|x|st|nd|rd|th|s)(?![A-Za-z])/;

const FULL_WIDTH_RE = /[\uff10-\uff19\uff0c\uff0e\uff0b\uff0d]/g;

/** Full-width digits and signs to ASCII, one UTF-16 unit for one, so offsets stay the same. */
function halfWidth(text: string): string {
  return text.replace(FULL_WIDTH_RE, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

const NUMBER_RE = /[+\-−±]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/g;

function isCitation(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  return (
    (before === '[' && after === ']') ||
    (before === '【' && after === '】') ||
    (text.slice(start - 2, start) === '[^' && after === ']')
  );
}

function isListMarker(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (text.slice(lineStart, start).trim() !== '') return false;
  return /^(?:[.)、．]\s|、)/.test(text.slice(end, end + 2));
}

/**
 * The figures of a text, in order. `all` keeps codes' digits, citations and list numbers too: sources are read
 * with it, so that a value is found whatever surrounds it.
 */
export function extractFigures(source: string, all = false): Figure[] {
  const text = halfWidth(source);
  const out: Figure[] = [];
  NUMBER_RE.lastIndex = 0;
  for (let m = NUMBER_RE.exec(text); m; m = NUMBER_RE.exec(text)) {
    let start = m.index;
    let raw = m[0];
    const prev = text[start - 1] ?? '';
    // A sign right after a digit or letter is a range dash or a hyphen (`1–4月`, `IND-96`), not a sign.
    if (/^[+\-−±]/.test(raw) && /[A-Za-z0-9]/.test(prev)) {
      start += 1;
      raw = raw.slice(1);
    }
    let end = start + raw.length;
    const before = text[start - 1] ?? '';
    const beforeTwo = text.slice(Math.max(0, start - 2), start);
    if (!all) {
      // Digits glued to letters are part of a code or a name (`IND-96`, `H2O`, `5YA`), or a version (`v2`).
      if (/[A-Za-z_]/.test(before) || /[A-Za-z]-$/.test(beforeTwo)) continue;
      if (/[.\d]/.test(before)) continue;
      const tail = text.slice(end, end + 12);
      if (/^[A-Za-z]/.test(tail) && !UNIT_AFTER_RE.test(tail)) continue;
      if (/^-[A-Za-z]/.test(tail)) continue;
      if (isCitation(text, start, end) || isListMarker(text, start, end)) continue;
    }
    const sign = raw[0] === '-' || raw[0] === '−' ? -1 : 1;
    const digits = raw.replace(/^[+\-−±]/, '').replace(/,/g, '');
    const decimals = digits.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0;
    let factor = 1;
    const mag = MAGNITUDE_RE.exec(text.slice(end, end + 10));
    // `千` before a unit of its own (`千吨`, `千公顷`) and `M`/`k` before a letter are still magnitudes.
    if (mag) {
      factor = MAGNITUDES.find(([w]) => w === mag[1])![1];
      end += mag[0].length;
    }
    let percent = false;
    const pct = PERCENT_RE.exec(text.slice(end, end + 16));
    if (pct) {
      percent = true;
      end += pct[0].length;
    }
    const value = sign * Number(digits) * factor;
    if (!Number.isFinite(value)) continue;
    out.push({
      text: source.slice(start, end),
      start,
      end,
      value,
      tolerance: 0.5 * 10 ** -decimals * factor + 1e-9 * Math.max(1, Math.abs(value)),
      percent,
    });
  }
  return out;
}

/** Field-name suffixes that give a value's magnitude. */
const KEY_SCALES: [RegExp, number][] = [
  [/(?:^|_|[a-z])(?:Kt|kt|KT)$/, 1e3],
  [/(?:^|_|[a-z])(?:Mt|MT)$/, 1e6],
  [/(?:^|_|[a-z])(?:Kha|kha|KHa)$/, 1e3],
];

/** What the tools returned: texts (read for their numbers) and JSON values (their numbers, strings read too). */
export type Evidence = unknown;

/** Every number in a piece of evidence, sorted, for binary search. */
export function evidenceValues(evidence: Evidence[]): Float64Array {
  const values: number[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 20 || v === null || v === undefined) return;
    if (typeof v === 'number') {
      if (Number.isFinite(v)) values.push(v);
    } else if (typeof v === 'string') {
      for (const f of extractFigures(v, true)) values.push(f.value);
    } else if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
    } else if (typeof v === 'object') {
      for (const [key, x] of Object.entries(v as Record<string, unknown>)) {
        visit(x, depth + 1);
        // A value whose field names its magnitude (`productionKt: 112096`) also stands for the plain value
        // (112,096,000 t), which an answer may write as 1.12亿吨 or 112 million tonnes.
        const scale = KEY_SCALES.find(([re]) => re.test(key));
        if (scale && typeof x === 'number' && Number.isFinite(x)) values.push(x * scale[1]);
      }
    }
  };
  for (const e of evidence) visit(e, 0);
  const sorted = Float64Array.from(values);
  sorted.sort();
  return sorted;
}

/** Whether a value lies in [lo, hi] of the sorted array. */
function anyWithin(sorted: Float64Array, lo: number, hi: number): boolean {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (sorted[mid] < lo) a = mid + 1;
    else b = mid;
  }
  return a < sorted.length && sorted[a] <= hi;
}

function matches(f: Figure, sorted: Float64Array): boolean {
  const candidates = [f.value, -f.value];
  if (f.percent) candidates.push(f.value / 100, -f.value / 100);
  for (const c of candidates) {
    const tol = f.percent && Math.abs(c) !== Math.abs(f.value) ? f.tolerance / 100 : f.tolerance;
    if (anyWithin(sorted, c - tol, c + tol)) return true;
  }
  return false;
}

/** Checks every figure of `answer` against the evidence. */
export function checkFigures(answer: string, evidence: Evidence[] | Float64Array): FigureCheck {
  const sorted = evidence instanceof Float64Array ? evidence : evidenceValues(evidence);
  const figures = extractFigures(answer).map((f) => ({ ...f, matched: matches(f, sorted) }));
  const failed = figures.filter((f) => !f.matched).length;
  return { figures, checked: figures.length, failed };
}

/** The mark after an unmatched figure (kept in the stored text, so copies and exports carry it). */
export const UNVERIFIED_MARK = { zh: '〔未核实〕', en: ' [unverified]' } as const;

/** The answer with each unmatched figure followed by the mark. */
export function markUnmatched(answer: string, check: FigureCheck, lang: 'zh' | 'en'): string {
  const mark = UNVERIFIED_MARK[lang];
  let out = '';
  let at = 0;
  for (const f of check.figures) {
    if (f.matched) continue;
    out += answer.slice(at, f.end) + mark;
    at = f.end;
  }
  return out + answer.slice(at);
}

/** The language of the marks and notes: Chinese when the text is mostly CJK. */
export function textLang(text: string): 'zh' | 'en' {
  const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]+/g) ?? []).length;
  return cjk >= latin ? 'zh' : 'en';
}

/** What becomes of an answer once its figures are checked. */
export interface CheckedAnswer {
  content: string;
  checked: number;
  failed: number;
  /** Every figure failed: the grounded offline answer replaced the model's. */
  replaced: boolean;
}

/**
 * The final text of an answer: unmatched figures marked; when every figure failed and a grounded offline
 * answer exists, that answer with a note saying why (its own figures come from the rows and are not marked).
 */
export function finalizeAnswer(
  answer: string,
  evidence: Evidence[],
  opts: { fallback?: string | null; lang?: 'zh' | 'en'; complete: boolean },
): CheckedAnswer {
  const check = checkFigures(answer, evidence);
  const lang = opts.lang ?? textLang(answer);
  if (opts.complete && check.checked > 0 && check.failed === check.checked && opts.fallback) {
    const note =
      lang === 'zh'
        ? `> 模型回答中的 ${check.checked} 个数字都无法与查询到的数据核对，已改用根据数据生成的离线回答。\n\n`
        : `> None of the ${check.checked} figures of the model's answer matched the data it looked up; this is the offline answer written from the data instead.\n\n`;
    return { content: note + opts.fallback, checked: check.checked, failed: check.failed, replaced: true };
  }
  return {
    content: check.failed ? markUnmatched(answer, check, lang) : answer,
    checked: check.checked,
    failed: check.failed,
    replaced: false,
  };
}
