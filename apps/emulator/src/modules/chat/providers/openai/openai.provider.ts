import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ChatSource } from '@cropwatch/contract';
import { CropDataService } from '../../../crop-data/crop-data.service';
import type { StoredImage } from '../../images/chat-image.store';
import {
  type AnswerChunk,
  type AnswerProvider,
  type AnswerRequest,
  type AnswerTurn,
  estimateTokens,
  ProviderError,
} from '../answer-provider';
import { type Grounding, groundQuestion } from '../offline/grounding';
import { SseParser } from './sse-parser';
import { ThinkFilter } from './think-filter';

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
type OpenAiMessage = { role: 'system' | 'user' | 'assistant'; content: string | ContentPart[] };

interface ChunkJson {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string; code?: string | number };
}

/** Earlier turns sent as context (the question is added on top). */
const HISTORY_TURNS = 10;

const dataUrl = (img: StoredImage) => `data:${img.info.mime};base64,${img.data.toString('base64')}`;

function userContent(text: string, images: StoredImage[]): string | ContentPart[] {
  if (images.length === 0) return text;
  return [
    { type: 'text', text },
    ...images.map((img) => ({ type: 'image_url' as const, image_url: { url: dataUrl(img) } })),
  ];
}

export function buildMessages(request: AnswerRequest, grounding: Grounding | null = null): OpenAiMessage[] {
  const messages: OpenAiMessage[] = [];
  if (request.app.systemPrompt) messages.push({ role: 'system', content: request.app.systemPrompt });
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

/**
 * OpenAI-compatible chat completions with `stream: true` (OpenAI, Ollama `/v1`, vLLM, most hosted
 * Chinese APIs): SSE parsed by hand, images as `image_url` data URLs with the vision model, `<think>`
 * blocks dropped. `timeoutSeconds` bounds the wait for the response and every gap between chunks; the
 * caller's signal cancels the HTTP request, which makes servers stop generating.
 */
@Injectable()
export class OpenAiAnswerProvider implements AnswerProvider {
  /** The crop data, for the same grounding the offline provider answers from (absent in bare unit tests). */
  constructor(@Optional() @Inject(CropDataService) private readonly data?: CropDataService) {}

  async *answer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<AnswerChunk> {
    const { app } = request;
    const grounding = this.data && request.grounded !== false ? await groundQuestion(this.data, request) : null;
    const zh = request.lang !== 'en-US' || /[\u3400-\u9fff]/.test(request.question);
    if (!app.baseUrl || !app.model)
      throw new ProviderError(zh ? '应用未配置 Base URL 或模型' : 'The app has no base URL or model');
    const model = request.images.length > 0 && app.visionModel ? app.visionModel : app.model;
    const url = `${app.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const body = {
      model,
      messages: buildMessages(request, grounding),
      stream: true,
      stream_options: { include_usage: true },
      temperature: app.temperature,
      ...(app.maxTokens ? { max_tokens: app.maxTokens } : {}),
    };

    // What the figures of the answer are checked against: the grounded answer's, and the question's own.
    yield {
      type: 'evidence',
      items: [request.question, ...(grounding ? [grounding.answer] : [])],
      ...(grounding ? { fallback: grounding.answer } : {}),
    };

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
    let usage: { prompt_tokens?: number; completion_tokens?: number } | null = null;
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
        if (signal.aborted) return;
        if (timedOut) throw timeoutError();
        throw networkError(e, app.baseUrl, zh);
      }
      if (!res.ok) {
        const errBody = await res.text().catch(() => '');
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
        return (json.choices ?? []).map((c) => c.delta?.content ?? '').join('');
      };
      const reader = res.body.getReader();
      try {
        while (!done) {
          let chunk: Awaited<ReturnType<typeof reader.read>>;
          try {
            chunk = await reader.read();
          } catch (e) {
            if (signal.aborted) return;
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
            yield { type: 'delta', text: visible };
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
      const rest = think.flush();
      if (rest) {
        text += rest;
        yield { type: 'delta', text: rest };
      }
      const sources: ChatSource[] = grounding?.sources ?? [];
      const u = usage as { prompt_tokens?: number; completion_tokens?: number } | null;
      yield {
        type: 'final',
        sources,
        usage: {
          promptTokens: u?.prompt_tokens ?? estimateTokens(JSON.stringify(body.messages)),
          completionTokens: u?.completion_tokens ?? estimateTokens(text),
        },
        model,
      };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      controller.abort();
    }
  }
}
