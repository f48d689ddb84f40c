import { allowedRedirect, appReturnUrl } from './oauth2-redirect';

describe('allowedRedirect', () => {
  const list = ['https://app.example.com/oauth/callback', 'http://localhost:5173'];

  it('admits a registered URL, its sub-paths and its query', () => {
    expect(allowedRedirect('https://app.example.com/oauth/callback', list)).toBe('https://app.example.com');
    expect(allowedRedirect('https://app.example.com/oauth/callback/done?x=1', list)).toBe('https://app.example.com');
    expect(allowedRedirect('http://localhost:5173/any/page', list)).toBe('http://localhost:5173');
  });

  it('refuses foreign hosts, look-alike paths, other schemes and ports, user info', () => {
    for (const url of [
      'https://evil.example.com/oauth/callback',
      'https://app.example.com/oauth/callbackx',
      'https://app.example.com/other',
      'http://app.example.com/oauth/callback',
      'https://app.example.com:8443/oauth/callback',
      'https://app.example.com@evil.example.com/oauth/callback',
      'https://user:pw@app.example.com/oauth/callback',
      'javascript:alert(1)',
      '//app.example.com/oauth/callback',
      'not a url',
    ]) {
      expect(allowedRedirect(url, list)).toBeNull();
    }
  });

  it('refuses everything with an empty allowlist', () => {
    expect(allowedRedirect('https://app.example.com/oauth/callback', [])).toBeNull();
  });
});

describe('appReturnUrl', () => {
  it('keeps the app query and sets token and state', () => {
    expect(appReturnUrl('https://a.example/cb?lang=en&token=old', 'T', 's 1')).toBe(
      'https://a.example/cb?lang=en&token=T&state=s+1',
    );
  });
});
