import { Inject, Injectable, Optional } from '@nestjs/common';
import { CropDataService } from '../../../crop-data';
import type { StoredImage } from '../../images/chat-image.store';
import { ChatToolsService, TOOL_DEFINITIONS, type ToolCallRecord } from '../../tools/chat-tools';
import {
  type AnswerChunk,
  type AnswerProvider,
  type AnswerRequest,
  type AnswerTurn,
  estimateTokens,
  knowledgeNote,
  ProviderError,
} from '../answer-provider';
import { dropOldestTurns, earlierTurns } from '../history-fit';
import { type Grounding, groundQuestion } from '../offline/grounding';
import { SseParser } from './sse-parser';
import { ThinkFilter } from './think-filter';

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
type OpenAiMessage =
  | { role: 'system' | 'user'; content: string | ContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface ChunkJson {
  choices?: { delta?: { content?: string | null; tool_calls?: ToolCallDelta[] }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string; code?: string | number };
}

/** Earlier turns sent as context (the question is added on top). */
const HISTORY_TURNS = 10;

/** Rounds of tool calls before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 4;

/** What a model answering through tools is told (the figures of its answer are checked against the results). */
export const TOOL_RULES = {
  zh: '你是 CropWatch 作物监测助手。回答数据问题前先用工具查询；只使用工具返回的数字（可以四舍五入），不得编造。回答中的每个数字都会与工具结果核对，无法核对的会被标注。工具报错时，改正参数再试或说明查不到。',
  en: 'You are the CropWatch crop monitoring assistant. Look data up with the tools before answering; use only the figures the tools return (rounding is fine), never invent any. Every figure of your answer is checked against the tool results and unmatched ones are marked. When a tool reports an error, fix the arguments and retry, or say the data is not available.',
};

const dataUrl = (img: StoredImage) => `data:${img.info.mime};base64,${img.data.toString('base64')}`;

function userContent(text: string, images: StoredImage[]): string | ContentPart[] {
  if (images.length === 0) return text;
  return [
    { type: 'text', text },
    ...images.map((img) => ({ type: 'image_url' as const, image_url: { url: dataUrl(img) } })),
  ];
}

export function buildMessages(
  request: AnswerRequest,
  grounding: Grounding | null = null,
  toolRules: string | null = null,
): OpenAiMessage[] {
  const messages: OpenAiMessage[] = [];
  if (request.app.systemPrompt) messages.push({ role: 'system', content: request.app.systemPrompt });
  if (toolRules) messages.push({ role: 'system', content: toolRules });
  const note = toolRules ? knowledgeNote(request.knowledgeBaseNames, request.lang === 'zh-CN') : null;
  if (note) messages.push({ role: 'system', content: note });
  if (grounding) messages.push({ role: 'system', content: grounding.context });
  const history: AnswerTurn[] = request.history.slice(-HISTORY_TURNS);
  for (const t of history) {
    // Earlier images are not resent: they would multiply the request size on every turn.
    messages.push({ role: t.role, content: t.content });
  }
  messages.push({ role: 'user', content: userContent(request.question, request.images) });
  return messages;
}

/** The reason a model server gave, from an OpenAI-style `{error:{message}}` body or plain text. */
function serverMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    if (typeof json.error === 'string') return json.error;
    return json.error?.message ?? json.message ?? body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}

/** The server cannot call tools (it said so when offered them): the answer falls back to the grounded context. */
export class ToolsUnsupported extends ProviderError {}

/**
 * The server refused the request because the prompt exceeds the model's context (nothing was streamed yet): the
 * answer is retried once with older turns dropped. OpenAI (`context_length_exceeded`, "maximum context length"),
 * vLLM ("maximum context length"), llama.cpp server (`exceed_context_size_error`, "exceeds the available context
 * size") and LM Studio ("context length") word it so.
 */
