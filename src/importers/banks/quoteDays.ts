import type { CurrencyCode, IsoDate } from '../../types.js';
import type { FeedSnapshot } from '../feed.js';
import { finishImport } from '../merging/finishImport.js';
import { invalidFeed } from '../invalidFeed.js';
import type { ImportOptions } from '../types.js';
import type { WarningList } from '../warningList.js';
import type { BankImportResult, Provenance } from './types.js';
import { withSources } from './provenanceSources.js';
import { withPublished } from './withPublished.js';

interface Quote {
  readonly rate: number | string;
  /** The figure as the bank published it (`withPublished`), where the importer passes it. */
  readonly figure: string | undefined;
  readonly where: string;
  readonly document: number;
}

/** Where a bank importer gathers its quotes, date by date, before the common end of every import. */
export interface QuoteDays {
  /**
   * Records the rate of `code` on `date`, read at `where` of document `document` (its index in the
   * importer's input list, which names its SHA-256 in the receipts); `updatedAt` is the date's
   * publication time.
   */
  add(date: IsoDate, code: CurrencyCode, rate: number | string, where: string, document: number, updatedAt: string, figure?: string): void;
  /** How many values were recorded. */
  readonly size: number;
  /** Builds the dataset (pivot: the bank's currency) with provenance for each date it keeps. */
  finish(pivot: CurrencyCode, options: ImportOptions, warnings: WarningList): BankImportResult;
}

/**
 * Creates the gathering place of one import. A (date, code) read twice in one document is an
 * `invalid_feed` error at the second (a duplicated date); read again from another document (the
 * CBR's daily table beside one currency's dynamics), it must carry the same rate, and is kept once.
 *
 * @param provider - The provider name for receipts (`cbr`).
 * @returns The empty gathering place.
 * @example
 * const days = quoteDays('cbr');
 * days.add('2026-04-25', 'AUD', 0.0185749843357, '/ValCurs/Valute[1]/Value', 0, '2026-04-24T12:30:00Z');
 * return days.finish('RUB', options, warnings);
 */
export function quoteDays(provider: string): QuoteDays {
  const days = new Map<IsoDate, { quotes: Map<CurrencyCode, Quote>; updatedAt: string; documents: Set<number> }>();
  let size = 0;
  return {
    add(date, code, rate, where, document, updatedAt, figure) {
      let day = days.get(date);
      if (!day) days.set(date, (day = { quotes: new Map(), updatedAt, documents: new Set() }));
      if (updatedAt > day.updatedAt) day.updatedAt = updatedAt;
      const first = day.quotes.get(code);
      if (first) {
        if (first.document === document) invalidFeed(where, `${code} on ${date} is repeated (first at ${first.where})`);
        if (first.rate !== rate) invalidFeed(where, `${code} on ${date} is ${rate} here but ${first.rate} at ${first.where}`);
        return;
      }
      day.quotes.set(code, { rate, where, document, figure });
      day.documents.add(document);
      size++;
    },
    get size() {
      return size;
    },
    finish(pivot, options, warnings) {
      const snapshots: FeedSnapshot[] = [...days]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, day]) => ({ date, updatedAt: day.updatedAt, rates: new Map([...day.quotes].map(([code, q]) => [code, q.rate])) }));
      const result = finishImport({ pivot, snapshots, defaultMarket: 'fiat' }, options, warnings);
      const provenance: Record<IsoDate, readonly Provenance[]> = {};
      const documents = new Map<IsoDate, readonly number[]>();
      for (const snapshot of result.dataset.snapshots) {
        provenance[snapshot.date] = [{ provider }];
        documents.set(snapshot.date, [...days.get(snapshot.date)!.documents]);
      }
      const figures = new Map(
        [...days].map(([date, day]) => [date, new Map([...day.quotes].flatMap(([code, q]) => (q.figure === undefined ? [] : [[code, q.figure] as const])))]),
      );
      return withPublished(withSources(result, provenance, documents), figures);
    },
  };
}
