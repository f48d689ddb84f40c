// The `postgres` project of jest.config.cjs: every contract test file of it runs on PostgreSQL. Jest gives each
// test file its own copy of `process.env`, so this reaches createTestApp() of this file only.
process.env.EMULATOR_TEST_DB = 'postgres';
jest.setTimeout(60_000);
