// npm run test:mutation: StrykerJS on src/domain with the domain's tests (docs/verification.md).
// Incremental: a rerun tests only the mutants whose code or tests changed since the last one.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'test/mutation/vitest.config.ts', related: true },
  mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts', '!src/domain/**/*.arbitrary.ts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  tempDirName: '.tmp/stryker',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: '.tmp/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
  timeoutMS: 20000,
};
