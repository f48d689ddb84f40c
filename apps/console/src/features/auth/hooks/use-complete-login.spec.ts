import { describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../../lib/config';
import { redirectTarget } from './use-complete-login';

describe('redirectTarget (issue #29)', () => {
  const home = runtimeConfig.homePath;

  it.each([
    '/isystem/user',
    '/isystem/user?a=1&b=2#top',
    '/online/cgreport/rp_crop_indicator',
    '/%09/x', // an escaped escape: the literal text `%09` in the path, a page of this site
  ])('keeps the same-origin path %s', (redirect) => {
    expect(redirectTarget(redirect)).toBe(redirect);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['an absolute url', 'https://evil.example/x'],
    ['a scheme without slashes', 'javascript:alert(1)'],
    ['a protocol-relative url', '//evil.example/x'],
    ['a backslash', '/\\evil.example/x'],
    ['a tab (/%09/…)', '/\t/evil.example/x'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['a dot segment that leaves //', '/.//evil.example/x'],
    ['a relative path', 'isystem/user'],
  ])('sends %s to the home path', (_name, redirect) => {
    expect(redirectTarget(redirect)).toBe(home);
  });
});
