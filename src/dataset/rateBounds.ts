/**
 * Smallest and largest rate a dataset may store against its pivot. Every cross rate
 * (`pivot[q] / pivot[base]`) then lies within 1e-200..1e200, and the result of every accepted
 * amount (below 1e21, no digit under 1e-30) is a finite, normal double: no Infinity, no zero.
 */
export const MIN_RATE = 1e-100;

/** Largest rate against the pivot; see MIN_RATE. */
export const MAX_RATE = 1e100;

/**
 * The sentence of a rate out of these bounds, MIN_RATE and MAX_RATE written out: a template, even of
 * constants, is a top-level statement a bundler keeps in every app (test/dataset/schemaPure.test.ts holds it equal).
 */
export const RATE_EXPECTED = 'expected a positive number from 1e-100 to 1e+100';
