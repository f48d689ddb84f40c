import type { CropTask, CropTaskOptions, CropTaskSummaryUnit } from '@cropwatch/contract';

const noIndicators = {
  rainMm: null,
  rainDepPct: null,
  tempC: null,
  tempDepC: null,
  radparMjM2: null,
  radparDepPct: null,
  biomssGdmM2: null,
  biomssDepPct: null,
  calfPct: null,
  calfDepPct: null,
  vcix: null,
  cpi: null,
};

const unit = (over: Partial<CropTaskSummaryUnit>): CropTaskSummaryUnit => ({
  code: 'X',
  level: 'aez',
  nameEn: 'X',
  nameZh: 'X',
  areaKm2: 0,
  shareOfTask: 0,
  shareOfUnit: 0,
  weight: 0,
  hasIndicators: true,
  condition: null,
  stages: [],
  ...noIndicators,
  ...over,
});

export const OPTIONS: CropTaskOptions = {
  periods: [
    { code: '2025-JUL_OCT', season: 'JUL_OCT', labelEn: 'Jul–Oct 2025', labelZh: '2025年7–10月' },
    { code: '2025-JAN_APR', season: 'JAN_APR', labelEn: 'Jan–Apr 2025', labelZh: '2025年1–4月' },
  ],
  units: [
    { code: 'IND', level: 'country', nameEn: 'India', nameZh: '印度', countryIso3: 'IND', bbox: [68, 6, 97, 35] },
    {
      code: 'IND-96',
      level: 'aez',
      nameEn: 'Gangetic plain',
      nameZh: '恒河平原',
      countryIso3: 'IND',
      bbox: [76, 21, 89, 30],
    },
  ],
  stages: [
    { code: 'heading', nameEn: 'Heading', nameZh: '抽穗' },
    { code: 'grain_filling', nameEn: 'Grain filling', nameZh: '灌浆' },
  ],
};

export const ANALYSED: CropTask = {
  id: 't1',
  taskName: '恒河平原小麦',
  crop: 'wheat',
  period: '2025-JAN_APR',
  description: null,
  aoiType: 'polygon',
  aoiCode: null,
  aoiGeometry: {
    type: 'Polygon',
    coordinates: [
      [
        [80, 25.5],
        [84, 25],
        [84, 26.5],
        [80, 25.5],
      ],
    ],
  },
  areaKm2: 61234.5,
  status: 'analysed',
  summary: {
    period: '2025-JAN_APR',
    crop: 'wheat',
    areaKm2: 61234.5,
    coveredShare: 0.985,
    units: [
      unit({
        code: 'IND',
        level: 'country',
        nameEn: 'India',
        nameZh: '印度',
        areaKm2: 61200,
        shareOfTask: 0.9994,
        shareOfUnit: 0.0186,
      }),
      unit({
        code: 'IND-96',
        nameEn: 'Gangetic plain',
        nameZh: '恒河平原',
        areaKm2: 60300,
        shareOfTask: 0.985,
        shareOfUnit: 0.1302,
        weight: 1,
        rainMm: 64,
        rainDepPct: -12,
        tempDepC: 0.8,
        vcix: 0.82,
        cpi: 0.97,
        condition: 'watch',
        stages: ['heading', 'grain_filling'],
      }),
    ],
    overall: { ...noIndicators, rainMm: 64, rainDepPct: -12, tempC: 21.4, tempDepC: 0.8, vcix: 0.82, cpi: 0.97 },
    condition: 'watch',
    stages: ['heading', 'grain_filling'],
    computedTime: '2025-05-01 10:00:00',
  },
  failReason: null,
  submitTime: '2025-05-01 10:00:00',
  createBy: 'admin',
  createTime: '2025-05-01 09:00:00',
  updateBy: null,
  updateTime: null,
};
