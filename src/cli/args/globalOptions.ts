import type { OptionSpec } from './command.js';

/** `--data <file>`: every command that reads a dataset. */
export const DATA: OptionSpec = { name: 'data', type: 'string', value: 'file', description: 'use this dataset file instead of the embedded one' };

/** `--as-of <instant>`: every command that answers from a dataset; the program hands it the dataset as known then. */
export const AS_OF: OptionSpec = {
  name: 'as-of',
  type: 'string',
  value: 'INSTANT',
  description: 'answer with only what had been published by this instant, such as 2025-08-01T00:00:00Z (each value as known then)',
};

/** `--table`: every command that returns an Output. */
export const TABLE: OptionSpec = {
  name: 'table',
  type: 'boolean',
  description: 'print a table for people (numbers aligned on the decimal point) instead of JSON',
};

/** `-h, --help`: added to every command by the parser. */
export const HELP: OptionSpec = { name: 'help', type: 'boolean', short: 'h', description: 'show this help' };

/** `-v, --version`: the program alone (`ratebook --version`). */
export const VERSION: OptionSpec = { name: 'version', type: 'boolean', short: 'v', description: 'print the version' };

/** `--symbols <CODES>`: the commands that answer rates maps. */
export const SYMBOLS: OptionSpec = {
  name: 'symbols',
  type: 'string',
  value: 'CODES',
  description: 'only these codes, comma-separated, such as EUR,GBP,JPY; default all',
};

/** `--explain`: the rates, history and convert commands (fiat and crypto) add their receipt. */
export const EXPLAIN: OptionSpec = {
  name: 'explain',
  type: 'boolean',
  description: 'add the receipt (source): dataset version, snapshot, providers, derivation and the stored quotes used',
};

/** `--group <week|month|year>`: the series commands, for period means. */
export const GROUP: OptionSpec = {
  name: 'group',
  type: 'string',
  value: 'PERIOD',
  description: "week, month or year: each period's mean rate (weeks start on Monday), keyed by its first day",
};
/** `--stat`: with --group, which value of each period (the timeseries commands). */
export const STAT: OptionSpec = {
  name: 'stat',
  type: 'string',
  value: 'STAT',
  description: "with --group: mean (default), open, close, low or high of each period's daily rates",
};

/** `--csv`: the series commands, for spreadsheets. */
export const CSV: OptionSpec = { name: 'csv', type: 'boolean', description: 'print comma-separated values (a header, then one line per date) instead of JSON' };
