// The operations as each surface names them: a function in-process (`convert()`), a path over HTTP
// (`/v1/convert`), a command in the CLI (`ratebook convert`). The core's messages speak in-process.
const OPERATIONS: Readonly<Record<string, string>> = {
  convert: 'convert',
  cryptoConvert: 'crypto/convert',
  rates: 'rates',
  cryptoRates: 'crypto/rates',
  history: 'history',
  cryptoHistory: 'crypto/history',
  timeseries: 'timeseries',
  cryptoTimeseries: 'crypto/timeseries',
  currencies: 'currencies',
  cryptoCurrencies: 'crypto/currencies',
  currency: 'currency',
  policies: 'policies',
};

// The core's words for loading a source's own rates (sourceDates' policy_source_mismatch).
const LOAD = /(\w[\w-]*)'s importer \(ratebook\/importers\) or a live dataset of its feed \(ratebook\/live\)/g;

/** A surface an error reaches a caller through, besides a direct call. */
export type Surface = 'http' | 'cli';

/**
 * Rewords an error message of the core, written for a direct caller (`policies() lists them`), for
 * the surface the caller used: each operation's function becomes its path over HTTP
 * (`/v1/policies`) or its command in the CLI (`ratebook policies`), and the way to load a
 * source's rates the import command.
 *
 * @param message - The message of a RatebookError.
 * @param surface - `http` or `cli`.
 * @returns The message in the surface's words.
 * @example
 * surfaceWords('policies() lists the built-in ones.', 'http') // "/v1/policies lists the built-in ones."
 */
export function surfaceWords(message: string, surface: Surface): string {
  return message
    .replace(/\b([a-zA-Z]+)\(\)/g, (all, name: string) => {
      const path = OPERATIONS[name];
      if (path === undefined) return all;
      return surface === 'http' ? `/v1/${path}` : `ratebook ${path.replace('/', ' ')}`;
    })
    .replace(LOAD, (_, source: string) =>
      surface === 'cli'
        ? `ratebook import ${source} <file>... --out dataset.json (then --data dataset.json), or a live dataset of its feed (ratebook fetch)`
        : `the server's operator loads them (ratebook import ${source} <file>... --out dataset.json, or a live dataset of its feed)`,
    );
}
