import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatApp, ChatAppTestResult } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { ChatAppConfigListPage } from './chat-app-config-list-page';

const app: ChatApp = {
  id: 'app-1',
  name: 'vLLM qwen',
  description: null,
  provider: 'openai',
  model: 'qwen2.5-7b',
  visionModel: null,
  baseUrl: 'http://10.0.0.5:8000/v1',
  modelPath: null,
  threads: null,
  contextSize: null,
  idleMinutes: null,
  hasApiKey: false,
  apiKeyHint: null,
  systemPrompt: null,
  temperature: 0.3,
  maxTokens: null,
  timeoutSeconds: 60,
  welcomeText: null,
  suggestedQuestions: [],
  isDefault: 0,
  status: 1,
  sortNo: 1,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};

const unsupported: ChatAppTestResult = {
  ok: true,
  provider: 'openai',
  model: 'qwen2.5-7b',
  tools: 'unsupported',
  toolCalls: 0,
  answer: '降水1012毫米。',
  figures: { checked: 1, failed: 0 },
  milliseconds: 1234,
  message: '模型服务不支持工具调用，回答改用预先准备的数据上下文（grounded context）',
};

describe('ChatAppConfigListPage: app test (issue #33)', () => {
  it('tests an app and shows whether its server calls tools, the figure check and the answer', async () => {
    permissionStore.allAuth = [{ action: 'chat:app:edit', describe: '编辑应用', type: '1', status: '1' }];
    permissionStore.auth = [{ action: 'chat:app:edit', describe: '编辑应用', type: '1' }];
    const http = mockHttp((config) => {
      if (config.url === '/chat/app/list') return ok({ records: [app], total: 1, size: 10, current: 1, pages: 1 });
      if (config.url === '/chat/app/test') return ok(unsupported);
      return ok(null);
    });
    renderKit(<ChatAppConfigListPage />);
    expect(await screen.findByText('vLLM qwen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '测试' }));
    const result = await screen.findByTestId('chat-app-test-result');
    expect(http.requests.find((r) => r.url === '/chat/app/test')?.data).toEqual({ id: 'app-1' });
    expect(within(result).getByText(unsupported.message)).toBeInTheDocument();
    expect(within(result).getByText('服务不支持工具')).toBeInTheDocument();
    expect(within(result).getByText('1 个数字，0 个未能核对')).toBeInTheDocument();
    expect(within(result).getByText('降水1012毫米。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('测试应用：vLLM qwen'));
    http.restore();
  });

  it('says why a local model cannot answer, by its reason, with the server detail', async () => {
    permissionStore.allAuth = [{ action: 'chat:app:edit', describe: '编辑应用', type: '1', status: '1' }];
    permissionStore.auth = [{ action: 'chat:app:edit', describe: '编辑应用', type: '1' }];
    const tooLarge: ChatAppTestResult = {
      ok: false,
      provider: 'local',
      model: 'qwen.gguf',
      tools: 'none',
      toolCalls: 0,
      answer: '',
      figures: null,
      milliseconds: 3,
      message: '模型所需内存超过当前可用内存（20.3 GB > 15.0 GB）',
      reason: 'too-large',
    };
    const http = mockHttp((config) => {
      if (config.url === '/chat/app/list')
        return ok({
          records: [{ ...app, provider: 'local', modelPath: 'qwen.gguf' }],
          total: 1,
          size: 10,
          current: 1,
          pages: 1,
        });
      if (config.url === '/chat/app/test') return ok(tooLarge);
      return ok(null);
    });
    renderKit(<ChatAppConfigListPage />);
    expect(await screen.findByText('vLLM qwen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '测试' }));
    const result = await screen.findByTestId('chat-app-test-result');
    expect(within(result).getByText('模型太大，可用内存不足')).toBeInTheDocument();
    expect(within(result).getByText(tooLarge.message)).toBeInTheDocument();
    http.restore();
  });
});
