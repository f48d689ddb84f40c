import { vi } from 'vitest';
import { bindFeedback, type FeedbackApi } from '../lib/feedback';
import { http, HttpHeaders, type HttpResponse, type RequestConfig, type Transport } from '../lib/http';
import { statusError } from '../lib/http-transport';

export interface MockReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (config: RequestConfig) => MockReply | Error | Promise<MockReply | Error>;

export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: HttpHeaders;
}

/**
 * Replaces the transport of the one `http` client: every request is prepared as in the browser (token, tenant,
 * language, `_t`, signature, JSON body), then `handler` answers it. Non-2xx replies reject as the fetch transport's do.
 */
export function mockHttp(handler: MockHandler): { requests: SentRequest[]; restore: () => void } {
  const original = http.transport;
  const requests: SentRequest[] = [];
  const transport: Transport = async (config) => {
    requests.push({
      method: config.method.toUpperCase(),
      url: config.url,
      params: { ...config.params },
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: new HttpHeaders(config.headers),
    });
    const reply = await handler(config);
    if (reply instanceof Error) throw reply;
    const response: HttpResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      headers: reply.headers ?? {},
      config,
    };
    if (response.status < 200 || response.status >= 300) throw statusError(response);
    return response;
  };
  http.transport = transport;
  return { requests, restore: () => void (http.transport = original) };
}

/** JeecgBoot's envelope with the defaults of a successful call. */
export const ok = <T>(result: T, extra: Partial<{ message: string; code: number; success: boolean }> = {}) => ({
  data: { success: true, message: '', code: 200, result, timestamp: Date.now(), ...extra },
});

export const fail = (message: string, code = 500) => ({
  data: { success: false, message, code, result: null, timestamp: Date.now() },
});

/** Spies standing in for antd's feedback API; restores the static fallback on `unbind`. */
export function spyFeedback() {
  const spies = {
    message: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn(() => vi.fn()) },
    notification: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
    modal: {
      error: vi.fn(() => ({ destroy: vi.fn() })),
      info: vi.fn(),
      success: vi.fn(),
      warning: vi.fn(),
      confirm: vi.fn(),
    },
  };
  bindFeedback(spies as unknown as FeedbackApi);
  return { ...spies, unbind: () => bindFeedback(null) };
}
