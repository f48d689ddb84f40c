import 'reflect-metadata';
import type { Endpoint } from '@cropwatch/contract';

/** Metadata key of the contract endpoint a handler serves (set by `ContractRoute`, read by guards and the log). */
export const CONTRACT_ENDPOINT = 'cropwatch:contract-endpoint';

const endpoints = new WeakMap<object, Endpoint | null>();

/**
 * The contract endpoint a route handler serves (its `ContractRoute` metadata), read from the metadata once per
 * handler: three guards ask on every request, and a WeakMap answers faster than the metadata's maps (issue #17).
 */
export function endpointOf(handler: object): Endpoint | undefined {
  let endpoint = endpoints.get(handler);
  if (endpoint === undefined) {
    endpoint = (Reflect.getMetadata(CONTRACT_ENDPOINT, handler) as Endpoint | undefined) ?? null;
    endpoints.set(handler, endpoint);
  }
  return endpoint ?? undefined;
}
