/**
 * Jest runs the emulator's unit specs (src) and in-process contract tests (test) on the TypeScript sources.
 * `EMULATOR_TEST_DB` picks the database of the contract tests (issue #16):
 * - unset: in-memory SQLite (the default, and what `npx jest test/x.e2e-spec.ts` runs);
 * - `postgres`: the contract tests only, each app on its own database of a throwaway PostgreSQL cluster;
 * - `both` (`npm test`): the two as projects of one run, so the two workers take files from both and the slowest
 *   files start first whichever database they use (the runs are otherwise the same files and expectations).
 */
const shared = {
  testEnvironment: 'node',
  rootDir: __dirname,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] },
  moduleNameMapper: {
    '^@cropwatch/contract$': '<rootDir>/../../libs/contract/src/index.ts',
    '^@cropwatch/cron$': '<rootDir>/../../libs/cron/src/index.ts',
    '^@cropwatch/testing$': '<rootDir>/../../libs/testing/src/index.ts',
  },
};

const sqlite = {
  ...shared,
  displayName: 'sqlite',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

const postgres = {
  ...shared,
  displayName: 'postgres',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/postgres-global-teardown.ts',
  // Marks the files of this project as PostgreSQL runs and gives them a longer timeout (each test app seeds its
  // own database over the network: a slower start than in-memory SQLite).
  setupFilesAfterEnv: ['<rootDir>/test/support/postgres-project.ts'],
};

const mode = process.env.EMULATOR_TEST_DB;
module.exports = {
  maxWorkers: 2,
  testTimeout: 20000,
  ...(mode === 'both' ? { projects: [sqlite, postgres] } : mode === 'postgres' ? postgres : sqlite),
};