export class ContextExceeded extends ProviderError {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export function exceedsContext(status: number, body: string): boolean {
  return (
    [400, 413, 422].includes(status) &&
    /context_length_exceeded|maximum context length|context length|exceed_context_size|context size/i.test(body)
  );
}

/** The clear error once dropping older turns did not help (or there were none to drop). */
function contextError(e: ContextExceeded, dropped: number, zh: boolean): ProviderError {
  const tail = e.detail ? (zh ? `：${e.detail}` : `: ${e.detail}`) : '';
  if (zh)
    return new ProviderError(
      dropped > 0
        ? `对话超出模型的上下文长度，去掉最早的 ${dropped} 轮对话后仍放不下，请新建对话或缩短问题（${e.status}）${tail}`
        : `问题超出模型的上下文长度，请缩短问题或在模型服务上增大上下文长度（${e.status}）${tail}`,
    );
  return new ProviderError(
    dropped > 0
      ? `The conversation exceeds the model's context even without its ${dropped} earliest turns: start a new conversation or shorten the question (${e.status})${tail}`
      : `The question exceeds the model's context: shorten it or raise the server's context length (${e.status})${tail}`,
  );
}

/** Whether an HTTP refusal of a request offering tools is about the tools (vLLM, Ollama, llama.cpp wordings). */
function refusesTools(status: number, body: string): boolean {
  return [400, 404, 422, 500, 501].includes(status) && /tool|function/i.test(serverMessage(body));
}

function httpError(status: number, body: string, zh: boolean): ProviderError {
  const detail = serverMessage(body).trim();
  const tail = detail ? (zh ? `：${detail}` : `: ${detail}`) : '';
  switch (true) {
    case status === 401 || status === 403:
      return new ProviderError(
        zh
          ? `模型服务拒绝了 API Key（${status}），请检查应用配置${tail}`
          : `The model server rejected the API key (${status}); check the app config${tail}`,
      );
    case status === 404:
      return new ProviderError(
        zh
          ? `模型或接口地址不存在（404），请检查 Base URL 和模型名称${tail}`
          : `Model or endpoint not found (404); check the base URL and model name${tail}`,
      );
    case status === 429:
      return new ProviderError(
        zh ? `模型服务限流（429），请稍后重试${tail}` : `Rate limited by the model server (429); retry later${tail}`,
      );
    case status === 400 || status === 413 || status === 422:
      return new ProviderError(
        zh ? `模型服务拒绝了请求（${status}）${tail}` : `The model server refused the request (${status})${tail}`,
      );
    case status >= 500:
      return new ProviderError(zh ? `模型服务内部错误（${status}）${tail}` : `Model server error (${status})${tail}`);
    default:
      return new ProviderError(
        zh ? `模型服务返回 HTTP ${status}${tail}` : `The model server answered HTTP ${status}${tail}`,
      );
  }
}

function networkError(e: unknown, baseUrl: string, zh: boolean): ProviderError {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? '';
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ECONNRESET') {
    return new ProviderError(
      zh ? `无法连接模型服务 ${baseUrl}（${code}）` : `Cannot reach the model server ${baseUrl} (${code})`,
    );
  }
  const text = cause?.message ?? (e instanceof Error ? e.message : String(e));
  return new ProviderError(zh ? `连接模型服务失败：${text}` : `Connecting to the model server failed: ${text}`);
}

/** The messages of one answer, and what fitting them into the server's context dropped so far. */
interface Conversation {
  messages: OpenAiMessage[];
  dropped: number;
  /** The one retry with fewer turns was made. */
  retried: boolean;
}

/** What one completion request streamed: its text went out as deltas; tool calls and usage come back. */
interface CompletionResult {
  text: string;
  toolCalls: WireToolCall[];
  usage: { prompt_tokens?: number; completion_tokens?: number } | null;
}

