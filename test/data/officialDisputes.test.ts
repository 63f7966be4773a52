import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { passesExplanation } from '../../scripts/lib/crossBanks.mjs';
import { describeDispute, officialDisputes, type Testimony, testimony, withholdDisputes } from '../../scripts/lib/officialDisputes.mjs';

// The rule of issue 39, item 4 (scripts/lib/officialDisputes.mjs), on made-up testimonies, and the
// four values of the audit as they ship (data/dataset.json, checked against the recorded documents).

const home = (diff: number, date = '2026-03-03'): Testimony => ({ source: 'bok', date, subject: 'XYZ', diff, home: true });
const other = (source: string, diff: number, date = '2026-03-03'): Testimony => ({ source, date, subject: 'XYZ', diff, home: false });

describe('officialDisputes: the home issuer and another official source', () => {
  it('withholds when the home issuer and another source both differ by more than 2% on the same side', () => {
    const [d] = officialDisputes([home(0.025), other('nbp', 0.031), other('ecb', 0.001)]);
    expect(d).toMatchObject({ date: '2026-03-03', code: 'XYZ', home: { source: 'bok' }, other: { source: 'nbp' } });
    // The evidence keeps every source of the snapshot, the agreeing one too.
    expect(d!.evidence.map((t) => t.source)).toEqual(['bok', 'ecb', 'nbp']);
    expect(describeDispute(d!)).toBe(
      'shipped XYZ per USD against each official source of the snapshot: bok (home issuer) +2.50%, ecb +0.10%, nbp +3.10%; bok and nbp beyond 2% on the same side',
    );
  });

  it('does not withhold on one contradicting source: the home issuer alone, or foreign sources without it', () => {
    expect(officialDisputes([home(0.05)])).toEqual([]);
    expect(officialDisputes([home(0.05), other('nbp', 0.019)])).toEqual([]);
    expect(officialDisputes([other('nbp', 0.05), other('cbu', 0.06)])).toEqual([]);
    // Two sources of other dates or other currencies are not the same snapshot's.
    expect(officialDisputes([home(0.05), other('nbp', 0.05, '2026-03-04')])).toEqual([]);
    expect(officialDisputes([home(0.05), { ...other('nbp', 0.05), subject: 'ABC' }])).toEqual([]);
  });

  it('does not withhold at exactly 2%, nor when the two contradict it on opposite sides', () => {
    expect(officialDisputes([home(0.02), other('nbp', 0.05)])).toEqual([]);
    expect(officialDisputes([home(0.05), other('nbp', 0.02)])).toEqual([]);
    expect(officialDisputes([home(-0.02), other('nbp', -0.02)])).toEqual([]);
    expect(officialDisputes([home(0.03), other('nbp', -0.03)])).toEqual([]);
    expect(officialDisputes([home(-0.0201), other('nbp', -0.0201)])).toHaveLength(1);
  });

  it('never counts a relay of the home issuer (the IMF) as the other source', () => {
    expect(officialDisputes([home(0.025), other('imf', 0.025)])).toEqual([]);
    expect(officialDisputes([home(0.025), other('imf', 0.025), other('nbp', 0.03)])).toHaveLength(1);
  });

  it('never disputes USD, the pivot', () => {
    expect(
      officialDisputes([
        { ...home(0.05), subject: 'USD' },
        { ...other('nbp', 0.05), subject: 'USD' },
      ]),
    ).toEqual([]);
  });

  it("reads a bank's USD row as a testimony on its home currency, in units of it per USD", () => {
    const pivotOf = (name: string) => ({ cbk: 'KES', fred: 'USD', ecb: 'EUR', nbp: 'PLN' })[name]!;
    // shipped USD per KES 1/127.62 against the bank's 1/130.35: diff +2.14%; shipped KES per USD -2.10%.
    expect(testimony({ bank: 'cbk', date: 'd', code: 'USD', diff: 0.0214, subjectDiff: -0.021 }, pivotOf)).toEqual({
      source: 'cbk',
      date: 'd',
      subject: 'KES',
      diff: -0.021,
      home: true,
    });
    expect(testimony({ bank: 'nbp', date: 'd', code: 'KES', diff: 0.01 }, pivotOf)).toMatchObject({ subject: 'KES', diff: 0.01, home: false });
    expect(testimony({ bank: 'ecb', date: 'd', code: 'EUR', diff: 0.01 }, pivotOf)).toMatchObject({ subject: 'EUR', home: true });
    expect(testimony({ bank: 'fred', date: 'd', code: 'USD', diff: 0 }, pivotOf)).toMatchObject({ subject: 'USD' });
  });

  it('stores a withheld value as null, never replaced, and returns it with its evidence', () => {
    const dataset = { fiat: ['USD', 'XYZ'], crypto: [], snapshots: [{ date: '2026-03-03', rates: [1, '12.5'] as (number | string | null)[] }] };
    const [w] = withholdDisputes(dataset, officialDisputes([home(0.025), other('nbp', 0.031)]));
    expect(dataset.snapshots[0]!.rates).toEqual([1, null]);
    expect(w).toMatchObject({ code: 'XYZ', value: '12.5', text: expect.stringContaining('bok (home issuer) +2.50%') });
  });
});

