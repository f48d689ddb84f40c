import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { pickSampleValues } from '../components/cue-word-form-modal';
import { countryCueWord, mpzChapter, page } from '../testing/fixtures';
import { CueWordListPage } from './cue-word-list-page';

function serve() {
  return mockHttp((config) => {
    if (config.url === '/analysis/cueWord/list') return ok(page([countryCueWord]), { code: 0 });
    if (config.url === '/analysis/chapter/list') return ok(page([mpzChapter]), { code: 0 });
    if (config.url === '/analysis/cueWord/add') return ok({ ...countryCueWord, id: 'w2', name: 'zone-brief' });
    if (config.url === '/analysis/cueWord/preview') {
      const { values } = JSON.parse(String(config.data)) as { values: Record<string, string> };
      return ok({
        text: `Summarise ${values.zone ?? '{zone}'} for {period}.`,
        variables: ['zone', 'period'],
        missing: ['period'],
        unused: [],
      });
    }
    return ok(null);
  });
}

describe('pickSampleValues', () => {
  it('keeps the non-empty values of the current variables only', () => {
    expect(pickSampleValues({ a: '1', b: ' ', c: '3' }, ['a', 'b'])).toEqual({ a: '1' });
    expect(pickSampleValues(undefined, ['a'])).toEqual({});
  });
});

describe('CueWordListPage', () => {
  const rule = { action: 'analysis:cueWord:edit', describe: '编辑提示词', type: '1', status: '1' } as const;
  beforeEach(() => {
    permissionStore.allAuth = [rule];
    permissionStore.auth = [];
  });

  it('lists cue words with chapter, variables and version, and previews one for everyone', async () => {
    const http = serve();
    renderKit(<CueWordListPage />);
    expect(await screen.findByText('country-paragraph-en')).toBeInTheDocument();
    expect(await screen.findByText('主产区作物与环境状况')).toBeInTheDocument();
    expect(screen.getByText('v2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/cueWord/preview')?.data).toEqual({
        template: countryCueWord.template,
        values: countryCueWord.sampleValues,
      }),
    );
    expect(await within(dialog).findByText('以下变量没有示例值，保留原样：period')).toBeInTheDocument();
    http.restore();
  });

  it('asks for a sample value per variable, previews them and saves only those', async () => {
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
    const http = serve();
    renderKit(<CueWordListPage />);
    await screen.findByText('country-paragraph-en');
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('新增提示词');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('提示词不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('提示词中还没有变量。')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'zone-brief' } });
    fireEvent.change(within(dialog).getByLabelText('提示词'), { target: { value: 'Summarise {zone} for {period}.' } });
    fireEvent.change(await within(dialog).findByLabelText('{zone}'), { target: { value: 'North America' } });
    expect(within(dialog).getByLabelText('{period}')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /预\s*览/ }));
    expect(await within(dialog).findByText('Summarise North America for {period}.')).toBeInTheDocument();
    expect(http.requests.find((r) => r.url === '/analysis/cueWord/preview')?.data).toEqual({
      template: 'Summarise {zone} for {period}.',
      values: { zone: 'North America' },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/cueWord/add')?.data).toMatchObject({
        name: 'zone-brief',
        lang: 'zh',
        template: 'Summarise {zone} for {period}.',
        sampleValues: { zone: 'North America' },
      }),
    );
    http.restore();
  });
});
