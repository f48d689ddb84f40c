import { absoluteApiBase, resolveIframeUrl } from './iframe-url';

const ctx = { apiBase: 'http://host:8080/jeecg-boot', token: 'abc.def', tenantId: 3 };

describe('resolveIframeUrl', () => {
  it("replaces {{ window._CONFIG['domianURL'] }} with the API base", () => {
    expect(resolveIframeUrl("{{ window._CONFIG['domianURL'] }}/druid/", ctx)).toBe('http://host:8080/jeecg-boot/druid/');
  });

  it('accepts double quotes and tight spacing in the expression', () => {
    expect(resolveIframeUrl('{{window._CONFIG["domianURL"]}}/x', ctx)).toBe('http://host:8080/jeecg-boot/x');
  });

  it('fills ${token} and ${tenantId}', () => {
    expect(resolveIframeUrl('https://r.example/view?token=${token}&t=${tenantId}', ctx)).toBe(
      'https://r.example/view?token=abc.def&t=3',
    );
  });

  it('refuses unknown expressions instead of evaluating them', () => {
    expect(resolveIframeUrl('{{ alert(1) }}/x', ctx)).toBeNull();
  });

  it('refuses non-http urls', () => {
    expect(resolveIframeUrl('javascript:alert(1)', ctx)).toBeNull();
    expect(resolveIframeUrl('not a url', ctx)).toBeNull();
  });
});

describe('absoluteApiBase', () => {
  it('makes a relative base absolute against the page origin', () => {
    expect(absoluteApiBase('/jeecg-boot', 'http://localhost:3100')).toBe('http://localhost:3100/jeecg-boot');
    expect(absoluteApiBase('http://api:8080/jeecg-boot/', 'http://localhost:3100')).toBe('http://api:8080/jeecg-boot');
  });
});
