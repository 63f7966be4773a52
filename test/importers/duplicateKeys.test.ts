import { describe, expect, it } from 'vitest';

import { findDuplicateKey } from '../../src/importers/readers/findDuplicateKey.js';
import { catalog } from './catalog.js';
import { feedError } from './feedError.js';
import { importCoinGecko } from '../../src/feeds/coingecko/coinGecko.js';
import { importFawazahmed0 } from '../../src/feeds/fawazahmed0/fawazahmed0.js';
import { importOxr } from '../../src/feeds/oxr/openExchangeRates.js';

// JSON.parse keeps the last of two equal keys without a word; a feed document quoting a rate twice
// is refused instead, at the repeated member's path.
describe('duplicate keys in a feed document', () => {
  it('are invalid_feed at their path, in every JSON importer', async () => {
    const fawaz = '{"date":"2026-09-29","usd":{"eur":0.85,"jpy":147.5,"eur":0.86}}';
    expect(await feedError(() => importFawazahmed0(fawaz, { metadata: catalog }))).toMatch(/^usd\.eur: /);
    const oxr = '{"timestamp":1759104000,"base":"USD","rates":{"EUR":0.85},"rates":{"EUR":0.86}}';
    expect(await feedError(() => importOxr(oxr, { metadata: catalog }))).toMatch(/^rates: /);
    const gecko = '{"bitcoin":{"usd":60000,"last_updated_at":1759104000,"usd":1}}';
    expect(await feedError(() => importCoinGecko(gecko, { metadata: catalog, quote: 'usd' }))).toMatch(/^bitcoin\.usd: /);
  });

  it('are found anywhere, escaped or not, and only within one object', () => {
    expect(findDuplicateKey('{"a":1,"b":{"a":2}}')).toBeUndefined();
    expect(findDuplicateKey('[{"a":1},{"a":2}]')).toBeUndefined();
    expect(findDuplicateKey('{"x":[1,{"k\\"":1,"k\\u0022":2}]}')).toBe('x[1]["k\\""]');
    expect(findDuplicateKey('{"s":"{\\"a\\":1,\\"a\\":2}","t":{}}')).toBeUndefined();
    expect(findDuplicateKey('{"a b":{"c":[],"c":{}}}')).toBe('["a b"].c');
  });
});
