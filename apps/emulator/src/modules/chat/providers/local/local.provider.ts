import path from 'node:path';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { CropDataService } from '../../../crop-data';
import { ChatToolsService, TOOL_DEFINITIONS } from '../../tools/chat-tools';
import { type AnswerChunk, type AnswerProvider, type AnswerRequest, knowledgeNote, ProviderError } from '../answer-provider';
import { groundQuestion } from '../offline/grounding';
import { TOOL_RULES } from '../openai/openai.provider';
import { LocalModelHost } from './local-model.host';
import type { WorkerHistoryItem } from './local-model.worker';

/**
 * Earlier messages given to the model; the host drops the oldest of them further, whole turns, when the prompt does
 * not fit the context (the answer then says how many).
 */
const HISTORY_TURNS = 10;
/** Answer length when the app does not say. */
const DEFAULT_MAX_TOKENS = 1024;

/** A small channel from the host's callbacks to the provider's iteration. */
class Channel<T> {
  private items: T[] = [];
  private wake: (() => void) | null = null;
  private ended = false;
  push(item: T): void {
    this.items.push(item);
    this.wake?.();
  }
  end(): void {
    this.ended = true;
    this.wake?.();
  }
  async *drain(): AsyncGenerator<T> {
    for (;;) {
      while (this.items.length) yield this.items.shift()!;
      if (this.ended) return;
      await new Promise<void>((r) => (this.wake = r));
      this.wake = null;
    }
  }
}

/**
 * A GGUF model run in-process on the CPU (issue #33): the app's file, threads, context size, temperature and answer
 * length; one loaded model per file, shared, queued (`queue` chunks tell the waiting answer its place). With the
 * asking user known the model may call the data tools (grammar-constrained function calls, run with that user's
 * permissions); it also gets the grounded context, since small local models often answer without calling them.
 * Every figure is checked against the tools' results and the grounded answer.
 */
@Injectable()
export class LocalAnswerProvider implements AnswerProvider {
  constructor(
    @Inject(LocalModelHost) readonly host: LocalModelHost,
    @Optional() @Inject(CropDataService) private readonly data?: CropDataService,
    @Optional() @Inject(ChatToolsService) private readonly tools?: ChatToolsService,
  ) {}

  async *answer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<AnswerChunk> {
    const { app } = request;
    const zh = request.lang !== 'en-US' || /[\u3400-\u9fff]/.test(request.question);
    if (!app.modelPath) throw new ProviderError(zh ? '应用未选择模型文件' : 'The app has no model file');
    if (request.images.length > 0)
      throw new ProviderError(zh ? '本地模型不能识别图片，请去掉图片后再问' : 'The local model cannot read images');
    const opts = this.host.optionsFor(app);
    const grounding = this.data && request.grounded !== false ? await groundQuestion(this.data, request) : null;
    const useTools = !!(this.tools && request.user && request.grounded !== false);
    yield {
      type: 'evidence',
      items: [request.question, ...(grounding ? [grounding.answer] : [])],
      ...(grounding ? { fallback: grounding.answer } : {}),
    };
    const system = [
      app.systemPrompt,
      useTools ? TOOL_RULES[zh ? 'zh' : 'en'] : null,
      useTools ? knowledgeNote(request.knowledgeBaseNames, zh) : null,
      grounding ? grounding.context : null,
    ]
      .filter(Boolean)
      .join('\n\n');
    const history: WorkerHistoryItem[] = request.history
      .slice(-HISTORY_TURNS)
      .map((t) => ({ role: t.role, text: t.content }));

    const out = new Channel<AnswerChunk>();
    let called = 0;
    const running = this.host
      .generate(
        opts,
        {
          system,
          history,
          question: request.question,
          temperature: app.temperature,
          maxTokens: app.maxTokens ?? DEFAULT_MAX_TOKENS,
          functions: useTools
            ? TOOL_DEFINITIONS.map((d) => ({
                name: d.function.name,
                description: d.function.description,
                params: d.function.parameters,
              }))
            : [],
        },
        {
          onQueue: (position) => out.push({ type: 'queue', position }),
          onText: (text) => out.push({ type: 'delta', text }),
          onTrimmed: (turns) => out.push({ type: 'trimmed', turns }),
          onTool: async (name, params) => {
            const record = await this.tools!.run(request.user!, {
              id: `local_${++called}`,
              name,
              arguments: JSON.stringify(params ?? {}),
            });
            out.push({ type: 'tool', call: record });
            if (record.result !== null) out.push({ type: 'evidence', items: [record.result] });
            return record.error ? { error: record.error } : record.result;
          },
        },
        signal,
        zh,
      )
      .finally(() => out.end());
    running.catch(() => undefined);
    for await (const chunk of out.drain()) yield chunk;
    const result = await running;
    if (result.aborted) return;
    yield {
      type: 'final',
      sources: grounding?.sources ?? [],
      usage: { promptTokens: result.promptTokens, completionTokens: result.completionTokens },
      model: path.basename(opts.file),
      ...(useTools ? { tools: called > 0 ? 'used' : result.functionsOffered ? 'not-called' : 'unsupported' } : {}),
    };
  }
}
