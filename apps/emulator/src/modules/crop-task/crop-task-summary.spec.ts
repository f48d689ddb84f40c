import type { Polygon } from 'geojson';
import type { AoiPolygon, CropTaskIndicators } from '@cropwatch/contract';
import { areaKm2, bboxOf } from './crop-geometry';
import {
  computeSummary,
  INDICATOR_KEYS,
  type SummaryUnit,
  type UnitIndicators,
  weightedIndicators,
} from './crop-task-summary';

const rect = (w: number, s: number, e: number, n: number): AoiPolygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
});

const unit = (
  code: string,
  level: SummaryUnit['level'],
  geometry: Polygon,
  extra: Partial<SummaryUnit> = {},
): SummaryUnit => ({
  code,
  level,
  nameEn: code,
  nameZh: code,
  countryIso3: level === 'mpz' ? null : 'AAA',
  mpzCode: 'M',
  geometry,
  bbox: bboxOf(geometry),
  areaKm2: areaKm2(geometry),
  ...extra,
});

const values = (rainMm: number, condition: string): UnitIndicators => ({
  ...(Object.fromEntries(INDICATOR_KEYS.map((k) => [k, null])) as CropTaskIndicators),
  rainMm,
  rainDepPct: rainMm / 10,
  condition,
});

describe('crop task summary', () => {
  // Country AAA: lon 0–4, lat 0–2; its AEZ A1 covers the west half; MPZ M covers everything.
  const units = [
    unit('M', 'mpz', rect(-10, -10, 10, 10)),
    unit('AAA', 'country', rect(0, 0, 4, 2), { countryIso3: 'AAA' }),
    unit('A1', 'aez', rect(0, 0, 2, 2)),
  ];
  const rows: Record<string, UnitIndicators> = {
    M: values(50, 'watch'),
    AAA: values(200, 'favourable'),
    A1: values(100, 'poor'),
  };
  const run = (aoi: AoiPolygon, rowsOf = rows) =>
    computeSummary({
      aoi,
      period: 'P',
      crop: 'wheat',
      units,
      indicators: (c) => rowsOf[c],
      stages: (c) => (c === 'A1' ? ['sowing'] : []),
      computedTime: '2025-01-01 00:00:00',
    });

  it('weights the AEZ, then the rest of its country, then the rest of the MPZ, by area', () => {
    // The task spans lon 1–5, lat 0–2: a quarter in A1, half in the rest of AAA, a quarter outside AAA.
    const s = run(rect(1, 0, 5, 2));
    const w = Object.fromEntries(s.units.map((u) => [u.code, u.weight]));
    expect(w.A1).toBeCloseTo(0.25, 2);
    expect(w.AAA).toBeCloseTo(0.5, 2);
    expect(w.M).toBeCloseTo(0.25, 2);
    expect(s.coveredShare).toBeCloseTo(1, 3);
    // 0.25·100 + 0.5·200 + 0.25·50
    expect(s.overall.rainMm).toBeCloseTo(137.5, 0);
    expect(s.condition).toBe('favourable');
    const aez = s.units.find((u) => u.code === 'A1')!;
    expect(aez.shareOfTask).toBeCloseTo(0.25, 2);
    expect(aez.shareOfUnit).toBeCloseTo(0.5, 2);
    expect(s.units.map((u) => u.level)).toEqual(['country', 'mpz', 'aez']);
  });

  it('takes the stages of the unit with the largest weight', () => {
    expect(run(rect(0.1, 0.1, 1.9, 1.9)).stages).toEqual(['sowing']);
  });

  it('lists units without indicator rows but gives them no weight', () => {
    const s = run(rect(1, 0, 3, 2), { A1: values(100, 'poor') });
    expect(s.units.find((u) => u.code === 'AAA')).toMatchObject({ weight: 0, hasIndicators: false });
    expect(s.units.find((u) => u.code === 'A1')?.weight).toBe(1);
    expect(s.coveredShare).toBeCloseTo(0.5, 2);
    expect(s.overall.rainMm).toBe(100);
  });

  it('reports zero coverage outside every unit', () => {
    const s = run(rect(40, 40, 41, 41));
    expect(s.units).toEqual([]);
    expect(s.coveredShare).toBe(0);
    expect(s.condition).toBeNull();
  });

  it('averages each indicator over the units that have it', () => {
    const a = { ...values(100, 'x'), tempC: 10 };
    const b = values(300, 'x');
    const out = weightedIndicators([
      { weight: 3, values: a },
      { weight: 1, values: b },
    ]);
    expect(out.rainMm).toBe(150);
    expect(out.tempC).toBe(10);
    expect(out.cpi).toBeNull();
  });
});
