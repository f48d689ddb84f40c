import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import type { Endpoint, HttpMethod } from '@cropwatch/contract';
import { CONTRACT_ENDPOINT } from './contract-endpoint';
import { OperationLogHook } from './operation-log.hook';

export { CONTRACT_ENDPOINT };

const ALL_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every method the real server accepts on the endpoint's path. */
export const methodsOf = (e: Endpoint): HttpMethod[] => [e.method, ...(e.alsoMethods ?? [])];

/**
 * The contract's path as Fastify's router spells it: a trailing named wildcard (`/static/*path`, Express 5's
 * syntax) is Fastify's anonymous `*`, read by the handler as `@Param('*')`.
 */
export const routePathOf = (path: string): string => path.replace(/\/\*\w+$/, '/*');

/**
 * Binds a handler to one row of the contract's endpoint table: path, method, HTTP 200 (JeecgBoot answers
 * 200 even to POST) and the metadata the guards and the operation log read. A path the real
 * server serves for any method gets one `ALL` handler; otherwise pass `method` to serve an `alsoMethods`
 * entry from a second handler. A handler that can receive a write carries the operation log; a GET-only handler
 * has no interceptor at all, so Nest calls it without its rxjs chain (issue #17: a fifth of a read's CPU).
 */
export function ContractRoute(endpoint: Endpoint, method: HttpMethod = endpoint.method) {
  const methods = methodsOf(endpoint);
  if (!methods.includes(method)) throw new Error(`${method} is not a method of ${endpoint.path} in the contract`);
  const anyMethod = ALL_METHODS.every((m) => methods.includes(m));
  const decorators = [
    RequestMapping({ path: routePathOf(endpoint.path), method: anyMethod ? RequestMethod.ALL : RequestMethod[method] }),
    HttpCode(200),
    SetMetadata(CONTRACT_ENDPOINT, endpoint),
  ];
  if (anyMethod || method !== 'GET') decorators.push(OutermostInterceptor(OperationLogHook));
  return applyDecorators(...decorators);
}

/**
 * Puts an interceptor first in the handler's list whatever the order of the decorators, as a global one would
 * be: the operation log sees what upload interceptors throw (`@UseInterceptors` appends, and decorators apply
 * bottom-up).
 */
function OutermostInterceptor(interceptor: new (...args: never[]) => unknown): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const existing = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
    Reflect.defineMetadata(INTERCEPTORS_METADATA, [interceptor, ...existing.filter((i) => i !== interceptor)], handler);
  };
}
