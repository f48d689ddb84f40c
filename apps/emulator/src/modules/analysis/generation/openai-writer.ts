import type { AnswerAppConfig, AnswerProvider } from '../../chat';
import { RunAborted, type AnalysisWriter, type WriteRequest, type WriteResult } from './writer';

/** The user message sent to the model: the prompt, the background knowledge, then the table (domain §3.4). */
export function modelQuestion(request: WriteRequest): string {
  const zh = request.paragraph.lang === 'zh';
  const parts = [request.prompt.trim()];
  if (request.background?.trim())
    parts.push(`${zh ? '背景知识' : 'Background knowledge'}:\n${request.background.trim()}`);
  if (request.table)
    parts.push(
      `${zh ? `数据表（${request.paragraph.region}，${request.paragraph.period}）` : `Data table (${request.paragraph.region}, ${request.paragraph.period})`}:\n${request.tableMarkdown}`,
    );
  parts.push(
    zh
      ? '只使用数据表中的数字，不要编造；缺少的数据写“暂无数据”。只输出正文段落。'
      : 'Use only numbers present in the table and do not invent any; write "not available" for missing data. Output only the paragraph.',
  );
  return parts.join('\n\n');
}

/**
 * Writes with a chat assistant's model provider and the default chat app's settings: the OpenAI-compatible one
 * (base URL, key, model, system prompt) or the local GGUF one (model file, threads, context, through the chat's
 * shared `LocalModelHost`, so the bulletin and the chat load a file once). A provider error fails the item with its
 * message. `label` names the provider on the stored version (`openai · gpt-4o-mini`, `local · qwen.gguf`).
 */
export class OpenAiWriter implements AnalysisWriter {
  constructor(
    private readonly provider: AnswerProvider,
    private readonly app: AnswerAppConfig,
    private readonly label: 'openai' | 'local' = 'openai',
  ) {}

  async write(request: WriteRequest, signal: AbortSignal): Promise<WriteResult> {
    let text = '';
    let model = this.app.model ?? this.label;
    const stream = this.provider.answer(
      {
        question: modelQuestion(request),
        images: request.image ? [request.image] : [],
        history: [],
        app: this.app,
        lang: request.paragraph.lang === 'zh' ? 'zh-CN' : 'en-US',
        grounded: false,
      },
      signal,
    );
    for await (const chunk of stream) {
      if (chunk.type === 'delta') text += chunk.text;
      else if (chunk.type === 'final') model = chunk.model || model;
    }
    if (signal.aborted) throw new RunAborted();
    const clean = text.trim();
    if (!clean) throw new Error(request.paragraph.lang === 'zh' ? '模型没有返回内容' : 'The model returned no text');
    return { text: clean, model: `${this.label} · ${model}` };
  }
}
