import { snapshotRate } from '../../dataset/snapshotRate.js';
import type { Decimal } from '../../decimal/index.js';
import { pivotConverter } from '../../importers/merging/pivotConverter.js';
import type { CurrencyCode, Dataset, IsoDate, SnapshotSource } from '../../types.js';
import type { LiveError } from '../types.js';

/** One source's quote of a code, re-pivoted to the dataset's pivot. */
export interface LiveQuote {
  readonly source: string;
  readonly rate: Decimal;
}

/** Every quote of a round's date, by code in source order, and what the documents say of themselves. */
export interface GatheredQuotes {
  /** Code -> its quotes, in source order (only the dataset's codes, never the pivot). */
  readonly quotes: ReadonlyMap<CurrencyCode, readonly LiveQuote[]>;
  /** Source -> the providers its document names (its rows' `sources`), or the source's own name. */
  readonly providers: ReadonlyMap<string, readonly SnapshotSource[]>;
  readonly warnings: readonly LiveError[];
  /** The latest capture of the documents used, and it in epoch ms. */
  readonly updatedAt: string;
  readonly capturedAt: number;
}

/**
 * Reads the documents of the round's date, in source order: each code's quote of each source,
 * re-pivoted by `pivotConverter` through the first quote of the document's pivot gathered so far
 * or the document's own quote of the dataset's pivot. A document that cannot be re-pivoted, and
 * codes without metadata in the dataset, are left out with a warning.
 *
 * @param current - The dataset being extended.
 * @param sources - The sources' names, in order.
 * @param documents - Each source's loaded document.
 * @param date - The round's date; documents of other dates are skipped.
 * @returns The quotes by code, the providers by source, the warnings and the latest capture.
 * @example
 * gatherQuotes(live, ['ecb', 'cnb'], documents, '2026-03-02').quotes.get('PLN')?.length // 2
 */
export function gatherQuotes(current: Dataset, sources: readonly string[], documents: ReadonlyMap<string, Dataset>, date: IsoDate): GatheredQuotes {
  const quotes = new Map<CurrencyCode, LiveQuote[]>();
  const providers = new Map<string, readonly SnapshotSource[]>();
  const warnings: LiveError[] = [];
  let updatedAt = '';
  let capturedAt = -Infinity;
  for (const source of sources) {
    const loaded = documents.get(source)!;
    const snapshot = loaded.snapshots[loaded.snapshots.length - 1]!;
    if (snapshot.date !== date) continue;
    const rateOf = (code: CurrencyCode) => (loaded.columns.has(code) ? snapshotRate(snapshot, loaded.columns.get(code)!) : null);
    const convert = loaded.pivot === current.pivot ? (rate: Decimal) => rate : pivotConverter(quotes.get(loaded.pivot)?.[0]?.rate ?? null, rateOf(current.pivot));
    if (!convert) {
      warnings.push({ code: 'not_repivoted', source, message: `the document quotes against ${loaded.pivot}, which no earlier source quotes against ${current.pivot}, and it does not quote ${current.pivot}; left out` });
      continue;
    }
    providers.set(source, snapshot.sources ?? [{ name: source }]);
    const unknown: CurrencyCode[] = [];
    for (const code of loaded.codes) {
      const rate = rateOf(code);
      if (!rate || code === current.pivot) continue;
      if (!current.columns.has(code)) unknown.push(code);
      else quotes.set(code, [...(quotes.get(code) ?? []), { source, rate: convert(rate) }]);
    }
    if (unknown.length > 0) {
      const listed = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? `, and ${unknown.length - 10} more` : '');
      warnings.push({ code: 'unknown_code', source, count: unknown.length, message: `${unknown.length} codes have no metadata in the dataset and were left out: ${listed}` });
    }
    if (Date.parse(snapshot.updatedAt) > capturedAt) [updatedAt, capturedAt] = [snapshot.updatedAt, Date.parse(snapshot.updatedAt)];
  }
  return { quotes, providers, warnings, updatedAt, capturedAt };
}
