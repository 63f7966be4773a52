import type { CurrencyCode, IsoDate } from '../types.js';
import type { Redenomination, Withdrawal } from './types.js';

// The registry's facts that decide a conversion, and nothing else: the ISO names are registryData.ts's
// (`currency()`), each fact's source is in citations/. A sync `convert` between a withdrawn code and
// any other reads its legal factor here, so convert's bundle carries this table and no prose
// (issue 42, "a light core"). Minor units of the withdrawn codes are ISO 4217's as OpenJDK's
// CurrencyData.properties keeps them (minor0: BEF ESP GRD ITL LUF PTE, BYB BYR MGF TRL).

/** One code: ISO minor units, then, for a withdrawn code, its changeover date, successor and legal factor. */
type Row = readonly [code: CurrencyCode, minorUnits: number, on?: IsoDate, successor?: CurrencyCode, factor?: string];

const ROWS: readonly Row[] = [
  // The currencies the euro replaced, each with the irrevocable conversion rate of its Council
  // Regulation (the rates of Regulation (EC) No 2866/98 as amended, one per adoption). The date is the
  // day the euro became the country's currency: from it the legal factor governs every conversion
  // between the two (Regulation (EC) No 1103/97, Art. 4), whatever the cash changeover that followed.
  ['ATS', 2, '1999-01-01', 'EUR', '13.7603'],
  ['BEF', 0, '1999-01-01', 'EUR', '40.3399'],
  ['BGN', 2, '2026-01-01', 'EUR', '1.95583'],
  ['CYP', 2, '2008-01-01', 'EUR', '0.585274'],
  ['DEM', 2, '1999-01-01', 'EUR', '1.95583'],
  ['EEK', 2, '2011-01-01', 'EUR', '15.6466'],
  ['ESP', 0, '1999-01-01', 'EUR', '166.386'],
  ['FIM', 2, '1999-01-01', 'EUR', '5.94573'],
  ['FRF', 2, '1999-01-01', 'EUR', '6.55957'],
  ['GRD', 0, '2001-01-01', 'EUR', '340.75'],
  ['HRK', 2, '2023-01-01', 'EUR', '7.5345'],
  ['IEP', 2, '1999-01-01', 'EUR', '0.787564'],
  ['ITL', 0, '1999-01-01', 'EUR', '1936.27'],
  ['LTL', 2, '2015-01-01', 'EUR', '3.4528'],
  ['LUF', 0, '1999-01-01', 'EUR', '40.3399'],
  ['LVL', 2, '2014-01-01', 'EUR', '0.702804'],
  ['MTL', 2, '2008-01-01', 'EUR', '0.4293'],
  ['NLG', 2, '1999-01-01', 'EUR', '2.20371'],
  ['PTE', 0, '1999-01-01', 'EUR', '200.482'],
  ['SIT', 2, '2007-01-01', 'EUR', '239.64'],
  ['SKK', 2, '2009-01-01', 'EUR', '30.126'],
  // Redenominations that gave the currency a new ISO code, before the recent ones below: the old code
  // is withdrawn on the day the new unit became the unit of account (the end of the dual circulation
  // that followed is in its citation, citations/codeChanges.ts), and the factor is old units per new
  // unit, as the decree or the central bank fixed it.
  ['AZM', 2, '2006-01-01', 'AZN', '5000'],
  ['BYB', 0, '2000-01-01', 'BYR', '1000'],
  ['GHC', 2, '2007-07-01', 'GHS', '10000'],
  ['MGF', 0, '2005-01-01', 'MGA', '5'],
  ['MZM', 2, '2006-07-01', 'MZN', '1000'],
  ['ROL', 2, '2005-07-01', 'RON', '10000'],
  ['RUR', 2, '1998-01-01', 'RUB', '1000'],
  ['SDD', 2, '2007-01-10', 'SDG', '100'],
  ['TMM', 2, '2009-01-01', 'TMT', '5000'],
  ['TRL', 0, '2005-01-01', 'TRY', '1000000'],
  ['VEB', 2, '2008-01-01', 'VEF', '1000'],
  ['ZMK', 2, '2013-01-01', 'ZMW', '1000'],
  // The recent changes of unit.
  ['ANG', 2, '2025-04-01', 'XCG', '1'],
  ['BYR', 0, '2016-07-01', 'BYN', '10000'],
  ['MRO', 2, '2018-01-01', 'MRU', '10'],
  ['SLL', 2, '2024-01-01', 'SLE', '1000'],
  ['STD', 2, '2018-01-01', 'STN', '1000'],
  ['VEF', 2, '2018-08-20', 'VES', '100000'],
  // No factor: the RBZ converted ZWL balances to ZiG at a rate of the day, and no legal factor was published.
  ['ZWL', 2, '2024-09-01', 'ZWG'],
  // The redenominations that kept their code (REDENOMINATIONS below).
  ['SYP', 2],
  ['VES', 2],
];

