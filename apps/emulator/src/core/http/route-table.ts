import type { INestApplication } from '@nestjs/common';

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

const methodsOf = (layer: RouteLayer) => Object.keys(layer.route!.methods).map((m) => (m === '_all' ? 'ALL' : m.toUpperCase()));

/** Every route the application really serves, read from Express's router after `init()`. */
export function listServedRoutes(app: INestApplication): ServedRoute[] {
  return layersOf(app).flatMap((l) => methodsOf(l).map((method) => ({ method, path: l.route!.path })));
}

/** The methods served on a concrete request path (to tell a wrong method from an unknown path). */
export function allowedMethods(app: INestApplication, path: string): string[] {
  return [...new Set(layersOf(app).filter((l) => l.match(path)).flatMap(methodsOf))];
}
