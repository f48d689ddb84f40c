import type { Crop } from '../lib/types';
import type { CropSeasonCode } from './dictionaries';

/**
 * Hand-seeded crop calendars (domain notes §1.7 e; no npm package has them). One dominant stage per month, written as
 * `month[-month]:stage` spans; months not named are out of season. Ranges may wrap the year end ("12-2").
 */
export interface CalendarSpec {
  unit: string;
  crop: Crop;
  season: CropSeasonCode;
  spans: string;
}

const NH_MAIZE = '4:sowing 5:emergence 6:jointing 7:heading 8:grain_filling 9:maturity 10:harvest';
const NH_SOY = '5:sowing 6:emergence 7:flowering 8:grain_filling 9:maturity 10:harvest';
const NH_WINTER_WHEAT =
  '9:sowing 10:emergence 11:tillering 12-2:dormancy 3:tillering 4:jointing 5:heading 6:grain_filling 7:harvest';
const RU_WINTER_WHEAT =
  '9:sowing 10:emergence 11-3:dormancy 4:tillering 5:jointing 6:heading 7:grain_filling 8:harvest';
const SPRING_WHEAT = '5:sowing 6:emergence 7:heading 8:grain_filling 9:harvest';
const KHARIF_RICE = '6:sowing 7:tillering 8:jointing 9:heading 10:grain_filling 11:harvest';
const KHARIF_MAIZE = '6:sowing 7:jointing 8:flowering 9:grain_filling 10:harvest';
const RABI_WHEAT = '11:sowing 12:tillering 1:jointing 2:heading 3:grain_filling 4:harvest';

