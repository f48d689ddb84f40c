import path from 'node:path';
import { ConfigError, loadConfig } from './emulator.config';

describe('loadConfig', () => {
  it('defaults to port 8080, ./data under the working directory, captcha on, SQLite', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/app/data',
      database: '/srv/app/data/cropwatch.sqlite',
      captcha: true,
      dbType: 'sqlite',
    });
    expect(config.consoleDist).toBeUndefined();
    expect(path.basename(config.seedDir)).toBe('seed');
  });

  it('reads the documented variables', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        DATA_DIR: 'var/db',
        CAPTCHA: 'off',
        CONSOLE_DIST: 'apps/console/dist',
        SEED_ADMIN_PASSWORD: 'Secret-1',
        CAS_EMULATE: 'on',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/srv/app/var/db',
      captcha: false,
      consoleDist: '/srv/app/apps/console/dist',
      seedAdminPassword: 'Secret-1',
      casEmulate: true,
    });
  });

  it('reads DB_TYPE=postgres with DATABASE_URL (or none: the PG* variables), refusing other types', () => {
    expect(loadConfig({ DB_TYPE: 'postgres', DATABASE_URL: 'postgres://u:pw@db:5432/cw' })).toMatchObject({
      dbType: 'postgres',
      databaseUrl: 'postgres://u:pw@db:5432/cw',
    });
    expect(loadConfig({ DB_TYPE: 'PostgreSQL' })).toMatchObject({ dbType: 'postgres', databaseUrl: undefined });
    expect(() => loadConfig({ DB_TYPE: 'mysql' })).toThrow(ConfigError);
    expect(() => loadConfig({ DB_TYPE: 'mysql' })).toThrow('DB_TYPE must be sqlite or postgres, got "mysql"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@h/x' })).toThrow(
      'DATABASE_URL must start with postgres://',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@h/x' })).not.toThrow(/secret/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });

  it('reads the analysis queue settings, defaulting to 3 runs at a time and 400 ms of simulated writing', () => {
    expect(loadConfig({})).toMatchObject({ analysisConcurrency: 3, analysisOfflineLatencyMs: 400 });
    expect(loadConfig({ ANALYSIS_CONCURRENCY: '2', ANALYSIS_OFFLINE_LATENCY_MS: '0' })).toMatchObject({
      analysisConcurrency: 2,
      analysisOfflineLatencyMs: 0,
    });
    expect(() => loadConfig({ ANALYSIS_CONCURRENCY: '0' })).toThrow(
      'ANALYSIS_CONCURRENCY must be an integer from 1 to 64',
    );
    expect(() => loadConfig({ ANALYSIS_OFFLINE_LATENCY_MS: 'fast' })).toThrow(
      'ANALYSIS_OFFLINE_LATENCY_MS must be an integer from 0 to 60000',
    );
  });

  it('reads the operations settings: log retention, Redis URL (never echoing its password), log and trace switches', () => {
    expect(loadConfig({})).toMatchObject({
      logRetentionDays: 90,
      redisUrl: undefined,
      operationLog: true,
      httpTrace: true,
    });
    expect(
      loadConfig({
        LOG_RETENTION_DAYS: '30',
        REDIS_URL: 'redis://:pw@127.0.0.1:6379/1',
        OPERATION_LOG: 'off',
        HTTP_TRACE: 'off',
      }),
    ).toMatchObject({
      logRetentionDays: 30,
      redisUrl: 'redis://:pw@127.0.0.1:6379/1',
      operationLog: false,
      httpTrace: false,
    });
    expect(() => loadConfig({ LOG_RETENTION_DAYS: '0' })).toThrow('LOG_RETENTION_DAYS must be a whole number');
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@host' })).toThrow('REDIS_URL must start with redis://');
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@host' })).not.toThrow(/secret/);
  });

  it('reads TRANSIT_ALLOWED_ORIGINS as normalised origins, none by default, refusing anything but a bare origin', () => {
    expect(loadConfig({}).transitAllowedOrigins).toEqual([]);
    expect(loadConfig({}).transitTimeoutMs).toBe(10_000);
    expect(loadConfig({}).transitMaxBytes).toBe(5 * 1024 * 1024);
    expect(
      loadConfig({
        TRANSIT_ALLOWED_ORIGINS: ' http://127.0.0.1:8081 ,HTTPS://Options.Example.org:443/, ,http://[::1]:9000',
      }).transitAllowedOrigins,
    ).toEqual(['http://127.0.0.1:8081', 'https://options.example.org', 'http://[::1]:9000']);
    for (const bad of [
      'ftp://host',
      'host:8080',
      'http://host/path',
      'http://host?q=1',
      'http://host#x',
      'http://user:pw@host',
      'http://[::1',
      'file:///etc',
    ])
      expect(() => loadConfig({ TRANSIT_ALLOWED_ORIGINS: `http://ok.example,${bad}` })).toThrow(
        new ConfigError(
          `TRANSIT_ALLOWED_ORIGINS entries must be origins like http://host:port (http or https, no path, query or credentials), got "${bad}"`,
        ),
      );
  });
});
