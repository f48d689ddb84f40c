import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatKnowledgeBase, ChatKnowledgeDocument } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { buildDepart } from '../../../testing/builders';
import { mockHttp, ok } from '../../../testing/mock-http';
import { documentsPollInterval, KNOWLEDGE_POLL_MS } from '../api/knowledge-bases';
import { DocumentStatusTag, KnowledgeBaseListPage } from './knowledge-base-list-page';

const base: ChatKnowledgeBase = {
  id: 'kb1',
  name: '田间调查',
  description: null,
  readRoles: [],
  readDeparts: [],
  documentCount: 1,
  passageCount: 0,
  editable: true,
  createBy: 'analyst',
  createTime: '2026-12-04 10:00:00',
};

const doc = (status: ChatKnowledgeDocument['status'], extra: Partial<ChatKnowledgeDocument> = {}) => ({
  id: 'd1',
  kbId: 'kb1',
  fileName: 'survey.md',
  fileType: 'md' as const,
  size: 2048,
  status,
  failReason: null,
  passageCount: status === 'indexed' ? 3 : 0,
  createBy: 'analyst',
  createTime: '2026-12-04 10:00:00',
  ...extra,
});

/** Serves the bases and, for the document list, the next of `states` on each call (the last one repeated). */
function serve(states: ChatKnowledgeDocument[]) {
  let calls = 0;
  return mockHttp((config) => {
    if (config.url === '/chat/kb/list') return ok([base]);
    if (config.url === '/chat/kb/document/list') return ok([states[Math.min(calls++, states.length - 1)]]);
    if (config.url === '/chat/kb/document/replace')
      return ok(doc('queued', { fileName: 'wheat.txt', fileType: 'txt' }), { message: '替换成功！' });
    return ok(null);
  });
}

const openDocuments = async () => {
  fireEvent.click(await screen.findByTestId('kb-open'));
  return screen.findByRole('dialog');
};

describe('knowledge document states', () => {
  it('shows each state as a tag in Chinese, with the failure reason in a tooltip', async () => {
    const { unmount } = renderKit(
      <>
        <DocumentStatusTag doc={doc('queued')} />
        <DocumentStatusTag doc={doc('extracting')} />
        <DocumentStatusTag doc={doc('indexed')} />
        <DocumentStatusTag doc={doc('failed', { failReason: '文档中没有可检索的文字' })} />
      </>,
    );
    expect(screen.getAllByTestId('kb-doc-status').map((e) => e.textContent)).toEqual([
      '排队中',
      '提取中',
      '已索引',
      '失败',
    ]);
    expect(screen.queryByText('文档中没有可检索的文字')).toBeNull();
    fireEvent.mouseEnter(screen.getByText('失败'));
    expect(await screen.findByText('文档中没有可检索的文字')).toBeInTheDocument();
    unmount();
  });

  it('shows the same states in English', () => {
    renderKit(
      <>
        <DocumentStatusTag doc={doc('queued')} />
        <DocumentStatusTag doc={doc('extracting')} />
        <DocumentStatusTag doc={doc('indexed')} />
        <DocumentStatusTag doc={doc('failed', { failReason: 'no text' })} />
      </>,
      { language: 'en-US' },
    );
    expect(screen.getAllByTestId('kb-doc-status').map((e) => e.textContent)).toEqual([
      'Queued',
      'Extracting',
      'Indexed',
      'Failed',
    ]);
  });

  it('polls every 2 s while a document is queued or extracting, and not once all are settled', () => {
    expect(KNOWLEDGE_POLL_MS).toBe(2000);
    expect(documentsPollInterval(undefined)).toBe(false);
    expect(documentsPollInterval([doc('indexed'), doc('failed')])).toBe(false);
    expect(documentsPollInterval([doc('indexed'), doc('queued')])).toBe(2000);
    expect(documentsPollInterval([doc('extracting')])).toBe(2000);
  });
});

