import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';

/** ISO 3166 numeric ids as world-atlas spells them. */
export const CHINA_ID = '156';
export const TAIWAN_ID = '158';

type CountryObject = GeometryObject<{ name?: string }>;
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name?: string }> }>;

/** The layers of the offline vector basemap, in drawing order. */
export interface OfflineBasemap {
  /** Country fills; Taiwan is part of China's feature. */
  countries: FeatureCollection<Polygon | MultiPolygon, { id: string; name: string }>;
  /** Borders between countries (never between China and Taiwan, which share none: one country). */
  borders: MultiLineString;
  coastlines: MultiLineString;
  graticule: MultiLineString;
}

/** A country's name (world-atlas objects without properties have none). */
const nameOf = (o: GeometryObject): string => {
  const props: unknown = (o as { properties?: unknown }).properties;
  return typeof props === 'object' && props !== null && 'name' in props ? String(props.name) : '';
};

const isChinaPart = (o: GeometryObject) => String(o.id) === CHINA_ID || String(o.id) === TAIWAN_ID;

/** Meridians and parallels every `step` degrees (parallels stop at ±80°, where Web Mercator ends in practice). */
export function graticule(step = 10): MultiLineString {
  const lines: [number, number][][] = [];
  for (let lon = -180; lon <= 180; lon += step) {
    lines.push(Array.from({ length: 17 }, (_, i): [number, number] => [lon, -80 + i * 10]));
  }
  for (let lat = -80; lat <= 80; lat += step) {
    lines.push(Array.from({ length: 37 }, (_, i): [number, number] => [-180 + i * 10, lat]));
  }
  return { type: 'MultiLineString', coordinates: lines };
}

type Position = number[];

/**
 * A ring that jumps across the antimeridian (lon −180 ↔ 180) is moved east, so its fill is not a band round the
 * world. Antarctica's ring, which does go round the pole, stays as it is.
 */
function unwrapRing(ring: Position[]): Position[] {
  const lons = ring.map((p) => p[0]);
  if (Math.max(...lons) - Math.min(...lons) <= 180 || Math.min(...ring.map((p) => p[1])) < -60) return ring;
  return ring.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat]);
}

/** Country polygons without rings that wrap round the world (Russia's Chukotka, Fiji). */
export function unwrapAntimeridian<G extends Polygon | MultiPolygon>(geometry: G): G {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  return { ...geometry, coordinates: geometry.coordinates.map((poly) => poly.map(unwrapRing)) };
}

/** Lines split where they jump across the antimeridian (a straight segment across the whole map otherwise). */
export function splitAtAntimeridian(lines: MultiLineString): MultiLineString {
  const out: Position[][] = [];
  for (const line of lines.coordinates) {
    let part: Position[] = [];
    for (const p of line) {
      const prev = part[part.length - 1];
      if (prev && Math.abs(p[0] - prev[0]) > 180) {
        if (part.length > 1) out.push(part);
        part = [];
      }
      part.push(p);
    }
    if (part.length > 1) out.push(part);
  }
  return { ...lines, coordinates: out };
}

/**
 * Builds the offline basemap from world-atlas (Natural Earth) TopoJSON. China is drawn as China claims it:
 * Taiwan's outline is merged into China's feature with topojson `merge`.
 */
export function buildOfflineBasemap(topology: CountriesTopology): OfflineBasemap {
  const objects = topology.objects.countries.geometries as CountryObject[];
  const features: Feature<Polygon | MultiPolygon, { id: string; name: string }>[] = [];
  for (const o of objects) {
    if (isChinaPart(o)) continue;
    const f = feature(topology, o) as Feature<Polygon | MultiPolygon | null>;
    if (f.geometry)
      features.push({
        ...f,
        geometry: unwrapAntimeridian(f.geometry),
        properties: { id: String(o.id ?? ''), name: nameOf(o) },
      });
  }
  const china = merge(topology, objects.filter(isChinaPart) as never);
  features.push({ type: 'Feature', geometry: china, properties: { id: CHINA_ID, name: 'China' } });
  const countries = topology.objects.countries;
  return {
    countries: { type: 'FeatureCollection', features },
    borders: splitAtAntimeridian(
      mesh(
        topology,
        countries,
        (a: GeometryObject, b: GeometryObject) => a !== b && !(isChinaPart(a) && isChinaPart(b)),
      ),
    ),
    coastlines: splitAtAntimeridian(mesh(topology, countries, (a: GeometryObject, b: GeometryObject) => a === b)),
    graticule: graticule(),
  };
}
