import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockHttp, ok } from '../../testing/mock-http';
import { renderKit } from '../testing/render-kit';
import { ImportExcelModal, isExcelFile, staticFileUrl } from './import-excel-modal';

const xls = (name: string) => new File(['x'], name, { type: 'application/vnd.ms-excel' });

function open(props: Partial<Parameters<typeof ImportExcelModal>[0]> = {}, language?: 'zh-CN' | 'en-US') {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  renderKit(<ImportExcelModal open url="/sys/user/importExcel" onClose={onClose} onSuccess={onSuccess} {...props} />, {
    language,
  });
  return { onClose, onSuccess };
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('ImportExcelModal', () => {
  it('accepts .xls/.xlsx names only and resolves error files under the API base', () => {
    expect(['a.xls', 'b.XLSX'].every(isExcelFile)).toBe(true);
    expect(['a.csv', 'xls', 'a.xls.txt'].some(isExcelFile)).toBe(false);
    expect(staticFileUrl('/sys/common/static/logs/err.txt')).toBe('/jeecg-boot/sys/common/static/logs/err.txt');
    expect(staticFileUrl('logs/err.txt')).toBe('/jeecg-boot/sys/common/static/logs/err.txt');
    expect(staticFileUrl('https://oss/x.txt')).toBe('https://oss/x.txt');
  });

  it('names the accepted formats, offers a drop area and the page template, and lists files before upload (issue #31)', async () => {
    const download = vi.fn();
    open({ template: { download } });
    expect(await screen.findByText(/支持 \.xls、\.xlsx 格式/)).toBeInTheDocument();
    expect(screen.getByText('点击选择或将文件拖拽到此区域')).toBeInTheDocument();
    expect(document.querySelector('.ant-upload-drag')).not.toBeNull();
    expect(screen.getByText('尚未选择文件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /下载导入模板/ }));
    expect(download).toHaveBeenCalledTimes(1);
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), xls('users.xls'));
    expect(await screen.findByText('users.xls')).toBeInTheDocument();
    expect(screen.queryByText('尚未选择文件')).toBeNull();
  });

  it('offers no template where the page has none, in English too', async () => {
    open({}, 'en-US');
    expect(await screen.findByText('Accepts .xls and .xlsx; several files at once.')).toBeInTheDocument();
    expect(screen.getByText('Click to choose, or drop files here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /template/ })).toBeNull();
  });

  it('starts disabled, refuses other files, and sends every file as a file part with the options', async () => {
    const http = mockHttp(() => ok('共2行数据全部导入成功！', { message: '共2行数据全部导入成功！' }));
    const { onClose, onSuccess } = open({ isSingleTableImport: true, foreignKeys: '{"a":1}', validateStatus: 1 });
    expect(await screen.findByText('导入EXCEL')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: '开始上传' });
    expect(start).toBeDisabled();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['x'], 'a.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请上传excel数据表格')).toBeInTheDocument();
    expect(start).toBeDisabled();
    await user.upload(fileInput(), [xls('users.xls'), xls('more.xlsx')]);
    expect(await screen.findByText('more.xlsx')).toBeInTheDocument();
    expect(start).toBeEnabled();
    await user.click(start);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('共2行数据全部导入成功！')).toBeInTheDocument();
    const form = http.requests[0].data as FormData;
    expect(http.requests[0].url).toBe('/sys/user/importExcel');
    expect((form.getAll('file') as File[]).map((f) => f.name)).toEqual(['users.xls', 'more.xlsx']);
    expect(form.get('isSingleTableImport')).toBe('true');
    expect(form.get('foreignKeys')).toBe('{"a":1}');
    expect(form.get('validateStatus')).toBe('1');
    http.restore();
  });

  it('warns about a partial import with the server message and a link to the error file', async () => {
    const http = mockHttp(() =>
      ok(
        {
          msg: '总上传行数：10，已导入行数：8，错误行数：2',
          fileUrl: '/sys/common/static/logs/err.txt',
          fileName: 'err.txt',
        },
        { code: 201, message: '文件导入成功，但有错误。' },
      ),
    );
    const { onSuccess } = open();
    await userEvent.upload(fileInput(), xls('users.xls'));
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    expect((await screen.findAllByText('导入成功,但是有错误数据!')).length).toBeGreaterThan(0);
    expect(screen.getByText('文件导入成功，但有错误。')).toBeInTheDocument();
    expect(screen.getByText('总上传行数：10，已导入行数：8，错误行数：2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '点击下载' })).toHaveAttribute(
      'href',
      '/jeecg-boot/sys/common/static/logs/err.txt',
    );
    expect(onSuccess).toHaveBeenCalled();
    http.restore();
  });

  it('shows "{file} {message}." for a refusal and 文件上传失败 for a broken transfer', async () => {
    let broken = false;
    const http = mockHttp(() => (broken ? { status: 500, data: { message: 'x' } } : fail('文件导入失败:有重复数据！')));
    const { onSuccess, onClose } = open();
    await userEvent.upload(fileInput(), xls('users.xls'));
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    expect(await screen.findByText('users.xls 文件导入失败:有重复数据！.')).toBeInTheDocument();
    broken = true;
    await userEvent.click(screen.getByRole('button', { name: '开始上传' }));
    expect(await screen.findByText('文件上传失败')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    http.restore();
  });
});
