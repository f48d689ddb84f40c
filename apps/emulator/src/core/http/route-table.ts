import { METHODS } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { Endpoint, HttpMethod } from '@cropwatch/contract';

/** One route Express serves: method (`ALL` for any) and the path pattern, context path included. */
export interface ServedRoute {
  method: string;
  path: string;
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): boolean;
}

const layersOf = (app: INestApplication): RouteLayer[] => {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: RouteLayer[] } };
  return (express.router?.stack ?? []).filter((l) => l.route);
};

const methodsOf = (layer: RouteLayer) =>
  Object.keys(layer.route!.methods).map((m) => (m === '_all' ? 'ALL' : m.toUpperCase()));

/**
 * Every route the application really serves, read from Express's router after `init()`. A path served
 * for every HTTP method (Nest registers `@All` once per method) is reported once, as `ALL`.
 */
export function listServedRoutes(app: INestApplication): ServedRoute[] {
  const byPath = new Map<string, Set<string>>();
  for (const layer of layersOf(app)) {
    const methods = byPath.get(layer.route!.path) ?? new Set<string>();
    for (const m of methodsOf(layer)) methods.add(m);
    byPath.set(layer.route!.path, methods);
  }
  return [...byPath].flatMap(([path, methods]) =>
    methods.has('ALL') || METHODS.every((m) => methods.has(m))
      ? [{ method: 'ALL', path }]
      : [...methods].map((method) => ({ method, path })),
  );
}

/** The methods served on a concrete request path (to tell a wrong method from an unknown path). */
export function allowedMethods(app: INestApplication, path: string): string[] {
  return [
    ...new Set(
      layersOf(app)
        .filter((l) => l.match(path))
        .flatMap(methodsOf),
    ),
  ];
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
