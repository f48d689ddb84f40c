import type { ProductionCrop } from '../lib/types';

/**
 * 2024 production in thousand tonnes (rice as paddy), rounded from general knowledge of recent harvests: synthetic seed
 * values, not CropWatch estimates. Crops a country barely grows are left out. Where §1.7 (c) gives the 2025 figure,
 * the 2024 value is derived from it instead and the entry here is omitted.
 */
export const PRODUCTION_2024: Record<string, Partial<Record<ProductionCrop, number>>> = {
  CHN: { rice: 207000, wheat: 138000, soybean: 20600 },
  IND: { maize: 37000, wheat: 113000, soybean: 12500 },
  PAK: { maize: 9800, rice: 14000, wheat: 31400 },
  UZB: { maize: 500, rice: 400, wheat: 6100 },
  EGY: { maize: 7200, rice: 5600, wheat: 9600 },
  USA: { maize: 377600, rice: 10000, wheat: 53700 },
  CAN: { maize: 15300, wheat: 35000, soybean: 7600 },
  ARG: { maize: 50000, rice: 1400, wheat: 18500, soybean: 50000 },
  BRA: { maize: 116000, rice: 10500, wheat: 8000 },
  RUS: { maize: 13200, rice: 1100, wheat: 82000, soybean: 6800 },
  UKR: { maize: 26500, soybean: 4800 },
  KAZ: { maize: 1200, rice: 550, wheat: 17000, soybean: 250 },
  FRA: { maize: 12800, wheat: 26000, soybean: 450 },
  AUS: { maize: 450, rice: 500, wheat: 32000 },
  NGA: { maize: 12000, rice: 8300, soybean: 1100 },
  THA: { maize: 5000, rice: 32000 },
  VNM: { maize: 4500, rice: 43000 },
  ZAF: { maize: 15000, wheat: 2000, soybean: 2000 },
};
