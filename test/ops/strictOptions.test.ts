import { describe, expect, it } from 'vitest';
import { defaultDataset as ds } from '../../src/data.js';
import { convert, converter, cryptoConvert, currency, history, rates, timeseries } from '../../src/index.js';
import { caught } from '../errors.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

/** The error's message, for the suggestion it makes. */
function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

// Issue 28, item 5: options are checked like parameters, and a misspelt one is never ignored.

describe('strict options', () => {
  it('refuses an unknown option key, naming it and suggesting the nearest', () => {
    const e = caught(() => convert(ds, { from: 'USD', to: 'EUR', amount: 1 }, { round: 'minor', roundng: 'half-up' } as never));
    expect([e.code, e.param, e.status]).toEqual(['invalid_option', 'roundng', 400]);
    expect(messageOf(() => convert(ds, { from: 'USD', to: 'EUR', amount: 1 }, { round: 'minor', roundng: 'half-up' } as never))).toContain(
      'did you mean "rounding"',
    );
    expect(caught(() => cryptoConvert(ds, { from: 'BTC', to: 'EUR' }, { explian: true } as never))).toMatchObject({ code: 'invalid_option', param: 'explian' });
    expect(caught(() => converter(ds, { from: 'USD', to: 'EUR' }, { rund: 'minor' } as never))).toMatchObject({ code: 'invalid_option', param: 'rund' });
    expect(messageOf(() => history(ds, { date: '2025-01-02' }, { number: 'string' } as never))).toContain('did you mean "numbers"');
    expect(caught(() => rates(ds, {}, { round: 'minor' } as never))).toMatchObject({ code: 'invalid_option', param: 'round' });
    expect(caught(() => currency(ds, { code: 'EUR' }, { explain: true } as never))).toMatchObject({ code: 'invalid_option', param: 'explain' });
  });

  it('says that group is a parameter of timeseries, not an option', () => {
    const e = caught(() => timeseries(ds, { start: '2025-01-01', end: '2025-03-31', symbols: 'EUR' }, { group: 'month' } as never));
    expect([e.code, e.param]).toEqual(['invalid_option', 'group']);
    expect(messageOf(() => timeseries(ds, { start: '2025-01-01', end: '2025-03-31', symbols: 'EUR' }, { group: 'month' } as never))).toContain(
      'is a parameter of timeseries',
    );
  });

  it('refuses options that are not an object', () => {
    expect(caught(() => convert(ds, { from: 'USD', to: 'EUR' }, 'string' as never))).toMatchObject({ code: 'invalid_option', param: 'options' });
  });

  it('still takes every option it documents, and an empty object', () => {
    expect(
      convert(ds, { from: 'USD', to: 'EUR', amount: 1 }, { numbers: 'string', round: 'minor', rounding: 'half-up', explain: false, now: new Date() }).to,
    ).toBe('EUR');
    expect(convert(ds, { from: 'USD', to: 'EUR', amount: 1 }, {}).to).toBe('EUR');
  });

  it('refuses an option of the wrong kind as invalid_option naming it, with a suggestion where one fits', () => {
    const at = { from: 'USD', to: 'EUR', amount: 1 };
    for (const [options, param] of [
      [{ round: 5 }, 'round'],
      [{ round: 'minr' }, 'round'],
      [{ round: 'minor', rounding: 'up-ish' }, 'rounding'],
      [{ round: 'minor', rounding: 3 }, 'rounding'],
      [{ rounding: 'half-up' }, 'rounding'],
      [{ numbers: 'strings' }, 'numbers'],
    ] as const) {
      for (const op of [() => convert(ds, at, options as never), () => converter(ds, { from: 'USD', to: 'EUR' }, options as never)]) {
        const e = caught(op);
        expect([e.code, e.param, e.status]).toEqual(['invalid_option', param, 400]);
      }
    }
    expect(caught(() => cryptoConvert(ds, { from: 'BTC', to: 'EUR' }, { round: 5 } as never))).toMatchObject({ code: 'invalid_option', param: 'round' });
    expect(messageOf(() => convert(ds, at, { round: 'minr' } as never))).toContain('did you mean "minor"');
    expect(messageOf(() => convert(ds, at, { round: 'minor', rounding: 'half_up' } as never))).toContain('did you mean "half-up"');
    expect(messageOf(() => convert(ds, at, { numbers: 'strings' } as never))).toContain('did you mean "string"');
    expect(messageOf(() => convert(ds, at, { round: 5 } as never))).not.toContain('did you mean');
    // A parameter given as an option, of any kind, says so.
    expect(caught(() => timeseries(ds, { start: '2025-01-01', end: '2025-03-31', symbols: 'EUR' }, { group: 3 } as never))).toMatchObject({
      code: 'invalid_option',
      param: 'group',
    });
    // Parameters keep their codes.
    expect(caught(() => convert(ds, { from: 'USD', to: 'EUR', amount: 'x' }))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    expect(caught(() => timeseries(ds, { start: '2025-01-01', group: 3 } as never))).toMatchObject({ code: 'invalid_parameter', param: 'group' });
  });
});
