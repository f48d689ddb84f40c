import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildSeedFiles,
  OUTPUT_DIR,
  type CalendarItem,
  type CountryItem,
  type SeedEnvelope,
  type ZoneFeature,
} from './build';
import { aliasKey, type AliasEntry } from './lib/aliases';
import { bbox, isClosed, pointInRing, selfIntersections, signedArea, type Position, type Ring } from './lib/geometry';
import type { IndicatorRow } from './lib/indicators';
import type { ProductionRow } from './lib/production';
import { findRepoRoot } from './lib/repo-root';
import type { Abbreviation } from './tables/abbreviations';
import type { ChapterEntry, StageEntry } from './tables/dictionaries';
import type { IndicatorDef } from './tables/indicator-defs';
import type { IrrigationRecord } from './tables/irrigation';
import type { KnowledgeDoc } from './tables/knowledge';
import type { PeriodEntry } from './tables/periods';
import { AEZ_ROWS_CSV, MPZ_ROWS_CSV, parseCsv, PRODUCTION_ROWS_CSV } from './tables/verbatim';

/* The spec reads the generated JSON, not the generator's internals, and restates the rules of the domain notes
   (§1.4–§1.7) as independent oracles. */

const root = findRepoRoot();
let files: Map<string, string>;

beforeAll(async () => {
  files = await buildSeedFiles(root);
});

const parse = <T>(file: string): T => JSON.parse(files.get(file)!) as T;
const items = <T>(file: string): T[] => parse<SeedEnvelope<T>>(file).items;

const SEASON_CODES = ['JAN_APR', 'APR_JUL', 'JUL_OCT', 'OCT_JAN'];
const rows = (): IndicatorRow[] => items<IndicatorRow>('indicators.json');
const zones = (): ZoneFeature[] => parse<{ features: ZoneFeature[] }>('zones.json').features;
const aezFeatures = (): ZoneFeature[] => zones().filter((f) => f.properties.level === 'aez');
const countries = (): CountryItem[] => items<CountryItem>('countries.json');
const periods = (): PeriodEntry[] => items<PeriodEntry>('periods.json');
const calendars = (): CalendarItem[] => items<CalendarItem>('crop-calendars.json');
const stages = (): StageEntry[] => items<StageEntry>('stages.json');
const aliases = (): AliasEntry[] => items<AliasEntry>('aliases.json');
const zone = (code: string): ZoneFeature => zones().find((z) => z.properties.code === code)!;
const ringOf = (feature: ZoneFeature): Ring => feature.geometry.coordinates[0];
const row = (unit: string, period: string): IndicatorRow =>
  rows().find((r) => r.unit_code === unit && r.period === period)!;
const num = (value: string): number => Number(value);
/** Numeric fields of a row, by name (the CSV columns and the range table name them as strings). */
const field = (r: IndicatorRow, key: string): number => (r as unknown as Record<string, number>)[key];