export const CALENDARS: CalendarSpec[] = [
  // China, country summary and the seven regions.
  { unit: 'CHN', crop: 'maize', season: 'main', spans: NH_MAIZE },
  {
    unit: 'CHN',
    crop: 'rice',
    season: 'single',
    spans: '4:sowing 5:tillering 6:jointing 7:heading 8:grain_filling 9:maturity 10:harvest',
  },
  {
    unit: 'CHN',
    crop: 'wheat',
    season: 'winter',
    spans: '10:sowing 11:tillering 12-2:dormancy 3:jointing 4:heading 5:grain_filling 6:harvest',
  },
  { unit: 'CHN', crop: 'soybean', season: 'main', spans: NH_SOY },
  { unit: 'CHN-NE', crop: 'maize', season: 'spring', spans: NH_MAIZE },
  { unit: 'CHN-NE', crop: 'soybean', season: 'main', spans: NH_SOY },
  {
    unit: 'CHN-NE',
    crop: 'rice',
    season: 'single',
    spans: '4:sowing 5-6:tillering 7:heading 8:grain_filling 9:maturity 10:harvest',
  },
  { unit: 'CHN-IM', crop: 'maize', season: 'spring', spans: NH_MAIZE },
  {
    unit: 'CHN-IM',
    crop: 'wheat',
    season: 'spring',
    spans: '3:sowing 4:emergence 5:jointing 6:heading 7:grain_filling 8:harvest',
  },
  { unit: 'CHN-IM', crop: 'soybean', season: 'main', spans: NH_SOY },
  {
    unit: 'CHN-HHH',
    crop: 'wheat',
    season: 'winter',
    spans: '10:sowing 11:tillering 12-2:dormancy 3:jointing 4:heading 5:grain_filling 6:harvest',
  },
  {
    unit: 'CHN-HHH',
    crop: 'maize',
    season: 'summer',
    spans: '6:sowing 7:jointing 8:heading 9:grain_filling 10:harvest',
  },
  {
    unit: 'CHN-HHH',
    crop: 'soybean',
    season: 'summer',
    spans: '6:sowing 7:flowering 8:grain_filling 9:maturity 10:harvest',
  },
  { unit: 'CHN-LOE', crop: 'wheat', season: 'winter', spans: NH_WINTER_WHEAT },
  {
    unit: 'CHN-LOE',
    crop: 'maize',
    season: 'spring',
    spans: '4:sowing 5:emergence 6:jointing 7:heading 8:grain_filling 9:harvest',
  },
  { unit: 'CHN-LYZ', crop: 'rice', season: 'early', spans: '3:sowing 4:tillering 5:jointing 6:heading 7:harvest' },
  {
    unit: 'CHN-LYZ',
    crop: 'rice',
    season: 'late',
    spans: '7:sowing 8:tillering 9:heading 10:grain_filling 11:harvest',
  },
  {
    unit: 'CHN-LYZ',
    crop: 'rice',
    season: 'single',
    spans: '5:sowing 6:tillering 7:jointing 8:heading 9:grain_filling 10:harvest',
  },
  {
    unit: 'CHN-LYZ',
    crop: 'wheat',
    season: 'winter',
    spans: '11:sowing 12-1:tillering 2:jointing 3:heading 4:grain_filling 5:harvest',
  },
  {
    unit: 'CHN-SW',
    crop: 'rice',
    season: 'single',
    spans: '4:sowing 5:tillering 6:jointing 7:heading 8:grain_filling 9:harvest',
  },
  {
    unit: 'CHN-SW',
    crop: 'maize',
    season: 'spring',
    spans: '3:sowing 4:emergence 5:jointing 6:heading 7:grain_filling 8:harvest',
  },
  {
    unit: 'CHN-SW',
    crop: 'wheat',
    season: 'winter',
    spans: '10:sowing 11:emergence 12-1:tillering 2:jointing 3:heading 4:grain_filling 5:harvest',
  },
  {
    unit: 'CHN-SC',
    crop: 'rice',
    season: 'early',
    spans: '2:sowing 3:tillering 4:jointing 5:heading 6:grain_filling 7:harvest',
  },
  { unit: 'CHN-SC', crop: 'rice', season: 'late', spans: '7:sowing 8:tillering 9:heading 10:grain_filling 11:harvest' },
  { unit: 'CHN-SC', crop: 'maize', season: 'spring', spans: '2:sowing 3:jointing 4:heading 5:grain_filling 6:harvest' },

  // South Asia.
  { unit: 'IND', crop: 'rice', season: 'kharif', spans: KHARIF_RICE },
  { unit: 'IND', crop: 'rice', season: 'rabi', spans: '12:sowing 1:tillering 2:heading 3:grain_filling 4:harvest' },
  { unit: 'IND', crop: 'wheat', season: 'rabi', spans: RABI_WHEAT },
  { unit: 'IND', crop: 'maize', season: 'kharif', spans: KHARIF_MAIZE },
  {
    unit: 'IND',
    crop: 'soybean',
    season: 'kharif',
    spans: '6:sowing 7:emergence 8:flowering 9:grain_filling 10:harvest',
  },
  { unit: 'IND-96', crop: 'rice', season: 'kharif', spans: KHARIF_RICE },
  { unit: 'IND-96', crop: 'wheat', season: 'rabi', spans: RABI_WHEAT },
  {
    unit: 'PAK',
    crop: 'wheat',
    season: 'rabi',
    spans: '11-12:sowing 1:tillering 2:jointing 3:grain_filling 4:harvest',
  },
  { unit: 'PAK', crop: 'rice', season: 'kharif', spans: KHARIF_RICE },
  { unit: 'PAK', crop: 'maize', season: 'kharif', spans: KHARIF_MAIZE },
  {
    unit: 'PAK',
    crop: 'cotton',
    season: 'kharif',
    spans: '5:sowing 6:emergence 7-8:flowering 9:maturity 10-11:harvest',
  },

  // Central Asia and Egypt.
  {
    unit: 'UZB',
    crop: 'wheat',
    season: 'winter',
    spans: '10:sowing 11:emergence 12-2:dormancy 3:tillering 4:jointing 5:heading 6:grain_filling 7:harvest',
  },
  { unit: 'UZB', crop: 'cotton', season: 'main', spans: '4:sowing 5:emergence 6-7:flowering 8:maturity 9-10:harvest' },
  { unit: 'KAZ', crop: 'wheat', season: 'spring', spans: SPRING_WHEAT },
  { unit: 'KAZ-S', crop: 'wheat', season: 'winter', spans: NH_WINTER_WHEAT },
  {
    unit: 'EGY',
    crop: 'wheat',
    season: 'winter',
    spans: '11:sowing 12:emergence 1:tillering 2:jointing 3:heading 4:grain_filling 5:harvest',
  },
  {
    unit: 'EGY',
    crop: 'maize',
    season: 'summer',
    spans: '5:sowing 6:emergence 7:jointing 8:flowering 9:grain_filling 10:harvest',
  },
  {
    unit: 'EGY',
    crop: 'rice',
    season: 'summer',
    spans: '5:sowing 6:tillering 7:jointing 8:heading 9:grain_filling 10:harvest',
  },

  // North America.
  {
    unit: 'USA',
    crop: 'maize',
    season: 'main',
    spans: '4:sowing 5:emergence 6:jointing 7:flowering 8:grain_filling 9:maturity 10:harvest',
  },
  { unit: 'USA', crop: 'soybean', season: 'main', spans: NH_SOY },
  { unit: 'USA', crop: 'wheat', season: 'winter', spans: NH_WINTER_WHEAT },
  {
    unit: 'USA',
    crop: 'rice',
    season: 'main',
    spans: '4:sowing 5:emergence 6:tillering 7:heading 8:grain_filling 9:harvest',
  },
  {
    unit: 'USA-NP',
    crop: 'wheat',
    season: 'spring',
    spans: '4:sowing 5:emergence 6:jointing 7:grain_filling 8:harvest',
  },
  { unit: 'CAN', crop: 'wheat', season: 'spring', spans: SPRING_WHEAT },
  {
    unit: 'CAN',
    crop: 'maize',
    season: 'main',
    spans: '5:sowing 6:emergence 7:flowering 8:grain_filling 9:maturity 10:harvest',
  },
  { unit: 'CAN', crop: 'soybean', season: 'main', spans: NH_SOY },

  // South America.
  {
    unit: 'ARG',
    crop: 'maize',
    season: 'main',
    spans: '9-10:sowing 11:jointing 12:flowering 1:grain_filling 2:maturity 3-7:harvest',
  },
  {
    unit: 'ARG',
    crop: 'wheat',
    season: 'winter',
    spans: '5-6:sowing 7:tillering 8:jointing 9:heading 10:grain_filling 11:maturity 12-1:harvest',
  },
  {
    unit: 'ARG',
    crop: 'soybean',
    season: 'main',
    spans: '10-11:sowing 12:emergence 1:flowering 2:grain_filling 3:maturity 4-5:harvest',
  },
  {
    unit: 'BRA',
    crop: 'soybean',
    season: 'main',
    spans: '9-10:sowing 11:emergence 12:flowering 1:grain_filling 2-4:harvest',
  },
  {
    unit: 'BRA',
    crop: 'maize',
    season: 'first',
    spans: '9-10:sowing 11:jointing 12:flowering 1:grain_filling 2-3:harvest',
  },
  {
    unit: 'BRA',
    crop: 'maize',
    season: 'safrinha',
    spans: '1-2:sowing 3:jointing 4:flowering 5:grain_filling 6-7:harvest',
  },
  {
    unit: 'BRA',
    crop: 'rice',
    season: 'main',
    spans: '10:sowing 11:tillering 12:jointing 1:heading 2:grain_filling 3-4:harvest',
  },
  {
    unit: 'BRA',
    crop: 'wheat',
    season: 'winter',
    spans: '5-6:sowing 7:tillering 8:jointing 9:heading 10:grain_filling 11:harvest',
  },

  // Europe and Russia.
  { unit: 'RUS', crop: 'wheat', season: 'winter', spans: RU_WINTER_WHEAT },
  { unit: 'RUS', crop: 'wheat', season: 'spring', spans: SPRING_WHEAT },
  { unit: 'RUS', crop: 'maize', season: 'main', spans: NH_MAIZE },
  { unit: 'RUS', crop: 'soybean', season: 'main', spans: NH_SOY },
  { unit: 'UKR', crop: 'wheat', season: 'winter', spans: RU_WINTER_WHEAT },
  { unit: 'UKR', crop: 'maize', season: 'main', spans: NH_MAIZE },
  { unit: 'UKR', crop: 'soybean', season: 'main', spans: NH_SOY },
  {
    unit: 'FRA',
    crop: 'wheat',
    season: 'winter',
    spans: '10:sowing 11:emergence 12-2:tillering 3-4:jointing 5:heading 6:grain_filling 7:harvest',
  },
  { unit: 'FRA', crop: 'maize', season: 'main', spans: NH_MAIZE },

  // Southern hemisphere winter cereals and Africa.
  {
    unit: 'AUS',
    crop: 'wheat',
    season: 'winter',
    spans: '5:sowing 6:emergence 7:tillering 8:jointing 9:heading 10:grain_filling 11-12:harvest',
  },
  {
    unit: 'ZAF',
    crop: 'maize',
    season: 'summer',
    spans: '11:sowing 12:emergence 1:jointing 2:flowering 3:grain_filling 4:maturity 5-6:harvest',
  },
  {
    unit: 'ZAF',
    crop: 'wheat',
    season: 'winter',
    spans: '5:sowing 6:emergence 7:tillering 8:jointing 9:heading 10:grain_filling 11:harvest',
  },
  {
    unit: 'ZAF',
    crop: 'soybean',
    season: 'summer',
    spans: '11-12:sowing 1:flowering 2:grain_filling 3:maturity 4-5:harvest',
  },
  { unit: 'NGA', crop: 'maize', season: 'main', spans: '4-5:sowing 6:jointing 7:flowering 8:grain_filling 9:harvest' },
  { unit: 'NGA', crop: 'rice', season: 'main', spans: KHARIF_RICE },
  {
    unit: 'NGA',
    crop: 'soybean',
    season: 'main',
    spans: '6:sowing 7:emergence 8:flowering 9:grain_filling 10:maturity 11:harvest',
  },

  // Mainland Southeast Asia.
  {
    unit: 'THA',
    crop: 'rice',
    season: 'wet',
    spans: '5-6:sowing 7:tillering 8:jointing 9:heading 10:grain_filling 11-12:harvest',
  },
  { unit: 'THA', crop: 'rice', season: 'dry', spans: '12:sowing 1:tillering 2:jointing 3:heading 4:harvest' },
  { unit: 'THA', crop: 'maize', season: 'main', spans: '5:sowing 6:jointing 7:flowering 8:grain_filling 9:harvest' },
  { unit: 'VNM', crop: 'rice', season: 'winter_spring', spans: '12:sowing 1:tillering 2:heading 3:harvest' },
  { unit: 'VNM', crop: 'rice', season: 'summer_autumn', spans: '4:sowing 5:tillering 6:heading 7:harvest' },
  { unit: 'VNM-MRD', crop: 'rice', season: 'autumn_winter', spans: '8:sowing 9:tillering 10:heading 11:harvest' },
  { unit: 'VNM', crop: 'maize', season: 'main', spans: '5:sowing 6:jointing 7:flowering 8:grain_filling 9:harvest' },
];
