import type { CropDataService } from './crop-data.service';
import { aliasKey, Gazetteer } from './gazetteer';
import { createCropDataFixture } from './testing/crop-data.fixture';
import { aliasKeysOf, ISO_COUNTRY_CODES, unitNames, worldAliases, worldCountries, worldCountry } from './world-names';

describe('ISO 3166-1 table and ICU names (issue #35)', () => {
  it('holds the 249 entries of ISO 3166-1, each code unique and well-formed', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES.map(([iso2]) => iso2)).size).toBe(249);
    expect(new Set(ISO_COUNTRY_CODES.map(([, iso3]) => iso3)).size).toBe(249);
    for (const [iso2, iso3] of ISO_COUNTRY_CODES) {
      expect(iso2).toMatch(/^[A-Z]{2}$/);
      expect(iso3).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('gives every alpha-2 code a Chinese and an English name from ICU, never the code itself', () => {
    const zh = new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' });
    const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const [iso2, iso3] of ISO_COUNTRY_CODES) {
      expect([iso2, zh.of(iso2)]).toEqual([iso2, expect.stringMatching(/[\u4e00-\u9fff]/)]);
      expect(en.of(iso2)).toBeTruthy();
      expect(worldCountry(iso3)).toMatchObject({ iso2, nameZh: zh.of(iso2), nameEn: en.of(iso2) });
    }
    // Spot checks of the pairing (a shifted row would name the wrong country).
    expect(worldCountry('PER')).toMatchObject({ iso2: 'PE', nameZh: '秘鲁', nameEn: 'Peru' });
    expect(worldCountry('COD')).toMatchObject({ nameZh: '刚果（金）', nameEn: 'Congo - Kinshasa' });
    expect(worldCountry('COG')).toMatchObject({ nameZh: '刚果（布）' });
    expect(worldCountry('NAM')).toMatchObject({ nameEn: 'Namibia' });
    expect(worldCountry('KOR')).toMatchObject({ nameZh: '韩国' });
    expect(worldCountry('PRK')).toMatchObject({ nameZh: '朝鲜' });
    expect(worldCountry('per')).toBeUndefined();
  });

  it('keeps short forms and mechanical variants ICU names suggest', () => {
    const by = (iso3: string) => worldCountries().find((c) => c.iso3 === iso3)!;
    expect(by('COD').namesZh).toEqual(expect.arrayContaining(['刚果（金）', '刚果金']));
    expect(by('MMR').namesEn).toEqual(expect.arrayContaining(['Myanmar (Burma)', 'Myanmar', 'Burma']));
    expect(by('BIH').namesEn).toEqual(expect.arrayContaining(['Bosnia & Herzegovina', 'Bosnia and Herzegovina']));
    expect(by('CIV').namesEn).toEqual(expect.arrayContaining(["Cote d'Ivoire"]));
    expect(by('HKG').namesZh).toEqual(expect.arrayContaining(['中国香港特别行政区', '香港']));
  });

  it('names the non-country units of the FAO layout: M49 regions by ICU, the others by the dataset name', () => {
    expect(unitNames('OWID_WRL', 'World')).toEqual({ nameZh: '世界', nameEn: 'World' });
    expect(unitNames('X_AFRICA', 'Africa')).toEqual({ nameZh: '非洲', nameEn: 'Africa' });
    expect(unitNames('OWID_USS', 'USSR')).toEqual({ nameZh: 'USSR', nameEn: 'USSR' });
    expect(unitNames('PER', 'Peru')).toEqual({ nameZh: '秘鲁', nameEn: 'Peru' });
    expect(unitNames('', '')).toEqual({ nameZh: '', nameEn: '' });
  });
});

