import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serveUrl, startServe } from './serveProcess.js';

const KEY = 'live_fresh_line_key_0123456789abcdef';
const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));

// The start line of `serve` says what /v1/status says: the one rule, with --max-stale.
describe('ratebook serve start line', () => {
  it('judges the data by the calendar and --max-stale, as /v1/status does', async () => {
    for (const maxStale of [undefined, '1000000000000']) {
      const serve = startServe(['--data', fixture, '--port', '0', '--key', KEY, '--log', 'json', ...(maxStale ? ['--max-stale', maxStale] : [])]);
      const url = await serveUrl(serve);
      const line = JSON.parse(await serve.waitFor(/"event":"data"/)) as { stale: boolean };
      const status = (await (await fetch(`${url}/v1/status`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as { stale: boolean };
      expect(await serve.stop()).toBe(0);
      // The fixture is old: stale by its calendar; within a bound of 31,000 years, not stale.
      expect({ maxStale, line: line.stale, status: status.stale }).toEqual({ maxStale, line: maxStale === undefined, status: maxStale === undefined });
    }
  }, 60_000);
});
