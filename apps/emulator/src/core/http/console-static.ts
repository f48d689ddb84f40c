import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { CONTEXT_PATH } from './context-path';

/** True when `dist` holds a built console. */
export const consoleAvailable = (dist: string | undefined): dist is string =>
  !!dist && existsSync(path.join(dist, 'index.html'));

/** Files the console reads at start-up must never be cached: they change with every build or deployment. */
const NO_CACHE = new Set(['index.html', 'config.json']);

/**
 * Serves the built console at `/` (files as they are, `config.json` included) and answers every other
 * non-API GET with `index.html`, the history fallback of a single-page app. Requests for a missing file
 * with an extension get the usual 404 instead of HTML.
 */
export function serveConsole(app: NestExpressApplication, dist: string): boolean {
  if (!consoleAvailable(dist)) return false;
  const index = path.join(dist, 'index.html');
  app.useStaticAssets(dist, {
    index: false,
    setHeaders: (res: ServerResponse, file: string) => {
      if (NO_CACHE.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = req.path === CONTEXT_PATH || req.path.startsWith(`${CONTEXT_PATH}/`);
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD') || path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
