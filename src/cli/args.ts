import { parseArgs } from 'node:util';
import { fail } from '../errors.js';

/** The command line, split into the words of the command and its options. */
export interface CliArgs {
  readonly words: string[];
  readonly options: {
    readonly base?: string;
    readonly locale?: string;
    readonly data?: string;
    readonly table?: boolean;
    readonly port?: string;
    readonly host?: string;
    readonly key?: string;
    readonly out?: string;
    readonly date?: string;
    readonly help?: boolean;
    readonly version?: boolean;
  };
}

/**
 * Parses argv (without node and the script) into words and options; an unknown option is an
 * `invalid_parameter` error, so a typo never silently falls back to a default.
 *
 * @example
 * parseCli(['convert', '100', 'USD', 'EUR', '--table'])
 */
export function parseCli(argv: readonly string[]): CliArgs {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        base: { type: 'string' },
        locale: { type: 'string' },
        data: { type: 'string' },
        table: { type: 'boolean' },
        port: { type: 'string' },
        host: { type: 'string' },
        key: { type: 'string' },
        out: { type: 'string' },
        date: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
    return { words: positionals, options: values };
  } catch (error) {
    fail('invalid_parameter', (error as Error).message.split('\n')[0]!, 'argv');
  }
}
