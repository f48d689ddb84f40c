import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { egyptIrrigation, page } from '../testing/fixtures';
import { CountryIrrigationListPage } from './country-irrigation-list-page';

function serve() {
  return mockHttp((config) => {
    if (config.url === '/analysis/countryIrrigation/list') return ok(page([egyptIrrigation]), { code: 0 });
    if (config.url === '/analysis/countryIrrigation/countries')
      return ok([
        { iso3: 'EGY', nameZh: '埃及', nameEn: 'Egypt', hasIrrigation: true },
        { iso3: 'FRA', nameZh: '法国', nameEn: 'France', hasIrrigation: false },
      ]);
    if (config.url === '/analysis/countryIrrigation/edit') return ok(egyptIrrigation);
    return ok(null);
  });
}

describe('CountryIrrigationListPage', () => {
  const rule = { action: 'analysis:irrigation:edit', describe: '编辑国家灌溉', type: '1', status: '1' } as const;
  beforeEach(() => {
    permissionStore.allAuth = [rule];
    permissionStore.auth = [];
  });

  it('shows country, share, crops, sources and relevance, read-only without analysis:irrigation:edit', async () => {
    const http = serve();
    renderKit(<CountryIrrigationListPage />);
    expect(await screen.findByText('埃及 (EGY)')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('小麦')).toBeInTheDocument();
    expect(screen.getByText('渠道')).toBeInTheDocument();
    expect(screen.getByText('低')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    http.restore();
  });

  it('edits a row, proposing the rainfall relevance from the new share', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<CountryIrrigationListPage />);
    await screen.findByText('埃及 (EGY)');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('编辑国家灌溉');
    const share = within(dialog).getByLabelText('灌溉比例');
    fireEvent.change(share, { target: { value: '45' } });
    fireEvent.blur(share);
    await waitFor(() => expect(within(dialog).getByText('中')).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText('英文说明'), { target: { value: 'Nile-fed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/countryIrrigation/edit')?.data).toMatchObject({
        id: 'EGY',
        countryIso3: 'EGY',
        irrigatedSharePct: 45,
        rainfallRelevance: 'medium',
        waterSource: ['river', 'canal'],
        noteEn: 'Nile-fed.',
      }),
    );
    http.restore();
  });
});
