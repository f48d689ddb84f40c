import { connectionTarget, isAllowedHost } from './connection-target';

describe('isAllowedHost', () => {
  it('allows loopback and the configured hosts only, without resolving names', () => {
    for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST'])
      expect(isAllowedHost(h, [])).toBe(true);
    for (const h of ['10.0.0.5', 'db.example.com', '128.0.0.1', '0.0.0.0', 'localhost.evil.com']) {
      expect(isAllowedHost(h, [])).toBe(false);
    }
    expect(isAllowedHost('DB.internal', ['db.internal'])).toBe(true);
  });
});

describe('connectionTarget', () => {
  it('reads SQLite paths relative to DATA_DIR', () => {
    expect(connectionTarget('7', 'jdbc:sqlite:data/x.db', '/srv')).toEqual({ kind: 'sqlite', file: '/srv/data/x.db' });
    expect(connectionTarget('7', '/tmp/a.sqlite', '/srv')).toEqual({ kind: 'sqlite', file: '/tmp/a.sqlite' });
    expect(connectionTarget('7', ':memory:', '/srv').kind).toBe('invalid');
  });

  it('reads PostgreSQL JDBC URLs', () => {
    expect(connectionTarget('6', 'jdbc:postgresql://127.0.0.1:5433/crop', '/srv')).toEqual({
      kind: 'postgres',
      host: '127.0.0.1',
      port: 5433,
      database: 'crop',
    });
    expect(connectionTarget('6', 'jdbc:postgresql://[::1]/', '/srv', 'db')).toMatchObject({
      host: '::1',
      port: 5432,
      database: 'db',
    });
    expect(connectionTarget('6', 'jdbc:mysql://x/y', '/srv').kind).toBe('invalid');
    expect(connectionTarget('1', 'jdbc:mysql://127.0.0.1/y', '/srv').kind).toBe('unsupported');
  });
});
