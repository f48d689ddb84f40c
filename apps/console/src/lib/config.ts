import { DEFAULT_SIGNATURE_SECRET } from '@cropwatch/contract';

/** Settings a deployment can change by editing `config.json` next to `index.html`, without a rebuild. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  platformName: string;
  signatureSecret: string;
  homePath: string;
}

const defaults: RuntimeConfig = {
  apiBaseUrl: '/jeecg-boot',
  platformName: 'CropWatch GPT',
  signatureSecret: DEFAULT_SIGNATURE_SECRET,
  homePath: '/dashboard/analysis',
};

/** Mutated in place by `loadRuntimeConfig()` so modules holding the reference see the loaded values. */
export const runtimeConfig: RuntimeConfig = { ...defaults };

/** Keeps only known keys with non-empty string values: a typo in config.json must not blank a setting. */
export function mergeRuntimeConfig(raw: unknown): RuntimeConfig {
  const merged: RuntimeConfig = { ...defaults };
  if (typeof raw === 'object' && raw !== null) {
    for (const key of Object.keys(defaults) as (keyof RuntimeConfig)[]) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') merged[key] = value.trim();
    }
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
