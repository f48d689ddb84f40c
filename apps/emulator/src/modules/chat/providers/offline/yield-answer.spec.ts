import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Principal } from '../../../../core/auth/principal';
import { systemClock } from '../../../../core/clock/clock';
import { loadConfig } from '../../../../core/config/emulator.config';
import { createCropDataFixture, type CropDataService } from '../../../crop-data';
import { CropDatasetSeeder, CropDatasetService, FAO_DATASET_ID } from '../../../crop-dataset';
import { OfflineAnswerer } from './offline-answerer';
import { readYieldQuestion, yieldCitedRows } from './yield-answer';

/** The FAO file's value of one entity, year and crop column (3 = wheat, 5 = maize), read independently. */
const config = loadConfig({});
const csv = readFileSync(path.join(config.seedDir, 'crop-datasets', 'fao-key-crop-yields.csv'), 'utf8').split('\n');
const fao = (entity: string, year: number, column: number) =>
  Number(csv.find((l) => l.startsWith(`${entity},`) && l.split(',')[2] === String(year))!.split(',')[column]).toFixed(
    2,
  );

describe('yield-history answers (issue #35)', () => {
  let fixture: Awaited<ReturnType<typeof createCropDataFixture>>;
  let data: CropDataService;
  let datasets: CropDatasetService;
  let answerer: OfflineAnswerer;
  const admin = { username: 'admin' } as Principal;
  beforeAll(async () => {
    fixture = await createCropDataFixture();
    data = fixture.data;
    await new CropDatasetSeeder(fixture.db, config, systemClock).seedIfEmpty();
    datasets = new CropDatasetService(fixture.db, systemClock, data);
    answerer = new OfflineAnswerer(data, datasets);
  }, 60_000);
  afterAll(() => fixture.close());

  const ask = async (question: string) =>
    answerer.answer({ question, images: [], previousQuestions: [], uiLang: 'zh-CN' }, await data.abbreviations());

  it('reads crop and first year of a yield question', () => {
    expect(readYieldQuestion('2000年以来印度小麦单产变化如何？')).toMatchObject({
      crop: { crop: 'wheat' },
      fromYear: 2000,
    });
    expect(readYieldQuestion('How have maize yields in Kenya changed since 1990?')).toMatchObject({
      crop: { crop: 'maize' },
      fromYear: 1990,
    });
    expect(readYieldQuestion('Soybean yields in Brazil')).toMatchObject({ crop: { crop: 'soybeans' } });
    expect(readYieldQuestion('今年印度小麦长势如何？')).toBeNull();
  });

  it('answers 「2000年以来印度小麦单产变化如何？」 with the FAO numbers, cited, without the demo notice', async () => {
    const a = await ask('2000年以来印度小麦单产变化如何？');
    expect(a.route).toBe('yield');
    expect(a.text).toContain(`**印度 · 小麦单产（2000–2018年）**`);
    expect(a.text).toContain(`从2000年的${fao('India', 2000, 3)}吨/公顷变为2018年的${fao('India', 2018, 3)}吨/公顷`);
    expect(a.text).toContain(`| 2010 | ${fao('India', 2010, 3)} |`);
    expect(a.text).toContain('据FAO (FAOSTAT), via Our World in Data（CC BY 4.0）');
    expect(a.text).not.toMatch(/演示|demo/i);
    expect(a.sources).toEqual([
      {
        id: `yield:${FAO_DATASET_ID}:IND:wheat:2000`,
        title: 'FAO crop yields 1961–2018 (Our World in Data) · 单产 · 印度 · 小麦',
        source: 'FAO (FAOSTAT), via Our World in Data · CC BY 4.0',
      },
    ]);
  });

  it('cites rows holding every figure of the answer', async () => {
    const a = await ask('2000年以来印度小麦单产变化如何？');
    const rows = await yieldCitedRows(datasets, data, a.sources[0].id, 'zh');
    expect(rows).toMatchObject({ title: a.sources[0].title, columns: ['crop', 'year', 'value'] });
    expect(rows!.rows[0]).toEqual({ crop: '小麦', year: '2000', value: `${fao('India', 2000, 3)}吨/公顷` });
    const cited = new Set(rows!.rows.map((r) => r.value.replace('吨/公顷', '')));
    // Every t/ha figure but the change (a difference of two cited ones) is a cited row.
    const figures = [...a.text.matchAll(/(\d+\.\d{2})吨\/公顷/g)].map((m) => m[1]);
    const change = (Number(fao('India', 2018, 3)) - Number(fao('India', 2000, 3))).toFixed(2);
    expect(figures.filter((f) => f !== change).every((f) => cited.has(f))).toBe(true);
    expect(await yieldCitedRows(datasets, data, 'yield:nope:IND:wheat:2000', 'zh')).toBeNull();
  });

  it('answers in English for Kenya’s maize since 1990', async () => {
    const a = await ask('How have maize yields in Kenya changed since 1990?');
    expect(a.route).toBe('yield');
    expect(a.text).toContain(
      `maize yields in Kenya went from ${fao('Kenya', 1990, 5)} t/ha in 1990 to ${fao('Kenya', 2018, 5)} t/ha in 2018`,
    );
    expect(a.sources[0].source).toBe('FAO (FAOSTAT), via Our World in Data · CC BY 4.0');
    expect(a.text).not.toMatch(/demo/i);
  });

  it('answers for units beyond the gazetteer by their name in the dataset (France, World)', async () => {
    const france = await ask('How have wheat yields in France changed since 2000?');
    expect(france.route).toBe('yield');
    expect(france.text).toContain(`wheat yields in France went from ${fao('France', 2000, 3)} t/ha in 2000`);
    expect(france.sources[0].id).toBe(`yield:${FAO_DATASET_ID}:FRA:wheat:2000`);
    const rows = await yieldCitedRows(datasets, data, france.sources[0].id, 'en');
    expect(rows!.title).toBe('FAO crop yields 1961–2018 (Our World in Data) · Yield · France · wheat');
    const world = await ask('World maize yields since 1961');
    expect(world.text).toContain('**World · maize yield (1961–2018)**');
    // "Niger" is not found inside "Nigeria".
    expect((await ask('Cassava yields in Nigeria since 2010')).text).toContain('in Nigeria went from');
  });

  it('answers for countries outside the demo gazetteer by their ICU names, in the asker’s language', async () => {
    const zh = await ask('2000年以来秘鲁玉米单产变化如何？');
    expect(zh.route).toBe('yield');
    expect(zh.text).toContain('**秘鲁 · 玉米单产（2000–2018年）**');
    expect(zh.text).toContain(
      `秘鲁玉米单产从2000年的${fao('Peru', 2000, 5)}吨/公顷变为2018年的${fao('Peru', 2018, 5)}吨/公顷`,
    );
    expect(zh.text).not.toContain('Peru');
    expect(zh.sources[0]).toMatchObject({
      id: `yield:${FAO_DATASET_ID}:PER:maize:2000`,
      title: 'FAO crop yields 1961–2018 (Our World in Data) · 单产 · 秘鲁 · 玉米',
    });
    const en = await ask('How have rice yields in Peru changed since 1990?');
    expect(en.text).toContain(
      `rice yields in Peru went from ${fao('Peru', 1990, 4)} t/ha in 1990 to ${fao('Peru', 2018, 4)} t/ha in 2018`,
    );
    expect((await ask('How have rice yields in PER changed since 1990?')).sources[0].id).toBe(
      `yield:${FAO_DATASET_ID}:PER:rice:1990`,
    );
    // 刚果（金） is the FAO's "Democratic Republic of Congo", COD; 刚果（布） another country.
    const congo = await ask('2000年以来刚果（金）木薯单产变化如何？');
    expect(congo.text).toContain(`**刚果（金） · 木薯单产（2000–2018年）**`);
    expect(congo.text).toContain(`变为2018年的${fao('Democratic Republic of Congo', 2018, 10)}吨/公顷`);
    expect(congo.sources[0].id).toBe(`yield:${FAO_DATASET_ID}:COD:cassava:2000`);
    // Regions by their Chinese (M49) names; the cited rows name the place in the asked language.
    const world = await ask('1961年以来世界玉米单产变化如何？');
    expect(world.text).toContain('**世界 · 玉米单产（1961–2018年）**');
    const rows = await yieldCitedRows(datasets, data, zh.sources[0].id, 'zh');
    expect(rows!.title).toBe('FAO crop yields 1961–2018 (Our World in Data) · 单产 · 秘鲁 · 玉米');
    // An ICU name of a gazetteer country answers as that unit.
    const burma = await ask('How have rice yields in Myanmar (Burma) changed since 2000?');
    expect(burma.sources[0].id).toBe(`yield:${FAO_DATASET_ID}:MMR:rice:2000`);
    expect(burma.text).toContain(`rice yields in ${data.unit('MMR')!.nameEn} went from ${fao('Myanmar', 2000, 4)}`);
    // A question about Peru that is not about yields still gets the plain "no data" answer.
    const crops = await ask('秘鲁的作物长势如何？');
    expect(crops.route).not.toBe('yield');
    expect(crops.text).toContain('秘鲁');
  });

  it('says plainly what is not covered, naming what is', async () => {
    const sorghum = await ask('How have sorghum yields in Kenya changed since 1990?');
    expect(sorghum).toMatchObject({ route: 'no-data', sources: [] });
    expect(sorghum.text).toBe(
      'Sorry, there is no data for sorghum yields in Kenya. The active yield-history dataset "FAO crop yields 1961–2018 (Our World in Data)" covers wheat, rice, maize, soybeans, potatoes, beans, peas, cassava, barley, cocoa beans, bananas (11 crops) for 249 countries and regions, 1961–2018.',
    );
    const late = await ask('2020年以来印度小麦单产变化如何？');
    expect(late.route).toBe('no-data');
    expect(late.text).toContain('抱歉，没有印度2020年以来小麦单产的数据。');
    expect(late.text).toContain('1961–2018年');
  });

  it('follows the active dataset: archived, no yield answer from it', async () => {
    await datasets.archive(FAO_DATASET_ID, admin);
    const a = await ask('How have maize yields in Kenya changed since 1990?');
    expect(a.text).toBe('Sorry, there is no data for maize yields in Kenya: no yield-history dataset is active.');
    await datasets.activate(FAO_DATASET_ID, admin);
    expect((await ask('How have maize yields in Kenya changed since 1990?')).route).toBe('yield');
  });
});
