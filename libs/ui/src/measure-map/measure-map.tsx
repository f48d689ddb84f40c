import 'leaflet/dist/leaflet.css';
import './measure-map.css';
import { Button, Segmented, Select, Space, Typography } from 'antd';
import type L from 'leaflet';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { MapContainer, ScaleControl, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import {
  type BasemapId,
  type BasemapServices,
  initialBasemap,
  isUsableService,
  ONLINE_BASEMAPS,
  tileUrl,
} from './basemaps';
import {
  AREA_UNITS,
  type AreaUnit,
  LENGTH_UNITS,
  type LengthUnit,
  type LonLat,
  pathLength,
  polygonMetrics,
} from './geodesy';
import { useMeasureMapTranslation } from './locale';
import { MeasureLayer, type MeasureMode, useMeasureFormat } from './measure-layer';
import { OfflineBasemapLayer } from './offline-basemap-layer';

export interface MeasureMapProps {
  /** Tile services from the runtime configuration; only configured ones get a basemap button. */
  services?: BasemapServices;
  height?: CSSProperties['height'];
  /** Initial view: [lat, lon] and zoom. */
  center?: [number, number];
  zoom?: number;
  /** Layers drawn inside the map (areas, an area editor, `FitBounds`…). */
  children?: ReactNode;
  /** Extra controls shown before the measuring tools (e.g. the page's draw buttons). */
  toolbar?: ReactNode;
  /** The page is drawing: measuring is turned off so clicks go to the page's tool. */
  drawing?: boolean;
  /** Measuring was turned on: the page should stop drawing. */
  onMeasureStart?: () => void;
  className?: string;
}

/** Shows the lon/lat under the cursor in the map's bottom-left corner. */
function CursorCoordinates() {
  const map = useMap();
  const { t } = useMeasureMapTranslation();
  const [at, setAt] = useState<L.LatLng | null>(null);
  useMapEvents({ mousemove: (e) => setAt(e.latlng.wrap()), mouseout: () => setAt(null) });
  if (!at) return null;
  return createPortal(
    <div className="cw-map-cursor" data-testid="map-cursor">
      {t('cursor', { lon: at.lng.toFixed(4), lat: at.lat.toFixed(4) })}
    </div>,
    map.getContainer(),
  );
}

/**
 * The console's map: Leaflet with a basemap switch (configured tile services or the offline vector map),
 * scale bar, cursor coordinates and a distance/area measuring tool. Never requests a host that is not
 * configured: the offline basemap is an asset of the app itself and vertex handles are `divIcon`s.
 */
export function MeasureMap({
  services,
  height = 480,
  center = [30, 100],
  zoom = 3,
  children,
  toolbar,
  drawing = false,
  onMeasureStart,
  className,
}: MeasureMapProps) {
  const { t } = useMeasureMapTranslation();
  const format = useMeasureFormat();
  // A stable key: react-leaflet must never re-create the map under StrictMode or on prop changes.
  const [mapKey] = useState(() => `cw-map-${Math.random().toString(36).slice(2)}`);
  const [basemap, setBasemap] = useState<BasemapId>(() => initialBasemap(services));
  const [mode, setMode] = useState<MeasureMode | null>(null);
  const [points, setPoints] = useState<LonLat[]>([]);
  const [lengthUnit, setLengthUnit] = useState<LengthUnit>('km');
  const [areaUnit, setAreaUnit] = useState<AreaUnit>('km2');

  useEffect(() => {
    if (drawing) setMode(null);
  }, [drawing]);

  const start = (next: MeasureMode) => {
    setPoints([]);
    setMode(mode === next ? null : next);
    if (mode !== next) onMeasureStart?.();
  };
  const clear = () => {
    setPoints([]);
    setMode(null);
  };

  const service = basemap === 'offline' ? undefined : services?.[basemap];
  // Only configured services get a button; without any, the offline basemap is all there is (said once, below).
  const usable = ONLINE_BASEMAPS.filter((id) => isUsableService(services?.[id]));
  const result = useMemo(() => {
    if (mode === 'area' && points.length >= 3) {
      const m = polygonMetrics(points);
      return t('measure.areaResult', {
        area: format.area(m.area, areaUnit),
        perimeter: format.length(m.perimeter, lengthUnit),
      });
    }
    if (mode === 'distance' && points.length >= 2)
      return t('measure.total', { value: format.length(pathLength(points), lengthUnit) });
    if (mode) return t(mode === 'area' ? 'measure.areaHint' : 'measure.distanceHint');
    return null;
  }, [mode, points, lengthUnit, areaUnit, t, format]);

  return (
    <div className={['cw-measure-map', className].filter(Boolean).join(' ')} style={{ height }}>
      <div className="cw-map-toolbar">
        <Space wrap size="small">
          {toolbar}
          <Button
            size="small"
            type={mode === 'distance' ? 'primary' : 'default'}
            onClick={() => start('distance')}
            aria-pressed={mode === 'distance'}
          >
            {t('measure.distance')}
          </Button>
          <Button
            size="small"
            type={mode === 'area' ? 'primary' : 'default'}
            onClick={() => start('area')}
            aria-pressed={mode === 'area'}
          >
            {t('measure.area')}
          </Button>
          <Button size="small" onClick={clear} disabled={!mode && points.length === 0}>
            {t('measure.clear')}
          </Button>
          <Select
            size="small"
            aria-label={t('measure.lengthUnit')}
            value={lengthUnit}
            onChange={setLengthUnit}
            options={LENGTH_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
            style={{ width: 84 }}
          />
          <Select
            size="small"
            aria-label={t('measure.areaUnit')}
            value={areaUnit}
            onChange={setAreaUnit}
            options={AREA_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
            style={{ width: 104 }}
          />
          {result ? (
            <Typography.Text className="cw-measure-result" data-testid="measure-result">
              {result}
            </Typography.Text>
          ) : null}
        </Space>
      </div>
      <div className="cw-map-body">
        {usable.length > 0 ? (
          <div className="cw-map-basemaps">
            <Segmented
              size="small"
              aria-label={t('basemap.label')}
              value={basemap}
              onChange={(v) => setBasemap(v as BasemapId)}
              options={[
                { value: 'offline', label: t('basemap.offline') },
                ...usable.map((id) => ({ value: id, label: t(`basemap.${id}`) })),
              ]}
            />
          </div>
        ) : null}
        <MapContainer
          key={mapKey}
          center={center}
          zoom={zoom}
          minZoom={2}
          worldCopyJump
          className="cw-map-canvas"
          attributionControl
        >
          {service ? (
            <TileLayer
              key={basemap}
              url={tileUrl(service)}
              attribution={service.attribution ?? ''}
              maxZoom={service.maxZoom ?? 18}
              {...(service.subdomains ? { subdomains: service.subdomains } : {})}
            />
          ) : (
            <OfflineBasemapLayer />
          )}
          <ScaleControl position="bottomright" imperial={false} />
          <CursorCoordinates />
          <MeasureLayer
            mode={mode}
            points={points}
            onAdd={(p) => setPoints((ps) => [...ps, p])}
            lengthUnit={lengthUnit}
            areaUnit={areaUnit}
          />
          {children}
        </MapContainer>
        {basemap === 'offline' ? (
          <div className="cw-map-illustrative" data-testid="map-illustrative">
            {t(usable.length > 0 ? 'illustrative' : 'offlineOnly')}
          </div>
        ) : null}
      </div>
    </div>
  );
}
