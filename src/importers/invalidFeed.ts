import { fail, RatebookError } from '../errors.js';

/**
 * Throws the importers' one error: `invalid_feed`, its message led by where the problem is
 * (`line 812, column JPY`, `rates.JPY`, `zip entry eurofxref-hist.csv`).
 *
 * @example
 * invalidFeed('line 812, column JPY', '"1,23" is not a number')
 */
export function invalidFeed(where: string, message: string, cause?: unknown): never {
  fail('invalid_feed', where ? `${where}: ${message}` : message, undefined, cause);
}

/** The line and column (both from 1) of a character offset, counted only when an error needs them. */
export function locate(text: string, index: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `line ${line}, column ${index - lineStart + 1}`;
}

/**
 * Rethrows an error of an inner input with the outer input's name in front (`eurofxref-hist.zip:
 * line 812, ...`), keeping its code, status and param; anything that is not a RatebookError as is.
 *
 * @example
 * try { importOxr(bytes, options) } catch (error) { rethrowIn(error, '2024-03-01.json') }
 */
export function rethrowIn(error: unknown, name: string): never {
  if (!(error instanceof RatebookError)) throw error;
  throw new RatebookError(error.code, `${name}: ${error.message}`, { param: error.param, cause: error });
}
