// Issue #30: every write row of the endpoint table says where its shape comes from, checked against the request
// mappings of the real JeecgBoot source (fixtures/jeecg-routes.json, extracted at v3.4.0 and v3.5.0). No app needed.
import fs from 'node:fs';
import path from 'node:path';
import { endpointTable, existsOnJeecg, type HttpMethod } from '@cropwatch/contract';

type Mappings = Record<string, Record<string, string>>;
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/jeecg-routes.json'), 'utf8')) as Record<
  '3.4.0' | '3.5.0',
  Mappings
>;

const writes = Object.entries(endpointTable).filter(([, e]) =>
  [e.method, ...(e.alsoMethods ?? [])].some((m) => m !== 'GET'),
);
const accepts = (mapping: Record<string, string>, m: HttpMethod) => m in mapping || 'ANY' in mapping;

/** Methods the emulator accepts beyond the real server's (leniency for our own console, never refused input). */
const EXTRA_METHODS: Record<string, HttpMethod[]> = {
  'auth.selectDepart': ['POST'],
  'auth.updatePassword': ['POST'],
};

describe('write rows of the endpoint table name their origin', () => {
  it('has a source and a since on every POST/PUT/DELETE row', () => {
    const missing = writes.filter(([, e]) => !e.source || !e.since).map(([k]) => k);
    expect(missing).toEqual([]);
    expect(writes.length).toBeGreaterThan(150);
  });

  it.each(writes.filter(([, e]) => e.since === '3.4.0' || e.since === '3.5.0'))(
    '%s: the real handler of that version, with its method',
    (key, e) => {
      const mapping = fixture[e.since as '3.4.0' | '3.5.0'][e.path];
      if (!mapping) {
        // Served by a closed-source jar of 3.4.0 (the online module): the Vue2 client is the evidence.
        expect(e.source).toMatch(/closed source/);
        return;
      }
      expect(Object.values(mapping)).toContain(e.source);
      expect(accepts(mapping, e.method)).toBe(true);
      const extra = (e.alsoMethods ?? []).filter((m) => !accepts(mapping, m));
      expect(extra).toEqual(EXTRA_METHODS[key] ?? []);
      // A 3.5.0 row is absent from the 3.4.0 source, and the other way round.
      if (e.since === '3.5.0') expect(fixture['3.4.0'][e.path]).toBeUndefined();
    },
  );

  it('serves every exportXls for each method its real mapping accepts (most map it for any method)', () => {
    const exports = Object.entries(endpointTable).filter(([, e]) => e.path.endsWith('/exportXls'));
    const methods = (e: (typeof exports)[number][1]) => [e.method, ...(e.alsoMethods ?? [])].sort();
    for (const [key, e] of exports) {
      const mapping = e.since === '3.4.0' ? fixture['3.4.0'][e.path] : undefined;
      const expected = !mapping
        ? ['GET']
        : 'ANY' in mapping
          ? ['DELETE', 'GET', 'POST', 'PUT']
          : Object.keys(mapping).sort();
      expect([key, e.since, methods(e)]).toEqual([key, mapping ? '3.4.0' : 'project', expected]);
    }
    expect(exports.length).toBeGreaterThanOrEqual(17);
  });

  it("marks rows the real source does not have 'project'", () => {
    const known = new Set([...Object.keys(fixture['3.4.0']), ...Object.keys(fixture['3.5.0'])]);
    for (const [key, e] of writes) {
      if (e.since === 'project') expect([key, e.source]).toEqual([key, 'project']);
      if (e.since === 'project') expect(known.has(e.path)).toBe(false);
    }
  });

  it('tells which rows a plain 3.4.0 server has', () => {
    expect(existsOnJeecg(endpointTable['userAdmin.userAdd'])).toBe(true);
    expect(existsOnJeecg(endpointTable['account.selfEdit'])).toBe(false);
    expect(existsOnJeecg(endpointTable['account.selfEdit'], '3.5.0')).toBe(true);
    expect(existsOnJeecg(endpointTable['cropTask.cropTaskAdd'], '3.7.0')).toBe(false);
  });
});
