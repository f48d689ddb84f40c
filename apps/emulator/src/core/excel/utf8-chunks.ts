import { Transform, type TransformCallback } from 'node:stream';

/**
 * exceljs 4.4.0's streaming reader decodes every zip chunk to a string on its own
 * (`utils/parse-sax.js`), so a character split across two chunks turns into U+FFFD: in a large sheet
 * of Chinese text a few random cells come out garbled. These helpers re-cut the chunks at character
 * boundaries before exceljs sees them.
 */

/** Length of the prefix of `buf` that ends on a complete UTF-8 character. */
export function completeUtf8Length(buf: Buffer): number {
  const len = buf.length;
  for (let back = 1; back <= Math.min(4, len); back++) {
    const b = buf[len - back];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: keep looking for the lead byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? len - back : len;
  }
  return len;
}

/**
 * Most bytes handed to exceljs' parser at once. exceljs turns a whole chunk into parser events before any
 * row is read, so smaller pieces keep less garbage alive when the young generation is collected. (This
 * mattered most while V8 pretenured the import's objects, see core/runtime/heap-tuning.ts; without
 * pretenuring 4 kB and 1 MB pieces measure the same, and small pieces cost nothing.)
 */
export const MAX_PIECE_BYTES = 4096;

/** Re-chunks a byte stream so no chunk ends inside a character, in pieces of at most `MAX_PIECE_BYTES`. */
export async function* wholeCharacters(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    let buf = rest.length ? Buffer.concat([rest, Buffer.from(chunk)]) : Buffer.from(chunk);
    while (buf.length > MAX_PIECE_BYTES) {
      const cut = completeUtf8Length(buf.subarray(0, MAX_PIECE_BYTES));
      yield buf.subarray(0, cut);
      buf = buf.subarray(cut);
    }
    const cut = completeUtf8Length(buf);
    rest = buf.subarray(cut);
    if (cut > 0) yield buf.subarray(0, cut);
  }
  if (rest.length) yield rest;
}

/** The same as a stream transform, for the entries exceljs reads through `iterateStream`. */
export class WholeCharacters extends Transform {
  private rest: Buffer = Buffer.alloc(0);

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const buf = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    const cut = completeUtf8Length(buf);
    this.rest = buf.subarray(cut);
    done(null, cut > 0 ? buf.subarray(0, cut) : undefined);
  }

  override _flush(done: TransformCallback): void {
    done(null, this.rest.length ? this.rest : undefined);
  }
}
