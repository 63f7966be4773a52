import type { Dataset } from '../../types.js';

/** One `--option` a command accepts. */
export interface OptionSpec {
  /** The name without dashes: `base` is written `--base`. */
  readonly name: string;
  /** A `string` option takes a value (`--base EUR` or `--base=EUR`); a `boolean` one takes none. */
  readonly type: 'string' | 'boolean';
  /** The value's placeholder in help texts, such as `CODE`; string options only. */
  readonly value?: string;
  /** Whether the command cannot run without it (`import --out`); the parser refuses its absence. Default no. */
  readonly required?: boolean;
  /** A string option whose value may be left out: `--metrics` alone reads as `''`, `--metrics=9100` gives one (only in the `=` form). */
  readonly valueOptional?: boolean;
  /** Whether the option may be given more than once (its values are kept in order); default no. */
  readonly repeatable?: boolean;
  /** A one-letter alias, written `-h`. */
  readonly short?: string;
  /** One line for the help texts. */
  readonly description: string;
}

/** One positional argument of a command, in order. */
export interface ArgSpec {
  /** The name shown in help texts (`<amount>`) and used by `Input.arg`. */
  readonly name: string;
  /** Whether it may be left out (only trailing arguments may be); default no. */
  readonly optional?: boolean;
  /** Whether it takes every remaining argument (the last one only); with `optional`, zero or more. */
  readonly variadic?: boolean;
  /** One line for the help texts. */
  readonly description: string;
}

/** What a query prints: JSON by default, the table with `--table`. */
export interface Output {
  readonly json: string;
  readonly table: string;
  /** The quote date of a single-date answer: the stale-data notice compares it with the newest snapshot's. */
  readonly date?: string;
  /** The exit code after printing it; default 0 (`status` answers 1 for stale data). */
  readonly exitCode?: number;
}

/** The arguments and options of one invocation, read by name; asking for an undeclared name is a bug and throws. */
export interface Input {
  /** A required positional argument. */
  arg(name: string): string;
  /** An optional positional argument, undefined when left out. */
  optionalArg(name: string): string | undefined;
  /** A variadic positional argument: every remaining word. */
  rest(name: string): readonly string[];
  /** A string option given at most once, undefined when absent. */
  string(name: string): string | undefined;
  /** A repeatable string option: its values in order. */
  strings(name: string): readonly string[];
  /** A boolean option. */
  flag(name: string): boolean;
}

/** What a command's `run` gets. */
export interface CommandContext {
  readonly input: Input;
  /** Every command of the program (for `help`). */
  readonly commands: readonly Command[];
  /** The dataset of `--data`, or the embedded one; loaded on first call. */
  dataset(): Promise<Dataset>;
  /** Reads and validates a dataset file (what `--data` does). */
  readDataset(file: string): Dataset;
  /** Writes one line to stdout. */
  print(line: string): void;
  /** Writes one line to stderr, prefixed `ratebook: ` (warnings and notices; stdout stays clean). */
  notice(line: string): void;
}

/** One command of the `ratebook` program: everything its parser, its help and its dispatch need. */
export interface Command {
  /** The words that name it: `['rates']`, `['crypto', 'rates']`. */
  readonly words: readonly string[];
  /** Its positional arguments, in order. */
  readonly args: readonly ArgSpec[];
  /** The options it accepts; `--help` is added to every command. Reuse the shared ones of `globalOptions.ts`. */
  readonly options: readonly OptionSpec[];
  /** One line for the command list of `ratebook help`. */
  readonly summary: string;
  /** More lines for `ratebook help <command>`: what it does in detail, examples. */
  readonly details?: string;
  /** The exit code of the errors this command gives no code of its own (usage and configuration); default 1. */
  readonly errorExitCode?: number;
  /** Whether an answer from stale data adds one notice line on stderr (see staleNotice.ts); default true. */
  readonly staleNotice?: boolean;
  /** Does the work; a returned Output is printed as JSON, or as its table with `--table`. */
  run(context: CommandContext): Promise<Output | void> | Output | void;
}
