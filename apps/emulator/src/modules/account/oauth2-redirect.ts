/**
 * The OAuth2 app sign-in's redirect check (issue #14): `redirect` must be an http(s) URL on the origin of a
 * registered app URL and inside its path (`https://app.example/cb` admits `https://app.example/cb?x=1` and
 * `https://app.example/cb/done`, never `https://app.example/cbx`, another port, scheme or host, or user info).
 * Returns the matching entry's origin, or null.
 */
export function allowedRedirect(redirect: string, allowlist: readonly string[]): string | null {
  if (!URL.canParse(redirect)) return null;
  const target = new URL(redirect);
  if (!/^https?:$/.test(target.protocol) || target.username || target.password) return null;
  for (const entry of allowlist) {
    if (!URL.canParse(entry)) continue;
    const allowed = new URL(entry);
    if (allowed.origin !== target.origin) continue;
    const base = allowed.pathname.replace(/\/+$/, '');
    if (base === '' || target.pathname === base || target.pathname.startsWith(`${base}/`)) return allowed.origin;
  }
  return null;
}

/** The address the app gets back: its own query kept, `token` and `state` set. */
export function appReturnUrl(redirect: string, token: string, state: string | undefined): string {
  const url = new URL(redirect);
  url.searchParams.set('token', token);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}
