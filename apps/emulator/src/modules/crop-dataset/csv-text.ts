/**
 * CSV files as analysts meet them (issue #35): the encoding is detected (a UTF-8 BOM, else strict UTF-8, else
 * strict GB18030, Node's WHATWG decoder; no dependency needed), then the text is split into records by RFC 4180
 * (quoted fields with doubled quotes, commas and line breaks inside quotes, CRLF or LF).
 */

export type CsvEncoding = 'utf-8-bom' | 'utf-8' | 'gb18030';

/** Characters no text file of a table holds: a NUL or a control other than tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/** The text of a CSV file and the encoding it was read in; null when it is none of them (UTF-16, Latin-1, binary). */
export function decodeCsv(buffer: Buffer): { text: string; encoding: CsvEncoding } | null {
  if (buffer.length >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    const text = tryDecode('utf-8', buffer.subarray(3));
    return text === null ? null : { text, encoding: 'utf-8-bom' };
  }
  const utf8 = tryDecode('utf-8', buffer);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const gb = tryDecode('gb18030', buffer);
  return gb === null ? null : { text: gb, encoding: 'gb18030' };
}

function tryDecode(encoding: string, bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
    return CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** One CSV record: its line number in the file (where it starts, 1-based) and its fields. */
export interface CsvRecord {
  number: number;
  cells: string[];
}

/** RFC 4180 records; blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let fieldStarted = false;
  const endRecord = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0] !== '') records.push({ number: start, cells });
    cells = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === ',') {
      cells.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}
