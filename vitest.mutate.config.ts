import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The tests of the modules `npm run mutate` mutates (stryker.config.mjs), and the operations' tests
// that exercise them; the whole suite would make every mutant's run minutes long on two cores. The
// broad property files (test/properties.test.ts, rangeProperties, receiptProperties) are left out:
// about 30 s a run, and the unit and law tests below kill what they would.
export default defineConfig({
  ...base,
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