describe('determinism and files', () => {
  it('produces identical text when generated twice', async () => {
    const again = await buildSeedFiles(root);
    expect([...again.keys()]).toEqual([...files.keys()]);
    for (const [name, text] of files) expect(again.get(name), name).toBe(text);
  });

  it('matches the committed files in seed/crop (run the generator after changing it)', () => {
    const dir = path.join(root, OUTPUT_DIR);
    const onDisk = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
    expect(onDisk).toEqual([...files.keys()].sort());
    for (const [name, text] of files) expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).toBe(text);
  });

  it('flags every file as demo data and keeps the folder under 2 MB', () => {
    let total = 0;
    for (const [name, text] of files) {
      const doc = JSON.parse(text) as SeedEnvelope<unknown>;
      expect(doc.demo, name).toBe(true);
      expect(doc.notice_zh, name).toMatch(/合成数据/);
      total += Buffer.byteLength(text);
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it('lists the item count of every file in the manifest', () => {
    const manifest = parse<{ files: Array<{ file: string; items: number }> }>('manifest.json');
    for (const entry of manifest.files) {
      const doc = parse<{ items?: unknown[]; features?: unknown[] }>(entry.file);
      expect((doc.items ?? doc.features)!.length, entry.file).toBe(entry.items);
    }
  });
});

describe('periods', () => {
  it('covers two years of the four windows, Oct–Jan carrying the year of its January', () => {
    expect(periods().map((p) => p.code)).toEqual([
      '2024-OCT_JAN',
      '2024-JAN_APR',
      '2024-APR_JUL',
      '2024-JUL_OCT',
      '2025-OCT_JAN',
      '2025-JAN_APR',
      '2025-APR_JUL',
      '2025-JUL_OCT',
    ]);
    const octJan = periods().find((p) => p.code === '2025-OCT_JAN')!;
    expect([octJan.start_month, octJan.end_month]).toEqual(['2024-10', '2025-01']);
    expect(octJan.issue).toMatchObject({ year: 2025, number: 1, month: 2 });
    const julOct = periods().find((p) => p.code === '2025-JUL_OCT')!;
    expect(julOct).toMatchObject({ season_label_zh: '7–10月', season_label_en: 'Jul–Oct', label_zh: '2025年7–10月' });
    expect(parse<{ latest: string }>('periods.json').latest).toBe('2025-JUL_OCT');
  });
});

describe('indicator rows', () => {
  it('gives every unit exactly one row for every period', () => {
    const periodCodes = periods().map((p) => p.code);
    const units = [
      ...zones().map((f) => f.properties.code),
      ...countries()
        .filter((c) => c.has_indicators)
        .map((c) => c.iso3),
    ];
    const keys = rows().map((r) => `${r.unit_code}|${r.period}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(units.length * periodCodes.length);
    for (const unit of units) for (const period of periodCodes) expect(keys).toContain(`${unit}|${period}`);
  });

  it('copies the §1.7 (a) MPZ and (b) AEZ rows for Jul–Oct 2025 verbatim', () => {
    const check = (csv: string, codeKey: string): void => {
      for (const expected of parseCsv(csv)) {
        const r = row(expected[codeKey], expected.period);
        expect(r, expected[codeKey]).toBeDefined();
        for (const [key, value] of Object.entries(expected)) {
          if (['mpz_code', 'aez_code', 'mpz_name_en', 'mpz_name_zh', 'aez_name_en', 'period'].includes(key)) continue;
          if (key === 'condition') expect(r.condition, expected[codeKey]).toBe(value);
          else if (key === 'country_iso3') expect(r.country_iso3, expected[codeKey]).toBe(value);
          else expect(field(r, key), `${expected[codeKey]} ${key}`).toBe(num(value));
        }
      }
    };
    check(MPZ_ROWS_CSV, 'mpz_code');
    check(AEZ_ROWS_CSV, 'aez_code');
    expect(rows().filter((r) => r.origin === 'notes-1.7a' || r.origin === 'notes-1.7b')).toHaveLength(18);
    // Spot values typed from the notes, independent of the transcription the generator reads.
    const at = (code: string): IndicatorRow => row(code, '2025-JUL_OCT');
    expect([at('IND-96').rain_mm, at('ARG-PA').condition, at('SEA').cpi, at('UZB-200').rain_dep_pct]).toEqual([
      1012,
      'poor',
      1.04,
      112,
    ]);
  });

  it('states departures that agree with current and reference values', () => {
    const pairs = [
      ['rain_mm', 'rain_15ya_mm', 'rain_dep_pct'],
      ['radpar_mj_m2', 'radpar_15ya_mj_m2', 'radpar_dep_pct'],
      ['biomss_gdm_m2', 'biomss_15ya_gdm_m2', 'biomss_dep_pct'],
      ['calf_pct', 'calf_5ya_pct', 'calf_dep_pct'],
      ['ci_pct', 'ci_5ya_pct', 'ci_dep_pct'],
    ];
    for (const r of rows()) {
      for (const [cur, ref, dep] of pairs) {
        const implied = (100 * (field(r, cur) - field(r, ref))) / field(r, ref);
        expect(Math.abs(implied - field(r, dep)), `${r.unit_code} ${r.period} ${dep}`).toBeLessThanOrEqual(1.5);
      }
      expect(Math.abs(r.temp_c - r.temp_15ya_c - r.temp_dep_c), `${r.unit_code} ${r.period} temp`).toBeLessThanOrEqual(
        0.11,
      );
    }
  });

  it('keeps every indicator inside its plausible range', () => {
    const ranges: Record<string, [number, number]> = {
      rain_mm: [0, 2000],
      rain_dep_pct: [-90, 300],
      temp_c: [-12, 35],
      temp_dep_c: [-2.5, 2.5],
      radpar_mj_m2: [150, 1600],
      radpar_dep_pct: [-10, 10],
      biomss_gdm_m2: [30, 1500],
      biomss_dep_pct: [-80, 200],
      calf_pct: [15, 100],
      calf_dep_pct: [-25, 25],
      vcix: [0.4, 1],
      ci_pct: [100, 200],
      cpi: [0.75, 1.2],
      ndvi_below_avg_pct: [0, 100],
      irrigated_share_pct: [0, 100],
    };
    for (const r of rows()) {
      for (const [key, [lo, hi]] of Object.entries(ranges)) {
        expect(field(r, key), `${r.unit_code} ${r.period} ${key}`).toBeGreaterThanOrEqual(lo);
        expect(field(r, key), `${r.unit_code} ${r.period} ${key}`).toBeLessThanOrEqual(hi);
      }
    }
  });

  it("keeps MPZ rows within the seasonal ranges of the notes' MPZ table (§1.4)", () => {
    // [rain lo, rain hi, temp lo, temp hi, radpar lo, radpar hi] per window, from the table. The table gives typical
    // current values, not 15YA references (SAM's verbatim Jul–Oct row implies a 344 mm reference), hence the wide rain band.
    const table: Record<string, Record<string, number[]>> = {
      WAF: {
        JAN_APR: [70, 210, 28, 28, 1110, 1350],
        APR_JUL: [520, 520, 28.4, 28.4, 1195, 1195],
        JUL_OCT: [850, 850, 25.2, 25.2, 1040, 1040],
        OCT_JAN: [150, 200, 25, 25, 1100, 1250],
      },
      NAM: {
        JAN_APR: [360, 360, 6, 6, 725, 725],
        APR_JUL: [470, 470, 19.8, 19.8, 1325, 1325],
        JUL_OCT: [300, 300, 21.6, 21.6, 1180, 1180],
        OCT_JAN: [260, 300, 5, 6, 520, 550],
      },
      SAM: {
        JAN_APR: [350, 700, 25, 25, 1160, 1160],
        APR_JUL: [240, 240, 18.6, 18.6, 810, 810],
        JUL_OCT: [210, 210, 20.1, 20.1, 1060, 1060],
        OCT_JAN: [400, 730, 23.5, 23.5, 1280, 1350],
      },
      SEA: {
        JAN_APR: [70, 150, 24.3, 24.3, 1140, 1220],
        APR_JUL: [1040, 1040, 28, 28, 1150, 1150],
        JUL_OCT: [1425, 1425, 26, 26, 1100, 1100],
        OCT_JAN: [250, 325, 20.5, 20.5, 900, 1040],
      },
      WEU: {
        JAN_APR: [160, 360, 6.5, 6.5, 550, 590],
        APR_JUL: [250, 250, 15, 15, 1100, 1100],
        JUL_OCT: [390, 390, 16.5, 16.5, 955, 955],
        OCT_JAN: [250, 350, 6, 7, 300, 330],
      },
      CEW: {
        JAN_APR: [180, 245, 0.5, 1.7, 460, 520],
        APR_JUL: [230, 230, 16, 16, 1150, 1150],
        JUL_OCT: [200, 200, 17.1, 17.1, 940, 940],
        OCT_JAN: [245, 260, 0.7, 1.2, 210, 240],
      },
    };
    for (const r of rows().filter((x) => x.unit_level === 'mpz')) {
      const [rainLo, rainHi, tempLo, tempHi, radLo, radHi] = table[r.unit_code][r.season];
      const label = `${r.unit_code} ${r.period}`;
      expect(r.rain_mm, label).toBeGreaterThanOrEqual(rainLo * 0.5);
      expect(r.rain_mm, label).toBeLessThanOrEqual(rainHi * 2);
      expect(r.temp_c, label).toBeGreaterThanOrEqual(tempLo - 3);
      expect(r.temp_c, label).toBeLessThanOrEqual(tempHi + 3);
      expect(r.radpar_mj_m2, label).toBeGreaterThanOrEqual(radLo * 0.85);
      expect(r.radpar_mj_m2, label).toBeLessThanOrEqual(radHi * 1.15);
    }
  });

  it('moves BIOMSS with RAIN in water-limited zones: same sign, 0.4–0.8 of its size', () => {
    const aezRows = rows().filter((r) => r.unit_level === 'aez');
    for (const r of aezRows) {
      const waterLimited =
        r.irrigated_share_pct < 50 && r.rain_15ya_mm >= 100 && r.rain_15ya_mm <= 500 && r.temp_15ya_c >= 5;
      expect(r.water_limited, `${r.unit_code} ${r.period} flag`).toBe(waterLimited);
    }
    const checked = aezRows.filter((r) => r.water_limited && Math.abs(r.rain_dep_pct) >= 3);
    expect(checked.length).toBeGreaterThan(100);
    for (const r of checked) {
      const rain = Math.abs(r.rain_dep_pct);
      const biomass = Math.abs(r.biomss_dep_pct);
      const label = `${r.unit_code} ${r.period}: RAIN ${r.rain_dep_pct}, BIOMSS ${r.biomss_dep_pct}`;
      expect(Math.sign(r.biomss_dep_pct), label).toBe(Math.sign(r.rain_dep_pct));
      // Both departures are rounded to whole percent, so allow ±0.5 on each.
      expect(biomass + 0.5, label).toBeGreaterThanOrEqual(0.4 * (rain - 0.5));
      expect(biomass - 0.5, label).toBeLessThanOrEqual(0.8 * (rain + 0.5));
    }
    const countryRows = rows().filter(
      (r) => r.unit_level === 'country' && r.water_limited && Math.abs(r.rain_dep_pct) >= 10,
    );
    for (const r of countryRows)
      expect(Math.sign(r.biomss_dep_pct), `${r.unit_code} ${r.period}`).toBe(Math.sign(r.rain_dep_pct));
  });

  it('makes CPI rise with VCIx and with the CALF departure', () => {
    for (const r of rows()) {
      const expected = 0.97 + 0.6 * (r.vcix - 0.85) + 0.006 * r.calf_dep_pct;
      expect(Math.abs(r.cpi - expected), `${r.unit_code} ${r.period}`).toBeLessThanOrEqual(0.06);
    }
    const rank = (values: number[]): number[] => {
      const sorted = [...values].sort((a, b) => a - b);
      return values.map((v) => sorted.indexOf(v) + sorted.lastIndexOf(v));
    };
    const spearman = (a: number[], b: number[]): number => {
      const ra = rank(a);
      const rb = rank(b);
      const mean = (x: number[]): number => x.reduce((s, v) => s + v, 0) / x.length;
      const ma = mean(ra);
      const mb = mean(rb);
      const cov = ra.reduce((s, v, i) => s + (v - ma) * (rb[i] - mb), 0);
      const sa = Math.sqrt(ra.reduce((s, v) => s + (v - ma) ** 2, 0));
      const sb = Math.sqrt(rb.reduce((s, v) => s + (v - mb) ** 2, 0));
      return cov / (sa * sb);
    };
    expect(
      spearman(
        rows().map((r) => r.cpi),
        rows().map((r) => r.vcix),
      ),
    ).toBeGreaterThan(0.6);
    expect(
      spearman(
        rows().map((r) => r.ndvi_below_avg_pct),
        rows().map((r) => r.vcix),
      ),
    ).toBeLessThan(-0.6);
  });

  it('derives the condition class from the §1.6 mapping and the rain driver rule, never exceptional in winter', () => {
    const order = ['exceptional', 'favourable', 'watch', 'poor'];
    for (const r of rows()) {
      let expected = 'favourable';
      if (r.vcix < 0.5 || r.cpi < 0.85) expected = 'poor';
      else if (r.vcix < 0.8 || r.cpi < 0.95) expected = 'watch';
      else if (r.vcix >= 0.9 && r.cpi >= 1.1 && !r.cold_season) expected = 'exceptional';
      const dry = r.rain_dep_pct <= -30 && r.biomss_dep_pct <= -15 && r.irrigated_share_pct < 50;
      const wet = r.rain_dep_pct >= 50 && r.rain_mm >= 200;
      if ((dry || wet) && expected !== 'poor') expected = order[order.indexOf(expected) + 1];
      expect(r.condition, `${r.unit_code} ${r.period}`).toBe(expected);
      if (r.condition === 'favourable') expect(r.condition_drivers).toEqual([]);
    }
    const classes = new Set(rows().map((r) => r.condition));
    expect(classes).toEqual(new Set(order));
  });

  it('has warmer-than-average TEMP in most rows', () => {
    const positive = rows().filter((r) => r.temp_dep_c > 0).length / rows().length;
    const mean = rows().reduce((s, r) => s + r.temp_dep_c, 0) / rows().length;
    expect(positive).toBeGreaterThanOrEqual(0.7);
    expect(mean).toBeGreaterThan(0.3);
  });

  it('keeps CALF at 15–60% in Oct–Jan and Jan–Apr in cold NH zones, and only there flags cold_season', () => {
    const coldUnits = new Set(
      zones()
        .filter((f) => f.properties.cold_winter)
        .map((f) => f.properties.code),
    );
    for (const f of zones().filter((z) => z.properties.cold_winter))
      expect(f.properties.label_point[1]).toBeGreaterThan(0);
    for (const r of rows().filter((x) => x.unit_level !== 'country')) {
      const cold = coldUnits.has(r.unit_code) && (r.season === 'OCT_JAN' || r.season === 'JAN_APR');
      expect(r.cold_season, `${r.unit_code} ${r.period}`).toBe(cold);
      if (cold && r.season === 'OCT_JAN') expect(r.temp_15ya_c, r.unit_code).toBeLessThanOrEqual(7);
    }
    const coldRows = rows().filter((r) => r.cold_season);
    expect(coldRows.length).toBeGreaterThanOrEqual(80);
    for (const r of coldRows) {
      expect(r.calf_pct, `${r.unit_code} ${r.period}`).toBeGreaterThanOrEqual(15);
      expect(r.calf_pct, `${r.unit_code} ${r.period}`).toBeLessThanOrEqual(60);
    }
  });

  it('follows the monsoon in South Asia: Jul–Oct is wet, Jan–Apr is dry', () => {
    const monsoonUnits = rows().filter((r) => r.mpz_code === 'SEA' && ['IND', 'PAK'].includes(r.country_iso3 ?? ''));
    const units = new Set(monsoonUnits.map((r) => r.unit_code));
    units.add('SEA');
    for (const unit of units) {
      const ref = (season: string): number =>
        rows().find((r) => r.unit_code === unit && r.season === season)!.rain_15ya_mm;
      expect(ref('JUL_OCT'), unit).toBeGreaterThanOrEqual(2 * ref('JAN_APR'));
      expect(Math.max(ref('JUL_OCT'), ref('APR_JUL')), unit).toBe(Math.max(...SEASON_CODES.map(ref)));
    }
    expect(units.size).toBeGreaterThanOrEqual(10);
  });

  it('aggregates country rows from their AEZs with crop weights that sum to 1', () => {
    const weights = new Map<string, number>();
    for (const f of aezFeatures()) {
      const iso3 = f.properties.country_iso3!;
      weights.set(iso3, (weights.get(iso3) ?? 0) + f.properties.crop_weight!);
    }
    for (const [iso3, total] of weights) expect(total, iso3).toBeCloseTo(1, 6);
    const r = row('USA', '2025-JUL_OCT');
    const parts = aezFeatures().filter((f) => f.properties.country_iso3 === 'USA');
    const rain = parts.reduce((s, f) => s + f.properties.crop_weight! * row(f.properties.code, r.period).rain_mm, 0);
    expect(r.rain_mm).toBe(Math.round(rain));
    expect(r.origin).toBe('aggregated');
  });
});

describe('zones and countries', () => {
  it('draws every zone as a valid closed, simple, counter-clockwise ring in lon/lat range', () => {
    for (const f of zones()) {
      const ring = ringOf(f);
      const code = f.properties.code;
      expect(f.geometry.type, code).toBe('Polygon');
      expect(isClosed(ring), code).toBe(true);
      expect(ring.length, code).toBeGreaterThanOrEqual(4);
      expect(ring.length, code).toBeLessThanOrEqual(60);
      expect(selfIntersections(ring), code).toEqual([]);
      expect(signedArea(ring), code).toBeGreaterThan(0);
      for (const [lon, lat] of ring) {
        expect(Math.abs(lon), code).toBeLessThanOrEqual(180);
        expect(Math.abs(lat), code).toBeLessThanOrEqual(90);
      }
      expect(pointInRing(f.properties.label_point, ring), `${code} label point`).toBe(true);
    }
  });

  it("has the 6 MPZs, China's 7 regions and at least 12 countries with 2 or more AEZs", () => {
    const mpz = zones()
      .filter((f) => f.properties.level === 'mpz')
      .map((f) => f.properties.code);
    expect(mpz.sort()).toEqual(['CEW', 'NAM', 'SAM', 'SEA', 'WAF', 'WEU']);
    const china = aezFeatures()
      .filter((f) => f.properties.country_iso3 === 'CHN')
      .map((f) => f.properties.name_zh);
    expect(china.sort()).toEqual(
      ['东北区', '内蒙古及长城沿线区', '华南区', '西南区', '长江中下游区', '黄土高原区', '黄淮海区'].sort(),
    );
    const perCountry = new Map<string, number>();
    for (const f of aezFeatures())
      perCountry.set(f.properties.country_iso3!, (perCountry.get(f.properties.country_iso3!) ?? 0) + 1);
    expect(perCountry.size).toBeGreaterThanOrEqual(12);
    for (const [iso3, n] of perCountry) expect(n, iso3).toBeGreaterThanOrEqual(2);
    const names = zones().flatMap((f) => [f.properties.name_en, f.properties.name_zh]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('places zones where they are: known towns fall inside the right zone', () => {
    const towns: Array<[string, Position, string]> = [
      ['Patna', [85.1, 25.6], 'IND-96'],
      ['Lucknow', [80.9, 26.8], 'IND-96'],
      ['Nagpur', [79.1, 21.1], 'IND-94'],
      ['Ludhiana', [75.9, 30.9], 'IND-100'],
      ['Lahore', [74.3, 31.5], 'PAK-157'],
      ['Hyderabad (Sindh)', [68.4, 25.4], 'PAK-155'],
      ['Nukus', [59.6, 42.5], 'UZB-201'],
      ['Tanta', [31.0, 30.8], 'EGY-ND'],
      ['Harbin', [126.6, 45.8], 'CHN-NE'],
      ['Hohhot', [111.7, 40.8], 'CHN-IM'],
      ['Zhengzhou', [113.6, 34.7], 'CHN-HHH'],
      ['Jinan', [117.0, 36.7], 'CHN-HHH'],
      ["Xi'an", [108.9, 34.3], 'CHN-LOE'],
      ['Wuhan', [114.3, 30.6], 'CHN-LYZ'],
      ['Chengdu', [104.1, 30.7], 'CHN-SW'],
      ['Guangzhou', [113.3, 23.1], 'CHN-SC'],
      ['Des Moines', [-93.6, 41.6], 'USA-CB'],
      ['Bismarck', [-100.8, 46.8], 'USA-NP'],
      ['Wichita', [-97.3, 37.7], 'USA-SP'],
      ['Regina', [-104.6, 50.4], 'CAN-PR'],
      ['Pergamino', [-60.6, -33.9], 'ARG-PA'],
      ['Sorriso', [-55.7, -12.5], 'BRA-CW'],
      ['Voronezh', [39.2, 51.7], 'RUS-C'],
      ['Krasnodar', [39.0, 45.0], 'RUS-S'],
      ['Kharkiv', [36.2, 50.0], 'UKR-C'],
      ['Chartres', [1.5, 48.4], 'FRA-N'],
      ['Wagga Wagga', [147.4, -35.1], 'AUS-NSW'],
      ['Kano', [8.5, 12.0], 'NGA-SS'],
      ['Khon Kaen', [102.8, 16.4], 'THA-NE'],
      ['Can Tho', [105.8, 10.0], 'VNM-MRD'],
    ];
    for (const [town, point, code] of towns)
      expect(pointInRing(point, ringOf(zone(code))), `${town} in ${code}`).toBe(true);
    for (const mpz of zones().filter((z) => z.properties.level === 'mpz')) {
      for (const [town, point, code] of towns) {
        if (pointInRing(point, ringOf(mpz))) {
          const aez = zone(code);
          expect(
            aez.properties.mpz_code === mpz.properties.code || aez.properties.mpz_code === null,
            `${town} in ${mpz.properties.code}`,
          ).toBe(true);
        }
      }
    }
  });

  it('keeps AEZs inside their country box and MPZ, and apart from each other', () => {
    const byIso = new Map(countries().map((c) => [c.iso3, c]));
    for (const f of aezFeatures()) {
      const [minX, minY, maxX, maxY] = byIso.get(f.properties.country_iso3!)!.bbox;
      const [x0, y0, x1, y1] = bbox(ringOf(f));
      const code = f.properties.code;
      expect(x0 >= minX - 0.5 && y0 >= minY - 0.5 && x1 <= maxX + 0.5 && y1 <= maxY + 0.5, code).toBe(true);
      if (f.properties.mpz_code) {
        const mpz = zone(f.properties.mpz_code);
        expect(pointInRing(f.properties.label_point, ringOf(mpz)), `${code} in ${mpz.properties.code}`).toBe(true);
      }
    }
    const aez = aezFeatures();
    for (let i = 0; i < aez.length; i++) {
      for (let j = i + 1; j < aez.length; j++) {
        const a = ringOf(aez[i]);
        const b = ringOf(aez[j]);
        const [ax0, ay0, ax1, ay1] = bbox(a);
        const [bx0, by0, bx1, by1] = bbox(b);
        const x0 = Math.max(ax0, bx0);
        const y0 = Math.max(ay0, by0);
        const x1 = Math.min(ax1, bx1);
        const y1 = Math.min(ay1, by1);
        if (x0 >= x1 || y0 >= y1) continue;
        let both = 0;
        let inA = 0;
        for (let s = 0.5; s < 40; s++) {
          for (let t = 0.5; t < 40; t++) {
            const p: Position = [x0 + ((x1 - x0) * s) / 40, y0 + ((y1 - y0) * t) / 40];
            const pa = pointInRing(p, a);
            if (pa) inA++;
            if (pa && pointInRing(p, b)) both++;
          }
        }
        expect(
          both,
          `${aez[i].properties.code} overlaps ${aez[j].properties.code} (${inA} samples in the first)`,
        ).toBeLessThanOrEqual(2);
      }
    }
  });

  it('lists the 49 key countries with unique ISO codes and a centroid inside the box', () => {
    const list = countries();
    expect(list).toHaveLength(49);
    for (const key of ['iso3', 'iso2', 'iso_numeric'] as const) expect(new Set(list.map((c) => c[key])).size).toBe(49);
    for (const c of list) {
      expect(c.iso_numeric, c.iso3).toMatch(/^\d{3}$/);
      expect(c.name_zh, c.iso3).toMatch(/[\u4e00-\u9fff]/);
      const [x, y] = c.centroid;
      const [x0, y0, x1, y1] = c.bbox;
      expect(x >= x0 && x <= x1 && y >= y0 && y <= y1, c.iso3).toBe(true);
    }
    expect(list.find((c) => c.iso3 === 'IND')).toMatchObject({ iso_numeric: '356', name_zh: '印度' });
    expect(list.find((c) => c.iso3 === 'CHN')).toMatchObject({ iso_numeric: '156', chapter: 'CH4_CHINA' });
  });
});

describe('dictionaries, calendars, irrigation and production', () => {
  it('orders the chapter dictionary as the notes suggest', () => {
    const chapters = items<ChapterEntry>('chapters.json');
    expect(chapters.map((c) => c.code)).toEqual([
      'SUMMARY',
      'CH1_GLOBAL',
      'CH2_MPZ',
      'CH3_COUNTRY',
      'CH4_CHINA',
      'CH5_FOCUS',
      'ANNEX_A',
      'ANNEX_B',
    ]);
    chapters.forEach((c, i) => {
      expect(c.order).toBe(i + 1);
      expect(c.name_zh && c.name_en).toBeTruthy();
    });
  });

  it('has the stage dictionary of §1.7 (e) with its Chinese names', () => {
    expect(Object.fromEntries(stages().map((s) => [s.code, s.name_zh]))).toMatchObject({
      sowing: '播种',
      emergence: '出苗',
      tillering: '分蘖',
      jointing: '拔节',
      heading: '抽穗',
      flowering: '开花',
      grain_filling: '灌浆',
      milk: '乳熟',
      maturity: '成熟',
      harvest: '收获',
      dormancy: '越冬/休眠',
      out_of_season: '非生长季',
    });
  });

  it('writes calendars with twelve valid stages in phenological order from sowing to harvest', () => {
    const rank = new Map(stages().map((s) => [s.code, s.rank]));
    const units = new Set([...countries().map((c) => c.iso3), ...zones().map((f) => f.properties.code)]);
    expect(calendars().length).toBeGreaterThanOrEqual(40);
    for (const cal of calendars()) {
      const label = `${cal.unit_code} ${cal.crop} ${cal.season}`;
      expect(units.has(cal.unit_code), label).toBe(true);
      const months = cal.stages_by_month;
      expect(months, label).toHaveLength(12);
      for (const stage of months) expect(rank.has(stage), `${label} ${stage}`).toBe(true);
      const start = months.indexOf('sowing');
      expect(start, label).toBeGreaterThanOrEqual(0);
      expect(months, label).toContain('harvest');
      let previous = 0;
      let harvested = false;
      for (let k = 0; k < 12; k++) {
        const stage = months[(start + k) % 12];
        if (stage === 'out_of_season') continue;
        expect(harvested && stage !== 'harvest', `${label}: ${stage} after the harvest`).toBe(false);
        expect(rank.get(stage)!, `${label}: ${stage} out of order`).toBeGreaterThanOrEqual(previous);
        previous = rank.get(stage)!;
        if (stage === 'harvest' && months[(start + k + 1) % 12] !== 'harvest') harvested = true;
      }
    }
    const hhhWheat = calendars().find((c) => c.unit_code === 'CHN-HHH' && c.crop === 'wheat')!;
    expect(hhhWheat.stages_by_month[9]).toBe('sowing');
    expect(hhhWheat.stages_by_month[5]).toBe('harvest');
  });

  it('records irrigation per §1.5 with the relevance that follows from the share', () => {
    const records = new Map(items<IrrigationRecord>('irrigation.json').map((r) => [r.country_iso3, r]));
    const notes: Record<string, number> = {
      EGY: 100,
      PAK: 80,
      UZB: 30,
      IRN: 45,
      IND: 50,
      CHN: 55,
      BGD: 55,
      VNM: 45,
      THA: 25,
      MEX: 25,
      TUR: 20,
      MAR: 15,
      ZAF: 10,
      USA: 15,
      ARG: 5,
      BRA: 8,
      AUS: 5,
      RUS: 3,
      UKR: 4,
      ETH: 3,
      NGA: 1,
    };
    for (const [iso3, share] of Object.entries(notes)) expect(records.get(iso3)?.irrigated_share_pct, iso3).toBe(share);
    const known = new Set(countries().map((c) => c.iso3));
    for (const r of records.values()) {
      expect(known.has(r.country_iso3), r.country_iso3).toBe(true);
      const relevance = r.irrigated_share_pct >= 70 ? 'low' : r.irrigated_share_pct >= 30 ? 'medium' : 'high';
      expect(r.rainfall_relevance, r.country_iso3).toBe(relevance);
      expect(
        r.note_zh && r.note_en && r.main_irrigated_crops.length && r.water_source.length,
        r.country_iso3,
      ).toBeTruthy();
    }
    for (const c of countries().filter((k) => k.has_indicators)) expect(records.has(c.iso3), c.iso3).toBe(true);
  });

  it('gives production for the key countries in two years with consistent year-on-year changes', () => {
    const production = items<ProductionRow>('production.json');
    for (const given of parseCsv(PRODUCTION_ROWS_CSV)) {
      const p = production.find(
        (x) => x.country_iso3 === given.country_iso3 && x.crop === given.crop && x.year === 2025,
      )!;
      expect([p.production_kt, p.delta_pct]).toEqual([num(given.production_kt), num(given.delta_pct)]);
    }
    const focus = countries()
      .filter((c) => c.has_indicators)
      .map((c) => c.iso3);
    expect(new Set(production.map((p) => p.country_iso3))).toEqual(new Set(focus));
    for (const p2025 of production.filter((p) => p.year === 2025)) {
      const p2024 = production.find(
        (p) => p.country_iso3 === p2025.country_iso3 && p.crop === p2025.crop && p.year === 2024,
      )!;
      const label = `${p2025.country_iso3} ${p2025.crop}`;
      expect(
        Math.abs(p2024.production_kt * (1 + p2025.delta_pct / 100) - p2025.production_kt) / p2025.production_kt,
        label,
      ).toBeLessThan(0.002);
      expect(Math.abs(p2025.delta_pct), label).toBeLessThanOrEqual(15);
    }
  });

  it('expands every §1.7 (f) abbreviation in both languages', () => {
    const abbreviations = new Map(items<Abbreviation>('abbreviations.json').map((a) => [a.abbr, a]));
    const expected =
      '5YA 15YA MRU MPZ AEZ RAIN TEMP RADPAR PAR BIOMSS gDM CALF VCI VCIx VHI VHIn TCI CI CPI NDVI CWAI ASI GEOGLAM AMIS GIEWS ENSO NH SH Kharif Rabi Meher Belg';
    for (const abbr of expected.split(' ')) {
      const entry = abbreviations.get(abbr)!;
      expect(entry, abbr).toBeDefined();
      for (const key of ['full_en', 'full_zh', 'definition_en', 'definition_zh'] as const) {
        expect(entry[key], `${abbr} ${key}`).toBeTruthy();
      }
      expect(entry.definition_zh, abbr).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('aliases and knowledge base', () => {
  it('resolves every alias to an existing unit, indicator, crop, season, period, chapter or stage', () => {
    const targets: Record<string, Set<string>> = {
      region: new Set([...countries().map((c) => c.iso3), ...zones().map((f) => f.properties.code)]),
      indicator: new Set(items<IndicatorDef>('indicator-defs.json').map((d) => d.code)),
      crop: new Set(parse<{ crops: Array<{ code: string }> }>('crop-calendars.json').crops.map((c) => c.code)),
      season: new Set(SEASON_CODES),
      period: new Set(periods().map((p) => p.code)),
      period_relative: new Set(['latest', 'previous']),
      chapter: new Set(items<ChapterEntry>('chapters.json').map((c) => c.code)),
      stage: new Set(stages().map((s) => s.code)),
    };
    for (const a of aliases()) {
      expect(targets[a.kind]?.has(a.target), `${a.alias} → ${a.kind}:${a.target}`).toBe(true);
    }
  });

  it('never maps one normalised alias to two targets', () => {
    const seen = new Map<string, string>();
    for (const a of aliases()) {
      const key = aliasKey(a.alias);
      const target = `${a.kind}:${a.target}`;
      expect(seen.get(key) ?? target, `"${a.alias}"`).toBe(target);
      seen.set(key, target);
    }
  });

  it('knows the names the chat will be asked about', () => {
    const lookup = (alias: string): string | undefined => {
      const hit = aliases().find((a) => aliasKey(a.alias) === aliasKey(alias));
      return hit ? `${hit.kind}:${hit.target}` : undefined;
    };
    const cases: Record<string, string> = {
      恒河平原: 'region:IND-96',
      'Gangetic plain': 'region:IND-96',
      'IND-96': 'region:IND-96',
      华北: 'region:CHN-HHH',
      黄淮海: 'region:CHN-HHH',
      Huanghuaihai: 'region:CHN-HHH',
      东北: 'region:CHN-NE',
      印度: 'region:IND',
      Pakistan: 'region:PAK',
      美国: 'region:USA',
      南亚与东南亚: 'region:SEA',
      'Corn Belt': 'region:USA-CB',
      降水: 'indicator:RAIN',
      雨量: 'indicator:RAIN',
      rainfall: 'indicator:RAIN',
      最佳植被状况指数: 'indicator:VCIx',
      CPI: 'indicator:CPI',
      耕地种植比例: 'indicator:CALF',
      玉米: 'crop:maize',
      maize: 'crop:maize',
      corn: 'crop:maize',
      冬小麦: 'crop:wheat',
      大豆: 'crop:soybean',
      '7-10月': 'season:JUL_OCT',
      '7–10月': 'season:JUL_OCT',
      'Jul–Oct': 'season:JUL_OCT',
      秋季: 'season:JUL_OCT',
      '1-4月': 'season:JAN_APR',
      '10月至次年1月': 'season:OCT_JAN',
      '2025-JUL_OCT': 'period:2025-JUL_OCT',
      第四章: 'chapter:CH4_CHINA',
      灌浆: 'stage:grain_filling',
      越冬: 'stage:dormancy',
      最新一期: 'period_relative:latest',
    };
    for (const [alias, expected] of Object.entries(cases)) expect(lookup(alias), alias).toBe(expected);
  });

  it('offers at least 25 bilingual documents with sources, covering every indicator and calendar', () => {
    const docs = items<KnowledgeDoc>('knowledge.json');
    expect(docs.length).toBeGreaterThanOrEqual(25);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    for (const d of docs) {
      for (const key of ['title_en', 'title_zh', 'body_en', 'body_zh', 'source'] as const) {
        expect(d[key].trim().length, `${d.id} ${key}`).toBeGreaterThan(0);
      }
      expect(d.body_zh, d.id).toMatch(/[\u4e00-\u9fff]/);
      expect(d.title_zh, d.id).toMatch(/[\u4e00-\u9fff]/);
      expect(d.body_en.length, d.id).toBeGreaterThan(80);
    }
    const refs = new Set(docs.flatMap((d) => d.refs));
    for (const code of ['RAIN', 'TEMP', 'RADPAR', 'BIOMSS', 'CALF', 'VCIx', 'CI', 'CPI', '15YA', '5YA', 'CONDITION']) {
      expect(refs.has(code), code).toBe(true);
    }
    for (const unit of new Set(calendars().map((c) => c.unit_code))) {
      expect(
        docs.some((d) => d.id === `calendar-${unit.toLowerCase()}`),
        unit,
      ).toBe(true);
    }
  });
});
