import type { OptionSpec } from './command.js';

/** `--data <file>`: every command that reads a dataset. */
export const DATA: OptionSpec = { name: 'data', type: 'string', value: 'file', description: 'use this dataset file instead of the embedded one' };

/** `--table`: every command that returns an Output. */
export const TABLE: OptionSpec = { name: 'table', type: 'boolean', description: 'print a table for people (numbers aligned on the decimal point) instead of JSON' };

/** `-h, --help`: added to every command by the parser. */
export const HELP: OptionSpec = { name: 'help', type: 'boolean', short: 'h', description: 'show this help' };

/** `-v, --version`: the program alone (`ratebook --version`). */
export const VERSION: OptionSpec = { name: 'version', type: 'boolean', short: 'v', description: 'print the version' };
