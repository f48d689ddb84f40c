export {
  AreaEditor,
  type AreaEditorProps,
  type DrawShape,
  polygonToVertices,
  rectangleFrom,
  verticesToPolygon,
} from './area-editor';
export { AreaLayer, type AreaLayerProps, boundsOf, FitBounds, type MapArea } from './area-layer';
export {
  type BasemapId,
  type BasemapServices,
  initialBasemap,
  isUsableService,
  ONLINE_BASEMAPS,
  type OnlineBasemap,
  type TileService,
  tileUrl,
} from './basemaps';
export {
  AREA_UNITS,
  type AreaUnit,
  convert,
  LENGTH_UNITS,
  type LengthUnit,
  type LonLat,
  pathLength,
  polygonMetrics,
  roundForDisplay,
  runningLengths,
  SQUARE_METRES_PER_MU,
} from './geodesy';
export {
  MEASURE_MAP_NAMESPACE,
  measureMapLocales,
  registerMeasureMapLocales,
  useMeasureMapTranslation,
} from './locale';
export { MeasureMap, type MeasureMapProps } from './measure-map';
export { CHINA_ID, type OfflineBasemap } from './offline-basemap';
export { type BasemapDetail, loadOfflineBasemap, OfflineBasemapLayer, useBasemapDetail } from './offline-basemap-layer';
