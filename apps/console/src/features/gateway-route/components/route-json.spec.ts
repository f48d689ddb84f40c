import { describe, expect, it } from 'vitest';
import { gatewayRouteBodySchema } from '@cropwatch/contract';
import { routeJsonError, routeJsonText, routeSaveBody } from './route-json';

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

describe('routeSaveBody', () => {
  const values = {
    routerId: 'crop',
    name: '作物',
    uri: 'lb://crop',
    predicates: '[{"name":"Path","args":["/crop/**"]}]',
    filters: '[]',
    status: false,
  };

  it('wraps the route in `router`, lists as JSON text, as the real server reads it (getJSONObject("router"))', () => {
    expect(routeSaveBody(values, 'r1')).toEqual({
      router: {
        id: 'r1',
        routerId: 'crop',
        name: '作物',
        uri: 'lb://crop',
        predicates: '[{"name":"Path","args":["/crop/**"]}]',
        filters: '[]',
        status: 0,
      },
    });
    const added = routeSaveBody({ ...values, status: true, name: null });
    expect(added.router).not.toHaveProperty('id');
    expect(added.router).toMatchObject({ name: '', status: 1 });
    expect(gatewayRouteBodySchema.safeParse(added).success).toBe(true);
  });
});
