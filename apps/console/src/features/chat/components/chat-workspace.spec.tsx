import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chatAppSchema,
  chatKnowledgeBaseSchema,
  chatMessageSchema,
  chatSessionSchema,
  type ChatApp,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
  type ChatSession,
} from '@cropwatch/contract';
import { mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChatSocket } from '../lib/chat-socket';
import { ChatWorkspace } from './chat-workspace';

/** Wire objects parsed through the contract, so a half-valid fixture fails loudly. */
const buildApp = (o: Partial<ChatApp> = {}): ChatApp =>
  chatAppSchema.parse({
    id: 'app-1',
    name: 'CropWatch 问答',
    description: null,
    provider: 'offline',
    model: 'offline',
    visionModel: null,
    baseUrl: null,
    modelPath: null,
    threads: null,
    contextSize: null,
    idleMinutes: null,
    hasApiKey: false,
    apiKeyHint: null,
    systemPrompt: null,
    temperature: 0.7,
    maxTokens: null,
    timeoutSeconds: 60,
    welcomeText: '欢迎使用作物问答。Welcome to the crop assistant.',
    suggestedQuestions: ['什么是 VCIx？', 'What is VCIx?'],
    isDefault: 1,
    status: 1,
    sortNo: 0,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
    ...o,
  });

const buildSession = (o: Partial<ChatSession> = {}): ChatSession =>
  chatSessionSchema.parse({
    id: 's-1',
    title: '新对话',
    appId: 'app-1',
    appName: 'CropWatch 问答',
    userId: 'u-1',
    messageCount: 0,
    lastMessageTime: '2025-11-20 10:00:00',
    createBy: 'admin',
    createTime: '2025-11-20 10:00:00',
    updateBy: null,
    updateTime: null,
    ...o,
  });

const buildMessage = (o: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'role' | 'content'>): ChatMessage =>
  chatMessageSchema.parse({
    sessionId: 's-1',
    parentId: null,
    images: [],
    status: 'done',
    sources: [],
    usage: null,
    model: null,
    errorMessage: null,
    feedback: null,
    feedbackComment: null,
    figuresChecked: null,
    figuresFailed: null,
    toolCalls: null,
    createTime: null,
    updateTime: null,
    ...o,
  });

class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  /** The server is down: every new socket closes at once (no automatic reconnect can succeed meanwhile). */
  static refuse = false;
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  sent: ChatClientFrame[] = [];
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    // The server accepts at once (or refuses at once).
    setTimeout(() => {
      if (FakeWebSocket.refuse) {
        this.readyState = 3;
        this.onclose?.(new CloseEvent('close'));
        return;
      }
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    }, 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }
  close() {
    this.readyState = 3;
  }
  push(frame: ChatServerFrame) {
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
    });
  }
  drop() {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close'));
    });
  }
}

const lastSocket = () => FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
const startsSent = () => FakeWebSocket.instances.flatMap((s) => s.sent).filter((f) => f.type === 'start');

interface Server {
  sessions: ChatSession[];
  details: Record<string, ChatMessage[]>;
  /** Knowledge bases the user may read (none: the chooser is hidden). */
  bases?: { id: string; name: string }[];
}

