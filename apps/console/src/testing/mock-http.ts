import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { bindFeedback, type FeedbackApi } from '../lib/feedback';
import { http } from '../lib/http';

export interface MockReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Error | Promise<MockReply | Error>;

export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: AxiosHeaders;
}

/**
 * Replaces the axios adapter of the one `http` instance: every request goes through the interceptors, then
 * `handler` answers it. Non-2xx replies reject like axios' own adapters do.
 */
export function mockHttp(handler: MockHandler): { requests: SentRequest[]; restore: () => void } {
  const original = http.defaults.adapter;
  const requests: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers),
    });
    const reply = await handler(config);
    if (reply instanceof Error) throw reply;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: reply.headers ?? {},
      config,
      request: { responseType: config.responseType },
    };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        response.request,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => void (http.defaults.adapter = original) };
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
