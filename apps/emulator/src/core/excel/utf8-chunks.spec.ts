import { completeUtf8Length, wholeCharacters } from './utf8-chunks';

describe('wholeCharacters', () => {
  it('cuts chunks only at character boundaries', async () => {
    const text = Buffer.from('a中b😀c', 'utf8');
    expect(completeUtf8Length(text.subarray(0, 2))).toBe(1);
    expect(completeUtf8Length(text.subarray(0, 4))).toBe(4);
    expect(completeUtf8Length(text.subarray(0, 7))).toBe(5);
    async function* bytes() {
      for (const b of text) yield await Promise.resolve(Buffer.from([b]));
    }
    const out: Buffer[] = [];
    for await (const c of wholeCharacters(bytes())) out.push(c);
    expect(out.map((c) => c.toString('utf8')).join('')).toBe('a中b😀c');
    expect(out.every((c) => !c.toString('utf8').includes('\uFFFD'))).toBe(true);
  });
});
