import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint (issue #20), declared next to it and enforced by one emulator guard before validation
 * and any database work; a caller without it gets 510 `没有权限，请联系管理员授权`.
 * - `'public'`: no token (only with `auth: false`).
 * - `'self'`: any signed-in user; the handler acts on the caller's own data only (own password, own sessions,
 *   own read state, own department switch, uploads for one's own forms, menus and dictionaries of the shell).
 * - `{ menu }`: reads of a page: the caller's roles grant the menu whose route `url` is given (e.g. `/isystem/user`).
 * - `{ button }`: writes: the caller's roles grant the enabled button (`menuType` 2) with that `perms` code.
 * - `'report'`: one online report's columns and rows (issue #29): the caller's roles grant that report's own menu
 *   (`/online/cgreport/<code>`) or a page that embeds it as a popup (`reportGrantMenus`), never the report folder.
 * A list of them means any one suffices.
 */
export type Access = 'public' | 'self' | 'report' | Requirement | ReadonlyArray<Requirement>;

/** One grant an endpoint can require: a page's menu (by route url) or a button (by `perms` code). */
export type Requirement = { menu: string } | { button: string };

/** The grants of which any one lets a caller through; none for `'public'` and `'self'`. */
export const requirementsOf = (access: Access): readonly Requirement[] =>
  access === 'public' || access === 'self' || access === 'report'
    ? []
    : Array.isArray(access)
      ? (access as readonly Requirement[])
      : [access as Requirement];

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
  /** Who may call it (see `Access`); every endpoint declares it (the authorization matrix test fails otherwise). */
  access: Access;
  /**
   * Where a write's shape comes from (issue #30), on every POST/PUT/DELETE row: the real server's handler,
   * `SysXxxController#method` as named in the JeecgBoot source of `since`, or `'project'` for the project's own rows.
   */
  source?: string;
  /** The first JeecgBoot version with this endpoint (`'3.4.0'`, `'3.5.0'`, …), or `'project'` when only ours. */
  since?: Since;
}

/** A JeecgBoot release (`3.4.0`) or `'project'` (an endpoint the real server does not have). */
export type Since = `${number}.${number}.${number}` | 'project';

/** The JeecgBoot release the emulator and the console target; a row `since` a later one is absent there. */
export const TARGET_JEECG_VERSION = '3.4.0';

/** Whether a write row exists on a plain JeecgBoot `version` server (`since` at or before it). */
export const existsOnJeecg = (e: Pick<Endpoint, 'since'>, version: string = TARGET_JEECG_VERSION): boolean => {
  if (!e.since || e.since === 'project') return false;
  const a = e.since.split('.').map(Number);
  const b = version.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return true;
};

export const endpoint = <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> => e;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
