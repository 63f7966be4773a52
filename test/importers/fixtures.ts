import { readFileSync } from 'node:fs';

const FEEDS = new URL('../fixtures/feeds/', import.meta.url);

/** A made-up feed file of test/fixtures/feeds/ with its name, as the CLI hands it over. */
export function feed(path: string): { name: string; bytes: Uint8Array } {
  return { name: path.slice(path.lastIndexOf('/') + 1), bytes: new Uint8Array(readFileSync(new URL(path, FEEDS))) };
}

/** The same file parsed. */
export function feedJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(path, FEEDS), 'utf8')) as Record<string, unknown>;
}

/** The five CoinGecko documents, 2026-04-09 (Thursday) to 2026-04-13 (Monday). */
export const COINGECKO_DAYS = ['2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13'];
export const coingeckoFiles = () => COINGECKO_DAYS.map((day) => feed(`coingecko/simple-price-${day}.json`));

/** A dataset file with the documents' SHA-256 taken out of its sources: the same rows read from other bytes (CRLF, a zip, XML) compare equal. */
export function withoutDigests<D extends { readonly snapshots: readonly { readonly sources?: readonly object[] }[] }>(dataset: D): D {
  const snapshots = dataset.snapshots.map((row) =>
    row.sources === undefined
      ? row
      : { ...row, sources: row.sources.map((source) => Object.fromEntries(Object.entries(source).filter(([key]) => key !== 'sha256'))) },
  );
  return { ...dataset, snapshots };
}
