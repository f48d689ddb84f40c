import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageTemplateSchema, type MessageTemplate } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { mockHttp, ok } from '../../../testing/mock-http';
import { TemplateSendModal } from './template-send-modal';

// The picker's own dialog has its tests; here a plain field stands in for the chosen user ids.
vi.mock('../../../components/user-picker/user-picker', () => ({
  UserPicker: (props: { value?: string; onChange?: (v: string) => void; 'aria-label'?: string }) => (
    <input
      aria-label={props['aria-label']}
      value={props.value ?? ''}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  ),
}));

const template: MessageTemplate = messageTemplateSchema.parse({
  id: 't1',
  templateCode: 'crop_task_assigned',
  templateName: '作物任务分配：${taskName}',
  templateContent: '${realname}，您好：请于 ${deadline} 前完成「${taskName}」。',
  templateTestJson: '{"realname":"王晓农","taskName":"冬小麦长势分析"}',
  templateType: '1',
  useStatus: null,
  createBy: 'admin',
  createTime: '2026-05-01 10:00:00',
  updateBy: null,
  updateTime: null,
});

describe('TemplateSendModal', () => {
  it('asks for every placeholder, prefilled from the test data, and sends them to the chosen users', async () => {
    const http = mockHttp(() => ok(null, { message: '发送消息任务添加成功！' }));
    const onClose = vi.fn();
    renderKit(<TemplateSendModal template={template} onClose={onClose} />);
    expect(await screen.findByLabelText('taskName')).toHaveValue('冬小麦长势分析');
    expect(screen.getByLabelText('realname')).toHaveValue('王晓农');
    expect(screen.getByLabelText('deadline')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请输入 deadline 的值')).toBeInTheDocument();
    expect(screen.getByText('请选择消息接收方')).toBeInTheDocument();
    expect(http.requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('deadline'), '2026-05-10');
    await userEvent.type(screen.getByLabelText('消息接收方'), 'u1,u2');
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = http.requests.find((r) => r.url === '/sys/message/sysMessageTemplate/sendMsg');
    expect(sent).toMatchObject({
      method: 'POST',
      data: { templateCode: 'crop_task_assigned', receiver: 'u1,u2', msgType: 'system' },
    });
    expect(JSON.parse((sent?.data as { testData: string }).testData)).toEqual({
      taskName: '冬小麦长势分析',
      realname: '王晓农',
      deadline: '2026-05-10',
    });
    http.restore();
  });
});
