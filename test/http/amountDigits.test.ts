import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { THIRTY_DIGITS, THIRTY_ONE_DIGITS } from '../params/amounts.js';
import { call, ds, NOW, parseExact } from './helpers.js';

// The contract's 30-significant-digit limit on `amount`, over HTTP: the handler answers what the
// operation answers (test/params/amountDigits.test.ts), as a problem+json 400 on `amount`.
const handler = createFetchHandler({ dataset: ds, auth: false, now: () => NOW });
const path = (amount: string) => `/v1/convert?from=USD&to=EUR&amount=${encodeURIComponent(amount)}`;

describe('GET /v1/convert with amounts of 30 and 31 significant digits', () => {
  it('answers 30 digits with the exact amount and result', async () => {
    for (const amount of THIRTY_DIGITS) {
      const res = await call(handler, path(amount));
      expect(res.status, amount).toBe(200);
    }
    const body = parseExact(await (await call(handler, path(THIRTY_DIGITS[1]!))).text()) as Record<string, string>;
    expect(body).toMatchObject({ amount: '1.23456789012345678901234567891', result: '1.1481481378148148137814814813863' });
  });

  it('refuses 31 digits: 400 invalid_parameter on amount', async () => {
    for (const amount of [...THIRTY_ONE_DIGITS, '1234567890123456789012345678901']) {
      const res = await call(handler, path(amount));
      expect(res.status, amount).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await res.json()) as { code: string; param: string; detail: string };
      expect(problem, amount).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
      expect(problem.detail).toContain('at most 30 significant digits');
    }
  });
});
