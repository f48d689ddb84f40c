import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildOfflineBasemap, CHINA_ID, type CountriesTopology, graticule, TAIWAN_ID } from './offline-basemap';

/** Antarctica goes round the pole: its ring spans every longitude. */
const ANTARCTICA_ID = '010';
const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
) as CountriesTopology;

describe('offline basemap', () => {
  const basemap = buildOfflineBasemap(topology);

  it('merges Taiwan into China', () => {
    const ids = basemap.countries.features.map((f) => f.properties.id);
    expect(ids).not.toContain(TAIWAN_ID);
    const china = basemap.countries.features.filter((f) => f.properties.id === CHINA_ID);
    expect(china).toHaveLength(1);
    // Some ring of China's feature lies around Taiwan (lon 120–122, lat 22–25.5).
    const rings = china[0].geometry.type === 'MultiPolygon' ? china[0].geometry.coordinates.map((p) => p[0]) : [];
    expect(rings.some((r) => r.every(([lon, lat]) => lon > 119.5 && lon < 122.5 && lat > 21.5 && lat < 25.7))).toBe(
      true,
    );
  });

  it('draws borders, coastlines and a graticule', () => {
    expect(basemap.borders.coordinates.length).toBeGreaterThan(100);
    expect(basemap.coastlines.coordinates.length).toBeGreaterThan(100);
    expect(graticule(10).coordinates).toHaveLength(37 + 17);
  });

  it('never spans the antimeridian: no ring or line wider than half the world (Russia, Fiji)', () => {
    const widest = (ring: number[][]) => Math.max(...ring.map((p) => p[0])) - Math.min(...ring.map((p) => p[0]));
    const rings = basemap.countries.features
      .filter((f) => f.properties.id !== ANTARCTICA_ID)
      .flatMap((f) => (f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat()));
    expect(Math.max(...rings.map(widest))).toBeLessThanOrEqual(180);
    const jumps = [...basemap.borders.coordinates, ...basemap.coastlines.coordinates].some((line) =>
      line.some((p, i) => i > 0 && Math.abs(p[0] - line[i - 1][0]) > 180),
    );
    expect(jumps).toBe(false);
  });
});
