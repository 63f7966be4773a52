import { describe, expect, it } from 'vitest';
import { renderHelp } from '../../src/cli/args/renderHelp.js';
import { parseArgv } from '../../src/cli/args/parseArgv.js';
import { COMMANDS } from '../../src/cli/commands/registry.js';

describe('COMMANDS', () => {
  it('names every command by distinct words', () => {
    const names = COMMANDS.map((c) => c.words.join(' '));
    expect(new Set(names).size).toBe(names.length);
    for (const c of COMMANDS) for (const word of c.words) expect(word).toMatch(/^[a-z][a-z-]*$/);
  });

  it('gives one option name one meaning across commands', () => {
    const types = new Map<string, string>();
    for (const option of COMMANDS.flatMap((c) => c.options)) {
      expect(types.get(option.name) ?? option.type, option.name).toBe(option.type);
      types.set(option.name, option.type);
      expect(option.name).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it('declares optional arguments after required ones, and a variadic one last', () => {
    for (const c of COMMANDS) {
      c.args.forEach((arg, i) => {
        if (arg.variadic) expect(i, c.words.join(' ')).toBe(c.args.length - 1);
        if (i > 0 && c.args[i - 1]!.optional) expect(arg.optional, c.words.join(' ')).toBe(true);
      });
    }
  });

  it('reaches every command from the command line, with --help for its own help', () => {
    for (const c of COMMANDS) {
      expect(parseArgv([...c.words, '--help'], COMMANDS)).toEqual({ kind: 'help', topic: c.words });
      const help = renderHelp(c.words, COMMANDS);
      expect(help).toContain(`Usage: ratebook ${c.words.join(' ')}`);
      for (const option of c.options) expect(help).toContain(`--${option.name}`);
      for (const arg of c.args) expect(help).toContain(arg.name);
    }
  });

  it('lists every command in the program help', () => {
    const help = renderHelp([], COMMANDS);
    for (const c of COMMANDS) expect(help).toContain(`  ${c.words.join(' ')}`);
    for (const c of COMMANDS) expect(help).toContain(c.summary);
  });
});
