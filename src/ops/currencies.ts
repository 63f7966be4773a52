import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { checkOptions } from '../params/checkOptions.js';
import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { newestQuoted } from '../dataset/newestQuoted.js';
import { resolveLocale } from '../locale/resolveLocale.js';
import { parseLocale } from '../params/parseLocale.js';
import { ownOption, readParams } from '../params/readParams.js';
import type { AsOfOptions, CurrenciesResult, Dataset } from '../types.js';

/** Parameters of `currencies` (GET /v1/currencies). */
export interface CurrenciesParams {
  /** BCP 47 locale for the names; default `en`. */
  readonly locale?: string;
}

// Per dataset, one frozen list per locale asked for (at most the dataset's locales).
const BY_LOCALE = /* @__PURE__ */ cacheSlot<Map<string, CurrenciesResult['currencies']>>('currencies by locale');
const noLocales = (): Map<string, CurrenciesResult['currencies']> => new Map();

/**
 * Returns the name and symbol of every fiat currency the newest snapshot quotes, in one locale found
 * by lookup fallback (`de-AT` -> `de`); `locale` in the result is the one used. Names come from the
 * dataset, not `Intl`. A currency known only from older snapshots (one ISO has withdrawn) is not
 * listed, so every listed code converts on the response's date.
 *
 * @param dataset - The dataset whose metadata is read.
 * @param params - `{ locale }`, default `en`.
 * @param options - `{ asOf }`: the currencies the newest snapshot published by then quotes.
 * @returns The spec's Fiat currency metadata response, dated by the newest snapshot.
 * @example
 * currencies(defaultDataset, { locale: 'de-AT' }).currencies.EUR // { name: 'Euro', symbol: '€' }
 */
export function currencies(dataset: Dataset, params?: CurrenciesParams, options?: AsOfOptions): CurrenciesResult {
  checkDataset(dataset);
  checkOptions(options, ['asOf'], 'currencies', ['locale']);
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  const p = readParams(params, ['locale'], 'currencies');
  const locale = resolveLocale(dataset, parseLocale(p.locale ?? 'en'));
  const byLocale = cached(dataset, BY_LOCALE, noLocales);
  let entries = byLocale.get(locale);
  if (!entries) {
    const names = dataset.locales[locale]!;
    const built: Record<string, { name: string; symbol: string }> = {};
    for (const code of newestQuoted(dataset, 'fiat')) {
      const [name, symbol] = names[code]!;
      built[code] = Object.freeze({ name, symbol });
    }
    entries = Object.freeze(built);
    byLocale.set(locale, entries);
  }
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
  return { locale, date: newest.date, updated_at: newest.updatedAt, currencies: entries };
}
