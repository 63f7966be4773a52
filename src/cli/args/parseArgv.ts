import { fail, quote } from '../../errors.js';
import { suggest } from '../../params/suggest.js';
import type { Command, Input, OptionSpec } from './command.js';
import { findCommand } from './findCommand.js';
import { HELP, VERSION } from './globalOptions.js';
import { optionUsage, synopsis } from './renderHelp.js';

/** What the command line asks for: a command to run, a help text (`[]` is the program's), or the version. */
export type Invocation =
  | { readonly kind: 'run'; readonly command: Command; readonly input: Input }
  | { readonly kind: 'help'; readonly topic: readonly string[] }
  | { readonly kind: 'version' };

/** An option as written on the command line. */
interface Given {
  readonly name: string;
  readonly written: string;
  /** The option of that name in some command; undefined when no command has it. */
  readonly spec: OptionSpec | undefined;
  readonly value: string | undefined;
  /** `--table=yes`: a value written onto a boolean option. */
  readonly inline: boolean;
}

// A word that reads as a negative amount is an argument: no option starts with a digit or a point.
const NEGATIVE_NUMBER = /^-(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Parses argv (without node and the script) against the commands, strictly: an option the command
 * does not take, an option given twice that is not repeatable, a missing or extra argument, and an
 * unknown command are `invalid_parameter` (`missing_parameter` for what is missing), with the nearest
 * command or option suggested, so a typo never silently falls back to a default. Options may come
 * anywhere; `--` ends them, and a word such as `-5` is an argument.
 *
 * @param argv - The words after the program name.
 * @param commands - The registry.
 * @returns The command with its input, or the help or version asked for.
 * @example
 * parseArgv(['convert', '100', 'USD', 'EUR', '--table'], COMMANDS)
 */
export function parseArgv(argv: readonly string[], commands: readonly Command[]): Invocation {
  const specs = optionIndex(commands);
  const words: string[] = [];
  const given: Given[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') {
      words.push(...argv.slice(i + 1));
      break;
    }
    if (!token.startsWith('-') || token === '-' || NEGATIVE_NUMBER.test(token)) {
      words.push(token);
      continue;
    }
    const long = token.startsWith('--');
    const eq = long ? token.indexOf('=') : -1;
    const written = eq === -1 ? token : token.slice(0, eq);
    const spec = long ? specs.get(written.slice(2)) : [...specs.values()].find((s) => s.short === token.slice(1));
    const name = spec?.name ?? written.replace(/^--?/, '');
    if (eq !== -1) given.push({ name, written, spec, value: token.slice(eq + 1), inline: spec?.type === 'boolean' });
    else if (spec?.valueOptional) given.push({ name, written, spec, value: '', inline: false });
    else if (spec?.type !== 'string') given.push({ name, written, spec, value: undefined, inline: false });
    else {
      // A string option takes the next word unless that word is another option.
      const next = argv[i + 1];
      const takes = next !== undefined && (!next.startsWith('-') || next === '-' || NEGATIVE_NUMBER.test(next));
      given.push({ name, written, spec, value: takes ? next : undefined, inline: false });
      if (takes) i++;
    }
  }

  if (words.length === 0) return programLevel(given);
  const command = findCommand(words, commands);
  if ('group' in command) return { kind: 'help', topic: command.group };
  const accepted = [...command.options, HELP];
  const name = `ratebook ${command.words.join(' ')}`;
  // Asking for help wins over every mistake: the help shows what to write instead.
  if (given.some((g) => g.spec === HELP)) return { kind: 'help', topic: command.words };
  const values = new Map<string, string | boolean | string[]>();
  for (const g of given) {
    const spec = accepted.find((o) => o.name === g.spec?.name);
    if (!spec) unknownOption(g, name, accepted);
    if (g.inline) fail('invalid_parameter', `${g.written} takes no value; write ${g.written} alone.`, g.name);
    if (spec.type === 'string' && g.value === undefined) fail('missing_parameter', `${g.written} needs a value: ${optionUsage(spec)}.`, g.name);
    const previous = values.get(g.name);
    if (previous !== undefined && !spec.repeatable) fail('invalid_parameter', `${g.written} is given twice; ${name} takes it once.`, g.name);
    values.set(g.name, spec.repeatable ? [...((previous as string[] | undefined) ?? []), g.value!] : (g.value ?? true));
  }
  const absent = command.options.find((o) => o.required && !values.has(o.name));
  if (absent) fail('missing_parameter', `${name} needs ${optionUsage(absent)}; see ratebook help ${command.words.join(' ')}.`, absent.name);
  return { kind: 'run', command, input: bindInput(command, words.slice(command.words.length), values) };
}

