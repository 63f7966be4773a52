import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/params/suggest.js';

describe('suggest', () => {
  it('finds the candidate one typo away: insertion, deletion, substitution, swap', () => {
    const commands = ['rates', 'convert', 'currencies', 'history', 'crypto', 'serve', 'import', 'help'];
    expect(suggest('convrt', commands)).toBe('convert');
    expect(suggest('conveert', commands)).toBe('convert');
    expect(suggest('rutes', commands)).toBe('rates');
    expect(suggest('hlep', commands)).toBe('help');
  });

  it('finds a candidate the word begins, and nothing when nothing is near', () => {
    expect(suggest('curr', ['convert', 'currencies'])).toBe('currencies');
    expect(suggest('xyzzy', ['rates', 'convert'])).toBeUndefined();
    expect(suggest('x'.repeat(100_000), ['rates'])).toBeUndefined();
  });

  it('ignores case and returns the candidate as written', () => {
    expect(suggest('ratelimit', ['dataset', 'rateLimit'])).toBe('rateLimit');
    expect(suggest('RATES', ['rates', 'convert'])).toBe('rates');
    expect(suggest('CURR', ['convert', 'currencies'])).toBe('currencies');
  });
});
