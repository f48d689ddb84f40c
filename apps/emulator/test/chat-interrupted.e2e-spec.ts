import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ChatMessageEntity } from '../src/modules/chat/entities/chat-message.entity';
import { STREAMING_KEY } from '../src/modules/chat/socket/streaming-answers';
import { useRedisServer } from './support/redis-server';
import { createTestApp } from './support/test-app';

const answer = (id: string, status: string): ChatMessageEntity =>
  Object.assign(new ChatMessageEntity(), {
    id,
    sessionId: 'session-1',
    parentId: null,
    role: 'assistant',
    content: `partial ${id}`,
    images: [],
    status,
    sources: [],
    promptTokens: null,
    completionTokens: null,
    model: 'offline',
    appId: null,
    errorMessage: null,
    feedback: null,
    feedbackComment: null,
    createTime: new Date(),
    updateTime: null,
  });

describe('answers cut off by a restart (issue #16: several instances on one Redis)', () => {
  const server = useRedisServer();

  it('fails only the streaming answers whose instance is gone; alone, every streaming answer', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chat-interrupted-'));
    const database = path.join(dir, 'db.sqlite');
    const statuses = async (t: Awaited<ReturnType<typeof createTestApp>>) =>
      Object.fromEntries(
        (await t.app.get(DataSource).getRepository(ChatMessageEntity).find()).map((m) => [
          m.id,
          [m.status, m.errorMessage],
        ]),
      );
    try {
      const first = await createTestApp({ database, redisUrl: server.url() });
      try {
        await first.app
          .get(DataSource)
          .getRepository(ChatMessageEntity)
          .insert(
            ['live', 'dead', 'unrecorded', 'finished'].map((id) =>
              answer(id, id === 'finished' ? 'done' : 'streaming'),
            ),
          );
      } finally {
        await first.close();
      }
      // Instance x is alive and streams `live`; y (owner of `dead`) was killed: its heartbeat key lapsed.
      const redis = server.redis();
      await redis.set('cropwatch:instance:x', 'life-1', 'PX', 60_000);
      await redis.hset(STREAMING_KEY, 'live', 'x|life-1', 'dead', 'y|life-2');

      const clustered = await createTestApp({ database, redisUrl: server.url() });
      try {
        const interrupted = ['failed', '服务重启，回答中断'];
        expect(await statuses(clustered)).toEqual({
          live: ['streaming', null],
          dead: interrupted,
          unrecorded: interrupted,
          finished: ['done', null],
        });
        expect(await redis.hgetall(STREAMING_KEY)).toEqual({ live: 'x|life-1' });
      } finally {
        await clustered.close();
      }

      const alone = await createTestApp({ database });
      try {
        expect((await statuses(alone)).live).toEqual(['failed', '服务重启，回答中断']);
      } finally {
        await alone.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
