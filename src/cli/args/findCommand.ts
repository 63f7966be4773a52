import { fail, quote } from '../../errors.js';
import { suggest } from '../../params/suggest.js';
import type { Command } from './command.js';

/**
 * The command the leading words name (the longest match), or the group they name alone
 * (`['crypto']`); anything else is an `invalid_parameter` error suggesting the nearest command.
 *
 * @param words - The arguments of the command line: command words first.
 * @param commands - The registry.
 * @returns The command, or the words of a group.
 * @example
 * findCommand(['crypto'], COMMANDS) // { group: ['crypto'] }
 */
export function findCommand(words: readonly string[], commands: readonly Command[]): Command | { readonly group: readonly string[] } {
  const starts = (c: Command, prefix: readonly string[]) => prefix.every((w, i) => c.words[i] === w);
  let found: Command | undefined;
  for (const c of commands)
    if (c.words.length <= words.length && starts(c, words.slice(0, c.words.length)) && (!found || c.words.length > found.words.length)) found = c;
  if (found) return found;
  let depth = 0;
  while (depth < words.length && commands.some((c) => c.words.length > depth && starts(c, words.slice(0, depth + 1)))) depth++;
  const prefix = words.slice(0, depth);
  if (depth === words.length) return { group: prefix };
  const next = [...new Set(commands.filter((c) => c.words.length > depth && starts(c, prefix)).map((c) => c.words[depth]!))];
  const near = suggest(words[depth]!, next);
  const typed = quote([...prefix, words[depth]].join(' '));
  const hint = near === undefined ? '' : ` did you mean ${quote([...prefix, near].join(' '))}?`;
  fail('invalid_parameter', `Unknown command ${typed};${hint} See ratebook help${prefix.length > 0 ? ` ${prefix.join(' ')}` : ''}.`, 'command');
}
