import { type ChatKnowledgeDocument, chatKnowledgeDocumentList } from '@cropwatch/contract';
import { expectContract } from './contract';
import type { TestApp } from './test-app';

/**
 * Polls `GET /chat/kb/document/list` (as the console does) until the document is `indexed` or `failed`: an upload
 * answers `queued` and the extraction worker indexes it after (issue #34). Fails after `timeoutMs`.
 */
export async function settledDocument(
  t: Pick<TestApp, 'http'>,
  token: string,
  kbId: string,
  id: string,
  timeoutMs = 15_000,
): Promise<ChatKnowledgeDocument> {
  const until = Date.now() + timeoutMs;
  let last: ChatKnowledgeDocument | undefined;
  while (Date.now() < until) {
    const res = await t.http.get('/jeecg-boot/chat/kb/document/list').query({ kbId }).set('X-Access-Token', token);
    last = expectContract(chatKnowledgeDocumentList, res.body).result.find((d) => d.id === id);
    if (last && (last.status === 'indexed' || last.status === 'failed')) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`document ${id} not settled after ${timeoutMs} ms: ${JSON.stringify(last)}`);
}
