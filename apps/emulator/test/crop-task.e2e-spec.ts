import {
  AOI_MAX_VERTICES,
  cropTaskAdd,
  cropTaskDelete,
  cropTaskDeleteBatch,
  cropTaskEdit,
  cropTaskList,
  cropTaskOptions,
  cropTaskQueryById,
  cropTaskSubmit,
  GeoMessages,
} from '@cropwatch/contract';
import { binaryParser, getAs, readRows } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/** A quadrilateral inside the Gangetic plain AEZ (IND-96), lon/lat, counter-clockwise, closed. */
const GANGES = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [80, 25.5],
      [84, 25],
      [84, 26.5],
      [80, 27],
      [80, 25.5],
    ],
  ],
};

const base = { taskName: 'Gangetic wheat', crop: 'wheat', period: '2025-JAN_APR', aoiType: 'polygon' };

describe('crop tasks /crop/task/*', () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;
  let lina: string;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, analyst, lina, viewer] = [
      await signIn(t, 'admin'),
      await signIn(t, 'analyst'),
      await signIn(t, 'lina'),
      await signIn(t, 'viewer'),
    ];
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string, query: Record<string, string> = {}) =>
      t.http.get(`/jeecg-boot${path}`).query(query).set('X-Access-Token', token),
    post: (path: string, body: object, query: Record<string, string> = {}) =>
      t.http.post(`/jeecg-boot${path}`).query(query).send(body).set('X-Access-Token', token),
    put: (path: string, body: object) => t.http.put(`/jeecg-boot${path}`).send(body).set('X-Access-Token', token),
    del: (path: string, query: Record<string, string>) =>
      t.http.delete(`/jeecg-boot${path}`).query(query).set('X-Access-Token', token),
  });
  const add = async (token: string, body: object) =>
    expectContract(cropTaskAdd, (await as(token).post('/crop/task/add', body)).body);

  it('adds a drawn task as a draft with its geodesic area, and lists it newest first', async () => {
    const res = await add(admin, { ...base, aoiGeometry: GANGES, description: 'pilot' });
    expect(res).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const task = res.result!;
    expect(task).toMatchObject({
      status: 'draft',
      summary: null,
      aoiType: 'polygon',
      aoiCode: null,
      createBy: 'admin',
    });
    // ~4° x 1.5° near 26°N: about 400 km x 160 km.
    expect(task.areaKm2).toBeGreaterThan(55_000);
    expect(task.areaKm2).toBeLessThan(70_000);
    const list = expectContract(
      cropTaskList,
      (await as(admin).get('/crop/task/list', { taskName: '*Gangetic*' })).body,
    );
    expect(list.result.records[0].id).toBe(task.id);
    const byId = expectContract(cropTaskQueryById, (await as(admin).get('/crop/task/queryById', { id: task.id })).body);
    expect(byId.result?.aoiGeometry).toEqual(GANGES);
  });

  it('submits: summary with the covered units, area shares, indicators, condition and crop stages', async () => {
    const task = (await add(admin, { ...base, aoiGeometry: GANGES })).result!;
    const res = expectContract(cropTaskSubmit, (await as(admin).post('/crop/task/submit', {}, { id: task.id })).body);
    expect(res).toMatchObject({ success: true, message: '任务已提交并完成分析' });
    const done = res.result!;
    expect(done.status).toBe('analysed');
    expect(done.submitTime).toMatch(/^\d{4}-/);
    const summary = done.summary!;
    const codes = summary.units.map((u) => u.code);
    expect(codes).toEqual(expect.arrayContaining(['IND', 'IND-96', 'SEA']));
    const aez = summary.units.find((u) => u.code === 'IND-96')!;
    expect(aez.shareOfTask).toBeGreaterThan(0.95);
    expect(aez.weight).toBeGreaterThan(0.9);
    expect(aez.shareOfUnit).toBeGreaterThan(0);
    expect(aez.shareOfUnit).toBeLessThan(0.2);
    expect(summary.coveredShare).toBeGreaterThan(0.95);
    const weights = summary.units.reduce((s, u) => s + u.weight, 0);
    expect(weights).toBeCloseTo(1, 2);
    // The mix is dominated by the AEZ row.
    expect(summary.overall.rainMm).not.toBeNull();
    expect(Math.abs((summary.overall.rainMm ?? 0) - (aez.rainMm ?? 0))).toBeLessThan(
      Math.abs(aez.rainMm ?? 0) * 0.2 + 1,
    );
    expect(summary.condition).toBe(aez.condition);
    expect(summary.stages.length).toBeGreaterThan(0);
    expect(summary).toMatchObject({ period: '2025-JAN_APR', crop: 'wheat' });
    expect(summary.stages).toEqual(expect.arrayContaining(['heading']));
  });

  it('reads out_of_season when the crop is grown there but not in the period', async () => {
    const task = (await add(admin, { ...base, period: '2025-JUL_OCT', aoiGeometry: GANGES })).result!;
    const res = expectContract(cropTaskSubmit, (await as(admin).post('/crop/task/submit', {}, { id: task.id })).body);
    expect(res.result?.summary?.stages).toEqual(['out_of_season']);
  });

  it('builds the outline of a picked country or zone', async () => {
    const egypt = (await add(admin, { ...base, taskName: 'Egypt', aoiType: 'country', aoiCode: 'egy' })).result!;
    expect(egypt.aoiCode).toBe('EGY');
    expect(['Polygon', 'MultiPolygon']).toContain(egypt.aoiGeometry.type);
    expect(egypt.areaKm2).toBeGreaterThan(950_000);
    expect(egypt.areaKm2).toBeLessThan(1_050_000);
    const zone = (await add(admin, { ...base, taskName: 'Zone', aoiType: 'zone', aoiCode: 'IND-96' })).result!;
    expect(zone.aoiGeometry.type).toBe('Polygon');
    const submitted = expectContract(
      cropTaskSubmit,
      (await as(admin).post('/crop/task/submit', {}, { id: zone.id })).body,
    );
    expect(submitted.result?.summary?.units.find((u) => u.code === 'IND-96')?.shareOfUnit).toBeGreaterThan(0.99);
    expect(
      envelope(await as(admin).post('/crop/task/add', { ...base, aoiType: 'country', aoiCode: 'XXX' })),
    ).toMatchObject({
      success: false,
      message: '国家或分区不存在',
    });
  });

  it('fails the analysis of an area with no monitored unit, with the reason', async () => {
    const ocean = {
      type: 'Polygon',
      coordinates: [
        [
          [-150, -40],
          [-140, -40],
          [-140, -30],
          [-150, -30],
          [-150, -40],
        ],
      ],
    };
    const task = (await add(admin, { ...base, taskName: 'Pacific', aoiGeometry: ocean })).result!;
    const res = expectContract(cropTaskSubmit, (await as(admin).post('/crop/task/submit', {}, { id: task.id })).body);
    expect(res.result).toMatchObject({ status: 'failed', failReason: '任务区域未覆盖任何有监测数据的国家或分区' });
    expect(res.message).toBe('任务分析失败：任务区域未覆盖任何有监测数据的国家或分区');
  });

  it('edits a task back to draft and drops its summary', async () => {
    const task = (await add(admin, { ...base, aoiGeometry: GANGES })).result!;
    await as(admin).post('/crop/task/submit', {}, { id: task.id });
    const res = expectContract(
      cropTaskEdit,
      (await as(admin).put('/crop/task/edit', { ...base, id: task.id, taskName: 'renamed', aoiGeometry: GANGES })).body,
    );
    expect(res).toMatchObject({ success: true, message: '编辑成功!' });
    expect(res.result).toMatchObject({ taskName: 'renamed', status: 'draft', summary: null, updateBy: 'admin' });
  });

  describe('refuses invalid GeoJSON with a clear message', () => {
    const refused = async (aoiGeometry: unknown) =>
      envelope(await as(admin).post('/crop/task/add', { ...base, aoiGeometry }));

    it.each([
      [
        'self-intersecting',
        {
          type: 'Polygon',
          coordinates: [
            [
              [80, 25],
              [84, 27],
              [84, 25],
              [80, 27],
              [80, 25],
            ],
          ],
        },
        GeoMessages.selfIntersecting,
      ],
      [
        'unclosed',
        {
          type: 'Polygon',
          coordinates: [
            [
              [80, 25],
              [84, 25],
              [84, 27],
              [80, 27],
            ],
          ],
        },
        GeoMessages.unclosed,
      ],
      [
        'outside the lon/lat range',
        {
          type: 'Polygon',
          coordinates: [
            [
              [170, 25],
              [190, 25],
              [190, 27],
              [170, 25],
            ],
          ],
        },
        GeoMessages.range,
      ],
      [
        'too few vertices',
        {
          type: 'Polygon',
          coordinates: [
            [
              [80, 25],
              [84, 25],
              [80, 25],
            ],
          ],
        },
        GeoMessages.tooFew,
      ],
      ['not a polygon', { type: 'Point', coordinates: [80, 25] }, GeoMessages.type],
      ['not numbers', { type: 'Polygon', coordinates: [[['a', 25]]] }, GeoMessages.position],
    ])('%s', async (_name, geometry, message) => {
      expect(await refused(geometry)).toMatchObject({ success: false, code: 500, message });
    });

    it('too many vertices', async () => {
      const n = AOI_MAX_VERTICES + 1;
      const ring = Array.from({ length: n }, (_, i) => {
        const a = (2 * Math.PI * i) / n;
        return [82 + 2 * Math.cos(a), 26 + 1 * Math.sin(a)];
      });
      ring.push(ring[0]);
      expect(await refused({ type: 'Polygon', coordinates: [ring] })).toMatchObject({
        success: false,
        message: GeoMessages.tooMany,
      });
    });

    it('a drawn task without geometry, and an unknown period', async () => {
      expect(envelope(await as(admin).post('/crop/task/add', base))).toMatchObject({
        success: false,
        message: '请绘制任务区域或选择国家/分区',
      });
      expect(
        envelope(await as(admin).post('/crop/task/add', { ...base, period: '1999-JAN_APR', aoiGeometry: GANGES })),
      ).toMatchObject({ success: false, message: '监测时段不存在' });
    });
  });

  describe('ownership and permissions', () => {
    it('shows users their own tasks only, and admins everyone’s', async () => {
      const mine = (await add(analyst, { ...base, taskName: 'analyst task', aoiGeometry: GANGES })).result!;
      const linaList = expectContract(cropTaskList, (await as(lina).get('/crop/task/list')).body).result;
      expect(linaList.records.map((r) => r.id)).not.toContain(mine.id);
      expect(envelope(await as(lina).get('/crop/task/queryById', { id: mine.id }))).toMatchObject({
        success: false,
        message: '未找到对应数据',
      });
      expect(
        envelope(await as(lina).put('/crop/task/edit', { ...base, id: mine.id, aoiGeometry: GANGES })).message,
      ).toBe('未找到对应数据');
      expect(envelope(await as(lina).post('/crop/task/submit', {}, { id: mine.id })).success).toBe(false);
      const analystList = expectContract(cropTaskList, (await as(analyst).get('/crop/task/list')).body).result;
      expect(analystList.records.every((r) => r.createBy === 'analyst')).toBe(true);
      const adminList = expectContract(
        cropTaskList,
        (await as(admin).get('/crop/task/list', { pageSize: '100' })).body,
      );
      expect(adminList.result.records.map((r) => r.id)).toContain(mine.id);
      expect(envelope(await as(analyst).post('/crop/task/submit', {}, { id: mine.id })).success).toBe(true);
    });

    it('answers 510 to writes without the button permission', async () => {
      const denied = { success: false, code: 510, message: '没有权限，请联系管理员授权' };
      expect(envelope(await as(viewer).post('/crop/task/add', { ...base, aoiGeometry: GANGES }))).toMatchObject(denied);
      const task = (await add(analyst, { ...base, aoiGeometry: GANGES })).result!;
      // The analyst role has add/edit/export but not delete.
      expect(envelope(await as(analyst).del('/crop/task/delete', { id: task.id }))).toMatchObject(denied);
      expect(envelope(await as(viewer).post('/crop/task/submit', {}, { id: task.id }))).toMatchObject(denied);
      expect(envelope(await as(viewer).get('/crop/task/exportXls'))).toMatchObject(denied);
      // Reading is open to every signed-in user.
      expect(envelope(await as(viewer).get('/crop/task/list')).success).toBe(true);
    });

    it('deletes one or many (admin), leaving unknown ids alone', async () => {
      const a = (await add(admin, { ...base, aoiGeometry: GANGES })).result!;
      const b = (await add(admin, { ...base, aoiGeometry: GANGES })).result!;
      const c = (await add(admin, { ...base, aoiGeometry: GANGES })).result!;
      expect(
        expectContract(cropTaskDelete, (await as(admin).del('/crop/task/delete', { id: a.id })).body),
      ).toMatchObject({ success: true, message: '删除成功!' });
      expect(envelope(await as(admin).del('/crop/task/delete', { id: a.id }))).toMatchObject({
        success: false,
        message: '未找到对应数据',
      });
      const batch = expectContract(
        cropTaskDeleteBatch,
        (await as(admin).del('/crop/task/deleteBatch', { ids: `${b.id},${c.id},` })).body,
      );
      expect(batch).toMatchObject({ success: true, message: '批量删除成功!' });
      expect(envelope(await as(admin).get('/crop/task/queryById', { id: c.id })).success).toBe(false);
    });
  });

  it('exports the filtered list with dictionary texts', async () => {
    await add(admin, { ...base, taskName: 'export me', aoiGeometry: GANGES });
    const res = await getAs(t, admin, '/crop/task/exportXls', { taskName: 'export me' })
      .buffer(true)
      .parse(binaryParser);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    const rows = await readRows(res.body as Buffer);
    expect(rows[0][0]).toBe('作物任务报表');
    expect(rows[2].slice(0, 3)).toEqual(['任务名称', '作物', '监测时段']);
    expect(rows[3].slice(0, 3)).toEqual(['export me', '小麦', '2025-JAN_APR']);
  });

  it('lists the form options: periods newest first, countries and zones, stages', async () => {
    const res = expectContract(cropTaskOptions, (await as(viewer).get('/crop/task/options')).body).result;
    expect(res.periods[0].code).toBe('2025-JUL_OCT');
    expect(res.units.find((u) => u.code === 'CHN')).toMatchObject({ level: 'country' });
    expect(res.units.find((u) => u.code === 'IND-96')).toMatchObject({ level: 'aez', countryIso3: 'IND' });
    expect(res.stages.map((s) => s.code)).toContain('sowing');
  });
});