/** Every option of every command by name; one name means one option everywhere, so the scan needs no command. */
function optionIndex(commands: readonly Command[]): Map<string, OptionSpec> {
  const specs = new Map<string, OptionSpec>([
    [HELP.name, HELP],
    [VERSION.name, VERSION],
  ]);
  for (const option of commands.flatMap((c) => c.options)) {
    const known = specs.get(option.name);
    if (known && (known.type !== option.type || known.short !== option.short))
      throw new Error(`ratebook: --${option.name} is declared twice with different types`);
    specs.set(option.name, known ?? option);
  }
  return specs;
}

function programLevel(given: readonly Given[]): Invocation {
  const top = [HELP, VERSION];
  for (const g of given) {
    if (!g.spec) unknownOption(g, 'ratebook', top);
    if (!top.includes(g.spec)) fail('missing_parameter', `${g.written} belongs to a command; which one? See ratebook help.`, 'command');
  }
  return given.some((g) => g.spec === VERSION) && !given.some((g) => g.spec === HELP) ? { kind: 'version' } : { kind: 'help', topic: [] };
}

function unknownOption(g: Given, name: string, accepted: readonly OptionSpec[]): never {
  const list = accepted.map((o) => `--${o.name}`).join(', ');
  const param = g.name.slice(0, 40);
  if (g.spec) fail('invalid_parameter', `${name} does not take --${g.name}; its options are ${list}.`, param);
  const near = g.written.startsWith('--')
    ? suggest(
        g.name,
        accepted.map((o) => o.name),
      )
    : undefined;
  const hint = near === undefined ? '' : ` did you mean "--${near}"?`;
  fail('invalid_parameter', `Unknown option ${quote(g.written)};${hint} ${name} takes ${list}.`, param);
}

function bindInput(command: Command, words: readonly string[], values: ReadonlyMap<string, string | boolean | string[]>): Input {
  const args = new Map<string, string | readonly string[]>();
  let i = 0;
  for (const spec of command.args) {
    if (spec.variadic) {
      if (!spec.optional && i === words.length) missing(command, spec.name);
      args.set(spec.name, words.slice(i));
      i = words.length;
    } else if (i < words.length) args.set(spec.name, words[i++]!);
    else if (!spec.optional) missing(command, spec.name);
  }
  if (i < words.length) {
    fail('invalid_parameter', `Unexpected argument ${quote(words[i])}; usage: ${synopsis(command)} [options].`, 'argv');
  }
  const declared = <T>(kind: string, ok: boolean, name: string, value: T): T => {
    if (!ok) throw new Error(`ratebook ${command.words.join(' ')} declares no ${kind} ${name}`);
    return value;
  };
  const arg = (name: string, test: (a: Command['args'][number]) => boolean) => command.args.some((a) => a.name === name && test(a));
  const option = (name: string, test: (o: OptionSpec) => boolean) => command.options.some((o) => o.name === name && test(o));
  return {
    arg: (name) =>
      declared(
        'required argument',
        arg(name, (a) => !a.optional && !a.variadic),
        name,
        args.get(name) as string,
      ),
    optionalArg: (name) =>
      declared(
        'optional argument',
        arg(name, (a) => !!a.optional && !a.variadic),
        name,
        args.get(name) as string | undefined,
      ),
    rest: (name) =>
      declared(
        'variadic argument',
        arg(name, (a) => !!a.variadic),
        name,
        args.get(name) as readonly string[],
      ),
    string: (name) =>
      declared(
        'string option',
        option(name, (o) => o.type === 'string' && !o.repeatable),
        name,
        values.get(name) as string | undefined,
      ),
    strings: (name) =>
      declared(
        'repeatable option',
        option(name, (o) => o.type === 'string' && !!o.repeatable),
        name,
        (values.get(name) as string[] | undefined) ?? [],
      ),
    flag: (name) =>
      declared(
        'boolean option',
        option(name, (o) => o.type === 'boolean'),
        name,
        values.get(name) === true,
      ),
  };
}

function missing(command: Command, name: string): never {
  fail('missing_parameter', `${synopsis(command)} needs <${name}>; see ratebook help ${command.words.join(' ')}.`, name);
}
