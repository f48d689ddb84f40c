import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { convert, pathLength, polygonMetrics, runningLengths, SQUARE_METRES_PER_MU } from './geodesy';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;

/** Mean Earth radius turf uses (m). */
const R = 6_371_008.8;
const DEG = Math.PI / 180;

describe('geodesic measures', () => {
  it('measures one degree along the equator and a meridian as R·π/180', () => {
    expect(
      pathLength([
        [0, 0],
        [1, 0],
      ]),
    ).toBeCloseTo(R * DEG, 0); // 111 195 m
    expect(
      pathLength([
        [30, 10],
        [30, 11],
      ]),
    ).toBeCloseTo(R * DEG, 0);
  });

  it('keeps a running total at each vertex', () => {
    const running = runningLengths([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(running).toHaveLength(3);
    expect(running[0]).toBe(0);
    expect(running[1]).toBeCloseTo(R * DEG, 0);
    expect(running[2]).toBeCloseTo(2 * R * DEG, 0);
  });

  it('measures the 1°×1° cell at the equator: R²·Δλ·(sin φ₂ − sin φ₁) ≈ 12 364 km²', () => {
    const { area, perimeter } = polygonMetrics([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    const expected = R * R * DEG * Math.sin(DEG);
    expect(Math.abs(area / expected - 1)).toBeLessThan(1e-3);
    expect(area / 1e6).toBeCloseTo(12_364, -1);
    expect(perimeter / 1000).toBeCloseTo(444.8, 0);
  });

  it.each([
    ['Spain', '724', 505_990],
    ['Poland', '616', 312_696],
  ])("measures %s's world-atlas outline within 1%% of its published area", (_name, id, publishedKm2) => {
    const object = (topology.objects.countries as { geometries: { id: string }[] }).geometries.find(
      (g) => g.id === id,
    )!;
    const geometry = feature(topology, object as never).geometry as unknown as {
      type: 'Polygon' | 'MultiPolygon';
      coordinates: number[][][] | number[][][][];
    };
    const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as number[][][][];
    // Outer rings only: these countries have no holes at 1:50m.
    const km2 = polygons.reduce(
      (sum, rings) => sum + polygonMetrics(rings[0].slice(0, -1) as [number, number][]).area / 1e6,
      0,
    );
    expect(Math.abs(km2 / publishedKm2 - 1)).toBeLessThan(0.01);
  });

  it('converts to the display units, mu included', () => {
    expect(convert(2500, 'km')).toBe(2.5);
    expect(convert(1e6, 'km2')).toBe(1);
    expect(convert(1e6, 'ha')).toBe(100);
    expect(convert(SQUARE_METRES_PER_MU * 3, 'mu')).toBeCloseTo(3);
    expect(convert(10_000, 'mu')).toBeCloseTo(15);
  });
});
