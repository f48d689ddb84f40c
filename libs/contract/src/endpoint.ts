import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of the endpoint table: what the wire looks like for one JeecgBoot path.
 * `envelope: 'raw'` marks the few endpoints that answer without the Result wrapper (contract §14).
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path relative to the context path `/jeecg-boot`, Express style (`/sys/randomImage/:key`). */
  path: string;
  /** Requires `X-Access-Token`. */
  auth: boolean;
  /** Needs `X-Sign` + `X-TIMESTAMP` (contract §9.1). */
  signed?: boolean;
  /** Schema of the path parameters (`:name` segments), validated like query and body. */
  params?: z.ZodType;
  query?: Q;
  body?: B;
  /** Schema of the whole response body: usually `resultSchema(...)`. */
  response: R;
  envelope?: 'result' | 'raw' | 'binary';
  /** Other methods the real server also accepts on this path. */
  alsoMethods?: HttpMethod[];
}

export const endpoint = <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> => e;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
