import { DATASET_FORMAT, type DatasetFile } from '../../dataset/schema.js';
import type { CurrencyCode } from '../../types.js';
import type { Feed } from '../feed.js';
import type { ResolvedCatalog } from './resolveCatalog.js';
import type { WarningList } from '../warningList.js';

type Row = DatasetFile['snapshots'][number];

/**
 * Lays a parsed feed out as a dataset file: the kept codes sorted into the fiat and crypto lists,
 * one rate column per code (null where a snapshot does not quote it), the pivot at 1, and the
 * catalog's metadata. A snapshot left with no quote but the pivot's is dropped with a warning.
 *
 * @example
 * buildDatasetFile(feed, resolveCatalog(feed, options, warnings), warnings).pivot // "EUR"
 */
export function buildDatasetFile(feed: Feed, resolved: ResolvedCatalog, warnings: WarningList): DatasetFile {
  const { markets, catalog } = resolved;
  const fiat: CurrencyCode[] = [];
  const crypto: CurrencyCode[] = [];
  for (const [code, market] of markets) (market === 'fiat' ? fiat : crypto).push(code);
  fiat.sort();
  crypto.sort();
  const codes = [...fiat, ...crypto];
  const columns = new Map(codes.map((code, i) => [code, i]));
  const pivotColumn = columns.get(feed.pivot)!;
  const snapshots: Row[] = [];
  for (const snapshot of feed.snapshots) {
    const rates: (number | string | null)[] = new Array<null>(codes.length).fill(null);
    let quoted = 0;
    for (const [code, rate] of snapshot.rates) {
      const column = columns.get(code);
      if (column === undefined || column === pivotColumn) continue;
      rates[column] = rate;
      quoted++;
    }
    if (quoted === 0) {
      warnings.add('empty_snapshot', snapshot.date, null, `${snapshot.date} quotes no currency the dataset keeps; left out`);
      continue;
    }
    rates[pivotColumn] = 1;
    // Sources a combined or merged file's rows named go along; an importer's feed names none here.
    const sources = snapshot.sources?.map((source) => ({ ...source }));
    snapshots.push(
      sources === undefined || sources.length === 0
        ? { date: snapshot.date, updated_at: snapshot.updatedAt, rates }
        : { date: snapshot.date, updated_at: snapshot.updatedAt, rates, sources },
    );
  }
  return {
    format: DATASET_FORMAT,
    pivot: feed.pivot,
    fiat,
    crypto,
    fiatMeta: pick(catalog.fiatMeta, fiat),
    cryptoMeta: pick(catalog.cryptoMeta, crypto),
    locales: Object.fromEntries(
      Object.entries(catalog.locales).map(([tag, table]) => [tag, pick(table, fiat, (entry) => [entry[0], entry[1]] as [string, string])]),
    ),
    snapshots,
  };
}

function pick<T, U = T>(
  record: Readonly<Record<string, T>>,
  codes: readonly string[],
  copy: (value: T) => U = (value) => ({ ...value }) as unknown as U,
): Record<string, U> {
  const out: Record<string, U> = {};
  for (const code of codes) out[code] = copy(record[code]!);
  return out;
}
