import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { buildOfflineBasemap, type CountriesTopology, type OfflineBasemap } from './offline-basemap';

let basemap: Promise<OfflineBasemap> | undefined;

/** The topology comes from the app's own origin (bundled asset), fetched and built once per page. */
export function loadOfflineBasemap(): Promise<OfflineBasemap> {
  basemap ??= fetch(countriesUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`offline basemap: HTTP ${res.status}`);
      return res.json() as Promise<CountriesTopology>;
    })
    .then(buildOfflineBasemap)
    .catch((e: unknown) => {
      basemap = undefined;
      throw e;
    });
  return basemap;
}

const PANE = 'cw-offline-basemap';

/** The offline vector basemap (land, coastlines, borders, graticule) drawn on a canvas below every overlay. */
export function OfflineBasemapLayer() {
  const map = useMap();
  useEffect(() => {
    if (!map.getPane(PANE)) {
      const pane = map.createPane(PANE);
      pane.style.zIndex = '150';
      pane.style.pointerEvents = 'none';
    }
    const renderer = L.canvas({ pane: PANE });
    const group = L.layerGroup().addTo(map);
    let cancelled = false;
    loadOfflineBasemap()
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
  }, [map]);
  return null;
}
