import type { ChatApp } from '@cropwatch/contract';
import { toBody, toFormValues } from './chat-app-form-modal';

const app: ChatApp = {
  id: 'app1',
  name: 'CropWatch',
  description: null,
  provider: 'openai',
  model: 'qwen2.5:7b',
  visionModel: null,
  baseUrl: 'http://127.0.0.1:11434/v1',
  modelPath: null,
  threads: null,
  contextSize: null,
  idleMinutes: null,
  hasApiKey: true,
  apiKeyHint: 'sk-…abcd',
  systemPrompt: 'You are…',
  temperature: 0.7,
  maxTokens: null,
  timeoutSeconds: 60,
  welcomeText: null,
  suggestedQuestions: ['What is VCIx?'],
  isDefault: 1,
  status: 0,
  sortNo: 0,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};

describe('chat app form mapping', () => {
  it('shows flags as switches and never the stored key', () => {
    expect(toFormValues(app)).toMatchObject({ isDefault: true, status: false, apiKey: undefined });
  });

  it('leaves an untouched key out (the server keeps it), blanks out empty texts and sends the id on edit', () => {
    const body = toBody({ ...toFormValues(app), description: '  ', apiKey: '' }, 'app1');
    expect(body).not.toHaveProperty('apiKey');
    expect(body).toMatchObject({ id: 'app1', description: null, isDefault: 1, status: 0, model: 'qwen2.5:7b' });
  });

  it('sends a newly typed key and no id on add', () => {
    const body = toBody({ ...toFormValues(app), apiKey: 'sk-new' });
    expect(body).toMatchObject({ apiKey: 'sk-new' });
    expect(body).not.toHaveProperty('id');
  });
});