/**
 * OpenAI-compatible chat completions with `stream: true` (OpenAI, Ollama `/v1`, vLLM, llama.cpp server, LM Studio,
 * most hosted Chinese APIs): SSE parsed by hand, images as `image_url` data URLs with the vision model, `<think>`
 * blocks dropped. `timeoutSeconds` bounds the wait for the response and every gap between chunks; the caller's
 * signal cancels the HTTP request, which makes servers stop generating.
 *
 * With the asking user known, the model answers through tools (issue #33): the data tools of `ChatToolsService`
 * run with that user's permissions, their results go back as `tool` messages (and out as evidence for the figure
 * check), up to `MAX_TOOL_ROUNDS` rounds. A server that refuses tools gets the grounded context instead, as
 * before; a bad tool call is answered with its error and the turn goes on.
 */
@Injectable()
export class OpenAiAnswerProvider implements AnswerProvider {
  /** The crop data, for the same grounding the offline provider answers from (absent in bare unit tests). */
  constructor(
    @Optional() @Inject(CropDataService) private readonly data?: CropDataService,
    @Optional() @Inject(ChatToolsService) private readonly tools?: ChatToolsService,
  ) {}

  async *answer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<AnswerChunk> {
    const { app } = request;
    const zh = request.lang !== 'en-US' || /[\u3400-\u9fff]/.test(request.question);
    if (!app.baseUrl || !app.model)
      throw new ProviderError(zh ? '应用未配置 Base URL 或模型' : 'The app has no base URL or model');
    const grounding = this.data && request.grounded !== false ? await groundQuestion(this.data, request) : null;
    const model = request.images.length > 0 && app.visionModel ? app.visionModel : app.model;
    const useTools = !!(this.tools && request.user && request.grounded !== false && request.images.length === 0);
    const usage = { prompt: 0, completion: 0 };
    const add = (u: CompletionResult['usage'], messages: OpenAiMessage[], text: string) => {
      usage.prompt += u?.prompt_tokens ?? estimateTokens(JSON.stringify(messages));
      usage.completion += u?.completion_tokens ?? estimateTokens(text);
    };

    let text = '';
    let tools: 'used' | 'not-called' | 'unsupported' | undefined;
    const conv: Conversation = { messages: [], dropped: 0, retried: false };
    const final = (): AnswerChunk => ({
      type: 'final',
      sources: grounding?.sources ?? [],
      usage: { promptTokens: usage.prompt, completionTokens: usage.completion },
      model,
      ...(tools ? { tools } : {}),
    });

    if (useTools) {
      // Figures may come from the question itself and from every tool result; the grounded answer replaces an
      // answer whose figures all fail.
      yield { type: 'evidence', items: [request.question], ...(grounding ? { fallback: grounding.answer } : {}) };
      conv.messages = buildMessages(request, null, TOOL_RULES[zh ? 'zh' : 'en']);
      tools = 'not-called';
      try {
        for (let round = 0; ; round++) {
          const last = round >= MAX_TOOL_ROUNDS;
          const body = (messages: OpenAiMessage[]) => ({
            model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            temperature: app.temperature,
            tools: TOOL_DEFINITIONS,
            tool_choice: last ? 'none' : 'auto',
            ...(app.maxTokens ? { max_tokens: app.maxTokens } : {}),
          });
          const it = this.fitted(conv, body, app, zh, signal, round === 0);
          let r = await it.next();
          while (!r.done) {
            if (r.value.type === 'delta') text += r.value.text;
            yield r.value;
            r = await it.next();
          }
          const result = r.value;
          if (!result) return; // aborted
          add(result.usage, conv.messages, result.text);
          if (result.toolCalls.length === 0 || last) break;
          tools = 'used';
          conv.messages.push({ role: 'assistant', content: result.text || null, tool_calls: result.toolCalls });
          for (const call of result.toolCalls) {
            if (signal.aborted) return;
            const record: ToolCallRecord = await this.tools.run(request.user!, {
              id: call.id,
              name: call.function.name,
              arguments: call.function.arguments,
            });
            yield { type: 'tool', call: record };
            if (record.result !== null) yield { type: 'evidence', items: [record.result] };
            conv.messages.push({
              role: 'tool',
              tool_call_id: call.id,
              content: JSON.stringify(record.error ? { error: record.error } : record.result),
            });
          }
          if (text && !/\n$/.test(text)) {
            text += '\n\n';
            yield { type: 'delta', text: '\n\n' };
          }
        }
        yield final();
        return;
      } catch (e) {
        if (!(e instanceof ToolsUnsupported)) throw e;
        tools = 'unsupported';
        // The server cannot call tools: answer from the grounded context, as without tools.
      }
    }

    // What the figures of the answer are checked against: the grounded answer's, and the question's own.
    yield {
      type: 'evidence',
      items: [request.question, ...(grounding ? [grounding.answer] : [])],
      ...(grounding ? { fallback: grounding.answer } : {}),
    };
    // Older turns a refused request already dropped stay dropped.
    conv.messages = dropOldestTurns(buildMessages(request, grounding), conv.dropped);
    const body = (messages: OpenAiMessage[]) => ({
      model,
      messages,
      stream: true,
      stream_options: { include_usage: true },
      temperature: app.temperature,
      ...(app.maxTokens ? { max_tokens: app.maxTokens } : {}),
    });
    const it = this.fitted(conv, body, app, zh, signal, false);
    let r = await it.next();
    while (!r.done) {
      if (r.value.type === 'delta') text += r.value.text;
      yield r.value;
      r = await it.next();
    }
    if (!r.value) return;
    add(r.value.usage, conv.messages, r.value.text);
    yield final();
  }

