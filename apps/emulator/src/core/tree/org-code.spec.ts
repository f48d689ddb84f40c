import { JeecgError } from '../errors/jeecg.errors';
import { nextChildCode, nextSegment, rebase } from './org-code';

describe('org codes', () => {
  it('counts A01 to A99, then rolls over to the next letter', () => {
    expect(nextSegment('A01')).toBe('A02');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
    expect(nextSegment('Z99')).toBeNull();
    expect(nextSegment('crop')).toBeNull();
  });

  it('numbers the first root A01 and the first child of A01 A01A01', () => {
    expect(nextChildCode('', [])).toBe('A01');
    expect(nextChildCode('A01', ['A01', 'A02'])).toBe('A01A01');
  });

  it('continues after the highest sibling and ignores other levels and shapes', () => {
    expect(nextChildCode('', ['A01', 'A02', 'A01A01', 'A01A05', 'custom'])).toBe('A03');
    expect(nextChildCode('A01', ['A01', 'A01A01', 'A01A07', 'A01A03A01', 'A02A09'])).toBe('A01A08');
    expect(nextChildCode('A02', ['A02', 'A02A99'])).toBe('A02B01');
  });

  it('skips codes that are taken although out of order', () => {
    expect(nextChildCode('', ['A01', 'A03', 'A02'])).toBe('A04');
  });

  it('refuses when a level is full', () => {
    expect(() => nextChildCode('', ['Z99'])).toThrow(JeecgError);
  });

  it('rebases a code under a new prefix', () => {
    expect(rebase('A01A02A03', 'A01A02', 'A02A01')).toBe('A02A01A03');
    expect(rebase('B01', 'A01', 'A02')).toBe('B01');
  });
});
