import { describe, expect, it } from 'vitest';
import { feedSource } from '../../src/live/sources/feedSource.js';

describe('coinGecko', () => {
  it('asks every URL, fallbacks included, for the same prices', () => {
    for (const options of [
      { fallbacks: ['http://127.0.0.1:9/api/v3/simple/price'] },
      { url: 'http://127.0.0.1:8/api/v3/simple/price', fallbacks: ['http://127.0.0.1:9/api/v3/simple/price'] },
      {},
    ]) {
      const { urls } = feedSource('coingecko', { ids: ['bitcoin'], ...options });
      for (const url of urls) {
        const query = new URL(url).searchParams;
        expect([query.get('ids'), query.get('vs_currencies'), query.get('include_last_updated_at')], url).toEqual(['bitcoin', 'usd', 'true']);
      }
    }
  });
});