  /**
   * `completion` of the conversation's messages, as `delta` chunks. A refusal because the prompt exceeds the
   * model's context (the server's token count is unknown in advance) is retried once with the older half of the
   * earlier turns dropped (a `trimmed` chunk says how many); a second refusal, or one with no turn to drop, is the
   * clear error of `contextError`.
   */
  private async *fitted(
    conv: Conversation,
    body: (messages: OpenAiMessage[]) => { messages: OpenAiMessage[] } & Record<string, unknown>,
    app: AnswerRequest['app'],
    zh: boolean,
    signal: AbortSignal,
    offeringTools: boolean,
  ): AsyncGenerator<AnswerChunk, CompletionResult | undefined> {
    for (;;) {
      try {
        const it = this.completion(body(conv.messages), app, zh, signal, offeringTools);
        let r = await it.next();
        while (!r.done) {
          yield { type: 'delta', text: r.value };
          r = await it.next();
        }
        return r.value;
      } catch (e) {
        if (!(e instanceof ContextExceeded)) throw e;
        const turns = earlierTurns(conv.messages);
        if (conv.retried || turns === 0) throw contextError(e, conv.dropped, zh);
        const drop = Math.ceil(turns / 2);
        conv.messages = dropOldestTurns(conv.messages, drop);
        conv.dropped += drop;
        conv.retried = true;
        yield { type: 'trimmed', turns: conv.dropped };
      }
    }
  }