describe('KnowledgeBaseListPage documents', () => {
  const rule = { action: 'chat:kb:edit', describe: '知识库编辑', type: '1', status: '1' } as const;
  beforeEach(() => {
    permissionStore.allAuth = [rule];
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
  });

  it('refreshes the list while a document is on its way, and stops once it is indexed', async () => {
    const http = serve([doc('queued'), doc('extracting'), doc('indexed')]);
    renderKit(<KnowledgeBaseListPage />);
    const drawer = await openDocuments();
    expect(await within(drawer).findByText('排队中')).toBeInTheDocument();
    const lists = () => http.requests.filter((r) => r.url === '/chat/kb/document/list').length;
    expect(await within(drawer).findByText('提取中', {}, { timeout: KNOWLEDGE_POLL_MS + 2000 })).toBeInTheDocument();
    expect(await within(drawer).findByText('已索引', {}, { timeout: KNOWLEDGE_POLL_MS + 2000 })).toBeInTheDocument();
    const settled = lists();
    expect(settled).toBe(3);
    // Nothing busy any more: no further reads of the list.
    await new Promise((resolve) => setTimeout(resolve, KNOWLEDGE_POLL_MS + 500));
    expect(lists()).toBe(settled);
    http.restore();
  }, 15_000);

  it('replaces a row’s file through its 替换 action and shows the document queued again', async () => {
    // Read after the replace (and at every poll after): the row's new file, queued.
    const http = serve([doc('indexed'), doc('queued', { fileName: 'wheat.txt', fileType: 'txt' })]);
    renderKit(<KnowledgeBaseListPage />);
    const drawer = await openDocuments();
    await within(drawer).findByText('已索引');
    const row = within(drawer).getByText('survey.md').closest('tr')!;
    expect(within(row).getByTestId('kb-replace')).toHaveTextContent('替换');
    const input = row.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['Wheat harvest in Henan finished on 8 June.'], 'wheat.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(http.requests.some((r) => r.url === '/chat/kb/document/replace')).toBe(true));
    const sent = http.requests.find((r) => r.url === '/chat/kb/document/replace')!;
    expect(sent.method).toBe('POST');
    expect((sent.data as FormData).get('id')).toBe('d1');
    expect(((sent.data as FormData).get('file') as File).name).toBe('wheat.txt');
    expect(await within(drawer).findByText('wheat.txt')).toBeInTheDocument();
    expect(within(drawer).getByText('排队中')).toBeInTheDocument();
    http.restore();
  });

  it('offers no replace action without the edit button', async () => {
    permissionStore.auth = [];
    const http = serve([doc('indexed')]);
    renderKit(<KnowledgeBaseListPage />);
    const drawer = await openDocuments();
    await within(drawer).findByText('已索引');
    expect(within(drawer).queryByTestId('kb-replace')).toBeNull();
    http.restore();
  });
});

describe('knowledge base read departments', () => {
  const depart = (id: string, departName: string, children: unknown[] = []) => ({
    ...buildDepart({ id, departName, orgCode: id }),
    key: id,
    value: id,
    title: departName,
    isLeaf: children.length === 0,
    children,
  });
  const tree = [depart('d1', '总部', [depart('d2', '遥感室'), depart('d3', '农气室')])];
  const rule = { action: 'chat:kb:edit', describe: '知识库编辑', type: '1', status: '1' } as const;
  beforeEach(() => {
    permissionStore.allAuth = [rule];
    permissionStore.auth = [{ action: rule.action, describe: rule.describe, type: '1' }];
  });

  it('picks two departments in the depart tree, saves their ids, and lists bases by department name', async () => {
    const http = mockHttp((config) => {
      if (config.url === '/chat/kb/list') return ok([{ ...base, readDeparts: ['d2', 'd3'] }]);
      if (config.url === '/sys/sysDepart/queryTreeList') return ok(tree, { code: 0 });
      if (config.url === '/chat/kb/add') return ok({ ...base, id: 'kb2' }, { message: '添加成功！' });
      return ok(null);
    });
    renderKit(<KnowledgeBaseListPage />);
    expect(await screen.findByText('遥感室, 农气室')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('名称'), { target: { value: '墒情' } });
    fireEvent.click(within(form).getByRole('button', { name: '选择' }));
    const dialogs = await screen.findAllByRole('dialog');
    const picker = dialogs[dialogs.length - 1];
    fireEvent.click(await within(picker).findByText('遥感室'));
    fireEvent.click(within(picker).getByText('农气室'));
    fireEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '可读部门' })).toHaveValue('遥感室,农气室'));
    fireEvent.click(within(form).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(http.requests.some((r) => r.url === '/chat/kb/add')).toBe(true));
    const sent = http.requests.find((r) => r.url === '/chat/kb/add')!;
    expect(sent.data).toMatchObject({ name: '墒情', readDeparts: ['d2', 'd3'] });
    http.restore();
  });
});
