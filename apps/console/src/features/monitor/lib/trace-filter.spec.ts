import { describe, expect, it } from 'vitest';
import type { HttpTrace } from '@cropwatch/contract';
import { visibleTraces } from './trace-filter';

const trace = (method: string, uri: string, status: number): HttpTrace => ({
  timestamp: '2026-01-01T00:00:00.000Z',
  principal: null,
  session: null,
  request: { method, uri, headers: {}, remoteAddress: null },
  response: { status, headers: {} },
  timeTaken: 1,
});

describe('visibleTraces', () => {
  const all = [
    trace('GET', 'http://h/jeecg-boot/sys/user/list', 200),
    trace('OPTIONS', 'http://h/jeecg-boot/sys/user/list', 200),
    trace('GET', 'http://h/jeecg-boot/actuator/httptrace', 200),
    trace('POST', 'http://h/jeecg-boot/sys/login', 401),
  ];

  it('drops OPTIONS and its own calls', () => {
    expect(visibleTraces(all).map((x) => x.request.uri)).toEqual([
      'http://h/jeecg-boot/sys/user/list',
      'http://h/jeecg-boot/sys/login',
    ]);
  });

  it('filters by method and by status class or code', () => {
    expect(visibleTraces(all, { method: 'POST' })).toHaveLength(1);
    expect(visibleTraces(all, { status: '4xx' })).toHaveLength(1);
    expect(visibleTraces(all, { status: '200' })).toHaveLength(1);
  });
});
