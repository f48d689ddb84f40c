import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import type { Endpoint, HttpMethod } from '@cropwatch/contract';

export const CONTRACT_ENDPOINT = 'cropwatch:contract-endpoint';

const ALL_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every method the real server accepts on the endpoint's path. */
export const methodsOf = (e: Endpoint): HttpMethod[] => [e.method, ...(e.alsoMethods ?? [])];

/**
 * Binds a handler to one row of the contract's endpoint table: path, method, HTTP 200 (JeecgBoot answers
 * 200 even to POST) and the metadata the token guard and the validation interceptor read. A path the real
 * server serves for any method gets one `ALL` handler; otherwise pass `method` to serve an `alsoMethods`
 * entry from a second handler.
 */
export function ContractRoute(endpoint: Endpoint, method: HttpMethod = endpoint.method) {
  const methods = methodsOf(endpoint);
  if (!methods.includes(method)) throw new Error(`${method} is not a method of ${endpoint.path} in the contract`);
  const anyMethod = ALL_METHODS.every((m) => methods.includes(m));
  return applyDecorators(
    RequestMapping({ path: endpoint.path, method: anyMethod ? RequestMethod.ALL : RequestMethod[method] }),
    HttpCode(200),
    SetMetadata(CONTRACT_ENDPOINT, endpoint),
  );
}
