import { checkOptions } from '../params/checkOptions.js';
import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { incrementValue, parseDecimal, toPlainString, type Decimal } from '../decimal/index.js';
import { fail } from '../errors.js';
import { resolveLocale } from '../locale/resolveLocale.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { parseLocale } from '../params/parseLocale.js';
import { numberFormat, ownOption, readParams, required } from '../params/readParams.js';
import { cashIncrement, minorUnitsOf } from '../registry/increments.js';
import { registryEntry } from '../registry/registry.js';
import { registeredSources } from './entryRegistry.js';
import type { CurrencyResult, Dataset, NumberFormat, NumberOf, NumberOptions } from '../types.js';

/** Parameters of `currency` (GET /v1/currency). */
export interface CurrencyParams {
  /** The fiat code, case-insensitive. */
  readonly code: string;
  /** The date the status is judged on, `YYYY-MM-DD`; default the newest snapshot's date. */
  readonly date?: string;
  /** BCP 47 locale of the name and symbol; default `en`. */
  readonly locale?: string;
}

const NAMES = ['code', 'date', 'locale'] as const;

/**
 * Returns what a fiat currency is on a date: its name and symbol, ISO 4217 minor units, cash
 * rounding (CLDR's, or the one in force on the date where the registry dates its change), whether it is active or withdrawn (and since when, for what successor at what
 * legal factor), the redenominations that kept its code, and the official sources that quote it
 * (feed names, home issuer first) where their table is loaded (`import 'ratebook/sources'`, or
 * the handler's GET /v1/currency, the CLI); without it `sources` is absent, never an
 * empty list. Codes the dataset carries and codes the
 * registry lists (withdrawn ones such as HRK) are known; a code in neither is `unknown_currency`.
 * A withdrawal is listed whatever the date (a scheduled one too); `status` says whether it is in
 * force on `date`.
 *
 * @param dataset - The dataset (names, symbols, minor units, the newest date).
 * @param params - `{ code, date, locale }`.
 * @param options - `{ numbers: 'string' }` for exact decimal strings.
 * @returns The currency's facts.
 * @example
 * currency(defaultDataset, { code: 'CHF', date: '2026-03-01' }).cash_increment // 0.05
 */
export function currency<N extends NumberFormat = 'number'>(dataset: Dataset, params: CurrencyParams, options?: NumberOptions<N>): CurrencyResult<NumberOf<N>> {
  checkDataset(dataset);
  checkOptions(options, ['numbers', 'now', 'asOf'], 'currency', NAMES);
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  const p = readParams(params, NAMES, 'currency');
  const code = parseCode(required(p, 'code'), 'code');
  const date = p.date === undefined ? dataset.snapshots[dataset.snapshots.length - 1]!.date : parseDate(p.date, 'date');
  const locale = resolveLocale(dataset, parseLocale(p.locale ?? 'en'));
  const numbers = numberFormat(options);
  const column = dataset.columns.get(code);
  if (column !== undefined && column >= dataset.fiat.length) {
    fail('unknown_currency', `'${code}' is a crypto asset, not a currency; see cryptoCurrencies().`, 'code');
  }
  const entry = registryEntry(code);
  if (column === undefined && entry === undefined) fail('unknown_currency', `Unknown currency '${code}'.`, 'code');
  const [name, symbol] = column !== undefined ? dataset.locales[locale]![code]! : [entry!.name, code];
  const minor = minorUnitsOf(dataset, code)!;
  const cash = cashIncrement(code, minor, date);
  const value = (d: Decimal) => (numbers === 'string' ? toPlainString(d) : d.num);
  const exact = (text: string) => value(parseDecimal(text)!);
  const withdrawal = entry?.withdrawal;
  const sources = registeredSources()?.(code);
  const result: CurrencyResult<number | string> = {
    code,
    name,
    symbol,
    minor_units: minor,
    cash_minor_units: cash.digits,
    cash_increment: value(incrementValue(cash)),
    status: withdrawal !== undefined && date >= withdrawal.on ? 'withdrawn' : 'active',
    ...(withdrawal === undefined ? {} : { withdrawn_on: withdrawal.on, successor: withdrawal.successor }),
    ...(withdrawal?.factor === undefined ? {} : { successor_factor: exact(withdrawal.factor) }),
    redenominations: (entry?.redenominations ?? []).map((step) => ({ date: step.date, factor: exact(step.factor) })),
    ...(sources === undefined ? {} : { sources }),
  };
  return result as CurrencyResult<NumberOf<N>>;
}
