import { RatebookError } from '../src/index.js';

/** Runs `fn`, expecting a RatebookError, and returns its machine-readable parts for assertions. */
export function caught(fn: () => unknown): { code: string; param: string | undefined; status: number } {
  try {
    fn();
  } catch (error) {
    if (error instanceof RatebookError) return { code: error.code, param: error.param, status: error.status };
    throw error;
  }
  throw new Error('expected a RatebookError, but the call returned');
}

/** `caught` for an async call: awaits it, expecting a RatebookError. */
export async function caughtAsync(fn: () => Promise<unknown>): Promise<{ code: string; param: string | undefined; status: number }> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof RatebookError) return { code: error.code, param: error.param, status: error.status };
    throw error;
  }
  throw new Error('expected a RatebookError, but the call resolved');
}

/** Runs `fn`, expecting a RatebookError, and returns the error itself (its message and fields). */
export function refusal(fn: () => unknown): RatebookError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RatebookError) return error;
    throw error;
  }
  throw new Error('expected a RatebookError, but the call returned');
}
