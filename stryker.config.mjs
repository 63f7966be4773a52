// @ts-check
// Mutation testing of the exact core (`npm run mutate`; not in `npm test` nor CI): the arithmetic,
// the rates, the curation's rules and the dataset version. Incremental: a run re-tests only the
// mutants whose code or tests changed since reports/stryker-incremental.json (git-ignored).
// The curation's data (src/curation/data: pegs, known-bad values, limits as facts with their
// sources) is not mutated: its mutants change facts, not logic, and only a copy of the data would
// kill them.

const TEMP = '.stryker-tmp';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: ['src/decimal/**/*.ts', 'src/rates/**/*.ts', 'src/ops/conversionResult.ts', 'src/ops/roundResult.ts', 'src/curation/**/*.ts', '!src/curation/data/**', 'src/dataset/version.ts'],
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level table or constant) needs every test of the selection, about 40 s
  // here: the ~340 of them would take two hours of the run's two and a half. Ignored; the constants
  // that matter (limits, digit bounds) have tests of their own.
  ignoreStatic: true,
  // The machine has two cores, shared.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: TEMP,
  cleanTempDir: true,
  ignorePatterns: ['dist', 'coverage', 'reports', 'bench', '.cache'],
  timeoutMS: 10_000,
};
