import {
  bbox,
  centroid,
  pointInRing,
  sphericalAreaKm2,
  toExteriorRing,
  type BBox,
  type Position,
  type Ring,
} from './geometry';

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals + 0;

function distanceToSegment(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * A point well inside the ring, for map labels and "which zone is this" lookups: the area centroid when it falls
 * inside, otherwise the grid point farthest from the edges (crescent-shaped coastal zones).
 */
export function labelPoint(ring: Ring): Position {
  const c = centroid(ring);
  if (pointInRing(c, ring)) return [round(c[0], 2), round(c[1], 2)];
  const [minX, minY, maxX, maxY] = bbox(ring);
  let best: Position = c;
  let bestDistance = -1;
  const steps = 60;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const p: Position = [minX + ((maxX - minX) * i) / steps, minY + ((maxY - minY) * j) / steps];
      if (!pointInRing(p, ring)) continue;
      let d = Infinity;
      for (let k = 0; k < ring.length - 1; k++) d = Math.min(d, distanceToSegment(p, ring[k], ring[k + 1]));
      if (d > bestDistance) {
        bestDistance = d;
        best = p;
      }
    }
  }
  return [round(best[0], 2), round(best[1], 2)];
}

export interface ZoneShape {
  ring: Ring;
  centroid: Position;
  labelPoint: Position;
  bbox: BBox;
  areaKm2: number;
}

export function shapeOf(points: Position[]): ZoneShape {
  const ring = toExteriorRing(points);
  const c = centroid(ring);
  return {
    ring,
    centroid: [round(c[0], 2), round(c[1], 2)],
    labelPoint: labelPoint(ring),
    bbox: bbox(ring),
    areaKm2: Math.round(sphericalAreaKm2(ring) / 100) * 100,
  };
}
