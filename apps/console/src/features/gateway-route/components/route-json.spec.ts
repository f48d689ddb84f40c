import { describe, expect, it } from 'vitest';
import { routeJsonError, routeJsonText } from './route-json';

const t = ((key: string, opts?: Record<string, string>) => `${key}${opts ? JSON.stringify(opts) : ''}`) as never;

describe('routeJsonError', () => {
  it('accepts valid lists and empty text', () => {
    expect(routeJsonError('predicates', '[{"name":"Path","args":["/a/**"]}]', t)).toBeNull();
    expect(routeJsonError('filters', '', t)).toBeNull();
  });

  it('names invalid JSON, unknown names and non-arrays', () => {
    expect(routeJsonError('predicates', '[{"name":', t)).toMatch(/^jsonInvalid/);
    expect(routeJsonError('predicates', '[{"name":"Paht"}]', t)).toBe('unknownPredicate{"name":"Paht"}');
    expect(routeJsonError('filters', '[{"name":"Nope"}]', t)).toBe('unknownFilter{"name":"Nope"}');
    expect(routeJsonError('filters', '{"name":"StripPrefix"}', t)).toBe('notArray');
  });

  it('prints stored lists as indented JSON', () => {
    expect(routeJsonText([{ name: 'Path' }])).toBe('[\n  {\n    "name": "Path"\n  }\n]');
    expect(routeJsonText(undefined)).toBe('[]');
  });
});
