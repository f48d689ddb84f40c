import { DEFAULT_SIGNATURE_SECRET } from '@cropwatch/contract';
import { loadRuntimeConfig, mergeRuntimeConfig, runtimeConfig } from './config';

describe('runtime configuration', () => {
  it('merges known non-empty string keys over the defaults and ignores the rest', () => {
    expect(
      mergeRuntimeConfig({ apiBaseUrl: 'http://10.0.0.5:8080/jeecg-boot', platformName: '', homePath: 5, extra: 'x' }),
    ).toEqual({
      apiBaseUrl: 'http://10.0.0.5:8080/jeecg-boot',
      platformName: 'CropWatch GPT',
      signatureSecret: DEFAULT_SIGNATURE_SECRET,
      homePath: '/dashboard/analysis',
      mapServices: {},
    });
    expect(mergeRuntimeConfig(null).apiBaseUrl).toBe('/jeecg-boot');
  });

  it('keeps well-formed map tile services and drops the rest', () => {
    const { mapServices } = mergeRuntimeConfig({
      mapServices: {
        satellite: {
          url: ' https://t{s}.example.com/img/{z}/{x}/{y}?tk={key} ',
          key: 'k1',
          subdomains: '01',
          maxZoom: 17,
        },
        global: { url: '' },
        national: 'https://x/{z}/{x}/{y}',
        other: { url: 'https://y/{z}/{x}/{y}' },
      },
    });
    expect(mapServices).toEqual({
      satellite: { url: 'https://t{s}.example.com/img/{z}/{x}/{y}?tk={key}', key: 'k1', subdomains: '01', maxZoom: 17 },
    });
  });

  it('loads /config.json once into the shared object, keeping defaults when it is unreachable', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ apiBaseUrl: '/api', platformName: 'Test' }), { status: 200 }));
    const first = await loadRuntimeConfig();
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/config.json');
    expect(first).toBe(runtimeConfig);
    expect(runtimeConfig).toMatchObject({ apiBaseUrl: '/api', platformName: 'Test', homePath: '/dashboard/analysis' });
    fetchMock.mockRestore();
  });
});
