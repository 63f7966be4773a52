import { fail, quote } from '../errors.js';
import type { LiveSource } from '../live/types.js';
import type { OptionSpec } from './command.js';

/** The feeds the CLI knows by name. */
export const SOURCE_NAMES = ['fawazahmed0', 'ecb', 'coingecko', 'oxr'] as const;

/** `--source-url NAME=URL`: points a source at another URL (a mirror, or a local server to try the CLI against). */
export const SOURCE_URL: OptionSpec = {
  name: 'source-url',
  type: 'string',
  value: 'NAME=URL',
  repeatable: true,
  description: 'fetch source NAME from URL instead of its default (and without its fallbacks)',
};

/**
 * Makes the live sources a CLI command names, default fawazahmed0. Secrets come from the
 * environment, never from the command line (where `ps` shows them): `OXR_APP_ID` for oxr,
 * `COINGECKO_API_KEY` (optional) for coingecko.
 *
 * @param names - Source names as typed; duplicates are refused.
 * @param urls - The `--source-url NAME=URL` values.
 * @returns The sources, in the order named.
 * @example
 * await liveSources(['fawazahmed0'], ['fawazahmed0=http://127.0.0.1:8080/usd.min.json'])
 */
export async function liveSources(names: readonly string[], urls: readonly string[]): Promise<LiveSource[]> {
  const wanted = names.length === 0 ? ['fawazahmed0'] : names;
  const overrides = new Map<string, string>();
  for (const pair of urls) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, Math.max(0, eq));
    if (eq < 1 || !wanted.includes(name)) fail('invalid_parameter', `--source-url takes NAME=URL for a source of this run (${wanted.join(', ')}), got ${quote(pair)}.`, 'source-url');
    overrides.set(name, pair.slice(eq + 1));
  }
  const live = await import('../live/index.js');
  const seen = new Set<string>();
  return wanted.map((name) => {
    if (!(SOURCE_NAMES as readonly string[]).includes(name)) fail('invalid_parameter', `Unknown source ${quote(name)}; the sources are ${SOURCE_NAMES.join(', ')}.`, 'source');
    if (seen.has(name)) fail('invalid_parameter', `Source ${name} is named twice.`, 'source');
    seen.add(name);
    const url = overrides.get(name);
    const where = url === undefined ? {} : { url, fallbacks: [] };
    if (name === 'ecb') return live.ecb(where);
    if (name === 'coingecko') return live.coinGecko({ ...where, ...(process.env.COINGECKO_API_KEY ? { apiKey: process.env.COINGECKO_API_KEY } : {}) });
    if (name === 'oxr') {
      const appId = process.env.OXR_APP_ID;
      if (!appId) fail('missing_parameter', 'Source oxr needs your Open Exchange Rates App ID in the environment variable OXR_APP_ID.', 'source');
      return live.openExchangeRates({ ...where, appId });
    }
    return live.fawazahmed0(where);
  });
}
