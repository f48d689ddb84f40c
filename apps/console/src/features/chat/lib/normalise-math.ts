/**
 * Models mix four TeX delimiter styles; remark-math reads only the dollar forms. This rewrites `\(…\)` to `$…$`
 * and `\[…\]` to a `$$` block, and escapes every single `$` that does not open or close inline math by pandoc's
 * rule (opening `$` followed by a non-space, closing `$` preceded by a non-space and not followed by a digit),
 * so prices such as "$5 to $10" stay text. Code spans and fenced code blocks are left untouched.
 */
export function normaliseMath(markdown: string): string {
  return splitCode(markdown)
    .map((part) => (part.code ? part.text : normaliseProse(part.text)))
    .join('');
}

interface Part {
  text: string;
  code: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Cuts the text into code (fenced blocks, inline code spans) and prose; an unclosed fence runs to the end. */
function splitCode(markdown: string): Part[] {
  const parts: Part[] = [];
  const lines = markdown.split(/(?<=\n)/);
  let prose = '';
  let fence: string | null = null;
  let block = '';
  for (const line of lines) {
    if (fence === null) {
      const open = FENCE.exec(line);
      if (open) {
        parts.push(...splitInlineCode(prose));
        prose = '';
        fence = open[1];
        block = line;
      } else {
        prose += line;
      }
    } else {
      block += line;
      const close = FENCE.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length && line.trim() === close[1]) {
        parts.push({ text: block, code: true });
        fence = null;
        block = '';
      }
    }
  }
  if (fence !== null) parts.push(...splitInlineCode(prose), { text: block, code: true });
  else parts.push(...splitInlineCode(prose));
  return parts.filter((p) => p.text !== '');
}

/** Inline code spans: a run of backticks closed by a run of the same length. */
function splitInlineCode(text: string): Part[] {
  const parts: Part[] = [];
  let i = 0;
  let start = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      i += 1;
      continue;
    }
    let j = i;
    while (text[j] === '`') j += 1;
    const ticks = text.slice(i, j);
    const close = findRun(text, ticks, j);
    if (close < 0) {
      i = j;
      continue;
    }
    parts.push({ text: text.slice(start, i), code: false }, { text: text.slice(i, close + ticks.length), code: true });
    i = close + ticks.length;
    start = i;
  }
  parts.push({ text: text.slice(start), code: false });
  return parts;
}

function findRun(text: string, ticks: string, from: number): number {
  let at = text.indexOf(ticks, from);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + ticks.length];
    if (before !== '`' && after !== '`') return at;
    at = text.indexOf(ticks, at + 1);
  }
  return -1;
}

function normaliseProse(text: string): string {
  const converted = text
    // \[ … \] (possibly spanning lines) becomes a display block on its own lines.
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => `\n$$\n${tex.trim()}\n$$\n`)
    // \( … \) stays inline.
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => `$${tex.trim()}$`);
  return escapeLoneDollars(converted);
}

/** Keeps `$$`, escaped `\$` and valid inline `$…$` pairs; every other `$` becomes `\$`. */
function escapeLoneDollars(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch !== '$') {
      out += ch;
      i += 1;
      continue;
    }
    if (text[i + 1] === '$') {
      const close = text.indexOf('$$', i + 2);
      if (close >= 0) {
        out += text.slice(i, close + 2);
        i = close + 2;
      } else {
        // An unclosed `$$` while streaming: keep it, remark-math treats it as an open block.
        out += '$$';
        i += 2;
      }
      continue;
    }
    const close = inlineClose(text, i);
    if (close >= 0) {
      out += text.slice(i, close + 1);
      i = close + 1;
    } else {
      out += '\\$';
      i += 1;
    }
  }
  return out;
}

/** Index of the `$` closing inline math opened at `open`, or -1 (pandoc's tex_math_dollars rule, one line). */
function inlineClose(text: string, open: number): number {
  const first = text[open + 1];
  if (first === undefined || /\s/.test(first)) return -1;
  for (let j = open + 1; j < text.length; j += 1) {
    const c = text[j];
    if (c === '\n') return -1;
    if (c === '\\') {
      j += 1;
      continue;
    }
    if (c !== '$') continue;
    if (text[j + 1] === '$') return -1;
    const before = text[j - 1];
    if (/\s/.test(before)) return -1;
    if (/\d/.test(text[j + 1] ?? '')) return -1;
    return j;
  }
  return -1;
}
