// A symbol rather than a class, so an error keeps its RatebookError identity (and its `code`) and
// only gains the exit code the command chose for it.
const EXIT_CODE = Symbol.for('ratebook.cli.exitCode');

/**
 * Marks an error with the exit code `runCli` ends with when it reaches it (instead of 1), for
 * commands whose exit code is part of their answer, such as `status` (2: no status could be read).
 *
 * @param error - The error to throw.
 * @param code - The exit code, 2 or more (1 is every error's default).
 * @returns The same error, marked.
 * @example
 * throw withExitCode(new RatebookError('service_unavailable', 'cannot reach the server', 'server'), 2);
 */
export function withExitCode<E extends object>(error: E, code: number): E {
  (error as { [EXIT_CODE]?: number })[EXIT_CODE] = code;
  return error;
}

/**
 * The exit code an error ends the program with: the one `withExitCode` gave it, else 1.
 *
 * @param error - Whatever `runCli` caught.
 * @returns The exit code.
 * @example
 * exitCodeOf(new Error('boom')); // 1
 */
export function exitCodeOf(error: unknown): number {
  const code = typeof error === 'object' && error !== null ? (error as { [EXIT_CODE]?: unknown })[EXIT_CODE] : undefined;
  return typeof code === 'number' ? code : 1;
}