function serve(server: Server) {
  return mockHttp((config) => {
    const url = config.url ?? '';
    if (url === '/chat/kb/list')
      return ok(
        (server.bases ?? []).map((b) =>
          chatKnowledgeBaseSchema.parse({
            ...b,
            description: null,
            readRoles: [],
            readDeparts: [],
            documentCount: 1,
            passageCount: 1,
            editable: false,
            createBy: 'admin',
            createTime: null,
          }),
        ),
      );
    if (url === '/chat/app/list') return ok({ records: [buildApp()], total: 1, size: 100, current: 1, pages: 1 });
    if (url === '/chat/session/list') {
      const params = config.params as Record<string, string | undefined>;
      const filter = (params.title ?? '').replaceAll('*', '');
      const records = server.sessions.filter((s) => s.title.includes(filter));
      return ok({ records, total: records.length, size: 200, current: 1, pages: 1 });
    }
    if (url === '/chat/session/add') {
      const session = buildSession({ id: 's-new' });
      server.sessions.unshift(session);
      server.details[session.id] = [];
      return ok(session);
    }
    if (url === '/chat/session/queryById') {
      const id = (config.params as Record<string, string>).id;
      const session = server.sessions.find((s) => s.id === id);
      return session
        ? ok({ ...session, messages: server.details[id] ?? [] })
        : { data: { success: false, message: '未找到对应实体', code: 500, result: null, timestamp: 0 } };
    }
    if (url === '/chat/session/edit') {
      const body = JSON.parse(String(config.data)) as { id: string; title: string };
      server.sessions = server.sessions.map((s) => (s.id === body.id ? { ...s, title: body.title } : s));
      return ok(server.sessions.find((s) => s.id === body.id));
    }
    if (url === '/chat/message/feedback') {
      const body = JSON.parse(String(config.data)) as { id: string; feedback: 'up' | 'down' | null; comment?: string };
      return ok(
        buildMessage({
          id: body.id,
          role: 'assistant',
          content: 'x',
          feedback: body.feedback,
          feedbackComment: body.comment ?? null,
        }),
      );
    }
    if (url === '/sys/getGptSocketToken')
      return ok({ token: 'ticket', expiresIn: 60, socketPath: '/jeecg-boot/chat/socket' });
    return { status: 404, data: {} };
  });
}

/**
 * Puts a text into a box as one paste (one input event), not key by key: typing re-renders the antd composer per
 * character, which on a loaded CI machine took a test past its time limit (stop 38). Enter still goes as a key.
 */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}
async function send(box: HTMLElement, text: string) {
  await fill(box, text);
  await userEvent.keyboard('{Enter}');
}

let http: ReturnType<typeof mockHttp>;

beforeEach(() => {
  FakeWebSocket.instances = [];
  FakeWebSocket.refuse = false;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  sessionStorage.clear();
});

afterEach(() => {
  http?.restore();
  vi.unstubAllGlobals();
});

const usage = { promptTokens: 10, completionTokens: 20 };

