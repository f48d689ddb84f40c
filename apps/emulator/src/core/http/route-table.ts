import { METHODS } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import type { Endpoint, HttpMethod } from '@cropwatch/contract';

/** One route the application serves: method (`ALL` for any) and the path pattern, context path included. */
export interface ServedRoute {
  method: string;
  path: string;
}

/** The routes of one Fastify instance in the order they were added, and a router matching them as Fastify does. */
interface RouteTable {
  routes: { method: string; path: string }[];
  /** Each route as Fastify was given it, for the router (built on the first 404, so booting pays nothing). */
  added: { methods: string[]; url: string }[];
  router?: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
}

const tables = new WeakMap<object, RouteTable>();

/**
 * How paths are matched, as Express matched them (app.factory gives these to Fastify's router, and the route table
 * matches with the same): any case, a trailing slash ignored, a path parameter of any length (Fastify's default
 * bound, 100 characters, answered 414 for a long table-dictionary code; Node's header limit bounds the path).
 */
export const ROUTE_MATCHING = { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 16 * 1024 } as const;

/**
 * Every method one `all()` route is registered for (Fastify's own list): such a route is reported once, as `ALL`.
 * HEAD is left out as Express left it out: Fastify adds a HEAD route to every GET route by itself.
 */
const isAll = (methods: string[]) =>
  ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].every((m) => methods.includes(m));

/** Nest's own spelling of a path: Fastify's anonymous wildcard `*` was Nest's named `*path` (the contract's). */
const nestPath = (url: string) => url.replace(/\*$/, '*path');

/**
 * Records the routes of `fastify` as they are added (call before Nest registers any): `listServedRoutes` and
 * `allowedMethods` read them; the matching router has the application's `ROUTE_MATCHING`.
 */
export function recordRoutes(fastify: FastifyInstance): void {
  const table: RouteTable = { routes: [], added: [] };
  tables.set(fastify, table);
  fastify.addHook('onRoute', (route) => {
    // `OPTIONS *` is @fastify/cors's pre-flight answer, as Express's cors middleware was no route either.
    if (route.url === '*' || route.url === '/*') return;
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    if (methods.length === 0) return;
    const all = isAll(methods);
    for (const method of all ? ['ALL'] : methods) table.routes.push({ method, path: nestPath(route.url) });
    table.added.push({ methods, url: route.url });
  });
}

const tableOf = (app: INestApplication): RouteTable =>
  tables.get(app.getHttpAdapter().getInstance() as object) ?? { routes: [], added: [] };

/** A router of the recorded routes, each storing its position (the first route of a method and path wins). */
function routerOf(table: RouteTable): FindMyWay.Instance<FindMyWay.HTTPVersion.V1> {
  if (table.router) return table.router;
  const router = FindMyWay({ ...ROUTE_MATCHING });
  table.added.forEach(({ methods, url }, order) => {
    for (const method of methods)
      if (!router.hasRoute(method as FindMyWay.HTTPMethod, url))
        router.on(method as FindMyWay.HTTPMethod, url, () => undefined, { order });
  });
  table.router = router;
  return router;
}

/**
 * Every route the application really serves, as recorded while Nest registered them. A path served for every HTTP
 * method (`@All`) is reported once, as `ALL`.
 */
export function listServedRoutes(app: INestApplication): ServedRoute[] {
  const byPath = new Map<string, Set<string>>();
  for (const route of tableOf(app).routes) {
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    byPath.set(route.path, methods);
  }
  return [...byPath].flatMap(([path, methods]) =>
    methods.has('ALL') || METHODS.every((m) => methods.has(m))
      ? [{ method: 'ALL', path }]
      : [...methods].map((method) => ({ method, path })),
  );
}

/** The methods served on a concrete request path (to tell a wrong method from an unknown path), in route order. */
export function allowedMethods(app: INestApplication, path: string): string[] {
  const router = routerOf(tableOf(app));
  const served: { method: string; order: number }[] = [];
  for (const method of METHODS) {
    if (method === 'HEAD') continue;
    const found = router.find(method as FindMyWay.HTTPMethod, path);
    if (found) served.push({ method, order: (found.store as { order: number }).order });
  }
  return served.sort((a, b) => a.order - b.order).map((s) => s.method);
}

export interface ContractDiff {
  /** `METHOD /path` pairs served but absent from the contract. */
  unlisted: string[];
  /** `METHOD /path` pairs of the contract nobody serves, with the endpoint's table name. */
  missing: { route: string; endpoint: string }[];
  servedCount: number;
  contractCount: number;
}

/** The methods the contract can name; an `ALL` route stands for each of them. */
const CONTRACT_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Compares served API routes (below `contextPath`) with the endpoint table, `alsoMethods` included. */
export function diffAgainstContract(
  served: ServedRoute[],
  table: Record<string, Endpoint>,
  contextPath: string,
): ContractDiff {
  const servedPairs = new Set(
    served
      .filter((r) => r.path.startsWith(`${contextPath}/`))
      .flatMap((r) =>
        (r.method === 'ALL' ? CONTRACT_METHODS : [r.method]).map((m) => `${m} ${r.path.slice(contextPath.length)}`),
      ),
  );
  const contract = new Map<string, string>();
  for (const [name, e] of Object.entries(table))
    for (const m of [e.method, ...(e.alsoMethods ?? [])]) contract.set(`${m} ${e.path}`, name);
  return {
    unlisted: [...servedPairs].filter((r) => !contract.has(r)).sort(),
    missing: [...contract]
      .filter(([r]) => !servedPairs.has(r))
      .map(([route, endpoint]) => ({ route, endpoint }))
      .sort((a, b) => a.route.localeCompare(b.route)),
    servedCount: servedPairs.size,
    contractCount: contract.size,
  };
}
