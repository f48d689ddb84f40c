import { readFileSync } from 'node:fs';
import turfArea from '@turf/area';
import turfBbox from '@turf/bbox';
import { featureCollection, feature as turfFeature } from '@turf/helpers';
import turfIntersect from '@turf/intersect';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import type { AoiGeometry } from '@cropwatch/contract';

export type BBox = [number, number, number, number];

/** ISO numeric codes as world-atlas spells its feature ids. */
const CHINA = '156';
const TAIWAN = '158';

/** Geodesic area in km² (turf's spherical formula, mean Earth radius). */
export const areaKm2 = (geometry: AoiGeometry | Polygon | MultiPolygon): number =>
  turfArea(turfFeature(geometry as Polygon | MultiPolygon)) / 1e6;

export const bboxOf = (geometry: AoiGeometry | Polygon | MultiPolygon): BBox =>
  turfBbox(turfFeature(geometry as Polygon | MultiPolygon)) as BBox;

export const bboxesOverlap = (a: BBox, b: BBox): boolean =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Area (km²) of the overlap of two areas, 0 when they do not meet. */
export function overlapKm2(a: AoiGeometry | Polygon | MultiPolygon, b: AoiGeometry | Polygon | MultiPolygon): number {
  const hit = turfIntersect(
    featureCollection([turfFeature(a as Polygon | MultiPolygon), turfFeature(b as Polygon | MultiPolygon)]),
  );
  return hit ? turfArea(hit) / 1e6 : 0;
}

export interface CountryOutline {
  geometry: Polygon | MultiPolygon;
  bbox: BBox;
  areaKm2: number;
}

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

let cache: Map<string, CountryOutline> | null = null;

/**
 * Country outlines by ISO numeric code from world-atlas, read once on first use. The 1:110m outlines: the
 * summary intersects them with every task area, and at 1:50m a country as intricate as the USA took seconds
 * (tools/bench/crop-task.mjs) for area weights that move by about 1%. Taiwan is merged into China, the
 * border China claims, as the console's offline basemap draws it.
 */
export function countryOutlines(): Map<string, CountryOutline> {
  if (cache) return cache;
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'),
  ) as CountriesTopology;
  const objects = topology.objects.countries.geometries as (GeometryObject<{ name: string }> & { id?: string })[];
  const outlines = new Map<string, CountryOutline>();
  const add = (id: string, geometry: Polygon | MultiPolygon) =>
    outlines.set(id, { geometry, bbox: bboxOf(geometry), areaKm2: areaKm2(geometry) });
  for (const object of objects) {
    if (!object.id || object.id === TAIWAN || object.id === CHINA) continue;
    const f = feature(topology, object) as Feature<Polygon | MultiPolygon | null>;
    if (f.geometry) add(object.id, f.geometry);
  }
  const china = objects.filter((o) => o.id === CHINA || o.id === TAIWAN);
  add(CHINA, merge(topology, china as never));
  cache = outlines;
  return outlines;
}
