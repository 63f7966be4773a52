import { describe, expect, it } from 'vitest';
import { serveCommand } from '../../src/cli/commands/serveCommand.js';
import { RatebookError } from '../../src/index.js';
import { ds } from '../http/helpers.js';

describe('serveCommand', () => {
  it('serves with a fresh live key, shown only on a terminal, and a curl line that works with it', async () => {
    const lines: string[] = [];
    const server = await serveCommand({ dataset: ds, port: 0, showFreshKey: true, print: (line) => lines.push(line) });
    try {
      const key = /live_[0-9a-f]{48}/.exec(lines.join('\n'))?.[0];
      expect(key).toBeDefined();
      expect(lines.join('\n')).toContain(server.url);
      const curl = lines.find((line) => line.includes('curl'))!;
      const [, url] = /"(http[^"]+)"/.exec(curl)!;
      // The sample reads the key from the environment: no log line holds one.
      expect(curl).toContain('Authorization: Bearer $RATEBOOK_KEY');
      expect(curl).not.toContain(key);
      const res = await fetch(url!, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ from: 'USD', to: 'EUR', amount: 100 });
      expect((await fetch(url!)).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('generates a different key each time', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 2; i++) {
      const lines: string[] = [];
      const server = await serveCommand({ dataset: () => ds, port: 0, showFreshKey: true, print: (line) => lines.push(line) });
      await server.close();
      keys.push(/live_[0-9a-f]+/.exec(lines.join('\n'))![0]);
    }
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows a generated key only as its fingerprint off a terminal, and given keys never', async () => {
    const lines: string[] = [];
    const keys = ['live_first_key_0123456789', 'live_second_key_0123456789'];
    const server = await serveCommand({ dataset: ds, port: 0, keys, print: (line) => lines.push(line) });
    try {
      for (const key of keys) expect((await fetch(`${server.url}/v1/rates`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
      expect(lines.join('\n')).toMatch(/API keys: key#[0-9a-f]{8}, key#[0-9a-f]{8}/);
      for (const key of keys) expect(lines.join('\n')).not.toContain(key.slice(5));
    } finally {
      await server.close();
    }
    const quiet: string[] = [];
    const other = await serveCommand({ dataset: ds, port: 0, print: (line) => quiet.push(line) });
    await other.close();
    expect(quiet.join('\n')).toMatch(/API key: generated key#[0-9a-f]{8}, not shown/);
    expect(quiet.join('\n')).not.toMatch(/live_/);
  });

  it('uses a given key, and refuses one without the live_ prefix or shorter than the minimum', async () => {
    const lines: string[] = [];
    const server = await serveCommand({ dataset: ds, port: 0, key: 'live_mine_0123456789ab', print: (line) => lines.push(line) });
    try {
      expect((await fetch(`${server.url}/v1/rates`, { headers: { authorization: 'Bearer live_mine_0123456789ab' } })).status).toBe(200);
    } finally {
      await server.close();
    }
    // 'live_' and 15 characters: one short of MIN_KEY_CHARS.
    for (const key of ['mine', 'live_', 'live_with space 0123456789', 'LIVE_x0123456789abcdef', 'live_0123456789abcde']) {
      const error = await serveCommand({ dataset: ds, port: 0, key, print: () => {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RatebookError);
      expect(error).toMatchObject({ code: 'invalid_parameter', param: 'key' });
      if (key !== 'live_') expect((error as Error).message).not.toContain(key);
    }
  });
});
