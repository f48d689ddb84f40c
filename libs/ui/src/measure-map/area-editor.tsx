import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import type { LonLat } from './geodesy';

export type DrawShape = 'polygon' | 'rectangle';

export interface AreaEditorProps {
  /** The area's vertices, open ring (the closing edge is implied). */
  vertices: readonly LonLat[];
  onChange: (vertices: LonLat[]) => void;
  /** The shape being drawn; null when not drawing (vertices stay draggable). */
  drawing: DrawShape | null;
  /** Drawing ended: double click (polygon, ≥ 3 vertices) or the second corner (rectangle). */
  onFinish: () => void;
  color?: string;
}

/** Vertex handles are `divIcon`s: no marker image is ever fetched (Leaflet's default icon comes from a URL). */
const vertexIcon = L.divIcon({ className: 'cw-map-vertex', iconSize: [12, 12] });

const toLatLng = ([lon, lat]: LonLat): [number, number] => [lat, lon];
const fromEvent = (e: L.LeafletMouseEvent): LonLat => {
  const p = e.latlng.wrap();
  return [Math.round(p.lng * 1e6) / 1e6, Math.round(p.lat * 1e6) / 1e6];
};

/** The four corners of the rectangle spanned by two opposite corners, counter-clockwise from south-west. */
export function rectangleFrom(a: LonLat, b: LonLat): LonLat[] {
  const [w, e] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
  const [s, n] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
  return [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
  ];
}

/**
 * Draws and edits one area: clicks add vertices (polygon) or set two corners (rectangle); vertex handles
 * are draggable, and a dragged rectangle corner keeps the shape a rectangle.
 */
export function AreaEditor({ vertices, onChange, drawing, onFinish, color = '#1677ff' }: AreaEditorProps) {
  const map = useMap();
  const isRectangle = drawing === 'rectangle' || (drawing === null && isAxisRectangle(vertices));

  useEffect(() => {
    if (!drawing) return;
    map.doubleClickZoom.disable();
    map.getContainer().style.cursor = 'crosshair';
    return () => {
      map.doubleClickZoom.enable();
      map.getContainer().style.cursor = '';
    };
  }, [map, drawing]);

  useMapEvents({
    click(e) {
      if (!drawing) return;
      const p = fromEvent(e);
      if (drawing === 'rectangle') {
        if (vertices.length === 1) {
          onChange(rectangleFrom(vertices[0], p));
          onFinish();
        } else onChange([p]);
        return;
      }
      const last = vertices.at(-1);
      // The two clicks of a double click land on the same spot: keep one vertex.
      if (last && last[0] === p[0] && last[1] === p[1]) return;
      onChange([...vertices, p]);
    },
    dblclick() {
      if (drawing === 'polygon' && vertices.length >= 3) onFinish();
    },
  });

  const positions = useMemo(() => vertices.map(toLatLng), [vertices]);
  const moveVertex = (i: number, p: LonLat) => {
    if (isRectangle && vertices.length === 4) {
      onChange(rectangleFrom(vertices[(i + 2) % 4], p));
      return;
    }
    onChange(vertices.map((v, j) => (j === i ? p : v)));
  };

  return (
    <>
      {vertices.length >= 3 ? (
        <Polygon
          positions={positions}
          pathOptions={{ color, weight: 2, fillOpacity: 0.15, className: 'cw-area-editor' }}
        />
      ) : vertices.length === 2 ? (
        <Polyline positions={positions} pathOptions={{ color, weight: 2, dashArray: '4 4' }} />
      ) : null}
      {positions.map((position, i) => (
        <Marker
          // Vertices have no identity beyond their index; re-keying on move would end a drag.
          key={i}
          position={position}
          icon={vertexIcon}
          draggable
          eventHandlers={{
            dragend: (e) => {
              const p = (e.target as L.Marker).getLatLng().wrap();
              moveVertex(i, [Math.round(p.lng * 1e6) / 1e6, Math.round(p.lat * 1e6) / 1e6]);
            },
          }}
        />
      ))}
    </>
  );
}

/** Four vertices forming an axis-aligned rectangle (drawn with the rectangle tool). */
function isAxisRectangle(v: readonly LonLat[]): boolean {
  if (v.length !== 4) return false;
  const lons = new Set(v.map((p) => p[0]));
  const lats = new Set(v.map((p) => p[1]));
  return lons.size === 2 && lats.size === 2;
}

/** A closed GeoJSON Polygon from an open ring, or null with fewer than three vertices. */
export function verticesToPolygon(vertices: readonly LonLat[]): { type: 'Polygon'; coordinates: LonLat[][] } | null {
  if (vertices.length < 3) return null;
  return { type: 'Polygon', coordinates: [[...vertices, vertices[0]]] };
}

/** The open outer ring of a Polygon (editing works on one ring). */
export function polygonToVertices(geometry: { type: string; coordinates: unknown } | null | undefined): LonLat[] {
  if (!geometry || geometry.type !== 'Polygon') return [];
  const ring = (geometry.coordinates as LonLat[][])[0] ?? [];
  return ring.slice(0, -1).map(([lon, lat]) => [lon, lat]);
}
