import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { type ApiCall, supertestCall } from '@cropwatch/testing';
import { createApp, type EmulatorApp } from '../../src/app.factory';
import { ManualClock } from '../../src/core/clock/clock';
import type { EmulatorConfig } from '../../src/core/config/emulator.config';
import type { SmsSender } from '../../src/modules/auth/sms.sender';
import { freshTestDatabase, postgresTestMode } from './postgres-test-db';

/** SMS codes the emulator "sent", newest last. */
export class CapturedSms implements SmsSender {
  readonly sent: { mobile: string; code: string; smsmode: string }[] = [];
  send(mobile: string, code: string, smsmode: string): void {
    this.sent.push({ mobile, code, smsmode });
  }
  lastCode(mobile: string): string {
    const hit = [...this.sent].reverse().find((s) => s.mobile === mobile);
    if (!hit) throw new Error(`no SMS sent to ${mobile}`);
    return hit.code;
  }
}

export interface TestApp {
  app: EmulatorApp;
  /** supertest agent on the in-process server. */
  http: ReturnType<typeof request>;
  /** Contract-level caller (paths relative to /jeecg-boot). */
  call: ApiCall;
  clock: ManualClock;
  sms: CapturedSms;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * An emulator on a fresh in-memory database and temp DATA_DIR; captcha off and the real FAO dataset (issue #35,
 * ~1.5 s of seeding per boot) left out unless asked for (`SEED_REAL_DATASETS: 'on'`).
 */
export async function createTestApp(
  config: Partial<EmulatorConfig> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-emulator-test-'));
  const clock = new ManualClock();
  const sms = new CapturedSms();
  // EMULATOR_TEST_DB=postgres: the same app on its own PostgreSQL database (a file database stays SQLite).
  const pg = postgresTestMode() && !config.database ? await freshTestDatabase() : undefined;
  const app = await createApp({
    env: { CAPTCHA: 'off', SEED_REAL_DATASETS: 'off', ...env },
    config: {
      dataDir,
      database: ':memory:',
      ...(pg && { dbType: 'postgres' as const, databaseUrl: pg.url }),
      ...config,
    },
    clock,
    smsSender: sms,
    logger: false,
  });
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    call: supertestCall(http),
    clock,
    sms,
    dataDir,
    close: async () => {
      await app.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test of what does not depend on the database (a model's turn, say): run by the SQLite project only. */
export const itOnSqlite: jest.It = process.env.EMULATOR_TEST_DB === 'postgres' ? it.skip : it;
