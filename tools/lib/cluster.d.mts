import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
}
export interface Cluster {
  url: string;
  port: number;
  redis: { url: string; port: number; child: ChildProcess };
  databaseUrl: string;
  instances: ClusterInstance[];
  haproxy: ChildProcess;
  logDir: string;
  stop(): Promise<void>;
}
export const PG_BIN: string;
export const HEALTH_PATH: string;
export function findBinaries(): { found: Record<string, string>; missing: string[]; installLine: string | null };
export function haproxyConfig(options: { port: number; instances: { name: string; port: number }[] }): string;
export function grantReach(dir: string, options?: { dataRoot?: string; log?: (line: string) => void }): void;
export function startRedis(options: {
  dir: string;
  redisServer: string;
  port?: number;
  dataRoot?: string;
  log?: (line: string) => void;
}): Promise<{ url: string; port: number; child: ChildProcess }>;
export function startCluster(options: {
  dataDir: string;
  /** The folder the operator chose (DATA_DIR) holding `dataDir`: as root, folders from here down may be opened (o+x). */
  dataRoot?: string;
  port?: number;
  instances?: number;
  env?: Record<string, string>;
  databaseUrl?: string;
  log?: (line: string) => void;
}): Promise<Cluster>;
