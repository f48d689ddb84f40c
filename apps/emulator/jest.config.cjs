/** Jest runs the emulator's unit specs (src) and in-process contract tests (test) on the TypeScript sources. */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] },
  moduleNameMapper: {
    '^@cropwatch/contract$': '<rootDir>/../../libs/contract/src/index.ts',
    '^@cropwatch/cron$': '<rootDir>/../../libs/cron/src/index.ts',
    '^@cropwatch/testing$': '<rootDir>/../../libs/testing/src/index.ts',
  },
  maxWorkers: 2,
  testTimeout: 20000,
  // EMULATOR_TEST_DB=postgres: the same suite on a throwaway PostgreSQL cluster (issue #16).
  ...(process.env.EMULATOR_TEST_DB === 'postgres' && {
    globalSetup: '<rootDir>/test/support/postgres-global-setup.ts',
    globalTeardown: '<rootDir>/test/support/postgres-global-teardown.ts',
    // Each test app seeds its own database over the network: a slower start than in-memory SQLite.
    testTimeout: 60000,
  }),
};
