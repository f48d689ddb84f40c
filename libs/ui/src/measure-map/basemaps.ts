/** A raster tile service: a Leaflet URL template (`{z}/{x}/{y}`, optional `{s}` and `{key}`). */
export interface TileService {
  url: string;
  /** Substituted for `{key}` in the template (licensed services such as Tianditu's `tk`). */
  key?: string;
  attribution?: string;
  subdomains?: string;
  maxZoom?: number;
}

export const ONLINE_BASEMAPS = ['satellite', 'global', 'national'] as const;
export type OnlineBasemap = (typeof ONLINE_BASEMAPS)[number];
export type BasemapId = 'offline' | OnlineBasemap;
export type BasemapServices = Partial<Record<OnlineBasemap, TileService>>;

/** The template with its key filled in. */
export const tileUrl = (service: TileService): string =>
  service.url.replaceAll('{key}', encodeURIComponent(service.key ?? ''));

/** A service is usable when it has an http(s) template with the tile placeholders. */
export function isUsableService(service: TileService | undefined): service is TileService {
  if (!service || typeof service.url !== 'string') return false;
  return (
    /^https?:\/\//.test(service.url) &&
    service.url.includes('{z}') &&
    service.url.includes('{x}') &&
    service.url.includes('{y}')
  );
}

/** The basemap shown first: the first configured online service, else the offline vector map. */
export const initialBasemap = (services: BasemapServices | undefined): BasemapId =>
  ONLINE_BASEMAPS.find((id) => isUsableService(services?.[id])) ?? 'offline';
