import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ResolvedUnit, UnitResolver } from './yield-layout';

/** `seed/crop-datasets/units.json`: the spatial units of the FAO yield-history layout. */
const unitsFileSchema = z.object({
  items: z.array(
    z.object({
      code: z.string().min(1),
      name_en: z.string().min(1),
      kind: z.enum(['country', 'former', 'aggregate']),
    }),
  ),
});

export const CROP_DATASETS_SEED = 'crop-datasets';

export function readYieldUnits(seedDir: string): ResolvedUnit[] {
  const file = unitsFileSchema.parse(
    JSON.parse(readFileSync(path.join(seedDir, CROP_DATASETS_SEED, 'units.json'), 'utf8')) as unknown,
  );
  return file.items.map((u) => ({ code: u.code, name: u.name_en, kind: u.kind }));
}

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A country the crop gazetteer knows (its 49 countries, with names and aliases in both languages). */
export interface GazetteerCountry {
  iso3: string;
  nameEn: string;
  nameZh: string;
}

/**
 * Resolves a row's unit: by its code (ISO3, OWID or X_ code, any case), else by its name: the FAO names of
 * units.json, the gazetteer countries' English and Chinese names, then the gazetteer's aliases (`findAlias`).
 */
export function yieldUnitResolver(
  units: ResolvedUnit[],
  countries: GazetteerCountry[],
  findAlias: (name: string) => string | undefined,
): UnitResolver {
  const byCode = new Map(units.map((u) => [u.code.toUpperCase(), u]));
  for (const c of countries)
    if (!byCode.has(c.iso3)) byCode.set(c.iso3, { code: c.iso3, name: c.nameEn, kind: 'country' });
  const byName = new Map<string, ResolvedUnit>();
  for (const u of units) byName.set(key(u.name), u);
  for (const c of countries) {
    const unit = byCode.get(c.iso3)!;
    for (const name of [c.nameEn, c.nameZh]) if (!byName.has(key(name))) byName.set(key(name), unit);
  }
  return (code, name) => {
    if (code) return byCode.get(code.trim().toUpperCase());
    const hit = byName.get(key(name));
    if (hit) return hit;
    const iso3 = findAlias(name);
    return iso3 ? byCode.get(iso3) : undefined;
  };
}
