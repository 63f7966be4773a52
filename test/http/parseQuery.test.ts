import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/http/parseQuery.js';
import { caught } from '../errors.js';

describe('parseQuery', () => {
  it('decodes names and values as HTML forms do', () => {
    expect({ ...parseQuery('from=usd&to=EUR&amount=100.5') }).toEqual({ from: 'usd', to: 'EUR', amount: '100.5' });
    expect({ ...parseQuery('a=%2B1&b=x+y&c=%E2%82%AC&%64=1') }).toEqual({ a: '+1', b: 'x y', c: '€', d: '1' });
  });

  it('reads a name without = as an empty value and skips empty pieces', () => {
    expect({ ...parseQuery('base&&x=1&') }).toEqual({ base: '', x: '1' });
    expect({ ...parseQuery('') }).toEqual({});
    expect({ ...parseQuery('a=b=c') }).toEqual({ a: 'b=c' });
  });

  it('holds __proto__ and constructor as plain names, with no prototype behind them', () => {
    const params = parseQuery('__proto__=x&constructor=y&toString=z');
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor', 'toString']);
    // biome-ignore lint/suspicious/noProto: the own property a query named __proto__, read as a key on purpose
    expect(params.__proto__).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses a repeated name, also when it is spelt with escapes', () => {
    expect(caught(() => parseQuery('from=USD&from=EUR'))).toMatchObject({ code: 'invalid_parameter', param: 'from' });
    expect(caught(() => parseQuery('base=USD&%62ase=EUR'))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(caught(() => parseQuery('base&base'))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
  });

  it('refuses malformed percent-escapes that URLSearchParams would let through', () => {
    for (const [query, param] of [
      ['base=%zz', 'base'],
      ['base=%', 'base'],
      ['base=%E2%82', 'base'], // a truncated UTF-8 sequence
      ['base=%ED%A0%80', 'base'], // an encoded lone surrogate
      ['base=%C0%AF', 'base'], // an overlong encoding
      ['ba%se=USD', 'ba%se'],
    ] as const) {
      expect(caught(() => parseQuery(query))).toMatchObject({ code: 'invalid_parameter', param });
    }
  });
});
