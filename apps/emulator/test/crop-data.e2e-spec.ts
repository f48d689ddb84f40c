import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { ChatAppEntity } from '../src/modules/chat/entities/chat-app.entity';
import { CropDataService } from '../src/modules/crop-data/crop-data.service';
import { CropAbbreviationEntity } from '../src/modules/crop-data/entities/crop-reference.entities';
import { PermissionEntity } from '../src/modules/identity/entities/permission.entity';
import { createTestApp, type TestApp } from './support/test-app';

describe('crop data (seed/crop in SQLite, CropDataService)', () => {
  let t: TestApp;
  let data: CropDataService;
  beforeAll(async () => {
    t = await createTestApp();
    data = t.app.get(CropDataService);
  });
  afterAll(() => t.close());

  it('loads every seed file into its table', async () => {
    const db = t.app.get(DataSource);
    const count = async (table: string) =>
      Number((await db.query<{ n: number }[]>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    expect(await count('crop_country')).toBe(49);
    expect(await count('crop_zone')).toBe(67);
    expect(await count('crop_period')).toBe(8);
    expect(await count('crop_indicator')).toBe(680);
    expect(await count('crop_indicator_def')).toBe(11);
    expect(await count('crop_calendar')).toBe(82);
    expect(await count('crop_stage')).toBe(12);
    expect(await count('crop_irrigation')).toBe(24);
    expect(await count('crop_production')).toBe(118);
    expect(await count('crop_knowledge')).toBe(60);
    expect(await count('crop_abbreviation')).toBe(32);
    expect(await count('crop_alias')).toBeGreaterThan(900);
  });

  it('finds units by code and by alias in both languages', () => {
    expect(data.findUnit('ind-96')?.code).toBe('IND-96');
    expect(data.findUnit('恒河平原')?.code).toBe('IND-96');
    expect(data.findUnit('North China Plain')?.code).toBe('CHN-HHH');
    expect(data.findUnit('India')).toMatchObject({
      code: 'IND',
      level: 'country',
      nameZh: '印度',
      hasIndicators: true,
    });
    expect(data.findUnit('Afghanistan')).toMatchObject({ code: 'AFG', hasIndicators: false });
    expect(data.findUnit('Atlantis')).toBeUndefined();
    expect(data.units().filter((u) => u.level === 'mpz')).toHaveLength(6);
  });

  it('serves indicator rows, periods, calendars, irrigation and production', async () => {
    expect(data.latestPeriod()?.code).toBe('2025-JUL_OCT');
    expect(data.previousPeriod('2025-JUL_OCT')?.code).toBe('2025-APR_JUL');
    expect(data.latestPeriodOfSeason('OCT_JAN')?.code).toBe('2025-OCT_JAN');
    const row = await data.indicatorRow('IND-96', '2025-JUL_OCT');
    expect(row).toMatchObject({
      rainMm: 1012,
      rainDepPct: 6,
      tempC: 29.4,
      vcix: 0.91,
      cpi: 1.04,
      condition: 'favourable',
    });
    expect(row?.conditionDrivers).toEqual([]);
    const rows = await data.indicatorRows({ unitCodes: ['PAK', 'IND'], periods: ['2025-JUL_OCT', '2024-JUL_OCT'] });
    expect(rows.map((r) => `${r.unitCode} ${r.period}`)).toEqual([
      'PAK 2024-JUL_OCT',
      'PAK 2025-JUL_OCT',
      'IND 2024-JUL_OCT',
      'IND 2025-JUL_OCT',
    ]);
    expect((await data.calendars('CHN-HHH', 'wheat'))[0]).toMatchObject({ cropSeason: 'winter' });
    expect((await data.calendars('IND-94')).length).toBeGreaterThan(0); // falls back to India's calendars
    expect(await data.irrigation('EGY')).toMatchObject({ irrigatedSharePct: 100, rainfallRelevance: 'low' });
    expect(await data.production('CHN', 'maize', 2025)).toEqual([
      expect.objectContaining({ productionKt: 288000, deltaPct: 1.2 }),
    ]);
    expect(data.indicatorDef('RAIN')?.wordBands?.[1]).toMatchObject({ from: 5, label_zh_pos: '略偏多' });
  });

  it('searches the knowledge base', () => {
    expect(data.searchKnowledge('What is VCIx?')[0].doc.id).toBe('ind-vcix');
    expect(data.searchKnowledge('黄淮海 冬小麦 作物日历')[0].doc.id).toBe('calendar-chn-hhh');
  });
});

describe('seeding across restarts', () => {
  it('seeds crop data, the default chat app and the chat buttons once, keeping later edits', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-crop-seed-'));
    try {
      const start = () => createApp({ env: { CAPTCHA: 'off' }, config: { dataDir }, logger: false });
      let app = await start();
      const db = () => app.get(DataSource);
      await db().getRepository(CropAbbreviationEntity).delete({ abbr: 'ENSO' });
      await db().getRepository(ChatAppEntity).update({ isDefault: 1 }, { welcomeText: 'edited' });
      await app.close();
      app = await start();
      expect(await db().getRepository(CropAbbreviationEntity).countBy({ abbr: 'ENSO' })).toBe(0);
      expect(await db().getRepository(CropAbbreviationEntity).count()).toBe(31);
      expect(await db().getRepository(ChatAppEntity).count()).toBe(1);
      expect((await db().getRepository(ChatAppEntity).findOneBy({ isDefault: 1 }))?.welcomeText).toBe('edited');
      expect(await db().getRepository(PermissionEntity).countBy({ perms: 'chat:record:list' })).toBe(1);
      expect(Number((await db().query<{ n: number }[]>('SELECT COUNT(*) AS n FROM crop_indicator'))[0].n)).toBe(680);
      await app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
