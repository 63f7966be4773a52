import { fail, RatebookError } from '../../errors.js';
import { suggest } from '../../params/suggest.js';
import type { OptionSpec } from './command.js';
import { envName } from './envInput.js';

/**
 * `RATEBOOK_*` variables ratebook reads besides the options' own: the store keys (`storeKeys`) and
 * the variables of the benchmarks, which start `serve` with their own environment.
 */
export const OTHER_VARIABLES: readonly string[] = ['RATEBOOK_SIGNING_KEY', 'RATEBOOK_VERIFY_KEY', 'RATEBOOK_DIST', 'RATEBOOK_BEFORE'];

/**
 * The `RATEBOOK_*` names a command reads: each option's `RATEBOOK_<NAME>` and its aliases (derived
 * from the option table, so an option added later is known at once), and `others`.
 *
 * @param options - The command's options.
 * @param aliases - The variables of an option where not just `RATEBOOK_<NAME>`.
 * @param others - Names read elsewhere.
 * @returns The names, sorted.
 * @example
 * knownVariables(serveEntry.options, SERVE_ENV).includes('RATEBOOK_RATE_LIMIT') // true
 */
export function knownVariables(
  options: readonly OptionSpec[],
  aliases: Readonly<Record<string, readonly string[]>> = {},
  others: readonly string[] = OTHER_VARIABLES,
): string[] {
  const names = new Set(others);
  for (const option of options) for (const name of [envName(option.name), ...(aliases[option.name] ?? [])]) names.add(name);
  return [...names].filter((name) => name.startsWith('RATEBOOK_')).sort();
}

const keyList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Reads the environment strictly, before any option is taken from it: an unknown `RATEBOOK_*`
 * variable is refused with the nearest known name (a typo must not pass as a default), as are a
 * `RATEBOOK_KEYS` set to no key at all (a generated key nobody sees would refuse every client) and
 * a `RATEBOOK_KEY` that is not among `RATEBOOK_KEYS` (one of the two would be ignored).
 *
 * @param env - The environment.
 * @param options - The command's options.
 * @param aliases - The variables of an option where not just `RATEBOOK_<NAME>`.
 * @example
 * strictEnvironment({ RATEBOOK_RATE_LIMT: '3/60' }, serveEntry.options, SERVE_ENV); // throws: did you mean RATEBOOK_RATE_LIMIT?
 */
export function strictEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  options: readonly OptionSpec[],
  aliases: Readonly<Record<string, readonly string[]>> = {},
): void {
  const known = knownVariables(options, aliases);
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith('RATEBOOK_') || known.includes(name)) continue;
    const near = suggest(name, known);
    fail('invalid_parameter', `Unknown environment variable ${name}${near ? ` (did you mean ${near}?)` : ''}; ratebook reads ${known.join(', ')}.`, name);
  }
  const keys = env.RATEBOOK_KEYS;
  if (keys !== undefined && keyList(keys).length === 0)
    fail('invalid_parameter', 'RATEBOOK_KEYS is set but lists no key: give one or more keys, comma-separated, or unset it.', 'RATEBOOK_KEYS');
  const key = env.RATEBOOK_KEY;
  if (keys !== undefined && key !== undefined && key !== '' && !keyList(keys).includes(key.trim()))
    fail('invalid_parameter', 'RATEBOOK_KEY is not among RATEBOOK_KEYS, and only one of them would be used: list it there, or unset one.', 'RATEBOOK_KEY');
}

/**
 * Names the variable a refused value came from: an error about `--port` whose value was read from
 * `RATEBOOK_PORT` (or `PORT`) says so, so that an operator fixes the right setting.
 *
 * @param error - What was thrown while the settings were read.
 * @param variableOf - The variable an option's value came from, if it came from the environment.
 * @returns The same error, its message naming the variable.
 * @example
 * throw namedVariable(error, input.variableOf); // 'Invalid RATEBOOK_PORT "x": expected a port, 0 to 65535.'
 */
export function namedVariable(error: unknown, variableOf: (option: string) => string | undefined): unknown {
  if (!(error instanceof RatebookError) || error.param === undefined) return error;
  const variable = variableOf(error.param);
  if (variable === undefined) return error;
  error.message = error.message.replace(new RegExp(`--${error.param}(?![\\w-])`, 'g'), variable);
  return error;
}
