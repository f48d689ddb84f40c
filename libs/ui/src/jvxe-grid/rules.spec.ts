import { describe, expect, it } from 'vitest';
import { PATTERN_PRESETS, validateValue, type DefaultMessage } from './rules';
import type { JVxeColumn, JVxeRule } from './types';

const column: JVxeColumn = { key: 'name', title: 'Name', type: 'input' };
const row = { id: '1', name: 'x' };
const defaultMessage: DefaultMessage = (kind, title) => `${kind}:${title}`;
const check = (value: unknown, rules: JVxeRule[], occurrences = 1) =>
  validateValue(value, rules, { row, column, occurrences: () => occurrences, defaultMessage });

describe('validateValue (spec §5 table cell rules)', () => {
  it('required fails on empty values, with the default or the given message (${title} filled)', async () => {
    expect(await check('', [{ required: true }])).toBe('required:Name');
    expect(await check(null, [{ required: true }])).toBe('required:Name');
    expect(await check([], [{ required: true }])).toBe('required:Name');
    expect(await check('', [{ required: true, message: '请输入${title}!' }])).toBe('请输入Name!');
    expect(await check('a', [{ required: true }])).toBeNull();
    expect(await check(0, [{ required: true }])).toBeNull();
  });

  it('unique and its older spelling only fail when the value occurs twice or more', async () => {
    expect(await check('a', [{ unique: true }], 2)).toBe('unique:Name');
    expect(await check('a', [{ only: true }], 3)).toBe('unique:Name');
    expect(await check('a', [{ unique: true }], 1)).toBeNull();
    expect(await check('', [{ unique: true }], 5)).toBeNull();
  });

  it('checks rules in order: required first, then unique, then pattern, then the handler', async () => {
    const rules: JVxeRule[] = [
      { handler: () => 'handler said no' },
      { pattern: 'n', message: 'not a number' },
      { unique: true, message: 'repeated' },
      { required: true, message: 'missing' },
    ];
    expect(await check('', rules, 2)).toBe('missing');
    expect(await check('abc', rules, 2)).toBe('repeated');
    expect(await check('abc', rules, 1)).toBe('not a number');
    expect(await check('12', rules, 1)).toBe('handler said no');
  });

  it('empty values skip pattern checks', async () => {
    expect(await check('', [{ pattern: 'm' }])).toBeNull();
    expect(await check(undefined, [{ pattern: /^x$/ }])).toBeNull();
  });

  it.each([
    ['n6-16', '123456', '12345'],
    ['*6-16', 'ab c!d', 'abcde'],
    ['s6-18', 'abcdEF', 'abcde1'],
    ['url', 'https://example.org/a?b=1', 'example.org'],
    ['e', 'someone@example.com', 'someone@'],
    ['m', '13812345678', '12812345678'],
    ['p', '100101', '10010'],
    ['s', 'abcXYZ', 'abc1'],
    ['n', '-12.5', '1.2.3'],
    ['z', '-12', '1.5'],
    ['*', 'x', ''],
    ['money', '12.34', '12.345'],
  ])('preset %s accepts %s and rejects %s', (preset, good, bad) => {
    expect(PATTERN_PRESETS[preset].test(good)).toBe(true);
    expect(PATTERN_PRESETS[preset].test(bad)).toBe(false);
  });

  it('a pattern that is no preset is a regular expression; a failing one gives the pattern message', async () => {
    expect(await check('ab', [{ pattern: '^a+$' }])).toBe('pattern:Name');
    expect(await check('aa', [{ pattern: '^a+$' }])).toBeNull();
    expect(await check('13812345678', [{ pattern: 'm' }])).toBeNull();
  });

  it('async handlers: false fails with the rule message, a string is the message, true passes', async () => {
    const later = <T>(v: T) => new Promise<T>((r) => setTimeout(() => r(v), 1));
    expect(await check('a', [{ handler: () => later(false), message: '${title} taken' }])).toBe('Name taken');
    expect(await check('a', [{ handler: () => later('server says no') }])).toBe('server says no');
    expect(await check('a', [{ handler: () => later(true) }])).toBeNull();
    expect(await check('a', [{ handler: ({ value }) => value === 'a' }])).toBeNull();
  });
});
