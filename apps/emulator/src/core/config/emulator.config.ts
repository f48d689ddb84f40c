import path from 'node:path';
import { DEFAULT_SIGNATURE_SECRET } from '@cropwatch/contract';

/** Everything the emulator reads from its environment, typed and defaulted in one place. */
export interface EmulatorConfig {
  port: number;
  /** Database file, uploads and the generated JWT secret live here. */
  dataDir: string;
  /** SQLite file path, or `:memory:` (tests). Defaults to `<dataDir>/cropwatch.sqlite`. */
  database: string;
  /** `DB_TYPE`: `sqlite` (default, embedded) or `postgres` (issue #16). */
  dbType: 'sqlite' | 'postgres';
  /**
   * `DATABASE_URL` (`postgres://user:pass@host:port/db`) when `dbType` is `postgres`; unset, the driver reads the
   * usual `PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE` variables.
   */
  databaseUrl: string | undefined;
  /** Folder of the seed JSON files loaded into an empty database. */
  seedDir: string;
  /** `CAPTCHA=off` lets scripts and tests sign in without solving the image. */
  captcha: boolean;
  /**
   * `SEED_REAL_DATASETS=off` leaves the real FAO yield-history dataset (≈85,000 rows, ~1.5 s) out of the first
   * start (issue #35): the test apps, which boot a fresh database per file, skip it unless a test asks.
   */
  seedRealDatasets: boolean;
  seedAdminPassword: string | undefined;
  /** Folder of the built console; served at `/` when it exists. */
  consoleDist: string | undefined;
  /** `CAS_EMULATE=on`: accept `ST-<username>-…` tickets on `/sys/cas/client/validateLogin`. */
  casEmulate: boolean;
  signatureSecret: string;
  /** JWT lifetime; a session dies after twice this much idle time (JeecgBoot's Redis rule). */
  tokenTtlMs: number;
  captchaTtlMs: number;
  smsTtlMs: number;
  /** More than `lockoutMaxFailures` wrong passwords within `lockoutWindowMs` lock the account that long. */
  lockoutMaxFailures: number;
  lockoutWindowMs: number;
  /** `jeecg.safeMode`, echoed as `sysSafeMode`. */
  safeMode: boolean;
  /** `ANALYSIS_CONCURRENCY`: analysis items generated at the same time (default 3). */
  analysisConcurrency: number;
  /** `ANALYSIS_OFFLINE_LATENCY_MS`: simulated writing time of the offline writer, so the queue is observable. */
  analysisOfflineLatencyMs: number;
  /**
   * `ANALYSIS_CLAIM_MS` (with `REDIS_URL`): life of an instance's claim on a running analysis item, renewed every
   * third of it; a dead instance's items run again elsewhere after it (default 30000).
   */
  analysisClaimMs: number;
  /** `OPERATION_LOG=off` stops the operation-log interceptor (benchmarks only; default on). */
  operationLog: boolean;
  /** `HTTP_TRACE=off` stops recording the last requests for `/actuator/httptrace` (default on). */
  httpTrace: boolean;
  /** `LOG_RETENTION_DAYS`: the log retention job deletes older `sys_log` rows (default 90). */
  logRetentionDays: number;
  /** `REDIS_URL` (`redis://[:password@]host:port[/db]`): the Redis the monitor page reads; none by default. */
  redisUrl: string | undefined;
  /** `OAUTH2_REDIRECT_ALLOWLIST`: comma list of registered app URLs an OAuth2 app sign-in may return to. */
  oauth2RedirectAllowlist: string[];
  /** `DATASOURCE_ALLOWED_HOSTS` (comma list): hosts a data-source test connection may reach besides loopback. */
  dataSourceAllowedHosts: string[];
  /**
   * `TRANSIT_ALLOWED_ORIGINS` (comma list of `http(s)://host[:port]`): the only origins `/sys/common/transitRESTful`
   * forwards to, normalised as `URL.origin` (lower-case host, default port dropped); none by default.
   */
  transitAllowedOrigins: string[];
  /** Time limit of one forwarded request, answer included (10 s). */
  transitTimeoutMs: number;
  /** Largest forwarded answer read (5 MB). */
  transitMaxBytes: number;
}

export class ConfigError extends Error {}

const onOff = (value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  return !['off', 'false', '0', 'no'].includes(value.toLowerCase());
};

function parseDbType(value: string | undefined): EmulatorConfig['dbType'] {
  const dbType = (value || 'sqlite').toLowerCase();
  if (dbType === 'sqlite') return 'sqlite';
  if (dbType === 'postgres' || dbType === 'postgresql') return 'postgres';
  throw new ConfigError(`DB_TYPE must be sqlite or postgres, got "${value}"`);
}

