import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadOfflineBasemap } from './offline-basemap-layer';

const require = createRequire(import.meta.url);
const topology = (scale: string) => readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), 'utf8');

describe('loadOfflineBasemap', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches the 1:110m outlines for the coarse detail and 1:50m for the fine one, each once', async () => {
    const fetched: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      fetched.push(url);
      return Promise.resolve(new Response(topology(url.includes('110m') ? '110m' : '50m')));
    });
    const coarse = await loadOfflineBasemap('coarse');
    await loadOfflineBasemap('coarse');
    const fine = await loadOfflineBasemap();
    expect(fetched).toHaveLength(2);
    expect(fetched[0]).toContain('countries-110m');
    expect(fetched[1]).toContain('countries-50m');
    // The coarse outlines are the same world, simplified: every country of the 1:110m set, China with Taiwan.
    expect(coarse.countries.features.length).toBeLessThan(fine.countries.features.length);
    expect(coarse.countries.features.some((f) => f.properties.id === '156')).toBe(true);
  });
});
