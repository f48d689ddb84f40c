import { z } from 'zod';

/**
 * GeoJSON area-of-interest geometry (RFC 7946, lon/lat) as crop tasks store it: a Polygon or a
 * MultiPolygon. The checks are dependency-free so the console's form and the emulator refuse the same
 * shapes with the same messages: unclosed rings, too few or too many vertices, coordinates outside the
 * lon/lat range and self-intersecting rings.
 */

/** Vertices one task area may have in total (drawn shapes; country outlines are built by the server). */
export const AOI_MAX_VERTICES = 2000;

export const GeoMessages = {
  type: '区域须为 GeoJSON Polygon 或 MultiPolygon',
  position: '坐标须为 [经度, 纬度] 数值对',
  range: '坐标超出经纬度范围：经度须在 -180 到 180 之间，纬度须在 -90 到 90 之间',
  unclosed: '区域多边形未闭合：每个环的首尾坐标须相同',
  tooFew: '区域多边形至少需要 3 个不同的顶点',
  tooMany: `区域顶点过多：最多 ${AOI_MAX_VERTICES} 个`,
  selfIntersecting: '区域多边形自相交，请调整顶点使边不交叉',
} as const;

export type Position = [number, number];
export type PolygonCoords = Position[][];
export interface AoiPolygon {
  type: 'Polygon';
  coordinates: PolygonCoords;
}
export interface AoiMultiPolygon {
  type: 'MultiPolygon';
  coordinates: PolygonCoords[];
}
export type AoiGeometry = AoiPolygon | AoiMultiPolygon;

const positionSchema = z
  .array(z.number({ error: GeoMessages.position }).finite(GeoMessages.position), { error: GeoMessages.position })
  .min(2, GeoMessages.position)
  .max(3, GeoMessages.position)
  .transform((p): Position => [p[0], p[1]]);
const ringSchema = z.array(positionSchema, { error: GeoMessages.type });
const polygonCoordsSchema = z.array(ringSchema, { error: GeoMessages.type }).min(1, GeoMessages.tooFew);

const samePoint = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** Signed orientation of the triangle a, b, c: > 0 counter-clockwise, 0 collinear. */
const orient = (a: Position, b: Position, c: Position) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

const onSegment = (a: Position, b: Position, p: Position) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd touch or cross (collinear overlaps included). */
export function segmentsIntersect(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * True when two non-adjacent edges of a closed ring touch or cross. Edges are first sorted by their
 * west edge so only overlapping longitude spans are compared (a sweep; fine for a few thousand vertices).
 */
export function ringSelfIntersects(ring: readonly Position[]): boolean {
  const n = ring.length - 1; // edges of a closed ring
  const edges = Array.from({ length: n }, (_, i) => ({
    i,
    minX: Math.min(ring[i][0], ring[i + 1][0]),
    maxX: Math.max(ring[i][0], ring[i + 1][0]),
  })).sort((a, b) => a.minX - b.minX);
  for (let p = 0; p < edges.length; p++) {
    const e = edges[p];
    for (let q = p + 1; q < edges.length && edges[q].minX <= e.maxX; q++) {
      const f = edges[q];
      const gap = Math.abs(e.i - f.i);
      if (gap === 1 || gap === n - 1) continue; // neighbours share a vertex
      if (segmentsIntersect(ring[e.i], ring[e.i + 1], ring[f.i], ring[f.i + 1])) return true;
    }
  }
  return false;
}

/** The first problem of a polygon's rings, or null. `budget` counts the vertices left for the whole shape. */
function polygonProblem(rings: PolygonCoords, budget: { left: number }): string | null {
  for (const ring of rings) {
    for (const [lon, lat] of ring) {
      if (lon < -180 || lon > 180 || lat < -90 || lat > 90) return GeoMessages.range;
    }
    budget.left -= Math.max(ring.length - 1, 0);
    if (budget.left < 0) return GeoMessages.tooMany;
    if (ring.length < 2 || !samePoint(ring[0], ring[ring.length - 1])) return GeoMessages.unclosed;
    const distinct = new Set(ring.slice(0, -1).map((p) => `${p[0]},${p[1]}`));
    if (ring.length < 4 || distinct.size < 3) return GeoMessages.tooFew;
    if (ringSelfIntersects(ring)) return GeoMessages.selfIntersecting;
  }
  return null;
}

/** The first problem of an area-of-interest geometry (message of `GeoMessages`), or null when it is valid. */
export function aoiGeometryProblem(geometry: AoiGeometry): string | null {
  const budget = { left: AOI_MAX_VERTICES };
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  if (polygons.length === 0) return GeoMessages.tooFew;
  for (const rings of polygons) {
    const problem = polygonProblem(rings, budget);
    if (problem) return problem;
  }
  return null;
}

/** Shape only: the type and nested arrays of numeric pairs. */
const aoiShapeSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('Polygon'), coordinates: polygonCoordsSchema }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygonCoordsSchema).min(1, GeoMessages.tooFew) }),
  ],
  { error: GeoMessages.type },
);

/** A stored geometry (no validity checks: country outlines may exceed the drawing limits). */
export const aoiGeometrySchema = aoiShapeSchema as unknown as z.ZodType<AoiGeometry>;

/** A geometry sent by a client: shape plus the validity checks, each refused with its clear message. */
export const aoiGeometryInputSchema = aoiShapeSchema.superRefine((g, ctx) => {
  const problem = aoiGeometryProblem(g);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}) as unknown as z.ZodType<AoiGeometry>;
