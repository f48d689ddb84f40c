import { newId } from './id';

describe('newId', () => {
  it('produces unique, increasing 19-digit ids even within one millisecond', () => {
    const now = Date.UTC(2024, 4, 1);
    const ids = Array.from({ length: 5000 }, () => newId(now));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{19}$/);
    const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(sorted).toEqual(ids);
  });
});