  /**
   * One streamed completion: yields visible text, returns the tool calls and usage (undefined when aborted).
   * `offeringTools`: an HTTP refusal about tools throws `ToolsUnsupported` (nothing was streamed yet).
   */
  private async *completion(
    body: { messages: OpenAiMessage[] } & Record<string, unknown>,
    app: AnswerRequest['app'],
    zh: boolean,
    signal: AbortSignal,
    offeringTools: boolean,
  ): AsyncGenerator<string, CompletionResult | undefined> {
    const url = `${app.baseUrl!.replace(/\/+$/, '')}/chat/completions`;
    const controller = new AbortController();
    const timeoutMs = Math.max(1, app.timeoutSeconds) * 1000;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    const onAbort = () => controller.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const timeoutError = () =>
      new ProviderError(
        zh ? `模型服务响应超时（${app.timeoutSeconds} 秒）` : `The model server timed out (${app.timeoutSeconds} s)`,
      );

    let text = '';
    let usage: CompletionResult['usage'] = null;
    const calls: { id: string; name: string; arguments: string }[] = [];
    try {
      arm();
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'text/event-stream',
            // Ollama ignores the key but OpenAI-style servers require the header to be present.
            Authorization: `Bearer ${app.apiKey || 'none'}`,
          },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (e) {
        if (signal.aborted) return undefined;
        if (timedOut) throw timeoutError();
        throw networkError(e, app.baseUrl!, zh);
      }
      if (!res.ok) {
        const errBody = await res.text().catch(() => '');
        if (exceedsContext(res.status, errBody)) throw new ContextExceeded(res.status, serverMessage(errBody).trim());
        if (offeringTools && refusesTools(res.status, errBody)) throw new ToolsUnsupported(serverMessage(errBody));
        throw httpError(res.status, errBody, zh);
      }
      if (!res.body) throw new ProviderError(zh ? '模型服务没有返回内容' : 'The model server sent no body');

      const parser = new SseParser();
      const think = new ThinkFilter();
      const decoder = new TextDecoder();
      let done = false;
      const handle = (payload: string): string => {
        if (payload.trim() === '[DONE]') {
          done = true;
          return '';
        }
        let json: ChunkJson;
        try {
          json = JSON.parse(payload) as ChunkJson;
        } catch {
          throw new ProviderError(zh ? '模型服务返回了无法解析的数据' : 'The model server sent unreadable data');
        }
        if (json.error) {
          throw new ProviderError(
            zh
              ? `模型服务报错：${json.error.message ?? json.error.code ?? '未知错误'}`
              : `Model server error: ${json.error.message ?? json.error.code ?? 'unknown'}`,
          );
        }
        if (json.usage) usage = json.usage;
        let out = '';
        for (const c of json.choices ?? []) {
          out += c.delta?.content ?? '';
          for (const d of c.delta?.tool_calls ?? []) {
            // Pieces of one call share its index; the id and name come first, the arguments in pieces.
            const i = d.index ?? calls.length - 1;
            calls[i] ??= { id: '', name: '', arguments: '' };
            if (d.id) calls[i].id = d.id;
            if (d.function?.name) calls[i].name += d.function.name;
            if (d.function?.arguments) calls[i].arguments += d.function.arguments;
          }
        }
        return out;
      };
      const reader = res.body.getReader();
      try {
        while (!done) {
          let chunk: Awaited<ReturnType<typeof reader.read>>;
          try {
            chunk = await reader.read();
          } catch (e) {
            if (signal.aborted) return undefined;
            if (timedOut) throw timeoutError();
            throw new ProviderError(
              zh
                ? `模型服务连接中断：${e instanceof Error ? e.message : String(e)}`
                : `The model server connection broke: ${e instanceof Error ? e.message : String(e)}`,
            );
          }
          arm();
          const payloads = chunk.done
            ? parser.end()
            : parser.push(decoder.decode(chunk.value as Uint8Array, { stream: true }));
          let delta = '';
          for (const p of payloads) {
            delta += handle(p);
            if (done) break;
          }
          const visible = think.push(delta);
          if (visible) {
            text += visible;
            yield visible;
          }
          if (chunk.done && !done) {
            throw new ProviderError(
              zh ? '模型服务在回答结束前断开了连接' : 'The model server closed the stream before the end',
            );
          }
        }
      } finally {
        reader.cancel().catch(() => undefined);
      }
      if (signal.aborted) return undefined;
      const rest = think.flush();
      if (rest) {
        text += rest;
        yield rest;
      }
      const toolCalls: WireToolCall[] = calls
        .filter((c) => c && c.name)
        .map((c, i) => ({
          id: c.id || `call_${i}`,
          type: 'function',
          function: { name: c.name, arguments: c.arguments },
        }));
      return { text, toolCalls, usage };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      controller.abort();
    }
  }
}
