import type { Feature, MultiPolygon, Polygon } from 'geojson';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

/** One area drawn on the map, e.g. a task's area of interest. */
export interface MapArea {
  id: string;
  geometry: Polygon | MultiPolygon;
  color: string;
  /** Tooltip text (shown on hover). */
  label?: string;
}

export interface AreaLayerProps {
  areas: readonly MapArea[];
  onSelect?: (id: string) => void;
  /** Highlighted area (thicker outline). */
  selectedId?: string | null;
}

interface AreaProps {
  id: string;
  color: string;
  label?: string;
}

/**
 * Many areas as one Leaflet GeoJSON layer (built imperatively: one layer for hundreds of shapes keeps the
 * map interactive). Clicking an area calls `onSelect` with its id.
 */
export function AreaLayer({ areas, onSelect, selectedId }: AreaLayerProps) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  useEffect(() => {
    const features: Feature<Polygon | MultiPolygon, { id: string; color: string; label?: string }>[] = areas.map(
      (a) => ({
        type: 'Feature',
        geometry: a.geometry,
        properties: { id: a.id, color: a.color, label: a.label },
      }),
    );
    const layer = L.geoJSON<AreaProps, Polygon | MultiPolygon>(features, {
      style: (f) => ({
        color: f?.properties.color,
        weight: f?.properties.id === selectedId ? 4 : 2,
        fillColor: f?.properties.color,
        fillOpacity: f?.properties.id === selectedId ? 0.35 : 0.2,
        className: `cw-map-area cw-map-area-${f?.properties.id ?? ''}`,
      }),
      onEachFeature: (f, l) => {
        if (f.properties.label) l.bindTooltip(f.properties.label, { sticky: true });
        l.on('click', (e) => {
          L.DomEvent.stopPropagation(e);
          onSelectRef.current?.(f.properties.id);
        });
      },
    }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, areas, selectedId]);
  return null;
}

/** Fits the map to `bounds` ([[south, west], [north, east]]) whenever their value changes. */
export function FitBounds({
  bounds,
  maxZoom = 8,
}: {
  bounds: [[number, number], [number, number]] | null;
  maxZoom?: number;
}) {
  const map = useMap();
  const key = bounds ? bounds.flat().join(',') : '';
  useEffect(() => {
    if (!bounds) return;
    map.fitBounds(bounds, { maxZoom, padding: [16, 16] });
    // `key` stands for `bounds`: a new array with the same numbers must not refit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, maxZoom]);
  return null;
}

/** [[south, west], [north, east]] of some geometries, or null when there are none. */
export function boundsOf(geometries: readonly (Polygon | MultiPolygon)[]): [[number, number], [number, number]] | null {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const g of geometries) {
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    for (const rings of polygons)
      for (const [lon, lat] of rings[0] ?? []) {
        w = Math.min(w, lon);
        e = Math.max(e, lon);
        s = Math.min(s, lat);
        n = Math.max(n, lat);
      }
  }
  return Number.isFinite(w)
    ? [
        [s, w],
        [n, e],
      ]
    : null;
}