/** Reads the environment; throws `ConfigError` with a message meant for the person starting the server. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): EmulatorConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  const dbType = parseDbType(env.DB_TYPE);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError(
      `DATABASE_URL must start with postgres://, got "${databaseUrl.replace(/:[^:@/]*@/, ':***@')}"`,
    );
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const analysisConcurrency = Number(env.ANALYSIS_CONCURRENCY || 3);
  if (!Number.isInteger(analysisConcurrency) || analysisConcurrency < 1 || analysisConcurrency > 64) {
    throw new ConfigError(`ANALYSIS_CONCURRENCY must be an integer from 1 to 64, got "${env.ANALYSIS_CONCURRENCY}"`);
  }
  const analysisClaimMs = Number(env.ANALYSIS_CLAIM_MS || 30_000);
  if (!Number.isInteger(analysisClaimMs) || analysisClaimMs < 1000 || analysisClaimMs > 600_000) {
    throw new ConfigError(`ANALYSIS_CLAIM_MS must be an integer from 1000 to 600000, got "${env.ANALYSIS_CLAIM_MS}"`);
  }
  const analysisOfflineLatencyMs = Number(env.ANALYSIS_OFFLINE_LATENCY_MS || 400);
  if (
    !Number.isInteger(analysisOfflineLatencyMs) ||
    analysisOfflineLatencyMs < 0 ||
    analysisOfflineLatencyMs > 60_000
  ) {
    throw new ConfigError(
      `ANALYSIS_OFFLINE_LATENCY_MS must be an integer from 0 to 60000, got "${env.ANALYSIS_OFFLINE_LATENCY_MS}"`,
    );
  }
  const logRetentionDays = Number(env.LOG_RETENTION_DAYS || 90);
  if (!Number.isInteger(logRetentionDays) || logRetentionDays < 1 || logRetentionDays > 36500)
    throw new ConfigError(
      `LOG_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "${env.LOG_RETENTION_DAYS}"`,
    );
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError(`REDIS_URL must start with redis://, got "${redisUrl.replace(/:[^:@/]*@/, ':***@')}"`);
  const oauth2RedirectAllowlist = (env.OAUTH2_REDIRECT_ALLOWLIST ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const entry of oauth2RedirectAllowlist) {
    if (!URL.canParse(entry) || !/^https?:$/.test(new URL(entry).protocol))
      throw new ConfigError(`OAUTH2_REDIRECT_ALLOWLIST entries must be http(s) URLs, got "${entry}"`);
  }
  const transitAllowedOrigins = parseOrigins(env.TRANSIT_ALLOWED_ORIGINS);
  return {
    port,
    dataDir,
    database: path.join(dataDir, 'cropwatch.sqlite'),
    dbType,
    databaseUrl,
    // src/core/config and dist/core/config sit at the same depth below the repository root.
    seedDir: path.resolve(__dirname, '../../../../../seed'),
    captcha: onOff(env.CAPTCHA, true),
    seedRealDatasets: onOff(env.SEED_REAL_DATASETS, true),
    seedAdminPassword: env.SEED_ADMIN_PASSWORD || undefined,
    consoleDist: env.CONSOLE_DIST ? path.resolve(cwd, env.CONSOLE_DIST) : undefined,
    casEmulate: onOff(env.CAS_EMULATE, false),
    signatureSecret: env.SIGNATURE_SECRET || DEFAULT_SIGNATURE_SECRET,
    tokenTtlMs: 3_600_000,
    captchaTtlMs: 60_000,
    smsTtlMs: 600_000,
    lockoutMaxFailures: 5,
    lockoutWindowMs: 600_000,
    safeMode: false,
    analysisConcurrency,
    analysisOfflineLatencyMs,
    analysisClaimMs,
    operationLog: onOff(env.OPERATION_LOG, true),
    httpTrace: onOff(env.HTTP_TRACE, true),
    logRetentionDays,
    redisUrl,
    oauth2RedirectAllowlist,
    dataSourceAllowedHosts: (env.DATASOURCE_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    transitAllowedOrigins,
    transitTimeoutMs: 10_000,
    transitMaxBytes: 5 * 1024 * 1024,
  };
}

/** `TRANSIT_ALLOWED_ORIGINS`: each entry an origin alone (scheme, host, optional port), nothing else. */
function parseOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    const bare =
      url &&
      /^https?:$/.test(url.protocol) &&
      url.hostname !== '' &&
      !url.username &&
      !url.password &&
      url.search === '' &&
      url.hash === '' &&
      url.pathname === '/' &&
      /^https?:\/\/[^/?#]+\/?$/i.test(entry);
    if (!url || !bare)
      throw new ConfigError(
        `TRANSIT_ALLOWED_ORIGINS entries must be origins like http://host:port (http or https, no path, query or credentials), got "${entry}"`,
      );
    return url.origin;
  });
}

/** Nest injection token of the resolved `EmulatorConfig`. */
export const EMULATOR_CONFIG = Symbol('EMULATOR_CONFIG');
