import type { ArgSpec, Command, OptionSpec } from './command.js';
import { findCommand } from './findCommand.js';
import { DATA, HELP, TABLE, VERSION } from './globalOptions.js';

const NEGATIVE =
  'An amount below zero reads as an argument, never as an option: ratebook convert -5 USD EUR,\nor after "--", which ends the options: ratebook convert -- -5 USD EUR.';
const ERRORS = 'Errors go to stderr as "ratebook: <code>: <message>" with exit code 1.';

/** `ratebook convert <amount> <from> <to>`: the command's words and arguments. */
export function synopsis(command: Command): string {
  return ['ratebook', ...command.words, ...command.args.map(argLabel)].join(' ');
}

function argLabel(arg: ArgSpec): string {
  const name = arg.variadic ? `${arg.name}...` : arg.name;
  return arg.optional ? `[${name}]` : `<${name}>`;
}

/** `--base <CODE>` or `--table`: how an option is written, for help texts and error messages. */
export function optionUsage(option: OptionSpec): string {
  if (option.valueOptional) return `--${option.name}[=<${option.value ?? 'value'}>]`;
  return `--${option.name}${option.type === 'string' ? ` <${option.value ?? 'value'}>` : ''}`;
}

function optionLabel(option: OptionSpec): string {
  return option.short === undefined ? optionUsage(option) : `-${option.short}, ${optionUsage(option)}`;
}

function columns(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n');
}

function optionRows(options: readonly OptionSpec[]): [string, string][] {
  return options.map((o) => [optionLabel(o), `${o.description}${o.required ? ' (required)' : ''}${o.repeatable ? ' (repeatable)' : ''}`]);
}

/** The help of the program: every command with its summary, the shared options, the conventions. */
function programHelp(commands: readonly Command[]): string {
  return [
    'ratebook — currency exchange rates from an embedded dataset, exact and offline',
    '',
    'Usage: ratebook <command> [arguments] [options]',
    '',
    'Commands:',
    columns(commands.map((c) => [synopsis(c).slice('ratebook '.length), c.summary])),
    '',
    'Options (each command takes only its own; see its help):',
    columns(optionRows([DATA, TABLE, HELP, VERSION])),
    '',
    'Run "ratebook help <command>" or "ratebook <command> --help" for its arguments and options.',
    NEGATIVE,
    ERRORS,
  ].join('\n');
}

/** The help of one command: its usage, arguments, options and details. */
function commandHelp(command: Command): string {
  const args = command.args.map((a): [string, string] => [argLabel(a), a.description]);
  return [
    `Usage: ${synopsis(command)} [options]`,
    '',
    `${command.summary[0]!.toUpperCase()}${command.summary.slice(1)}.`,
    ...(args.length > 0 ? ['', 'Arguments:', columns(args)] : []),
    '',
    'Options:',
    columns(optionRows([...command.options, HELP])),
    ...(command.details === undefined ? [] : ['', command.details]),
  ].join('\n');
}

/** The help of a group of commands (`ratebook crypto`): its subcommands with their summaries. */
function groupHelp(words: readonly string[], commands: readonly Command[]): string {
  const members = commands.filter((c) => words.every((w, i) => c.words[i] === w));
  return [
    `Usage: ratebook ${words.join(' ')} <command> [arguments] [options]`,
    '',
    'Commands:',
    columns(members.map((c) => [synopsis(c).slice('ratebook '.length), c.summary])),
    '',
    `Run "ratebook help ${words.join(' ')} <command>" for its arguments and options.`,
  ].join('\n');
}

/**
 * The help text of a topic: the program's for `[]`, else the command's or the group's it names.
 *
 * @param topic - Command words, as `ratebook help <words>` takes them; extra words are ignored.
 * @param commands - The registry.
 * @returns The text to print.
 * @example
 * renderHelp(['crypto'], COMMANDS) // the crypto subcommands
 */
export function renderHelp(topic: readonly string[], commands: readonly Command[]): string {
  if (topic.length === 0) return programHelp(commands);
  const found = findCommand(topic, commands);
  return 'group' in found ? groupHelp(found.group, commands) : commandHelp(found);
}

/** `ratebook help [command...]`: the program's help, or a command's or group's. */
export const helpEntry: Command = {
  words: ['help'],
  args: [{ name: 'command', optional: true, variadic: true, description: 'a command, such as convert or crypto rates' }],
  options: [],
  summary: "this help, or a command's own: ratebook help convert",
  run({ input, commands, print }) {
    print(renderHelp(input.rest('command'), commands));
  },
};
