import type { ChatMessage, ChatSessionDetail } from '@cropwatch/contract';
import {
  appendText,
  draftMessage,
  lastMessageId,
  patchMessage,
  renameMessage,
  upsertMessage,
  visiblePath,
} from './message-tree';

const msg = (id: string, parentId: string | null, role: 'user' | 'assistant' = 'user'): ChatMessage =>
  draftMessage({ id, sessionId: 's', parentId, role, content: id });

const detail = (messages: ChatMessage[]): ChatSessionDetail => ({
  id: 's',
  title: 't',
  appId: null,
  appName: null,
  userId: 'u',
  messageCount: messages.length,
  lastMessageTime: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  messages,
});

describe('visiblePath', () => {
  const messages = [
    msg('q1', null),
    msg('a1', 'q1', 'assistant'),
    msg('q2', 'a1'),
    msg('a2', 'q2', 'assistant'),
    // regenerated answer to q2
    msg('a2b', 'q2', 'assistant'),
    // edited q2, resent
    msg('q2e', 'a1'),
    msg('a2e', 'q2e', 'assistant'),
  ];

  it('follows the newest branch by default', () => {
    const path = visiblePath(messages);
    expect(path.map((e) => e.message.id)).toEqual(['q1', 'a1', 'q2e', 'a2e']);
    expect(path[2]).toMatchObject({ siblings: ['q2', 'q2e'], index: 1 });
    expect(lastMessageId(path)).toBe('a2e');
  });

  it('follows the branches the reader picked', () => {
    const path = visiblePath(messages, { a1: 'q2', q2: 'a2' });
    expect(path.map((e) => e.message.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(path[3]).toMatchObject({ siblings: ['a2', 'a2b'], index: 0 });
  });

  it('ignores a stale choice and survives a missing parent', () => {
    expect(
      visiblePath([msg('x', 'gone'), msg('y', 'x', 'assistant')], { '': 'nope' }).map((e) => e.message.id),
    ).toEqual(['x', 'y']);
    expect(visiblePath([])).toEqual([]);
  });
});

describe('cache edits', () => {
  it('adds, appends, patches and renames messages', () => {
    let d: ChatSessionDetail | undefined = detail([msg('q1', null)]);
    d = upsertMessage(d, draftMessage({ id: 'local', sessionId: 's', parentId: 'q1', role: 'user', content: 'hi' }));
    d = upsertMessage(
      d,
      draftMessage({ id: 'a', sessionId: 's', parentId: 'local', role: 'assistant', content: '', status: 'streaming' }),
    );
    d = appendText(appendText(d, 'a', 'Hel'), 'a', 'lo');
    d = patchMessage(d, 'a', { status: 'stopped' });
    d = renameMessage(d, 'local', 'q2');
    expect(d?.messages.map((m) => [m.id, m.parentId, m.content, m.status])).toEqual([
      ['q1', null, 'q1', 'done'],
      ['q2', 'q1', 'hi', 'done'],
      ['a', 'q2', 'Hello', 'stopped'],
    ]);
  });
});
