import { surfaceWords } from '../../contracts/surfaceWords.js';

/**
 * Rewords an operation's error message for the command line: the core names the HTTP endpoint to
 * use instead (`/v1/rates (rates)`, `/v1/crypto/convert`), which a CLI user cannot type; here it
 * becomes the command that does the same (`ratebook rates`, `ratebook crypto convert`).
 *
 * @param message - The message of a RatebookError.
 * The core's in-process words (`policies()`) become commands too (surfaceWords).
 *
 * @returns The message with every `/v1/...` path (and a function name in parentheses after it) replaced by its command.
 * @example
 * cliWords('fiat rates are /v1/rates (rates).'); // "fiat rates are ratebook rates."
 */
export function cliWords(message: string): string {
  return surfaceWords(message, 'cli')
    .replace(/\/v1\/crypto\/\.\.\./g, 'ratebook crypto ...')
    .replace(/\/v1\/(crypto\/)?([a-z]+)(?: \([A-Za-z]+\))?/g, (_, crypto: string | undefined, name: string) => `ratebook ${crypto ? 'crypto ' : ''}${name}`);
}