describe('ChatWorkspace', () => {
  it('opens a new conversation with the question of `?q=` in the box, not sent (the home page asks that way)', async () => {
    sessionStorage.setItem('cw.chat.session.assistant', JSON.stringify('s-1'));
    const server: Server = { sessions: [buildSession()], details: { 's-1': [] } };
    http = serve(server);
    renderWithProviders(<ChatWorkspace variant="assistant" />, {
      route: `/chat/assistant?q=${encodeURIComponent('印度2025年7–10月作物长势如何？')}`,
      path: '/chat/assistant',
    });
    expect(await screen.findByRole('textbox', { name: '问题' })).toHaveValue('印度2025年7–10月作物长势如何？');
    expect(await screen.findByText('欢迎使用作物问答。')).toBeInTheDocument();
    expect(startsSent()).toHaveLength(0);
  });

  it('takes the knowledge bases a conversation drew on from the stored session and sends them again', async () => {
    sessionStorage.setItem('cw.chat.session.assistant', JSON.stringify('s-1'));
    const server: Server = {
      sessions: [buildSession({ messageCount: 2, knowledgeBaseIds: ['kb-2'] })],
      details: {
        's-1': [
          buildMessage({ id: 'q1', role: 'user', content: '大豆样点有多少？' }),
          buildMessage({ id: 'a1', role: 'assistant', content: '41 个。', parentId: 'q1' }),
        ],
      },
      bases: [
        { id: 'kb-1', name: '作物监测方法' },
        { id: 'kb-2', name: '田间调查' },
      ],
    };
    http = serve(server);
    renderWithProviders(<ChatWorkspace variant="assistant" />);
    await screen.findByTestId('chat-kb-chooser');
    expect(await screen.findByText('41 个。')).toBeInTheDocument();
    await waitFor(() => expect(lastSocket()?.readyState).toBe(1));
    await send(screen.getByRole('textbox', { name: '问题' }), '水稻呢？');
    await waitFor(() => expect(startsSent()).toHaveLength(1));
    expect(startsSent()[0]).toMatchObject({ sessionId: 's-1', knowledgeBaseIds: ['kb-2'] });
  });

  it('greets with the app, creates a session for the first question and streams a cited answer', async () => {
    const server: Server = { sessions: [], details: {} };
    http = serve(server);
    renderWithProviders(<ChatWorkspace variant="assistant" />);
    expect(await screen.findByText('欢迎使用作物问答。')).toBeInTheDocument();
    // Welcome text and suggested questions in the UI language only.
    expect(screen.queryByText(/Welcome to the crop assistant/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /什么是 VCIx？/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /What is VCIx\?/ })).not.toBeInTheDocument();
    expect(screen.getByText('演示数据')).toBeInTheDocument();
    await waitFor(() => expect(lastSocket()?.readyState).toBe(1));
    expect(lastSocket().url).toMatch(/\/jeecg-boot\/chat\/socket\?token=ticket$/);

    await send(screen.getByRole('textbox', { name: '问题' }), '印度恒河平原7-10月降水如何？');
    await waitFor(() => expect(startsSent()).toHaveLength(1));
    expect(http.requests.some((r) => r.url === '/chat/session/add')).toBe(true);
    expect(startsSent()[0]).toMatchObject({
      sessionId: 's-new',
      content: '印度恒河平原7-10月降水如何？',
      parentId: null,
      lang: 'zh-CN',
    });
    // The question shows at once.
    expect(screen.getAllByText('印度恒河平原7-10月降水如何？').length).toBeGreaterThan(0);

    const socket = lastSocket();
    socket.push({
      type: 'start',
      messageId: 'a1',
      sessionId: 's-new',
      userMessageId: 'q1',
      parentId: null,
      title: '印度恒河平原7-10月降水如何？',
      model: 'offline',
    });
    expect(await screen.findByRole('button', { name: '停止生成' })).toBeInTheDocument();
    socket.push({ type: 'delta', messageId: 'a1', text: '恒河平原降水 **1012 mm**' });
    socket.push({ type: 'delta', messageId: 'a1', text: '，较15年平均偏多 +6%。' });
    expect(await screen.findByText('1012 mm')).toBeInTheDocument();
    socket.push({
      type: 'done',
      messageId: 'a1',
      status: 'done',
      sources: [
        {
          id: 'table:2025-JUL_OCT:IND-96',
          title: 'CropWatch GPT 演示数据 · 指标表 · 恒河平原 · 2025年7–10月',
          source: '合成演示数据',
        },
      ],
      usage,
    });
    const sources = await screen.findByTestId('chat-sources');
    expect(
      within(sources).getByRole('button', { name: 'CropWatch GPT 演示数据 · 指标表 · 恒河平原 · 2025年7–10月' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '印度恒河平原7-10月降水如何？' })).toBeInTheDocument();
  });

  it('shows the checked text of a model answer, how many of its figures matched the data and the turns left out (issue #33)', async () => {
    const server: Server = { sessions: [buildSession({ title: '降水' })], details: { 's-1': [] } };
    http = serve(server);
    sessionStorage.setItem('cw.chat.session.assistant', JSON.stringify('s-1'));
    renderWithProviders(<ChatWorkspace variant="assistant" />);
    await waitFor(() => expect(lastSocket()?.readyState).toBe(1));
    await waitFor(() => expect(lastSocket().sent).toContainEqual({ type: 'open', sessionId: 's-1' }));
    await send(screen.getByRole('textbox', { name: '问题' }), '降水如何');
    await waitFor(() => expect(startsSent()).toHaveLength(1));
    const socket = lastSocket();
    socket.push({
      type: 'start',
      messageId: 'a1',
      sessionId: 's-1',
      userMessageId: 'q1',
      parentId: null,
      title: '降水',
      model: 'qwen',
    });
    socket.push({ type: 'delta', messageId: 'a1', text: '降水1012毫米，气温31.7℃' });
    expect(await screen.findByText('降水1012毫米，气温31.7℃')).toBeInTheDocument();
    socket.push({
      type: 'done',
      messageId: 'a1',
      status: 'done',
      sources: [],
      usage,
      content: '降水1012毫米，气温31.7〔未核实〕℃',
      figures: { checked: 2, failed: 1 },
      toolCalls: [
        {
          id: 'c1',
          name: 'get_indicators',
          arguments: '{"unit":"IND-96"}',
          result: { rows: [{ unitCode: 'IND-96', rainMm: 1012 }] },
          error: null,
        },
        { id: 'c2', name: 'get_indicators', arguments: '{"unit":"Atlantis"}', result: null, error: 'unknown unit' },
      ],
      droppedTurns: 2,
    });
    expect(await screen.findByText('降水1012毫米，气温31.7〔未核实〕℃')).toBeInTheDocument();
    expect(screen.getByTestId('chat-figures')).toHaveTextContent('2 个数字中 1 个未能与数据核对');
    // The prompt left out the conversation's two earliest turns (issue #33): the answer says so.
    expect(screen.getByTestId('chat-dropped-turns')).toHaveTextContent('对话过长，本次回答未参考最早的 2 轮对话');
    // What was looked up shows collapsed; opening it shows the arguments, the result and the error.
    const tools = screen.getByTestId('chat-tool-calls');
    expect(within(tools).queryByText(/"rainMm": 1012/)).not.toBeInTheDocument();
    await userEvent.click(within(tools).getByText('查询了 2 次数据'));
    expect(await within(tools).findByText(/"rainMm": 1012/)).toBeInTheDocument();
    expect(within(tools).getByText('unknown unit')).toBeInTheDocument();
    expect(within(tools).getAllByText('get_indicators')).toHaveLength(2);
  });

  it('stops a running answer, keeps the partial text marked stopped, and regenerates it', async () => {
    const server: Server = {
      sessions: [buildSession({ title: '降水' })],
      details: { 's-1': [] },
    };
    http = serve(server);
    sessionStorage.setItem('cw.chat.session.assistant', JSON.stringify('s-1'));
    renderWithProviders(<ChatWorkspace variant="assistant" />);
    await waitFor(() => expect(lastSocket()?.readyState).toBe(1));
    await waitFor(() => expect(lastSocket().sent).toContainEqual({ type: 'open', sessionId: 's-1' }));
    const box = screen.getByRole('textbox', { name: '问题' });
    await send(box, 'long one');
    await waitFor(() => expect(startsSent()).toHaveLength(1));
    expect(startsSent()[0]).toMatchObject({ sessionId: 's-1', parentId: null });
    const socket = lastSocket();
    socket.push({
      type: 'start',
      messageId: 'a1',
      sessionId: 's-1',
      userMessageId: 'q1',
      parentId: null,
      title: '降水',
      model: 'offline',
    });
    socket.push({ type: 'delta', messageId: 'a1', text: 'partial answer' });
    await userEvent.keyboard('{Escape}');
    expect(socket.sent.at(-1)).toEqual({ type: 'stop', messageId: 'a1' });
    socket.push({ type: 'done', messageId: 'a1', status: 'stopped', sources: [], usage });
    expect(await screen.findByText('已停止')).toBeInTheDocument();
    expect(screen.getByText('partial answer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(startsSent()).toHaveLength(2));
    expect(startsSent()[1]).toMatchObject({ sessionId: 's-1', parentId: 'q1', regenerate: true });
    socket.push({
      type: 'start',
      messageId: 'a2',
      sessionId: 's-1',
      userMessageId: 'q1',
      parentId: null,
      title: '降水',
      model: 'offline',
    });
    socket.push({ type: 'delta', messageId: 'a2', text: 'second answer' });
    socket.push({ type: 'done', messageId: 'a2', status: 'done', sources: [], usage });
    expect(await screen.findByText('second answer')).toBeInTheDocument();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上一个版本' }));
    expect(await screen.findByText('partial answer')).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
  });

  it('loads the history, follows the newest branch and edits and resends a question under the same parent', async () => {
    const server: Server = {
      sessions: [buildSession()],
      details: {
        's-1': [
          buildMessage({ id: 'q1', role: 'user', content: 'What is VCIx?' }),
          buildMessage({ id: 'a1', role: 'assistant', parentId: 'q1', content: 'VCIx is the maximum VCI.' }),
        ],
      },
    };
    http = serve(server);
    sessionStorage.setItem('cw.chat.session.assistant', JSON.stringify('s-1'));
    renderWithProviders(<ChatWorkspace variant="assistant" />);
    expect(await screen.findByText('VCIx is the maximum VCI.')).toBeInTheDocument();
    await waitFor(() => expect(lastSocket()?.readyState).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    const editor = screen.getByRole('textbox', { name: '编辑' });
    await userEvent.clear(editor);
    await fill(editor, 'What is CALF?');
    await userEvent.click(screen.getByRole('button', { name: '保存并发送' }));
    await waitFor(() => expect(startsSent()).toHaveLength(1));
    expect(startsSent()[0]).toMatchObject({ content: 'What is CALF?', parentId: null });
    // The follow-up asked after the answer names the answer as parent.
    lastSocket().push({
      type: 'start',
      messageId: 'a2',
      sessionId: 's-1',
      userMessageId: 'q2',
      parentId: null,
      title: 't',
      model: 'offline',
    });
    lastSocket().push({ type: 'done', messageId: 'a2', status: 'done', sources: [], usage });
    await send(screen.getByRole('textbox', { name: '问题' }), 'and VCIx?');
    await waitFor(() => expect(startsSent()).toHaveLength(2));
    expect(startsSent()[1]).toMatchObject({ parentId: 'a2' });
  });

  it('shows the reset notice when another client takes the session, and the disconnected banner with retry', async () => {
    http = serve({ sessions: [buildSession()], details: { 's-1': [] } });
    sessionStorage.setItem('cw.chat.session.assistant', JSON.stringify('s-1'));
    renderWithProviders(<ChatWorkspace variant="assistant" />);
    await waitFor(() => expect(lastSocket()?.readyState).toBe(1));
    lastSocket().push({ type: 'reset', reason: 'multiple-clients', sessionId: 's-1' });
    expect(await screen.findByText('多个客户端在使用，会话已重置')).toBeInTheDocument();
    // The server stays down while the user retries: the automatic reconnect cannot take the banner (and its
    // button) away under the click, as it could on a loaded machine.
    FakeWebSocket.refuse = true;
    lastSocket().drop();
    expect(await screen.findByText('连接已断开，正在重新连接…')).toBeInTheDocument();
    const count = FakeWebSocket.instances.length;
    const retry = vi.spyOn(ChatSocket.prototype, 'retry');
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalledTimes(1);
    retry.mockRestore();
    // retry() asks for a ticket and connects at once (and is refused).
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(count));
    // The server is back: the next attempt connects and the banner goes.
    FakeWebSocket.refuse = false;
    await waitFor(() => expect(screen.queryByText('连接已断开，正在重新连接…')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  });

  it('renames and searches conversations', async () => {
    const server: Server = {
      sessions: [buildSession({ id: 's-1', title: '印度降水' }), buildSession({ id: 's-2', title: 'VCIx 定义' })],
      details: { 's-1': [], 's-2': [] },
    };
    http = serve(server);
    renderWithProviders(<ChatWorkspace variant="assistant" />);
    const list = await screen.findByRole('navigation', { name: '对话列表' });
    expect(await within(list).findByText('印度降水')).toBeInTheDocument();
    await fill(within(list).getByRole('textbox', { name: '搜索对话' }), 'VCIx');
    await waitFor(() => expect(within(list).queryByText('印度降水')).not.toBeInTheDocument());
    expect(within(list).getByText('VCIx 定义')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: '对话操作: VCIx 定义' }));
    await userEvent.click(await screen.findByText('重命名'));
    const input = await screen.findByRole('textbox', { name: '重命名对话' });
    await userEvent.clear(input);
    await send(input, 'VCIx 最佳植被状况');
    await waitFor(() => expect(within(list).getByText('VCIx 最佳植被状况')).toBeInTheDocument());
  });
});
