import type { MultiPolygon, Polygon } from 'geojson';
import type { CropDataService, CropUnit } from '../../crop-data';
import { type BBox, bboxesOverlap, bboxOf, countryOutlines } from '../../crop-task';
import type { MapFeature } from './image-charts';

export interface UnitOutlines {
  /** The units' outlines (named by unit code) and the backdrop countries inside the view (`bg:<isoNumeric>`). */
  features: MapFeature[];
  /** Codes of the units that have an outline. */
  units: Set<string>;
  /** View [minLon, minLat, maxLon, maxLat]: the units' extent with a margin. */
  bbox: BBox;
}

/**
 * Outlines of the units of a choropleth: MPZs and AEZs from the crop data's zones (`seed/crop/zones.json`),
 * countries from world-atlas (the 1:110m outlines the crop tasks use, Taiwan merged into China). The countries
 * around the units are drawn grey underneath so a zone never floats on a blank page.
 */
export function unitOutlines(crop: CropDataService, units: CropUnit[]): UnitOutlines {
  const zones = new Map(crop.zones().map((z) => [z.code, z]));
  const countries = new Map(crop.countries().map((c) => [c.iso3, c]));
  const world = countryOutlines();
  const features: MapFeature[] = [];
  const drawn = new Set<string>();
  const unitIsoNumeric = new Set<string>();
  for (const unit of units) {
    let geometry: Polygon | MultiPolygon | undefined;
    if (unit.level === 'country') {
      const country = countries.get(unit.countryIso3 ?? unit.code);
      if (country) {
        geometry = world.get(country.isoNumeric)?.geometry;
        unitIsoNumeric.add(country.isoNumeric);
      }
    } else {
      geometry = zones.get(unit.code)?.geometry as Polygon | undefined;
    }
    if (!geometry) continue;
    features.push({ name: unit.code, geometry });
    drawn.add(unit.code);
  }
  const bbox = padded(features.map((f) => bboxOf(f.geometry)));
  const backdrop: MapFeature[] = [];
  for (const [id, outline] of world) {
    if (!unitIsoNumeric.has(id) && bboxesOverlap(outline.bbox, bbox))
      backdrop.push({ name: `bg:${id}`, geometry: outline.geometry });
  }
  // Backdrop first: later features are painted on top.
  return { features: [...backdrop, ...features], units: drawn, bbox };
}

/** Union of boxes with a 8% margin (at least 2°), kept on the globe. */
export function padded(boxes: BBox[]): BBox {
  if (boxes.length === 0) return [-180, -60, 180, 80];
  const [w, s, e, n] = boxes.reduce<BBox>(
    (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
  const dx = Math.max((e - w) * 0.08, 2);
  const dy = Math.max((n - s) * 0.08, 2);
  return [Math.max(w - dx, -180), Math.max(s - dy, -85), Math.min(e + dx, 180), Math.min(n + dy, 85)];
}
