import { describe, expect, it } from 'vitest';
import { acceptNumberTyping, cellText, formatTag, joinMulti, settleNumber, splitMulti } from './cell-values';

describe('number inputs (spec §5)', () => {
  it('accept an optional minus, digits and one decimal point; anything else reverts', () => {
    expect(acceptNumberTyping('-', '')).toBe('-');
    expect(acceptNumberTyping('-1.5', '-1.')).toBe('-1.5');
    expect(acceptNumberTyping('1.2.', '1.2')).toBe('1.2');
    expect(acceptNumberTyping('12a', '12')).toBe('12');
    expect(acceptNumberTyping('1-', '1')).toBe('1');
  });
  it('settle on blur: partial numbers become empty, a trailing point is dropped', () => {
    expect(settleNumber('-')).toBe('');
    expect(settleNumber('.')).toBe('');
    expect(settleNumber('')).toBe('');
    expect(settleNumber('12.')).toBe(12);
    expect(settleNumber('-0.25')).toBe(-0.25);
  });
});

describe('tag cells and multi values', () => {
  it('insert a semicolon after every two characters and strip typed ones', () => {
    expect(formatTag('abcde')).toBe('ab;cd;e');
    expect(formatTag('ab;cd')).toBe('ab;cd;');
    expect(formatTag('a;b;c')).toBe('ab;c');
    expect(formatTag('')).toBe('');
  });
  it('multi-select values are comma lists', () => {
    expect(splitMulti('a,b')).toEqual(['a', 'b']);
    expect(splitMulti('')).toEqual([]);
    expect(splitMulti(['1', 2])).toEqual(['1', '2']);
    expect(joinMulti(['a', 'b'])).toBe('a,b');
  });
  it('cellText shows nothing for empty values and JSON for objects', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(3)).toBe('3');
    expect(cellText({ name: 'a' })).toBe('{"name":"a"}');
  });
});
