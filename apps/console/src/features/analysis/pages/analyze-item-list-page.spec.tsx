import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok, fail } from '../../../testing/mock-http';
import { extensionOf } from '../components/item-file-checks';
import { buildItem, buildZone, bulletin, chnPartition, mpzPartition } from '../testing/bulletin-fixtures';
import { countryCueWord, mpzChapter, page } from '../testing/fixtures';
import { AnalyzeItemListPage } from './analyze-item-list-page';

const addRule = { action: 'analysis:analyze:add', describe: '新增分析', type: '1', status: '1' } as const;
const zhCueWord = {
  ...countryCueWord,
  id: 'w2',
  name: 'mpz-paragraph-zh',
  lang: 'zh' as const,
  template: '请分析{region}。',
};

function serve() {
  return mockHttp((config) => {
    const params = (config.params ?? {}) as Record<string, string>;
    if (config.url === '/analysis/analyzeItem/list') return ok(page([buildItem({ status: 'GENERATED', version: 2 })]));
    if (config.url === '/analysis/analyzeMain/list') return ok(page([bulletin]));
    if (config.url === '/analysis/chapter/list') return ok(page([mpzChapter]));
    if (config.url === '/analysis/partition/list') return ok(page([mpzPartition, chnPartition]));
    if (config.url === '/analysis/aezs/list')
      return ok(
        page(
          params.partitionId === 'p1'
            ? [buildZone(), buildZone({ id: 'z2', code: 'SAS', nameZh: '南亚', hasData: false })]
            : [],
        ),
      );
    if (config.url === '/analysis/cueWord/list') return ok(page([countryCueWord, zhCueWord]));
    if (config.url === '/analysis/analyzeItem/add') return fail('该分区已存在此条目：北美洲');
    return ok(null);
  });
}

describe('extensionOf', () => {
  it('answers the lower-case extension', () => {
    expect(extensionOf('Table.XLSX')).toBe('.xlsx');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('AnalyzeItemListPage', () => {
  beforeEach(() => {
    permissionStore.allAuth = [addRule];
    permissionStore.auth = [];
  });

  it('lists items with their analysis, zone, status and version; read-only without the permission', async () => {
    const http = serve();
    renderKit(<AnalyzeItemListPage />);
    const row = (await screen.findByText('北美洲 (NAM)')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('已生成');
    expect(row).toHaveTextContent('v2');
    await waitFor(() => expect(row).toHaveTextContent(bulletin.title));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    http.restore();
  });

  it('checks the item form like spec §5, fills the prompt from a cue word and shows the server refusal', async () => {
    permissionStore.auth = [addRule];
    const http = serve();
    renderKit(<AnalyzeItemListPage />);
    await screen.findByText('北美洲 (NAM)');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    for (const message of ['请选择分析', '请选择章节', '请选择分区', '请选择条目', '提示词不能为空'])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    const pick = async (label: string, option: string) => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
      const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
      fireEvent.click(options[options.length - 1]);
    };
    await pick('分析', bulletin.title);
    // Picking the chapter picks the partition that serves it; the zones are those of the partition.
    await pick('章节', '2 主产区作物与环境状况');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '条目' })).toBeEnabled());
    await pick('条目', '南亚 (SAS) · 无数据');
    // Only the cue words of this chapter in the bulletin's language (zh) are offered.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '提示词模板' }));
    expect(
      await screen.findByText('mpz-paragraph-zh · v2', { selector: '.ant-select-item-option-content' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('country-paragraph-en · v2', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.click(screen.getByText('mpz-paragraph-zh · v2', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(within(dialog).getByLabelText('提示词')).toHaveValue('请分析{region}。'));

    // An image item needs its image.
    fireEvent.click(within(dialog).getByRole('radio', { name: '图片' }));
    // The form re-renders from a watched value: wait for the image input before submitting.
    await within(dialog).findByRole('radio', { name: '上传图片' });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请上传图片')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: '数据表' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: '上传 Excel' }));
    await within(dialog).findByText('支持 .xlsx、.xls、.csv');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请上传数据表')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: '指标数据表' }));
    await waitFor(() => expect(within(dialog).queryByText('支持 .xlsx、.xls、.csv')).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(http.requests.find((r) => r.url === '/analysis/analyzeItem/add')?.data).toMatchObject({
        analysisId: 'a1',
        chapterCode: 'CH2_MPZ',
        partitionId: 'p1',
        zoneId: 'z2',
        cueWordId: 'w2',
        prompt: '请分析{region}。',
        fileType: 'table',
        tableSource: 'indicators',
        tableFile: null,
        imagePath: null,
      }),
    );
    expect(await screen.findByText('该分区已存在此条目：北美洲')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    http.restore();
  });
});
