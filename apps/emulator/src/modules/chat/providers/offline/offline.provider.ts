import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { CropDataService } from '../../../crop-data';
import { CropDatasetService } from '../../../crop-dataset';
import { KnowledgeService } from '../../../knowledge';
import { type AnswerChunk, type AnswerProvider, type AnswerRequest, estimateTokens } from '../answer-provider';
import { chunkAnswer } from './chunker';
import { OfflineAnswerer } from './offline-answerer';

/** Pause between streamed pieces; `CHAT_OFFLINE_DELAY_MS` overrides it (0 in benchmarks). */
export const DEFAULT_OFFLINE_DELAY_MS = 15;

/**
 * The offline provider (default, and the one tests use): answers with `OfflineAnswerer` and streams the
 * text in small pieces a few milliseconds apart, so stop, scroll lock and regenerate behave as with a model.
 * The first piece goes out as soon as the answer is composed.
 */
@Injectable()
export class OfflineAnswerProvider implements AnswerProvider {
  private readonly answerer: OfflineAnswerer;
  delayMs = Number(process.env.CHAT_OFFLINE_DELAY_MS ?? DEFAULT_OFFLINE_DELAY_MS);

  constructor(
    @Inject(CropDataService) private readonly data: CropDataService,
    @Inject(CropDatasetService) datasets: CropDatasetService,
    @Inject(KnowledgeService) private readonly knowledge: KnowledgeService,
  ) {
    this.answerer = new OfflineAnswerer(data, datasets);
  }

  async *answer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<AnswerChunk> {
    const abbreviations = await this.data.abbreviations();
    const kbIds = request.knowledgeBaseIds ?? [];
    // Retrieval runs with the asker's rights: a base he may not read is never searched (no user: none at all).
    const passages =
      request.user && kbIds.length > 0 && request.images.length === 0
        ? await this.knowledge.search(request.user, request.question, kbIds, 3)
        : [];
    const result = await this.answerer.answer(
      {
        question: request.question,
        images: request.images,
        previousQuestions: request.history.filter((t) => t.role === 'user').map((t) => t.content),
        uiLang: request.lang,
        passages,
      },
      abbreviations,
    );
    const pieces = chunkAnswer(result.text);
    for (let i = 0; i < pieces.length; i++) {
      if (signal.aborted) return;
      if (i > 0 && this.delayMs > 0) {
        try {
          await sleep(this.delayMs, undefined, { signal });
        } catch {
          return;
        }
      }
      yield { type: 'delta', text: pieces[i] };
    }
    const prompt = [request.app.systemPrompt ?? '', ...request.history.map((t) => t.content), request.question].join(
      '\n',
    );
    yield {
      type: 'final',
      sources: result.sources,
      usage: { promptTokens: estimateTokens(prompt), completionTokens: estimateTokens(result.text) },
      model: 'offline',
    };
  }
}
