import { describe, expect, it } from 'vitest';
import { MAX_SYMBOLS, parseSymbols } from '../../src/params/parseSymbols.js';
import { caught } from '../errors.js';

describe('parseSymbols', () => {
  it('reads comma-separated text or an array into upper-case codes, each once, in the order first given', () => {
    expect(parseSymbols('eur,GBP,Eur,1inch')).toEqual(['EUR', 'GBP', '1INCH']);
    expect(parseSymbols(['jpy', 'JPY'])).toEqual(['JPY']);
  });

  it(`takes up to ${MAX_SYMBOLS} items, repeats included, and refuses more`, () => {
    expect(parseSymbols(Array.from({ length: MAX_SYMBOLS }, (_, i) => (i % 2 ? 'eur' : 'EUR')))).toEqual(['EUR']);
    expect(caught(() => parseSymbols(Array.from({ length: MAX_SYMBOLS + 1 }, () => 'EUR')))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
    expect(caught(() => parseSymbols(`${'EUR,'.repeat(MAX_SYMBOLS)}EUR`))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
  });

  it('refuses text longer than 500 codes can be before splitting it', () => {
    expect(caught(() => parseSymbols(`EUR${','.repeat(6_500)}`))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
    expect(caught(() => parseSymbols('A'.repeat(100_000)))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
  });

  it('refuses empty lists and items, malformed codes and other types', () => {
    for (const value of ['', ',', 'EUR,', 'EUR,,GBP', 'EUR GBP', '__proto__', [], [''], ['EUR,GBP'], [null], 7, null, {}]) {
      expect(
        caught(() => parseSymbols(value)),
        JSON.stringify(value),
      ).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
    }
  });
});
