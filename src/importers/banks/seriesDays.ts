import type { CurrencyCode, IsoDate } from '../../types.js';
import type { FeedSnapshot } from '../feed.js';
import { finishImport } from '../merging/finishImport.js';
import { invalidFeed } from '../invalidFeed.js';
import type { ImportOptions } from '../types.js';
import type { WarningList } from '../warningList.js';
import type { BankImportResult } from './types.js';
import { withTableSources, type TableDocuments } from './provenanceSources.js';

interface Day {
  readonly rates: Map<CurrencyCode, { rate: number | string; where: string }>;
  /** Each series that quoted the day, and the input documents it was read from. */
  readonly tables: Map<string, Set<number>>;
  updatedAt: string;
}

/** Where a bank importer that reads one series (or table) a currency gathers its quotes, with each date's series ids for receipts. */
export interface SeriesDays {
  /**
   * Records the rate of `code` on `date` from series `table`, read at `where` of document
   * `document` (its index in the importer's input list, which names its SHA-256 in the receipts);
   * `updatedAt` is the date's publication time.
   */
  add(date: IsoDate, code: CurrencyCode, rate: number | string, where: string, table: string, updatedAt: string, document: number): void;
  /** How many values were recorded. */
  readonly size: number;
  /** Builds the dataset (pivot: the bank's currency), each kept date's provenance naming the series that quoted it. */
  finish(pivot: CurrencyCode, options: ImportOptions, warnings: WarningList): BankImportResult;
}

/**
 * Creates the gathering place of one import of a bank that publishes a series a currency (Banxico's
 * `SF43718`, the SARB's `EXCX135D`): a (date, code) quoted twice, by one series or two, is an
 * `invalid_feed` error at the second (a duplicated date or a series read as the wrong currency),
 * and each date's provenance lists the series that quoted it, sorted, as `{ provider, table }`;
 * its row's sources name each series with the SHA-256 of the document it was read from.
 *
 * @param provider - The provider name for receipts (`banxico`).
 * @returns The empty gathering place.
 * @example
 * const days = seriesDays('banxico');
 * days.add('2026-03-02', 'USD', '0.0576418710551', 'bmx.series[0].datos[0].dato', 'SF43718', '2026-03-02T18:00:00Z', 0);
 * return days.finish('MXN', options, warnings);
 */
export function seriesDays(provider: string): SeriesDays {
  const days = new Map<IsoDate, Day>();
  let size = 0;
  return {
    add(date, code, rate, where, table, updatedAt, document) {
      let day = days.get(date);
      if (!day) days.set(date, (day = { rates: new Map(), tables: new Map(), updatedAt }));
      if (updatedAt > day.updatedAt) day.updatedAt = updatedAt;
      const first = day.rates.get(code);
      if (first) invalidFeed(where, `${code} on ${date} is quoted again (first at ${first.where})`);
      day.rates.set(code, { rate, where });
      const documents = day.tables.get(table) ?? new Set();
      day.tables.set(table, documents.add(document));
      size++;
    },
    get size() {
      return size;
    },
    finish(pivot, options, warnings) {
      const snapshots: FeedSnapshot[] = [...days]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, day]) => ({ date, updatedAt: day.updatedAt, rates: new Map([...day.rates].map(([code, q]) => [code, q.rate])) }));
      const result = finishImport({ pivot, snapshots, defaultMarket: 'fiat' }, options, warnings);
      const tables: Record<IsoDate, readonly TableDocuments[]> = {};
      for (const { date } of result.dataset.snapshots)
        tables[date] = [...days.get(date)!.tables]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([table, documents]) => ({ provenance: { provider, table }, documents: [...documents] }));
      return withTableSources(result, tables);
    },
  };
}
