/**
 * Smallest and largest rate a dataset may store against its pivot. Every cross rate
 * (`pivot[q] / pivot[base]`) then lies within 1e-200..1e200, and the result of every accepted
 * amount (below 1e21, no digit under 1e-30) is a finite, normal double: no Infinity, no zero.
 */
export const MIN_RATE = 1e-100;

/** Largest rate against the pivot; see MIN_RATE. */
export const MAX_RATE = 1e100;