describe('an explanation holds only by its check', () => {
  const base = {
    bank: 'cbk',
    date: '2024-04-15',
    bankDate: '2024-04-12',
    code: 'USD',
    shipped: 1,
    reference: '0.979',
    diff: 0.021,
    subject: 'KES',
    home: true,
    viaUsd: undefined,
  };
  const explanation = (check?: string) => ({ id: 'E0', bank: 'cbk', dates: ['2024-04-15'], codes: ['USD'], why: '', ...(check ? { check } : {}) });
  it('fails without a check, and each check on its own evidence', () => {
    expect(passesExplanation({ ...base, others: [], explanation: explanation() })).toBe(false);
    expect(passesExplanation({ ...base, others: [], explanation: explanation('alone') })).toBe(true);
    const nbp = [{ source: 'nbp', diff: 0.019, home: false }];
    expect(passesExplanation({ ...base, others: nbp, explanation: explanation('alone') })).toBe(false);
    expect(passesExplanation({ ...base, others: nbp, explanation: explanation('alone_or_others') })).toBe(true);
    expect(passesExplanation({ ...base, others: [{ source: 'nbp', diff: 0.021, home: false }], explanation: explanation('others') })).toBe(false);
    // `foreign`: not the home issuer, and every other source, none of them the issuer, differs too.
    const foreign = { ...base, code: 'IRR', subject: 'IRR', home: false, explanation: explanation('foreign') };
    expect(passesExplanation({ ...foreign, others: [{ source: 'cbu', diff: -0.027, home: false }] })).toBe(true);
    expect(passesExplanation({ ...foreign, others: [{ source: 'cbu', diff: -0.019, home: false }] })).toBe(false);
    expect(passesExplanation({ ...foreign, others: [{ source: 'cbi', diff: -0.027, home: true }] })).toBe(false);
    expect(passesExplanation({ ...foreign, home: true, others: [{ source: 'cbu', diff: -0.027, home: false }] })).toBe(false);
  });
});

describe('the four values of the audit, as they ship', () => {
  const shipped = JSON.parse(readFileSync(new URL('../../data/dataset.json', import.meta.url), 'utf8')) as {
    fiat: string[];
    crypto: string[];
    snapshots: { date: string; rates: (number | string | null)[] }[];
  };
  const columns = [...shipped.fiat, ...shipped.crypto];
  const at = (code: string, date: string) => shipped.snapshots.find((s) => s.date === date)!.rates[columns.indexOf(code)];
  const cbk = JSON.parse(readFileSync(new URL('../fixtures/central-banks/cbk/cbk-1.json', import.meta.url), 'utf8')) as { data: string[][] };
  const cbkUsd = (day: string) => cbk.data.find(([d, label]) => d === day && label === 'US DOLLAR')![2];

  it('ships KES 2024-04-15: the Central Bank of Kenya contradicts it, but no other official source quotes the shilling that day', () => {
    expect([cbkUsd('12/04/2024'), cbkUsd('15/04/2024')]).toEqual(['130.3514', '130.4436']);
    expect(at('KES', '2024-04-15')).toBe(127.62001273);
    const readme = readFileSync(new URL('../../data/README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/\| 2024-04-15 \| cbk \| USD \| 2024-04-12 \| 1 \| [^|]+ \| \+2\.14% \| - \| - \| E37 \|/);
  });

  it('withholds DFI 2026-01-06 (810.57, 24% and 26% below the quotes on either side) with its stretch', () => {
    expect(at('DFI', '2026-01-06')).toBeNull();
    expect([at('DFI', '2025-12-28'), at('DFI', '2026-01-10')]).toEqual([1063.01978209, 1093.59232432]);
  });

  it('restores KDA 2025-12-06 (75.904), the first publication of the level proven on 12-09', () => {
    expect(['2025-12-06', '2025-12-07', '2025-12-08', '2025-12-09'].map((d) => at('KDA', d))).toEqual([75.90419863, 78.01925884, 83.58688386, 78.27547686]);
  });

  it('keeps BWP of 2026-03-03 and 03-05: the IMF relays the Bank of Botswana, NBP agrees with the shipped pula', () => {
    expect([at('BWP', '2026-03-03'), at('BWP', '2026-03-05')]).toEqual([13.2560338, 13.41544593]);
    const readme = readFileSync(new URL('../../data/README.md', import.meta.url), 'utf8');
    expect(readme).not.toContain('| 2026-03-03 | BWP |');
  });
});
