import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/index.js';
import { defaultRules } from '../../src/curation/index.js';
import { combineQuotes } from '../../src/live/round/combineQuotes.js';
import { gatherQuotes } from '../../src/live/round/gatherQuotes.js';
import type { Dataset } from '../../src/types.js';

// "Period rates never vote in a median of daily sources" (the contract's tax authorities): HMRC's
// month or the Treasury's quarter beside daily feeds is a value only where no daily source quotes
// the code, and never a vote, a confirmation or a median's member.

const CODES = ['CHF', 'EUR', 'GBP', 'JPY', 'USD'];
const DATE = '2026-08-03';

function dataset(date: string, rates: Record<string, number>, source: string): Dataset {
  const codes = CODES.filter((c) => c === 'USD' || rates[c] !== undefined);
  return loadDataset({
    format: 'ratebook-dataset@1',
    pivot: 'USD',
    fiat: codes,
    crypto: [],
    fiatMeta: Object.fromEntries(codes.map((c) => [c, { minorUnits: c === 'JPY' ? 0 : 2 }])),
    cryptoMeta: {},
    locales: { en: Object.fromEntries(codes.map((c) => [c, [c, c]])) },
    snapshots: [{ date, updated_at: `${date}T16:00:00Z`, rates: codes.map((c) => (c === 'USD' ? 1 : rates[c]!)), sources: [{ name: source }] }],
  });
}

const current = dataset('2026-07-31', { CHF: 0.8, EUR: 0.9, GBP: 0.78, JPY: 150 }, 'old');

function combined(
  daily: Record<string, Record<string, number>>,
  period: Record<string, number>,
  order: 'period-first' | 'period-last',
  combine: 'first' | 'median',
) {
  const documents = new Map<string, Dataset>(Object.entries(daily).map(([name, rates]) => [name, dataset(DATE, rates, name)]));
  documents.set('hmrc', dataset(DATE, period, 'hmrc'));
  const names = order === 'period-first' ? ['hmrc', ...Object.keys(daily)] : [...Object.keys(daily), 'hmrc'];
  const gathered = gatherQuotes(current, names, documents, DATE, new Set(['hmrc']));
  return { gathered, result: combineQuotes(current, gathered.quotes, combine, defaultRules, DATE) };
}

describe('period rates among daily sources', () => {
  it("never vote: two daily sources that disagree stay disagreeing, whatever the month's figure", () => {
    const { result } = combined({ a: { EUR: 0.9 }, b: { EUR: 0.99 } }, { EUR: 0.905 }, 'period-last', 'median');
    // A third vote would have made a median of three (0.905); a period rate is none.
    expect(result.warnings.map((w) => w.code)).toEqual(['sources_disagree']);
    expect(result.warnings[0]!.message).not.toContain('hmrc');
    expect(result.rates.get('EUR')!.num).toBe(0.9); // the previously accepted value stays
    expect(result.contributors.has('hmrc')).toBe(false);
  });

  it('are not a median member nor a confirmation, and a value only for a code no daily source quotes', () => {
    const { gathered, result } = combined(
      { a: { EUR: 0.91, JPY: 151 }, b: { EUR: 0.912, JPY: 151.5 }, c: { EUR: 0.911, JPY: 152 } },
      { EUR: 0.5, JPY: 300, GBP: 0.77 },
      'period-first',
      'median',
    );
    expect(gathered.quotes.get('EUR')!.find((q) => q.source === 'hmrc')!.kind).toBe('period');
    expect(result.rates.get('EUR')!.num).toBe(0.911);
    expect(result.rates.get('JPY')!.num).toBe(151.5);
    expect(result.confirmations.get('EUR')!.map((c) => c.source)).not.toContain('hmrc');
    expect(result.rates.get('GBP')!.num).toBe(0.77);
    expect(result.warnings).toEqual([]);
  });

  it("with 'first' and the period source listed first, the daily source's value still wins", () => {
    const { result } = combined({ a: { EUR: 0.91 } }, { EUR: 0.5, GBP: 0.77 }, 'period-first', 'first');
    expect(result.rates.get('EUR')!.num).toBe(0.91);
    expect(result.rates.get('GBP')!.num).toBe(0.77);
  });

  it('alone (no daily source in the round), a period source is an ordinary source', () => {
    const documents = new Map([['hmrc', dataset(DATE, { EUR: 0.88 }, 'hmrc')]]);
    const gathered = gatherQuotes(current, ['hmrc'], documents, DATE, new Set(['hmrc']));
    expect(gathered.quotes.get('EUR')![0]!.kind).toBeUndefined();
    expect(combineQuotes(current, gathered.quotes, 'median', defaultRules, DATE).rates.get('EUR')!.num).toBe(0.88);
  });
});
