import { actuatorHttpTrace, type HttpTrace } from '@cropwatch/contract';

/** Paths of the trace page's own calls, left out like the Vue2 page does. */
const OWN = [actuatorHttpTrace.path];

export interface TraceFilter {
  method?: string;
  /** `2xx`…`5xx` or an exact code. */
  status?: string;
}

/** Drops OPTIONS and the page's own calls, then applies the method and status filters. */
export function visibleTraces(traces: readonly HttpTrace[], filter: TraceFilter = {}): HttpTrace[] {
  return traces.filter((x) => {
    if (x.request.method === 'OPTIONS') return false;
    if (OWN.some((p) => x.request.uri.includes(p))) return false;
    if (filter.method && x.request.method !== filter.method) return false;
    if (filter.status) {
      const s = String(x.response.status);
      if (/^[1-5]xx$/.test(filter.status) ? s[0] !== filter.status[0] : s !== filter.status) return false;
    }
    return true;
  });
}
