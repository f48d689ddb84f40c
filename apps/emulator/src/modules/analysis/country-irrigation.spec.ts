import { analysisCountryIrrigationAddBodySchema, rainfallRelevanceFor } from '@cropwatch/contract';

describe('country irrigation', () => {
  it('proposes the rainfall relevance of the bulletin rule (≥70 low, 30–69 medium, <30 high)', () => {
    expect([100, 70, 69.5, 30, 29.9, 0].map(rainfallRelevanceFor)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });

  it('defaults the lists and rejects shares outside 0–100 with the exact message', () => {
    const base = { countryIso3: 'IND', irrigatedSharePct: '52', rainfallRelevance: 'medium' };
    expect(analysisCountryIrrigationAddBodySchema.parse(base)).toMatchObject({
      irrigatedSharePct: 52,
      mainIrrigatedCrops: [],
      waterSource: [],
    });
    const r = analysisCountryIrrigationAddBodySchema.safeParse({ ...base, irrigatedSharePct: -1 });
    expect(r.error?.issues[0].message).toBe('灌溉比例必须在0到100之间');
  });
});
