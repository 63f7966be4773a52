import { describe, expect, it } from 'vitest';
import { RatebookError } from '../../src/errors.js';
import type { Command } from '../../src/cli/args/command.js';
import { parseArgv, type Invocation } from '../../src/cli/args/parseArgv.js';
import { COMMANDS } from '../../src/cli/commands/registry.js';

function errorOf(argv: string[], commands: readonly Command[] = COMMANDS): { code: string; param: string | undefined; message: string } {
  try {
    parseArgv(argv, commands);
  } catch (error) {
    if (error instanceof RatebookError) return { code: error.code, param: error.param, message: error.message };
    throw error;
  }
  throw new Error(`parsed: ${argv.join(' ')}`);
}

function run(argv: string[], commands: readonly Command[] = COMMANDS) {
  const invocation = parseArgv(argv, commands);
  if (invocation.kind !== 'run') throw new Error(`not a run: ${JSON.stringify(invocation)}`);
  return invocation;
}

const help = (topic: string[]): Invocation => ({ kind: 'help', topic });

describe('parseArgv', () => {
  it('refuses an option the command does not take, naming it', () => {
    expect(errorOf(['convert', '1', 'USD', 'EUR', '--base', 'GBP'])).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(errorOf(['rates', '--locale', 'de'])).toMatchObject({ code: 'invalid_parameter', param: 'locale' });
    expect(errorOf(['import', 'oxr', 'a.json', '--out', 'x.json', '--table'])).toMatchObject({ code: 'invalid_parameter', param: 'table' });
    expect(errorOf(['rates', '--version'])).toMatchObject({ code: 'invalid_parameter', param: 'version' });
  });

  it('lists the options the command does take', () => {
    const { message } = errorOf(['convert', '1', 'USD', 'EUR', '--base', 'GBP']);
    expect(message).toContain('--base');
    for (const option of ['--data', '--table', '--help']) expect(message).toContain(option);
  });

  it('refuses an option given twice', () => {
    expect(errorOf(['rates', '--base', 'EUR', '--base', 'GBP'])).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(errorOf(['rates', '--table', '--table'])).toMatchObject({ code: 'invalid_parameter', param: 'table' });
    expect(errorOf(['rates', '--base=EUR', '--base', 'EUR'])).toMatchObject({ code: 'invalid_parameter', param: 'base' });
  });

  it('keeps every value of a repeatable option, in order', () => {
    const listing: Command = {
      words: ['list'],
      args: [],
      options: [{ name: 'symbols', type: 'string', repeatable: true, description: 'codes' }],
      summary: 'a test command',
      run: () => undefined,
    };
    const { input } = run(['list', '--symbols', 'EUR', '--symbols=GBP'], [listing]);
    expect(input.strings('symbols')).toEqual(['EUR', 'GBP']);
    expect(run(['list'], [listing]).input.strings('symbols')).toEqual([]);
  });

  it('suggests the nearest command for a typo', () => {
    expect(errorOf(['convrt', '1', 'USD', 'EUR'])).toMatchObject({ code: 'invalid_parameter', param: 'command' });
    expect(errorOf(['convrt', '1', 'USD', 'EUR']).message).toContain('did you mean "convert"?');
    expect(errorOf(['crypto', 'rats']).message).toContain('did you mean "crypto rates"?');
    expect(errorOf(['curr']).message).toContain('did you mean "currencies"?');
    expect(errorOf(['xyzzy']).message).not.toContain('did you mean');
  });

  it('suggests the nearest option of the command for a typo, in its own words', () => {
    const error = errorOf(['rates', '--bsae', 'EUR']);
    expect(error).toMatchObject({ code: 'invalid_parameter', param: 'bsae' });
    expect(error.message).toContain('did you mean "--base"?');
    // Not node:util parseArgs's text, which tells people to put the option after "--".
    expect(error.message).not.toMatch(/To specify a positional argument/);
    expect(errorOf(['rates', '-x']).message).toMatch(/^Unknown option "-x"/);
  });

  it('reads a negative amount as an argument, plainly or after --', () => {
    for (const argv of [
      ['convert', '-5', 'USD', 'EUR'],
      ['convert', '--', '-5', 'USD', 'EUR'],
      ['convert', '--table', '-5', 'USD', 'EUR'],
    ]) {
      expect(run(argv).input.arg('amount')).toBe('-5');
    }
    expect(run(['convert', '-0.25', 'USD', 'EUR']).input.arg('amount')).toBe('-0.25');
    expect(run(['convert', '-.5e2', 'USD', 'EUR']).input.arg('amount')).toBe('-.5e2');
    // After "--" nothing is an option, even a word that looks like one.
    expect(run(['convert', '--', '--table', 'USD', 'EUR']).input.arg('amount')).toBe('--table');
  });

  it('takes options anywhere, in either spelling', () => {
    const { command, input } = run(['--data', 'x.json', 'rates', '--base=EUR', '--table']);
    expect(command.words).toEqual(['rates']);
    expect([input.string('data'), input.string('base'), input.flag('table')]).toEqual(['x.json', 'EUR', true]);
  });

  it('refuses missing and extra arguments, and a missing required option', () => {
    expect(errorOf(['convert', '1', 'USD'])).toMatchObject({ code: 'missing_parameter', param: 'to' });
    expect(errorOf(['history'])).toMatchObject({ code: 'missing_parameter', param: 'date' });
    expect(errorOf(['import', 'oxr', '--out', 'x.json'])).toMatchObject({ code: 'missing_parameter', param: 'file' });
    expect(errorOf(['rates', 'EUR'])).toMatchObject({ code: 'invalid_parameter', param: 'argv' });
    // A required option is refused when absent, before anything runs.
    expect(errorOf(['import', 'oxr', 'a.json'])).toMatchObject({ code: 'missing_parameter', param: 'out' });
  });

  it('refuses a value on a boolean option and a string option without one', () => {
    expect(errorOf(['rates', '--table=yes'])).toMatchObject({ code: 'invalid_parameter', param: 'table' });
    expect(errorOf(['rates', '--base'])).toMatchObject({ code: 'missing_parameter', param: 'base' });
    expect(errorOf(['rates', '--base', '--table'])).toMatchObject({ code: 'missing_parameter', param: 'base' });
  });

  it('answers help for the program, a command, and a group', () => {
    expect(parseArgv([], COMMANDS)).toEqual(help([]));
    expect(parseArgv(['--help'], COMMANDS)).toEqual(help([]));
    expect(parseArgv(['-h'], COMMANDS)).toEqual(help([]));
    expect(parseArgv(['convert', '--help'], COMMANDS)).toEqual(help(['convert']));
    expect(parseArgv(['crypto', 'rates', '-h'], COMMANDS)).toEqual(help(['crypto', 'rates']));
    expect(parseArgv(['crypto'], COMMANDS)).toEqual(help(['crypto']));
    // Asking for help wins over a mistake: the help shows what to write instead.
    expect(parseArgv(['rates', '--locale', 'de', '--help'], COMMANDS)).toEqual(help(['rates']));
    const { command, input } = run(['help', 'crypto', 'rates']);
    expect([command.words, input.rest('command')]).toEqual([['help'], ['crypto', 'rates']]);
  });

  it('answers the version, and refuses an option without a command', () => {
    expect(parseArgv(['--version'], COMMANDS)).toEqual({ kind: 'version' });
    expect(parseArgv(['-v'], COMMANDS)).toEqual({ kind: 'version' });
    expect(errorOf(['--table'])).toMatchObject({ code: 'missing_parameter', param: 'command' });
    expect(errorOf(['--verison'])).toMatchObject({ code: 'invalid_parameter', param: 'verison' });
    expect(errorOf(['--verison']).message).toContain('did you mean "--version"?');
  });

  it('throws on a name the command does not declare, a bug rather than input', () => {
    const { input } = run(['rates']);
    expect(() => input.string('locale')).toThrow(/declares no/);
    expect(() => input.arg('amount')).toThrow(/declares no/);
    expect(() => input.flag('base')).toThrow(/declares no/);
  });
});
