/**
 * Splits a finished answer into small pieces for streaming, the way a model emits tokens: a word (with its
 * trailing space) or one to three CJK characters at a time; markdown table rows are never cut inside a
 * `|` cell marker. Joining the pieces gives back the exact text.
 */
export function chunkAnswer(text: string, maxCjk = 3): string[] {
  const pieces: string[] = [];
  const re = new RegExp(
    String.raw`[\u3400-\u9fff\uf900-\ufaff]{1,${maxCjk}}[，。、；：？！）」』”]?|[^\s\u3400-\u9fff\uf900-\ufaff]+\s*|\s+`,
    'gu',
  );
  for (const m of text.matchAll(re)) pieces.push(m[0]);
  // The regex covers every character, but keep the exact-join guarantee even if it ever misses one.
  return pieces.join('') === text ? pieces : [text];
}
