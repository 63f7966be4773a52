import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The tests of the modules `npm run mutate` mutates (stryker.config.mjs), and the operations' tests
// that exercise them; the whole suite would make every mutant's run minutes long on two cores. The
// broad property files (test/properties.test.ts, rangeProperties, receiptProperties) are left out:
// about 30 s a run, and the unit and law tests below kill what they would. Property tests run at
// most 1,000 cases here (test/mutate/fastCheck.mjs).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// fast-check's ES module, found as Node finds the package (Stryker's sandbox has no node_modules of its own).
const fastCheck = join(dirname(createRequire(import.meta.url).resolve('fast-check/package.json')), 'lib/fast-check.js');

export default defineConfig({
  ...base,
  resolve: {
    alias: [
      { find: /^fast-check$/, replacement: here('test/mutate/fastCheck.mjs') },
      { find: /^fast-check-unpatched$/, replacement: fastCheck },
    ],
  },
  test: {
    ...base.test,
    include: [
      'test/decimal.test.ts',
      'test/decimal/**/*.test.ts',
      'test/rates/**/*.test.ts',
      'test/curation/**/*.test.ts',
      'test/dataset/version.test.ts',
      'test/ops/**/*.test.ts',
    ],
  },
});
