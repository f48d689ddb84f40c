import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import countries110mUrl from 'world-atlas/countries-110m.json?url';
import countries50mUrl from 'world-atlas/countries-50m.json?url';
import { buildOfflineBasemap, type CountriesTopology, type OfflineBasemap } from './offline-basemap';

/**
 * How detailed the offline basemap is: `coarse` is Natural Earth 1:110m (~33 kB gzip, enough for a whole-world
 * view), `fine` 1:50m (~228 kB gzip, for a region or a country; every small country included).
 */
export type BasemapDetail = 'coarse' | 'fine';
const URLS: Record<BasemapDetail, string> = { coarse: countries110mUrl, fine: countries50mUrl };

const basemaps = new Map<BasemapDetail, Promise<OfflineBasemap>>();

/** The topology comes from the app's own origin (bundled asset), fetched and built once per page and detail. */
export function loadOfflineBasemap(detail: BasemapDetail = 'fine'): Promise<OfflineBasemap> {
  let basemap = basemaps.get(detail);
  if (!basemap) {
    basemap = fetch(URLS[detail])
      .then((res) => {
        if (!res.ok) throw new Error(`offline basemap: HTTP ${res.status}`);
        return res.json() as Promise<CountriesTopology>;
      })
      .then(buildOfflineBasemap)
      .catch((e: unknown) => {
        basemaps.delete(detail);
        throw e;
      });
    basemaps.set(detail, basemap);
  }
  return basemap;
}

/**
 * The detail a map inside a MapContainer should draw: `fine` when `fineFromZoom` is not given, else `coarse` until
 * the map is first zoomed to `fineFromZoom` or closer, then `fine` from then on (it is loaded by then).
 */
export function useBasemapDetail(fineFromZoom?: number): BasemapDetail {
  const map = useMap();
  const fineNow = () => fineFromZoom === undefined || map.getZoom() >= fineFromZoom;
  const [fine, setFine] = useState(fineNow);
  useEffect(() => {
    if (fine) return;
    const check = () => {
      if (fineFromZoom === undefined || map.getZoom() >= fineFromZoom) setFine(true);
    };
    map.on('zoomend', check);
    return () => {
      map.off('zoomend', check);
    };
  }, [map, fine, fineFromZoom]);
  return fine ? 'fine' : 'coarse';
}

const PANE = 'cw-offline-basemap';

/**
 * The offline vector basemap (land, coastlines, borders, graticule) drawn on a canvas below every overlay; with
 * `fineFromZoom`, the 1:110m outlines until the map is zoomed that close (useBasemapDetail), else 1:50m.
 */
export function OfflineBasemapLayer({ fineFromZoom }: { fineFromZoom?: number } = {}) {
  const map = useMap();
  const detail = useBasemapDetail(fineFromZoom);
  useEffect(() => {
    if (!map.getPane(PANE)) {
      const pane = map.createPane(PANE);
      pane.style.zIndex = '150';
      pane.style.pointerEvents = 'none';
    }
    const renderer = L.canvas({ pane: PANE });
    const group = L.layerGroup().addTo(map);
    let cancelled = false;
    loadOfflineBasemap(detail)
      .then((b) => {
        if (cancelled) return;
        const common = { pane: PANE, renderer, interactive: false } as const;
        L.geoJSON(b.graticule, { ...common, style: { color: '#9fb7cc', weight: 0.6, dashArray: '2 4' } }).addTo(group);
        L.geoJSON(b.countries, {
          ...common,
          style: { color: '#f3efe4', weight: 0, fillColor: '#f3efe4', fillOpacity: 1 },
        }).addTo(group);
        L.geoJSON(b.coastlines, { ...common, style: { color: '#5b7f9e', weight: 0.8 } }).addTo(group);
        L.geoJSON(b.borders, { ...common, style: { color: '#8c7b6b', weight: 0.7 } }).addTo(group);
      })
      .catch(() => {
        // Without the basemap the overlays still work on the plain background.
      });
    return () => {
      cancelled = true;
      group.remove();
    };
  }, [map, detail]);
  return null;
}
