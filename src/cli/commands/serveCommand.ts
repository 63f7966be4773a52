import { fail } from '../../errors.js';
import { createFetchHandler } from '../../http/createFetchHandler.js';
import { serve } from '../../node/serve.js';
import type { LiveDataset } from '../../live/types.js';
import type { Dataset } from '../../types.js';

/** Options of `serveCommand`. */
export interface ServeCommandOptions {
  /** The dataset, a function returning the current one (so a reload swaps it in), or a live dataset. */
  readonly dataset: Dataset | (() => Dataset) | LiveDataset;
  /** TCP port; default 8787; 0 picks a free one. */
  readonly port?: number;
  /** Interface to listen on; default `127.0.0.1`. */
  readonly host?: string;
  /** The live key to accept (`live_` and at least 16 visible ASCII characters); default a fresh random one. */
  readonly key?: string;
  /** Where the URL, the key and a sample curl line go. */
  readonly print: (line: string) => void;
}

const PREFIX = 'live_';
/** The fewest characters a given key has after `live_`: shorter keys are guessable. */
export const MIN_KEY_CHARS = 16;
const KEY_SYNTAX = new RegExp(`^live_[\\x21-\\x7e]{${MIN_KEY_CHARS},1019}$`);

/** A fresh live key: the prefix and 24 random bytes (192 bits) in hex. */
function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return PREFIX + hex;
}

/**
 * `ratebook serve`: mounts the fetch handler on node:http behind one live key, a fresh random one
 * unless given, and prints the URL, the key and a sample `curl`. Printing the key is the point
 * here: it is the operator's own, shown once on their terminal; the handler itself never logs one.
 *
 * @param opts - The dataset, `port`, `host`, `key` and `print`.
 * @returns The server's URL and `close()`.
 * @example
 * const server = await serveCommand({ dataset: defaultDataset, port: 8787, print: console.log });
 * await server.close();
 */
export async function serveCommand(opts: ServeCommandOptions): Promise<{ url: string; close(): Promise<void> }> {
  if (opts.key !== undefined && !KEY_SYNTAX.test(opts.key)) {
    fail('invalid_parameter', `The key must start with "${PREFIX}" followed by ${MIN_KEY_CHARS} to 1019 visible ASCII characters (no spaces).`, 'key');
  }
  const key = opts.key ?? freshKey();
  const handler = createFetchHandler({ dataset: opts.dataset, auth: { keys: [key] } });
  const server = await serve(handler, { port: opts.port ?? 8787, host: opts.host ?? '127.0.0.1' });
  opts.print(`ratebook serving on ${server.url}`);
  opts.print(`API key: ${key}`);
  opts.print(`Try: curl -H "Authorization: Bearer ${key}" "${server.url}/v1/convert?from=USD&to=EUR&amount=100"`);
  return { url: server.url, close: server.close };
}
