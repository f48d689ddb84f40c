import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type TranscriptEntry, shapeMismatches, shapeOf, signHeaders } from '@cropwatch/testing';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The real JeecgBoot client's calls, recorded by the compatibility walk (`apps/console-e2e/src/jeecg-client.spec.ts`
 * with `JEECG_TRANSCRIPT=record`), replayed in order against a fresh emulator without a browser: every answer must
 * keep the status, the `success` and the shape (keys and value types) the real client was seen to work with.
 */
const transcript = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures/jeecg-client-transcript.json'), 'utf8'),
) as TranscriptEntry[];

describe('the real JeecgBoot client transcript replayed against a fresh emulator', () => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds the sign-in and the calls of the walked pages', () => {
    const paths = transcript.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/sys/login',
        '/sys/permission/getUserPermissionByToken',
        '/sys/thirdApp/getEnabledType',
        '/sys/role/queryTreeList',
        '/mock/api/workplace/teams',
      ]),
    );
    expect(transcript.find((e) => e.path === '/sys/position/list' && e.query.pageSize === '99999')).toBeDefined();
  });

  it('notices what the client would trip on: a lost key, another type, an emptied list (extra keys and nulls pass)', () => {
    const recorded = shapeOf({ success: true, result: { records: [{ id: 'a', route: '1' }], total: 1, note: null } });
    expect(shapeMismatches(recorded, shapeOf({ success: true, result: { records: [{ id: 'b' }], total: 2 } }))).toEqual(
      ['$.result.records[0].route: missing'],
    );
    expect(shapeMismatches(recorded, shapeOf({ success: true, result: { records: [], total: '0' } }))).toEqual([
      '$.result.records: expected elements, got an empty array',
      '$.result.total: expected number, got string',
    ]);
    const richer = {
      success: false,
      extra: 1,
      result: { records: [{ id: 'c', route: '0', more: [] }], total: 3, note: 'x' },
    };
    expect(shapeMismatches(recorded, shapeOf(richer))).toEqual([]);
  });

  it.each(transcript.map((entry, index) => [`${index} ${entry.method} ${entry.path}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const body = entry.body;
      const res = await t.call({
        method: entry.method,
        path: entry.path,
        query: entry.query,
        body,
        headers: {
          ...(token ? { 'X-Access-Token': token } : {}),
          ...signHeaders(entry.path, entry.query, (body ?? {}) as Record<string, unknown>),
        },
      });
      if (entry.path === '/sys/login') token = (res.body as { result: { token: string } }).result.token;
      expect(res.status).toBe(entry.status);
      if (entry.success !== undefined) expect((res.body as { success?: boolean }).success).toBe(entry.success);
      expect(shapeMismatches(entry.shape, shapeOf(res.body))).toEqual([]);
    },
  );
});
