/** Small planar/spherical helpers for the hand-drawn zone rings (lon/lat degrees, GeoJSON order). */

export type Position = [number, number];
export type Ring = Position[];
export type BBox = [number, number, number, number];

const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Shoelace area in square degrees; positive when the ring runs counter-clockwise. */
export function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  }
  return sum / 2;
}

/** Closes an open ring and makes it counter-clockwise, as RFC 7946 asks for exterior rings. */
export function toExteriorRing(points: Ring): Ring {
  const ring: Ring = points.map(([lon, lat]) => [lon, lat]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
  return signedArea(ring) < 0 ? ring.reverse() : ring;
}

export function isClosed(ring: Ring): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length >= 4 && first[0] === last[0] && first[1] === last[1];
}

function orientation(a: Position, b: Position, c: Position): number {
  const value = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return Math.abs(value) < 1e-12 ? 0 : value > 0 ? 1 : 2;
}

function onSegment(a: Position, b: Position, p: Position): boolean {
  return (
    p[0] <= Math.max(a[0], b[0]) &&
    p[0] >= Math.min(a[0], b[0]) &&
    p[1] <= Math.max(a[1], b[1]) &&
    p[1] >= Math.min(a[1], b[1])
  );
}

/** True when segments p1-p2 and q1-q2 touch or cross. */
export function segmentsIntersect(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, p2, q2)) ||
    (o3 === 0 && onSegment(q1, q2, p1)) ||
    (o4 === 0 && onSegment(q1, q2, p2))
  );
}

/** Pairs of edges (by index) that intersect although they are not neighbours on a closed ring. */
export function selfIntersections(ring: Ring): Array<[number, number]> {
  const edges = ring.length - 1;
  const hits: Array<[number, number]> = [];
  for (let i = 0; i < edges; i++) {
    for (let j = i + 1; j < edges; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === edges - 1);
      if (adjacent) continue;
      if (segmentsIntersect(ring[i], ring[i + 1], ring[j], ring[j + 1])) hits.push([i, j]);
    }
  }
  return hits;
}

/** Ray casting; points exactly on an edge may fall either way, which is fine for sampling. */
export function pointInRing(point: Position, ring: Ring): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Area centroid in lon/lat degrees (planar, good enough for rings a few degrees across). */
export function centroid(ring: Ring): Position {
  const area = signedArea(ring);
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const cross = ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
    cx += (ring[i][0] + ring[i + 1][0]) * cross;
    cy += (ring[i][1] + ring[i + 1][1]) * cross;
  }
  return [cx / (6 * area), cy / (6 * area)];
}

export function bbox(ring: Ring): BBox {
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

/** Geodesic area of a simple ring on a sphere (the same formula as d3-geo and turf), in km². */
export function sphericalAreaKm2(ring: Ring): number {
  let total = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [lon1, lat1] = ring[i];
    const [lon2, lat2] = ring[i + 1];
    total += toRad(lon2 - lon1) * (2 + Math.sin(toRad(lat1)) + Math.sin(toRad(lat2)));
  }
  return Math.abs((total * EARTH_RADIUS_KM * EARTH_RADIUS_KM) / 2);
}
