import { actuatorHealth, HEALTH_DOWN_MESSAGE } from '@cropwatch/contract';
import { HealthService } from '../src/modules/health/health.service';
import { expectContract } from './support/contract';
import { postgresTestMode } from './support/postgres-test-db';
import { createTestApp, type TestApp } from './support/test-app';

describe('readiness /actuator/health (issue #16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database status, without a token', async () => {
    const res = await t.http.get('/jeecg-boot/actuator/health');
    expect(res.status).toBe(200);
    expect(expectContract(actuatorHealth, res.body)).toEqual({
      status: 'UP',
      components: { db: { status: 'UP', details: { database: postgresTestMode() ? 'PostgreSQL' : 'SQLite' } } },
    });
  });

  it('answers 503 with the JeecgBoot envelope naming the part that is down, then 200 again', async () => {
    const health = t.app.get(HealthService);
    health.register('redis', () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')));
    const down = await t.http.get('/jeecg-boot/actuator/health');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(expectContract(actuatorHealth, down.body)).toMatchObject({
      success: false,
      code: 503,
      message: HEALTH_DOWN_MESSAGE,
      result: {
        status: 'DOWN',
        components: {
          db: { status: 'UP' },
          redis: { status: 'DOWN', details: { error: 'connect ECONNREFUSED 127.0.0.1:6379' } },
        },
      },
    });
    health.register('redis', () => Promise.resolve({ status: 'UP', details: { version: '7' } }));
    expect((await t.http.get('/jeecg-boot/actuator/health')).status).toBe(200);
  });
});
