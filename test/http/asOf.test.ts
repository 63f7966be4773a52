import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { convert, currencies, history, loadDataset, rates, timeseries } from '../../src/index.js';
import { call, KEY } from './helpers.js';

// The made-up amendments of test/fixtures/amendments.json (see test/dataset/datasetAsOf.test.ts).
const ds = loadDataset(readFileSync(new URL('../fixtures/amendments.json', import.meta.url), 'utf8'));
const NOW = new Date('2026-06-01T00:00:00Z');
const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW });
const S = { now: NOW } as const;
const AS_OF = '2024-07-04T00:00:00Z';

async function json(path: string) {
  const response = await call(handler, path);
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
}

describe('?as_of= on every endpoint', () => {
  it('answers as the operation with asOf does', async () => {
    expect((await json(`/v1/rates?base=EUR&as_of=${AS_OF}`)).body).toEqual(rates(ds, { base: 'EUR' }, { ...S, asOf: AS_OF }));
    expect((await json(`/v1/history?date=2024-07-01&as_of=${AS_OF}`)).body).toEqual(history(ds, { date: '2024-07-01' }, { ...S, asOf: AS_OF }));
    const explained = await json(`/v1/convert?from=USD&to=ARS&amount=10&date=2024-07-01&explain=true&as_of=${AS_OF}`);
    expect(explained.body).toEqual(
      JSON.parse(JSON.stringify(convert(ds, { from: 'USD', to: 'ARS', amount: '10', date: '2024-07-01' }, { ...S, explain: true, asOf: AS_OF }))),
    );
    expect((explained.body.source as { leg_versions: unknown }).leg_versions).toEqual({ ARS: { published_at: '2024-07-03T12:00:00Z', version: 2, of: 3 } });
    expect((await json(`/v1/timeseries?start=2024-01-01&symbols=ARS&as_of=${AS_OF}`)).body).toEqual(
      timeseries(ds, { start: '2024-01-01', symbols: 'ARS' }, { ...S, asOf: AS_OF }),
    );
    expect((await json(`/v1/currencies?as_of=${AS_OF}`)).body).toEqual(currencies(ds, {}, { asOf: AS_OF }));
    expect((await json(`/v1/convert?from=USD&to=ARS&as_of=${encodeURIComponent('2024-07-04T02:00:00+02:00')}`)).body.rate).toBe(901.765);
  });

  it('answers the dataset as it stands without it', async () => {
    expect((await json('/v1/convert?from=USD&to=ARS&date=2024-07-01')).body.rate).toBe(919.275);
  });

  it.each(['2024-07-04', 'yesterday', '', '2024-07-04T00:00:00', '2024-13-04T00:00:00Z'])(
    'refuses as_of=%j: 400 invalid_parameter naming as_of',
    async (bad) => {
      const { status, type, body } = await json(`/v1/rates?as_of=${encodeURIComponent(bad)}`);
      expect(status).toBe(400);
      expect(type).toBe('application/problem+json');
      expect(body).toMatchObject({ code: 'invalid_parameter', param: 'as_of' });
      expect(body.detail).toMatch(/^as_of must be an instant with its zone, such as 2026-03-04T15:30:00Z/);
    },
  );

  it('before the first publication: 400 date_out_of_range naming as_of', async () => {
    const { status, body } = await json('/v1/convert?from=USD&to=EUR&as_of=2020-01-01T00:00:00Z');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'date_out_of_range', param: 'as_of' });
  });
});
