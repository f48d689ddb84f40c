import { cropOverview } from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('crop overview GET /crop/overview (home page, issue #18)', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, viewer] = [await signIn(t, 'admin'), await signIn(t, 'viewer')];
  });
  afterAll(() => t.close());

  const get = (token: string, query: Record<string, string> = {}) =>
    t.http.get('/jeecg-boot/crop/overview').query(query).set('X-Access-Token', token);

  it('answers the latest period by default with the six MPZs and the countries that have indicator rows', async () => {
    const res = await get(admin);
    const body = expectContract(cropOverview, res.body);
    expect(body.success).toBe(true);
    const o = body.result;
    expect(o.period.code).toBe('2025-JUL_OCT');
    expect(o.latest).toBe('2025-JUL_OCT');
    expect(o.periods.map((p) => p.code)).toEqual([
      '2025-JUL_OCT',
      '2025-APR_JUL',
      '2025-JAN_APR',
      '2025-OCT_JAN',
      '2024-JUL_OCT',
      '2024-APR_JUL',
      '2024-JAN_APR',
      '2024-OCT_JAN',
    ]);
    const mpzs = o.units.filter((u) => u.level === 'mpz');
    expect(mpzs).toHaveLength(6);
    expect(mpzs.every((m) => m.outline && m.outline[0].length > 3)).toBe(true);
    const countries = o.units.filter((u) => u.level === 'country');
    expect(countries).toHaveLength(18);
    const india = countries.find((c) => c.code === 'IND')!;
    expect(india.isoNumeric).toBe('356');
    expect(india.outline).toBeNull();
    expect(['exceptional', 'favourable', 'watch', 'poor']).toContain(india.condition);
    expect(india.stages.some((s) => s.crop === 'wheat')).toBe(true);
    expect(o.stageNames.map((s) => s.code)).toContain('out_of_season');
  });

  it('gives the figures of the period asked for: the seeded rows, which differ between periods', async () => {
    const jul = expectContract(cropOverview, (await get(admin, { period: '2025-JUL_OCT' })).body).result;
    const jan = expectContract(cropOverview, (await get(admin, { period: '2025-JAN_APR' })).body).result;
    expect(jan.period.code).toBe('2025-JAN_APR');
    const rainOf = (o: typeof jul, code: string) => o.units.find((u) => u.code === code)?.rainMm;
    expect(rainOf(jul, 'IND')).not.toBe(rainOf(jan, 'IND'));
    // Rabi wheat is in the field in Jan–Apr and out of it in Jul–Oct (India's calendar).
    const wheat = (o: typeof jul) => o.units.find((u) => u.code === 'IND')!.stages.find((s) => s.crop === 'wheat')!;
    expect(wheat(jan).stages).not.toEqual(['out_of_season']);
    expect(wheat(jul).stages).toContain('out_of_season');
  });

  it('refuses an unknown period with a clear message', async () => {
    const res = await get(admin, { period: '1999-JUL_OCT' });
    expect(envelope(res)).toMatchObject({ success: false, message: '监测时段不存在' });
  });

  it('serves the viewer, whose home page it is', async () => {
    const res = await get(viewer);
    expect(envelope(res).success).toBe(true);
  });
});
