import { fail } from '../../errors.js';
import type { Input, OptionSpec } from './command.js';

/** The environment variable an option falls back to: `RATEBOOK_` and its name in capitals (`--rate-limit` → `RATEBOOK_RATE_LIMIT`). */
export function envName(option: string): string {
  return `RATEBOOK_${option.toUpperCase().replace(/-/g, '_')}`;
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['', '0', 'false', 'no', 'off']);

/**
 * Reads a command's options from the command line first and the environment second, as a
 * twelve-factor service expects: each option from `RATEBOOK_<NAME>` (a repeatable one
 * comma-separated), or from the variables `aliases` lists for it, in order (`PORT`, `HOST`, `RATEBOOK_KEYS`).
 * A flag given wins over its variable; an empty variable counts as unset. A boolean variable is
 * `1/true/yes/on` or `0/false/no/off`; anything else is refused by `check` at start.
 *
 * @param input - The parsed command line.
 * @param options - The command's options.
 * @param env - The environment.
 * @param aliases - The variables of an option, in the order tried, where not just `RATEBOOK_<NAME>`.
 * @returns The input with the fallbacks, the variables it read (for the start-up line), and the
 *   variable each option's value came from (`variableOf`, for an error that must name it).
 * @example
 * const input = envInput(parsed, serveEntry.options, process.env, { port: ['RATEBOOK_PORT', 'PORT'] });
 */
export function envInput(
  input: Input,
  options: readonly OptionSpec[],
  env: Readonly<Record<string, string | undefined>>,
  aliases: Readonly<Record<string, readonly string[]>> = {},
): Input & { readonly fromEnv: readonly string[]; variableOf(option: string): string | undefined } {
  const fromEnv: string[] = [];
  const sources = new Map<string, string>();
  const lookup = (name: string): string | undefined => {
    for (const variable of aliases[name] ?? [envName(name)]) {
      const value = env[variable];
      if (value !== undefined && value !== '') {
        fromEnv.push(variable);
        sources.set(name, variable);
        return value;
      }
    }
    return undefined;
  };
  const known = new Set(options.map((o) => o.name));
  return {
    fromEnv,
    variableOf: (name) => sources.get(name),
    arg: (name) => input.arg(name),
    optionalArg: (name) => input.optionalArg(name),
    rest: (name) => input.rest(name),
    string: (name) => input.string(name) ?? (known.has(name) ? lookup(name) : undefined),
    strings(name) {
      const given = input.strings(name);
      if (given.length > 0 || !known.has(name)) return given;
      return (lookup(name) ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
    },
    flag(name) {
      if (input.flag(name)) return true;
      const value = known.has(name) ? lookup(name) : undefined;
      if (value === undefined) return false;
      const lower = value.toLowerCase();
      if (TRUE.has(lower)) return true;
      if (FALSE.has(lower)) return false;
      fail('invalid_parameter', `${envName(name)}: expected 1, true, yes, on, 0, false, no or off.`, name);
    },
  };
}
