import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, useMap } from 'react-leaflet';
import type { CropOverviewUnit } from '@cropwatch/contract';
import { CHINA_ID, loadOfflineBasemap, OfflineBasemapLayer, useBasemapDetail } from '@cropwatch/ui/measure-map';
import { CONDITION_COLOURS, plain, signed, unitName } from '../lib/crop-figures';

export type MapLayerKind = 'country' | 'mpz';

interface Props {
  units: readonly CropOverviewUnit[];
  layer: MapLayerKind;
  onOpen: (unit: CropOverviewUnit) => void;
  height?: number;
}

/** The hover card of a unit: name, condition and the key indicators with their departures (DOM, never HTML text). */
function tooltipContent(unit: CropOverviewUnit, lang: string, t: (key: string) => string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'cw-condition-tip';
  const title = document.createElement('div');
  title.className = 'cw-condition-tip-title';
  const swatch = document.createElement('span');
  swatch.className = 'cw-condition-swatch';
  swatch.style.background = CONDITION_COLOURS[unit.condition];
  title.append(swatch, `${unitName(unit, lang)} · ${t(`condition.${unit.condition}`)}`);
  root.append(title);
  const rows: [string, string][] = [
    ['RAIN', `${plain(unit.rainMm)} mm (${signed(unit.rainDepPct, '%')})`],
    ['TEMP', `${plain(unit.tempC, 1)} °C (${signed(unit.tempDepC, ' °C', 1)})`],
    ['RADPAR', signed(unit.radparDepPct, '%')],
    ['BIOMSS', signed(unit.biomssDepPct, '%')],
    ['CALF', `${plain(unit.calfPct)}% (${signed(unit.calfDepPct, '%')})`],
    ['VCIx', plain(unit.vcix, 2)],
    ['CPI', plain(unit.cpi, 2)],
  ];
  const table = document.createElement('table');
  for (const [code, value] of rows) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.textContent = code;
    const td = document.createElement('td');
    td.textContent = value;
    tr.append(th, td);
    table.append(tr);
  }
  root.append(table);
  const hint = document.createElement('div');
  hint.className = 'cw-condition-tip-hint';
  hint.textContent = t('map.clickHint');
  root.append(hint);
  return root;
}

const PANE = 'cw-condition-pane';

/**
 * The world view needs only the 1:110m outlines (~33 kB gzip against ~228 kB for 1:50m); the finer ones load when
 * the map is zoomed to a region (issue #32). At 1:110m one key country of the data, Mauritius, has no outline (a
 * pixel or less at the world's scale); it is drawn from this zoom on.
 */
const FINE_FROM_ZOOM = 4;

/** The farmed world: the map opens fitted to it (Antarctica and the high Arctic left out). */
const WORLD: L.LatLngBoundsExpression = [
  [-56, -170],
  [76, 190],
];

/** Fits the farmed world once the container has its size (a map created in a hidden or unsized box has none). */
function FitWorld() {
  const map = useMap();
  useEffect(() => {
    const fit = () => {
      map.invalidateSize();
      if (map.getSize().x > 0) map.fitBounds(WORLD);
    };
    const frame = requestAnimationFrame(fit);
    return () => cancelAnimationFrame(frame);
  }, [map]);
  return null;
}

/** Countries (world-atlas outlines joined on ISO numeric) or MPZ outlines, filled by condition class. */
function ConditionLayer({ units, layer, onOpen }: Omit<Props, 'height'>) {
  const map = useMap();
  const { t, i18n } = useTranslation('dashboard');
  const open = useRef(onOpen);
  open.current = onOpen;
  const [ready, setReady] = useState(false);
  const detail = useBasemapDetail(FINE_FROM_ZOOM);

  useEffect(() => {
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '420';
    const group = L.featureGroup().addTo(map);
    let cancelled = false;
    const style = (u: CropOverviewUnit): L.PathOptions => ({
      pane: PANE,
      color: layer === 'mpz' ? '#44546a' : '#5f5a4f',
      weight: layer === 'mpz' ? 1.5 : 0.7,
      dashArray: layer === 'mpz' ? '4 3' : undefined,
      fillColor: CONDITION_COLOURS[u.condition],
      fillOpacity: layer === 'mpz' ? 0.55 : 0.8,
    });
    const bind = (path: L.Path, u: CropOverviewUnit) => {
      path.bindTooltip(() => tooltipContent(u, i18n.language, t), { sticky: true, direction: 'top', opacity: 1 });
      path.on('mouseover', () => path.setStyle({ weight: 2.5, color: '#1f2d3d' }));
      path.on('mouseout', () => path.setStyle(style(u)));
      path.on('click', () => open.current(u));
    };

    if (layer === 'mpz') {
      for (const u of units) {
        if (u.level !== 'mpz' || !u.outline) continue;
        const rings = u.outline.map((ring) => ring.map(([lon, lat]) => L.latLng(lat, lon)));
        const poly = L.polygon(rings, style(u));
        poly.options.className = `cw-unit-${u.code}`;
        bind(poly, u);
        poly.addTo(group);
      }
      setReady(true);
    } else {
      const byIso = new Map(units.filter((u) => u.isoNumeric).map((u) => [u.isoNumeric!, u]));
      loadOfflineBasemap(detail)
        .then((b) => {
          if (cancelled) return;
          for (const f of b.countries.features) {
            const u = byIso.get(f.properties.id) ?? (f.properties.id === CHINA_ID ? byIso.get(CHINA_ID) : undefined);
            if (!u) continue;
            const shape = L.geoJSON(f, { style: () => ({ ...style(u), className: `cw-unit-${u.code}` }) });
            shape.eachLayer((l) => bind(l as L.Path, u));
            shape.addTo(group);
          }
          setReady(true);
        })
        .catch(() => setReady(true));
    }
    return () => {
      cancelled = true;
      group.remove();
    };
  }, [map, units, layer, t, i18n.language, detail]);

  return ready ? <span data-testid="condition-map-ready" hidden /> : null;
}

/**
 * The home page's world map: the crop task map's offline world-atlas basemap (an asset of the app, no tiles) with
 * the key countries or the six MPZs coloured by condition class. Hover shows the key indicators, a click opens
 * the unit's details.
 */
export default function ConditionMap({ units, layer, onOpen, height = 440 }: Props) {
  return (
    <div className="cw-condition-map" style={{ height }} data-testid="condition-map">
      <MapContainer
        center={[22, 10]}
        zoom={1.75}
        minZoom={1}
        maxZoom={6}
        worldCopyJump
        zoomSnap={0.25}
        scrollWheelZoom={false}
        attributionControl={false}
        style={{ height: '100%', background: '#cfe0ee' }}
      >
        <OfflineBasemapLayer fineFromZoom={FINE_FROM_ZOOM} />
        <FitWorld />
        <ConditionLayer units={units} layer={layer} onOpen={onOpen} />
      </MapContainer>
    </div>
  );
}
