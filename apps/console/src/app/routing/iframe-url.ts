/**
 * Resolves the placeholders the Vue2 client evaluated in an iframe/external menu url (contract §3.3 items 3 and
 * 9). Only the known expressions are replaced; arbitrary `{{ … }}` JavaScript is never evaluated, so a url with
 * an unknown expression is rejected (null) like the Vue2 client drops urls that are not valid after evaluation.
 */
export interface IframeUrlContext {
  /** Absolute API base, e.g. `http://host:8080/jeecg-boot` (the Vue2 `domianURL`). */
  apiBase: string;
  token: string;
  tenantId: string | number;
}

const EXPRESSION = /\{\{\s*(.*?)\s*\}\}/g;
const DOMAIN = /^window\._CONFIG\[\s*['"]domianURL['"]\s*\]$/;
const STATIC_DOMAIN = /^window\._CONFIG\[\s*['"]staticDomainURL['"]\s*\]$/;

export function resolveIframeUrl(url: string, ctx: IframeUrlContext): string | null {
  const base = ctx.apiBase.replace(/\/+$/, '');
  let unknown = false;
  const evaluated = url.replace(EXPRESSION, (_, expr: string) => {
    if (DOMAIN.test(expr)) return base;
    if (STATIC_DOMAIN.test(expr)) return `${base}/sys/common/static`;
    unknown = true;
    return '';
  });
  if (unknown) return null;
  const filled = evaluated
    .replaceAll('${token}', encodeURIComponent(ctx.token))
    .replaceAll('${tenantId}', encodeURIComponent(String(ctx.tenantId)));
  try {
    const parsed = new URL(filled);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The runtime API base made absolute against the page origin (config.json may hold a relative `/jeecg-boot`). */
export function absoluteApiBase(apiBaseUrl: string, origin: string): string {
  return new URL(apiBaseUrl, origin).href.replace(/\/+$/, '');
}