describe('matching ISO country names in free text', () => {
  const own = [
    { alias: 'NAM', lang: 'code', kind: 'region', target: 'NAM' },
    { alias: '印度', lang: 'zh', kind: 'region', target: 'IND' },
    { alias: 'India', lang: 'en', kind: 'region', target: 'IND' },
  ];
  const g = new Gazetteer([...own, ...worldAliases(aliasKeysOf(own))]);
  const targets = (text: string) => g.match(aliaskeyed(text)).map((m) => `${m.kind}:${m.target}`);
  const aliaskeyed = (text: string) => aliasKey(text, true);

  it('finds a country by its Chinese and English names and its ISO3 code', () => {
    expect(targets('2000年以来秘鲁玉米单产变化如何？')).toEqual(['country:PER']);
    expect(targets('How have rice yields in Peru changed since 1990?')).toEqual(['country:PER']);
    expect(targets('PER maize')).toEqual(['country:PER']);
    expect(targets('刚果（金）和刚果(布)的木薯')).toEqual(['country:COD', 'country:COG']);
    expect(targets('刚果金木薯单产')).toEqual(['country:COD']);
    expect(targets('Cassava in Congo - Kinshasa')).toEqual(['country:COD']);
  });

  it('keeps the database aliases first: their keys win, their codes are not taken', () => {
    expect(targets('印度小麦')).toEqual(['region:IND']);
    expect(targets('NAM 的降水')).toEqual(['region:NAM']);
    expect(targets('Namibia')).toEqual(['country:NAM']);
    // "印度尼西亚" is longer than the database's "印度": Indonesia, not India.
    expect(targets('印度尼西亚水稻')).toEqual(['country:IDN']);
  });

  it('matches codes and short forms with their case and names only as whole words', () => {
    expect(targets('per hectare')).toEqual([]);
    expect(targets('yield per hectare in the us')).toEqual([]);
    expect(targets('maize in the US')).toEqual(['country:USA']);
    expect(targets('PERU')).toEqual(['country:PER']);
    expect(targets('PERUVIAN MAIZE')).toEqual([]);
    expect(targets('Peruvian maize')).toEqual([]);
    expect(targets('Nigeria and Niger')).toEqual(['country:NGA', 'country:NER']);
    expect(targets('South Sudan')).toEqual(['country:SSD']);
    expect(targets('rain AND wind; CAN it rain')).toEqual([]);
    expect(targets('几内亚比绍和几内亚')).toEqual(['country:GNB', 'country:GIN']);
  });
});

describe('CropDataService: countries beyond the demo gazetteer', () => {
  let fixture: Awaited<ReturnType<typeof createCropDataFixture>>;
  let data: CropDataService;
  beforeAll(async () => {
    fixture = await createCropDataFixture();
    data = fixture.data;
  }, 60_000);
  afterAll(() => fixture.close());

  it('resolves 秘鲁, Peru, PER and per to Peru, a country that is no unit', () => {
    for (const text of ['秘鲁', 'Peru', 'PER', 'per', ' peru ']) {
      expect(data.findCountry(text)).toEqual({ code: 'PER', nameZh: '秘鲁', nameEn: 'Peru', isUnit: false });
    }
    expect(data.unit('PER')).toBeUndefined();
    expect(data.findCountry('刚果（金）')).toMatchObject({ code: 'COD', nameEn: 'Congo - Kinshasa' });
    expect(data.findCountry('Atlantis')).toBeUndefined();
    expect(data.findCountry('')).toBeUndefined();
  });

  it('answers a gazetteer country with its own names (the database keeps precedence)', () => {
    const india = data.unit('IND')!;
    expect(data.findCountry('印度')).toEqual({ code: 'IND', nameZh: india.nameZh, nameEn: india.nameEn, isUnit: true });
    expect(data.namesOf('IND')).toEqual({ nameZh: india.nameZh, nameEn: india.nameEn });
    expect(data.namesOf('PER', 'Peru')).toEqual({ nameZh: '秘鲁', nameEn: 'Peru' });
    expect(data.namesOf('OWID_WRL', 'World')).toEqual({ nameZh: '世界', nameEn: 'World' });
  });

  it('matches the countries in questions as kind `country`, the demo regions as before', () => {
    const kinds = (text: string) =>
      data
        .matchAliases(aliasKey(text, true))
        .filter((m) => m.kind === 'region' || m.kind === 'country')
        .map((m) => `${m.kind}:${m.target}`);
    expect(kinds('2000年以来秘鲁玉米单产变化如何？')).toEqual(['country:PER']);
    expect(kinds('How have rice yields in Peru changed since 1990?')).toEqual(['country:PER']);
    expect(kinds('2000年以来印度小麦单产变化如何？')).toEqual(['region:IND']);
    // A longer ICU name wins over a database alias inside it: Hong Kong is not China.
    expect(kinds('中国香港特别行政区的水稻')).toEqual(['country:HKG']);
  });
});
