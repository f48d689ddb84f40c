/** Period key and date text of an order number for the local date of `ms` (the sequence restarts each period). */
export function orderDateText(ms: number, format: 'yyyyMMdd' | 'yyMMdd' | 'yyyyMM' | 'yyyy'): string {
  const d = new Date(ms);
  const yyyy = String(d.getFullYear());
  const MM = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  switch (format) {
    case 'yyyy':
      return yyyy;
    case 'yyyyMM':
      return yyyy + MM;
    case 'yyMMdd':
      return yyyy.slice(2) + MM + dd;
    default:
      return yyyy + MM + dd;
  }
}

/** `prefix` + date + the sequence, zero-padded to `digits` (a sequence beyond them keeps all its digits). */
export const formatOrderNumber = (prefix: string, dateText: string, seq: number, digits: number): string =>
  `${prefix}${dateText}${String(seq).padStart(digits, '0')}`;
