import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The tests of the modules `npm run mutate` mutates (stryker.config.mjs), and the operations' tests
// that exercise them; the whole suite would make every mutant's run minutes long on two cores. The
// broad property files (test/properties.test.ts, rangeProperties, receiptProperties) are left out:
// about 30 s a run, and the unit and law tests below kill what they would. Property tests run at
// most 1,000 cases here (test/mutate/fastCheck.mjs).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  ...base,
  resolve: {
    alias: [
      { find: /^fast-check$/, replacement: here('test/mutate/fastCheck.mjs') },
      { find: /^fast-check-unpatched$/, replacement: here('node_modules/fast-check/lib/fast-check.js') },
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
