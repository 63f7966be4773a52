import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { rates, type Dataset } from '../../src/index.js';
import { call, ds, KEY, NOW, otherDataset, parseExact } from './helpers.js';

const other = otherDataset();

/** The newest date, capture time and USD rates of a dataset, as the handler would write them. */
function fingerprint(d: Dataset) {
  const r = rates(d, {}, { numbers: 'string' });
  return { date: r.date, updated_at: r.updated_at, rates: r.rates };
}

describe('hot swap', () => {
  it('never mixes two datasets in one response while a provider alternates under load', async () => {
    let n = 0;
    // Alternates on every read, and sometimes answers asynchronously, so reads interleave.
    const provider = (): Dataset | Promise<Dataset> => {
      const next = n++ % 2 === 0 ? ds : other;
      return n % 3 === 0 ? Promise.resolve(next) : next;
    };
    const handler = createFetchHandler({ dataset: provider, auth: { keys: [KEY] }, now: () => NOW });
    const expected = [fingerprint(ds), fingerprint(other)];
    const paths = ['/v1/rates', '/v1/convert?from=USD&to=EUR&amount=3', '/v1/crypto/rates', '/v1/currencies'];
    const responses = await Promise.all(Array.from({ length: 400 }, (_, i) => call(handler, paths[i % paths.length]!)));
    const seen = new Set<string>();
    for (const [i, res] of responses.entries()) {
      expect(res.status).toBe(200);
      const body = parseExact(await res.text()) as Record<string, unknown>;
      const source = expected.find((e) => e.updated_at === body.updated_at);
      expect(source).toBeDefined();
      expect(body.date).toBe(source!.date);
      expect(res.headers.get('last-modified')).toBe(new Date(source!.updated_at).toUTCString());
      const path = paths[i % paths.length]!;
      if (path === '/v1/rates') expect(body.rates).toEqual(source!.rates);
      if (path.startsWith('/v1/convert')) expect(body.rate).toBe(source!.rates.EUR);
      seen.add(body.updated_at as string);
    }
    expect(seen.size).toBe(2);
  });

  it('reads the provider once per request', async () => {
    let reads = 0;
    const handler = createFetchHandler({
      dataset: () => {
        reads++;
        return ds;
      },
      auth: false,
    });
    await call(handler, '/v1/convert?from=USD&to=EUR');
    await call(handler, '/v1/crypto/currencies');
    expect(reads).toBe(2);
  });

  it('serves the new dataset, with a new ETag, once it is swapped in', async () => {
    let current = ds;
    const handler = createFetchHandler({ dataset: () => current, auth: false });
    const before = await call(handler, '/v1/rates');
    current = other;
    const after = await call(handler, '/v1/rates', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((parseExact(await after.text()) as { date: string }).date).toBe('2024-04-16');
  });
});
