// fast-check for `npm run mutate` only (vitest.mutate.config.ts aliases 'fast-check' here): property
// tests run at most 1,000 cases, not their 2,000 to 20,000. A surviving mutant runs every test that
// covers it, and on two shared cores the full counts made a run hours long; a mutant a law catches
// is almost always caught in its first cases. `npm test` keeps the full counts. A property with a
// fixed seed keeps its count too: its assertions may count its cases (test/rates/datedConversion).
import * as real from 'fast-check-unpatched';

const MAX_RUNS = 1000;

/** `fc.assert` with `numRuns` capped at MAX_RUNS, unless it has a seed. */
export function assert(property, params) {
  if (params?.seed !== undefined) return real.assert(property, params);
  return real.assert(property, { ...params, numRuns: Math.min(params?.numRuns ?? 100, MAX_RUNS) });
}

export * from 'fast-check-unpatched';
export default { ...real, assert };
