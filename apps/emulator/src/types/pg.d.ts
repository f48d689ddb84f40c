/**
 * The part of `pg` (node-postgres, a dependency) the emulator calls directly: the startup lock, the copy tool and
 * the PostgreSQL test helper. TypeORM drives everything else. Written here instead of adding `@types/pg`.
 */
declare module 'pg' {
  export interface QueryResult<R = Record<string, unknown>> {
    rows: R[];
    rowCount: number | null;
  }
  export interface ClientConfig {
    connectionString?: string;
    host?: string;
    port?: number;
    user?: string;
    password?: string;
    database?: string;
    connectionTimeoutMillis?: number;
  }
  export class Client {
    constructor(config?: ClientConfig);
    connect(): Promise<void>;
    query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
    end(): Promise<void>;
    on(event: 'error', listener: (error: Error) => void): this;
  }
}
declare module 'pg' {
  export const types: { setTypeParser(oid: number, parse: (value: string) => unknown): void };
}
