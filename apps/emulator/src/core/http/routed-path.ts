import { CONTEXT_PATH } from './context-path';

/**
 * The request path as the router matched it, relative to the context path: the query cut off, the context path
 * removed whatever its case, and trailing slashes dropped (`ROUTE_MATCHING` ignores case and a trailing slash).
 * Segments keep the case they were sent in: a path parameter's value (a dictionary code) is data.
 * Checks keyed by path must key on the matched endpoint (`endpointOf`); this is for what they read from the path.
 */
export function routedPath(req: { originalUrl?: string; url: string }): string {
  const url = req.originalUrl ?? req.url;
  const mark = url.indexOf('?');
  let path = mark < 0 ? url : url.slice(0, mark);
  if (path.slice(0, CONTEXT_PATH.length).toLowerCase() === CONTEXT_PATH.toLowerCase())
    path = path.slice(CONTEXT_PATH.length);
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}
