import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { call, ds, KEY, NOW } from './helpers.js';

const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW });
const problem = async (res: Response) => ({ status: res.status, ...((await res.json()) as { code: string; param?: string }) });

describe('ranges and symbols over HTTP', () => {
  it('writes every rate of a series as an exact literal', async () => {
    const text = await (await call(handler, '/v1/crypto/timeseries?start=2024-04-15&symbols=BTC')).text();
    expect(text).toBe('{"base":"USD","start_date":"2024-04-15","end_date":"2024-04-15","rates":{"2024-04-15":{"BTC":0.0000150000000000000001}}}');
  });

  it('dates a series by its newest capture time and revalidates it with its ETag', async () => {
    const res = await call(handler, '/v1/timeseries?start=2024-03-01&end=2024-03-04');
    expect(res.headers.get('last-modified')).toBe('Mon, 04 Mar 2024 16:00:00 GMT');
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    // Normalized parameters give the same body, so the same tag.
    const same = await call(handler, '/v1/timeseries?start=2024-03-01&end=2024-03-04&base=usd', { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    const other = await call(handler, '/v1/timeseries?start=2024-03-01&end=2024-03-04&symbols=EUR', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect((await call(handler, '/v1/timeseries?start=2024-03-01')).headers.get('last-modified')).toBe('Mon, 15 Apr 2024 16:00:00 GMT');
  });

  it('keeps a series body per dataset and range, never across clocks that end it elsewhere', async () => {
    const early = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => new Date('2024-04-01T00:00:00Z') });
    const path = '/v1/timeseries?start=2024-03-01&symbols=EUR';
    const before = JSON.parse(await (await call(early, path)).text()) as { end_date: string };
    const after = JSON.parse(await (await call(handler, path)).text()) as { end_date: string };
    expect([before.end_date, after.end_date]).toEqual(['2024-03-04', '2024-04-15']);
    const again = await call(handler, path);
    expect(JSON.parse(await again.text())).toEqual(after);
  });

  it('gives the same body and tag for the same symbols in any order or case', async () => {
    const a = await call(handler, '/v1/rates?symbols=gbp,EUR');
    const b = await call(handler, '/v1/rates?symbols=EUR,GBP,eur');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(await a.text()).toBe(await b.text());
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const get = await call(handler, '/v1/crypto/history?date=2024-03-05');
    const head = await call(handler, '/v1/crypto/history?date=2024-03-05', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
  });

  it('refuses bad ranges and symbols with the contract codes', async () => {
    const cases: [string, number, string, string | undefined][] = [
      ['/v1/timeseries', 400, 'missing_parameter', 'start'],
      ['/v1/timeseries?start=2024-03-05&end=2024-03-01', 400, 'invalid_parameter', 'end'],
      ['/v1/timeseries?start=2020-01-01&end=2020-12-31', 400, 'date_out_of_range', 'end'],
      ['/v1/crypto/timeseries?start=2024-06-02', 400, 'date_out_of_range', 'start'],
      ['/v1/timeseries?start=2024-03-01&date=2024-03-01', 400, 'invalid_parameter', 'date'],
      ['/v1/timeseries?start=2024-03-01&symbols=', 400, 'invalid_parameter', 'symbols'],
      ['/v1/rates?symbols=EUR,,GBP', 400, 'invalid_parameter', 'symbols'],
      ['/v1/rates?symbols=__proto__', 400, 'invalid_parameter', 'symbols'],
      ['/v1/rates?__proto__=EUR', 400, 'invalid_parameter', '__proto__'],
      ['/v1/rates?symbols=EUR&symbols=GBP', 400, 'invalid_parameter', 'symbols'],
      [`/v1/rates?symbols=${'EUR,'.repeat(500)}EUR`, 400, 'invalid_parameter', 'symbols'],
      ['/v1/history?date=2024-03-05&symbols=BTC', 400, 'unknown_currency', 'symbols'],
      ['/v1/crypto/history?date=2024-03-05&symbols=ETH', 400, 'unknown_currency', 'symbols'],
      ['/v1/crypto/history?date=2024-02-01', 400, 'date_out_of_range', 'date'],
      [`/v1/rates?symbols=${'X'.repeat(100_000)}`, 414, 'uri_too_long', undefined],
      [`/v1/timeseries?start=2024-03-01&symbols=${'EUR,'.repeat(4999)}EUR`, 414, 'uri_too_long', undefined],
    ];
    for (const [path, status, code, param] of cases) {
      const res = await call(handler, path);
      expect(res.headers.get('cache-control'), path.slice(0, 60)).toBe('no-store');
      expect(await problem(res), path.slice(0, 60)).toMatchObject({ status, code, ...(param && { param }) });
    }
  });
});