/** Old units per new unit, oldest first, of the currencies that kept their code. */
const REDENOMINATIONS: Readonly<Record<CurrencyCode, readonly Redenomination[]>> = {
  SYP: [{ date: '2026-01-01', factor: '100' }],
  VES: [{ date: '2021-10-01', factor: '1000000' }],
};

/** What the registry knows of one code, without its name. */
export interface RegistryFacts {
  readonly minorUnits: number;
  readonly withdrawal?: Withdrawal;
  readonly redenominations?: readonly Redenomination[];
}

/**
 * The facts by code, in the table's order (registryData.ts joins them with the names).
 *
 * @example
 * REGISTRY_FACTS.get('HRK')?.withdrawal // { on: '2023-01-01', successor: 'EUR', factor: '7.5345' }
 */
export const REGISTRY_FACTS: ReadonlyMap<CurrencyCode, RegistryFacts> = /* @__PURE__ */ factsByCode();

function factsByCode(): Map<CurrencyCode, RegistryFacts> {
  const facts = new Map<CurrencyCode, RegistryFacts>();
  for (const [code, minorUnits, on, successor, factor] of ROWS) {
    const withdrawal = on === undefined ? undefined : factor === undefined ? { on, successor: successor! } : { on, successor: successor!, factor };
    const redenominations = Object.hasOwn(REDENOMINATIONS, code) ? REDENOMINATIONS[code] : undefined;
    facts.set(code, { minorUnits, ...(withdrawal && { withdrawal }), ...(redenominations && { redenominations }) });
  }
  return facts;
}

const NONE: readonly Redenomination[] = /* @__PURE__ */ Object.freeze([]);

/**
 * When a currency was withdrawn, what replaced it and at what legal factor: the fact the curation
 * rules and the legal conversions read. Undefined for a currency the registry lists as current.
 *
 * @param code - A canonical code.
 * @returns `{ on, successor, factor? }`, factor in units of `code` per successor unit.
 * @example
 * withdrawalOf('BGN') // { on: '2026-01-01', successor: 'EUR', factor: '1.95583' }
 */
export function withdrawalOf(code: CurrencyCode): Withdrawal | undefined {
  return REGISTRY_FACTS.get(code)?.withdrawal;
}

/**
 * The redenominations that kept a currency's code, oldest first (empty when none is known).
 *
 * @param code - A canonical code.
 * @returns `[{ date, factor }]`, factor in old units per new unit.
 * @example
 * redenominationsOf('SYP') // [{ date: '2026-01-01', factor: '100' }]
 */
export function redenominationsOf(code: CurrencyCode): readonly Redenomination[] {
  return REGISTRY_FACTS.get(code)?.redenominations ?? NONE;
}

/**
 * ISO 4217 minor units of a code the registry lists (a withdrawn or redenominated one), else undefined.
 *
 * @example
 * registryMinorUnits('ITL') // 0
 */
export function registryMinorUnits(code: CurrencyCode): number | undefined {
  return REGISTRY_FACTS.get(code)?.minorUnits;
}
