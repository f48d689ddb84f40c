import { DEFAULT_SIGNATURE_SECRET } from '@cropwatch/contract';
import type { BasemapServices, OnlineBasemap, TileService } from '@cropwatch/ui/measure-map';

/** Settings a deployment can change by editing `config.json` next to `index.html`, without a rebuild. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  platformName: string;
  signatureSecret: string;
  homePath: string;
  /**
   * Licensed map tile services for the crop task map (`satellite`, `global`, `national`), each a Leaflet URL
   * template with an optional `key` filled into `{key}`. None by default: the map then draws its offline
   * basemap and never contacts an external host.
   */
  mapServices: BasemapServices;
}

type TextKey = Exclude<keyof RuntimeConfig, 'mapServices'>;

const defaults: RuntimeConfig = {
  apiBaseUrl: '/jeecg-boot',
  platformName: 'CropWatch GPT',
  signatureSecret: DEFAULT_SIGNATURE_SECRET,
  homePath: '/dashboard/analysis',
  mapServices: {},
};

const MAP_SERVICE_IDS: readonly OnlineBasemap[] = ['satellite', 'global', 'national'];

/** Keeps the well-formed tile services: a non-empty `url`, optional string/number fields of the right type. */
function mergeMapServices(raw: unknown): BasemapServices {
  const out: BasemapServices = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const id of MAP_SERVICE_IDS) {
    const s = (raw as Record<string, unknown>)[id] as Record<string, unknown> | undefined;
    if (typeof s !== 'object' || s === null || typeof s.url !== 'string' || s.url.trim() === '') continue;
    const service: TileService = { url: s.url.trim() };
    for (const k of ['key', 'attribution', 'subdomains'] as const) if (typeof s[k] === 'string') service[k] = s[k];
    if (typeof s.maxZoom === 'number') service.maxZoom = s.maxZoom;
    out[id] = service;
  }
  return out;
}

/** Mutated in place by `loadRuntimeConfig()` so modules holding the reference see the loaded values. */
export const runtimeConfig: RuntimeConfig = { ...defaults };

/** Keeps only known keys with non-empty string values: a typo in config.json must not blank a setting. */
export function mergeRuntimeConfig(raw: unknown): RuntimeConfig {
  const merged: RuntimeConfig = { ...defaults };
  if (typeof raw === 'object' && raw !== null) {
    for (const key of Object.keys(defaults) as TextKey[]) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') merged[key] = value.trim();
    }
    merged.mapServices = mergeMapServices((raw as Record<string, unknown>).mapServices);
  }
  return merged;
}

let loading: Promise<RuntimeConfig> | undefined;

/** Fetches `/config.json` once; a missing or broken file leaves the defaults in place. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
    .catch(() => null)
    .then((raw) => Object.assign(runtimeConfig, mergeRuntimeConfig(raw)));
  return loading;
}
