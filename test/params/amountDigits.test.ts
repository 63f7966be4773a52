import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { parseAmount } from '../../src/params/parseAmount.js';
import { caught } from '../errors.js';
import { small } from '../fixtures/load.js';
import { THIRTY_DIGITS, THIRTY_ONE_DIGITS } from './amounts.js';

// The contract's limit of 30 significant digits, at the limit and one past it (./amounts.ts).

describe('amounts of 30 and 31 significant digits', () => {
  it('parseAmount takes 30 significant digits exactly and refuses 31, saying why', () => {
    for (const amount of THIRTY_DIGITS) expect(parseAmount(amount).digits, amount).toHaveLength(30);
    for (const amount of THIRTY_ONE_DIGITS) {
      expect(
        caught(() => parseAmount(amount)),
        amount,
      ).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
      expect(() => parseAmount(amount)).toThrow('at most 30 significant digits');
    }
  });

  it('leading and trailing zeros are not significant: 30 digits written with zeros around them are taken', () => {
    expect(parseAmount('0001234567890.123456789012345678910000').digits).toBe('123456789012345678901234567891');
    expect(parseAmount('000.123456789012345678901234567891').digits).toHaveLength(30);
  });

  it('convert answers an amount of 30 significant digits exactly and refuses 31 with invalid_parameter on amount', () => {
    expect(convert(small, { from: 'USD', to: 'USD', amount: THIRTY_DIGITS[0] }, { numbers: 'string' }).result).toBe('1234567890.12345678901234567891');
    expect(convert(small, { from: 'USD', to: 'EUR', amount: THIRTY_DIGITS[1] }, { numbers: 'string' })).toMatchObject({
      amount: '1.23456789012345678901234567891',
      result: '1.1481481378148148137814814813863',
    });
    for (const amount of [...THIRTY_ONE_DIGITS, '1234567890123456789012345678901']) {
      const error = caught(() => convert(small, { from: 'USD', to: 'EUR', amount }));
      expect(error, amount).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    }
  });
});
