import { fail, quote } from '../../errors.js';
import type { LiveSource } from '../../live/types.js';
import type { OptionSpec } from '../args/command.js';
import { FEEDS, FEED_NAMES } from './feeds.js';

/** The feeds the CLI knows by name (the registry `FEEDS`). */
export const SOURCE_NAMES = FEED_NAMES;

/** `--source-url NAME=URL`: points a source at another URL (a mirror, or a local server to try the CLI against). */
export const SOURCE_URL: OptionSpec = {
  name: 'source-url',
  type: 'string',
  value: 'NAME=URL',
  repeatable: true,
  description: 'fetch source NAME from URL instead of its default (and without its fallbacks)',
};

/**
 * Makes the live sources a CLI command names, default fawazahmed0, from the registry `FEEDS`.
 * Secrets come from the environment, never from the command line (where `ps` shows them):
 * `OXR_APP_ID` for oxr, `EVDS_API_KEY` for tcmb, `FRED_API_KEY` for fred, `COINGECKO_API_KEY`
 * (optional) for coingecko.
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
    if (eq < 1 || !wanted.includes(name))
      fail('invalid_parameter', `--source-url takes NAME=URL for a source of this run (${wanted.join(', ')}), got ${quote(pair)}.`, 'source-url');
    overrides.set(name, pair.slice(eq + 1));
  }
  const seen = new Set<string>();
  return Promise.all(
    wanted.map((name) => {
      const feed = FEEDS.find((f) => f.name === name);
      if (!feed) fail('invalid_parameter', `Unknown source ${quote(name)}; the sources are ${SOURCE_NAMES.join(', ')}.`, 'source');
      if (seen.has(name)) fail('invalid_parameter', `Source ${name} is named twice.`, 'source');
      seen.add(name);
      const url = overrides.get(name);
      const key = feed.env ? process.env[feed.env.name] || undefined : undefined;
      if (feed.env?.required && key === undefined)
        fail('missing_parameter', `Source ${name} needs your key in the environment variable ${feed.env.name}.`, 'source');
      return feed.source(url === undefined ? {} : { url, fallbacks: [] }, key);
    }),
  );
}
