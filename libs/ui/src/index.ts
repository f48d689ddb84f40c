/**
 * `@cropwatch/ui`: reusable console widgets. Heavy widgets live behind their own entry points so a page that does
 * not use them does not load them:
 *
 * - `@cropwatch/ui/cron-builder`: `CronModal`, `CronInput`, the pure state functions and `cronBuilderLocales`.
 * - `@cropwatch/ui/measure-map`: `MeasureMap` (Leaflet: basemap switch, offline world-atlas basemap, measuring,
 *   scale, cursor coordinates), `AreaEditor`, `AreaLayer`, `FitBounds`, geodesic helpers and `measureMapLocales`.
 */
export {};
