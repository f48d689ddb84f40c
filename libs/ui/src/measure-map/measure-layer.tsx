import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { CircleMarker, Polygon, Polyline, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import {
  type AreaUnit,
  convert,
  type LengthUnit,
  type LonLat,
  polygonMetrics,
  roundForDisplay,
  runningLengths,
} from './geodesy';
import { useMeasureMapTranslation } from './locale';

export type MeasureMode = 'distance' | 'area';

export interface MeasureLayerProps {
  mode: MeasureMode | null;
  points: readonly LonLat[];
  onAdd: (p: LonLat) => void;
  lengthUnit: LengthUnit;
  areaUnit: AreaUnit;
}

/** Formats a length (m) or an area (m²) in a unit with its translated symbol. */
export function useMeasureFormat() {
  const { t } = useMeasureMapTranslation();
  return {
    length: (metres: number, unit: LengthUnit) => `${roundForDisplay(convert(metres, unit))} ${t(`units.${unit}`)}`,
    area: (squareMetres: number, unit: AreaUnit) =>
      `${roundForDisplay(convert(squareMetres, unit))} ${t(`units.${unit}`)}`,
  };
}

const toLatLng = ([lon, lat]: LonLat): [number, number] => [lat, lon];
const STYLE = { color: '#fa541c', weight: 3 } as const;

/**
 * The measuring overlay: map clicks add points while a mode is on; each vertex of a distance carries the
 * running geodesic length, an area shows its geodesic area and perimeter on its last vertex.
 */
export function MeasureLayer({ mode, points, onAdd, lengthUnit, areaUnit }: MeasureLayerProps) {
  const map = useMap();
  const { t } = useMeasureMapTranslation();
  const format = useMeasureFormat();

  useEffect(() => {
    if (!mode) return;
    map.doubleClickZoom.disable();
    map.getContainer().style.cursor = 'crosshair';
    return () => {
      map.doubleClickZoom.enable();
      map.getContainer().style.cursor = '';
    };
  }, [map, mode]);

  useMapEvents({
    click(e: L.LeafletMouseEvent) {
      if (!mode) return;
      const p = e.latlng.wrap();
      onAdd([p.lng, p.lat]);
    },
  });

  const positions = useMemo(() => points.map(toLatLng), [points]);
  const running = useMemo(() => runningLengths(points), [points]);
  const metrics = useMemo(() => (mode === 'area' ? polygonMetrics(points) : null), [mode, points]);

  if (points.length === 0) return null;
  return (
    <>
      {mode === 'area' && points.length >= 3 ? (
        <Polygon positions={positions} pathOptions={{ ...STYLE, fillOpacity: 0.15 }} interactive={false} />
      ) : (
        <Polyline positions={positions} pathOptions={STYLE} interactive={false} />
      )}
      {positions.map((position, i) => {
        const last = i === positions.length - 1;
        let text: string | null = null;
        if (mode !== 'area') text = i === 0 ? t('measure.start') : format.length(running[i], lengthUnit);
        else if (last && metrics && points.length >= 3)
          text = t('measure.areaResult', {
            area: format.area(metrics.area, areaUnit),
            perimeter: format.length(metrics.perimeter, lengthUnit),
          });
        return (
          <CircleMarker
            key={`${i}-${position[0]}-${position[1]}`}
            center={position}
            radius={4}
            pathOptions={{ color: '#fa541c', fillColor: '#fff', fillOpacity: 1, weight: 2 }}
            interactive={false}
          >
            {text ? (
              <Tooltip permanent direction="right" offset={[8, 0]} className="cw-measure-tooltip">
                {text}
              </Tooltip>
            ) : null}
          </CircleMarker>
        );
      })}
    </>
  );
}
