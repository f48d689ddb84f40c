import * as contract from '@cropwatch/contract';
import { endpointRefs, type Endpoint } from '@cropwatch/contract';

const wire = (e: { method: string; path: string; signed?: boolean }) => ({
  method: e.method,
  path: e.path,
  signed: e.signed ?? false,
});

// The console calls these refs instead of the endpoints (lib/http `call`), to keep zod out of the first load.
describe('endpoint refs', () => {
  it.each(Object.entries(endpointRefs))('%s has the method, path and signature flag of its endpoint', (name, ref) => {
    const endpoint = (contract as unknown as Record<string, Endpoint | undefined>)[name];
    expect(endpoint).toBeDefined();
    expect(wire(ref)).toEqual(wire(endpoint!));
  });
});
