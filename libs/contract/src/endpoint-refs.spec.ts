import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { endpointRefs } from './endpoint-refs';
import * as contract from './index';

const wire = (e: { method: string; path: string; signed?: boolean }) => ({
  method: e.method,
  path: e.path,
  signed: e.signed ?? false,
});

describe('endpoint refs', () => {
  it.each(Object.entries(endpointRefs))('%s has the method, path and signature flag of its endpoint', (name, ref) => {
    const endpoint = (contract as unknown as Record<string, Endpoint | undefined>)[name];
    expect(endpoint).toBeDefined();
    expect(wire(ref)).toEqual(wire(endpoint!));
  });
});
