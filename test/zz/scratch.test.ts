import { it } from 'vitest';
import { defaultDataset as ds } from '../../src/data.js';
import { convert, cryptoConvert, rates, history, cryptoRates } from '../../src/index.js';
import { createFetchHandler } from '../../src/http/index.js';
it('x', async () => {
  console.log(JSON.stringify(convert(ds, { from: 'EUR', to: 'JPY', amount: '100' }, { explain: true, numbers: 'string' })));
  console.log(JSON.stringify(convert(ds, { from: 'USD', to: 'JPY', amount: 3 }, { explain: true })));
  console.log(JSON.stringify(cryptoConvert(ds, { from: 'BTC', to: 'USD' }, { explain: true })));
  console.log(JSON.stringify(rates(ds, { base: 'EUR', symbols: 'GBP,USD' }, { explain: true })));
  console.log(JSON.stringify(history(ds, { date: '2024-03-03', base: 'EUR', symbols: 'GBP,USD' }, { explain: true })));
  const h = createFetchHandler({ dataset: ds, auth: false });
  for (const path of ['/v1/convert?from=EUR&to=GBP&explain=true', '/v1/rates?symbols=EUR&explain=yes', '/v1/crypto/rates?base=btc&symbols=eur&explain=true', '/v1/timeseries?start=2025-01-01&end=2025-02-10&symbols=EUR&group=week', '/v1/timeseries?start=2025-01-01&group=day'])
    console.log(path, (await h(new Request('http://x' + path))).status, await (await h(new Request('http://x' + path))).text());
});
