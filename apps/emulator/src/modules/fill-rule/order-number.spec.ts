import { formatOrderNumber, orderDateText } from './order-number';

describe('order numbers', () => {
  const ms = new Date(2026, 0, 5, 23, 59).getTime();

  it('prints the local date in the chosen format', () => {
    expect(orderDateText(ms, 'yyyyMMdd')).toBe('20260105');
    expect(orderDateText(ms, 'yyMMdd')).toBe('260105');
    expect(orderDateText(ms, 'yyyyMM')).toBe('202601');
    expect(orderDateText(ms, 'yyyy')).toBe('2026');
  });

  it('pads the sequence and never truncates it', () => {
    expect(formatOrderNumber('CN', '20260105', 7, 4)).toBe('CN202601050007');
    expect(formatOrderNumber('', '2026', 12345, 3)).toBe('202612345');
  });
});
