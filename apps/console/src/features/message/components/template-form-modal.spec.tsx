import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../components/testing/render-kit';
import { mockHttp, ok } from '../../../testing/mock-http';
import { TemplateFormModal } from './template-form-modal';

// Monaco does not run in jsdom: the code editor as the textarea it edits like.
vi.mock('../../../components/code-editor', () => ({
  CodeEditor: (p: { value?: string; onChange?: (v: string) => void; ariaLabel?: string }) => (
    <textarea aria-label={p.ariaLabel} value={p.value ?? ''} onChange={(e) => p.onChange?.(e.target.value)} />
  ),
}));

describe('TemplateFormModal', () => {
  it('checks the code and the test data before adding a plain-text template', async () => {
    const http = mockHttp(() => ok(null, { message: '添加成功！' }));
    const onClose = vi.fn();
    renderKit(<TemplateFormModal open record={null} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('模板编码'), 'bad code');
    await userEvent.type(screen.getByLabelText('模板标题'), '${{period}速报');
    await userEvent.type(screen.getByLabelText('模板内容'), '请查收 ${{period} 速报');
    await userEvent.type(screen.getByLabelText('测试数据'), 'not json');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('模板编码只能包含字母、数字、下划线、中划线和点')).toBeInTheDocument();
    expect(screen.getByText(/测试数据须为 JSON 对象/)).toBeInTheDocument();
    expect(http.requests).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('模板编码'));
    await userEvent.type(screen.getByLabelText('模板编码'), 'bulletin_v2');
    await userEvent.clear(screen.getByLabelText('测试数据'));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: '/sys/message/sysMessageTemplate/add',
      data: {
        templateCode: 'bulletin_v2',
        templateName: '${period}速报',
        templateContent: '请查收 ${period} 速报',
        templateType: '1',
        templateTestJson: '',
      },
    });
    http.restore();
  });
});
