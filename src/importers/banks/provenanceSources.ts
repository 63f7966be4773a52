import type { IsoDate, SnapshotSource } from '../../types.js';
import type { ImportResult } from '../types.js';
import { importedDocuments, type DocumentHashes } from './documentHashes.js';
import type { BankImportResult, Provenance } from './types.js';

// The schema's bound on a row's sources: a date read from more documents names them without digests.
const MAX_SOURCES = 32;

/**
 * Puts each date's provenance into the dataset rows as `sources` (`{ name: provider, table?,
 * sha256? }`), so receipts (`explain: true`) name the bank, its table and the SHA-256 of the
 * document the values were read from, and returns the result with `provenance`. The digest is
 * known when the import had one document (every date's), or from `documents`, the input documents
 * each date was read from (quoteDays knows them): one source per document then. With several
 * documents and no such map, or a document given already parsed, the source names no digest rather
 * than a guess. A row whose date has no provenance is left without sources.
 *
 * @param result - An importer's result (finishImport's, which carries its documents' digests).
 * @param provenance - Quote date -> the tables that quoted it.
 * @param documents - Quote date -> the indexes of the input documents its values came from.
 * @returns The result, its rows carrying their sources, with `provenance`.
 * @example
 * withSources(result, { '2026-03-02': [{ provider: 'nbp', table: '041/A/NBP/2026' }] }).dataset.snapshots[0].sources
 * // [{ name: 'nbp', table: '041/A/NBP/2026', sha256: '3f0c…' }]
 */
export function withSources(
  result: ImportResult,
  provenance: Readonly<Record<IsoDate, readonly Provenance[]>>,
  documents?: ReadonlyMap<IsoDate, readonly number[]>,
): BankImportResult {
  const hashes = importedDocuments(result);
  const snapshots = result.dataset.snapshots.map((row) => {
    const tables = Object.hasOwn(provenance, row.date) ? provenance[row.date]! : [];
    if (tables.length === 0) return row;
    const digests = digestsOf(hashes, documents?.get(row.date));
    // Without digests the sources are the tables as before; with them, each table once per document.
    const sources =
      digests.length === 0 || digests.length * tables.length > MAX_SOURCES
        ? tables.map((p) => source(p, undefined))
        : tables.flatMap((p) => digests.map((sha256) => source(p, sha256)));
    return { ...row, sources };
  });
  return { ...result, dataset: { ...result.dataset, snapshots }, provenance };
}

/** A table (series) that quoted a date, and the input documents it was read from. */
export interface TableDocuments {
  readonly provenance: Provenance;
  readonly documents: readonly number[];
}

/**
 * `withSources` for an import that reads each table from documents of its own (a bank that answers
 * one series a request: PTAX, Banxico, the SARB): each date's tables, each named with the
 * SHA-256 of the documents it came from, rather than every table with every document of the date.
 *
 * @param result - An importer's result (finishImport's, which carries its documents' digests).
 * @param tables - Quote date -> the tables that quoted it, with their documents' indexes.
 * @returns The result, its rows carrying their sources, with `provenance`.
 * @example
 * withTableSources(result, { '2026-03-02': [{ provenance: { provider: 'bcb', table: 'PTAX EUR' }, documents: [1] }] })
 */
export function withTableSources(result: ImportResult, tables: Readonly<Record<IsoDate, readonly TableDocuments[]>>): BankImportResult {
  const hashes = importedDocuments(result);
  const provenance: Record<IsoDate, readonly Provenance[]> = {};
  const snapshots = result.dataset.snapshots.map((row) => {
    const listed = Object.hasOwn(tables, row.date) ? tables[row.date]! : [];
    if (listed.length === 0) return row;
    provenance[row.date] = listed.map((t) => t.provenance);
    const named = listed.flatMap((t) => digestsOf(hashes, t.documents).map((sha256) => source(t.provenance, sha256)));
    const sources = named.length <= MAX_SOURCES ? named : listed.map((t) => source(t.provenance, undefined));
    return { ...row, sources };
  });
  return { ...result, dataset: { ...result.dataset, snapshots }, provenance };
}

// The digests of one date's documents: those named, else the one document's, else none known.
function digestsOf(hashes: DocumentHashes | undefined, indexes: readonly number[] | undefined): (string | undefined)[] {
  if (hashes === undefined) return [];
  if (indexes !== undefined) return [...new Set([...indexes].sort((a, b) => a - b).map((i) => hashes.at(i)))];
  return hashes.count === 1 ? [hashes.at(0)] : [];
}

function source(p: Provenance, sha256: string | undefined): SnapshotSource {
  const named: { name: string; table?: string; sha256?: string; codes?: readonly string[] } = { name: p.provider };
  if (p.table !== undefined) named.table = p.table;
  if (sha256 !== undefined) named.sha256 = sha256;
  if (p.codes !== undefined) named.codes = p.codes;
  return named;
}

/**
 * Names one feed as the source of every row of an import's dataset (`{ name, sha256? }`): the ECB,
 * fawazahmed0, Open Exchange Rates and CoinGecko importers, whose documents have no table id. The
 * digest of a row's document comes from `digestOf` (each date's own document where an import
 * reads several), else from the import's one document; none is named where neither knows it.
 *
 * @param result - The importer's result.
 * @param name - The feed's name as its live source calls it (`ecb`).
 * @param digestOf - The hex SHA-256 of the document a date was read from.
 * @returns The result, its rows carrying their sources.
 * @example
 * return withFeedSources(finishImport(feed, options, warnings), 'ecb');
 */
export function withFeedSources<R extends ImportResult>(result: R, name: string, digestOf?: (date: IsoDate) => string | undefined): R {
  const hashes = importedDocuments(result);
  const only = hashes?.count === 1 ? hashes.at(0) : undefined;
  const snapshots = result.dataset.snapshots.map((row) => ({ ...row, sources: [source({ provider: name }, digestOf ? digestOf(row.date) : only)] }));
  return { ...result, dataset: { ...result.dataset, snapshots } };
}

/**
 * An import's result with its rows' sources taken out: what the live sources of the ECB,
 * fawazahmed0, Open Exchange Rates and CoinGecko read, whose documents named no provider before
 * imports named their feed. A live round groups its sources' votes by the provider their documents
 * name, else by the source's own name (src/live/round/gatherQuotes.ts); naming the feed there would
 * make two sources of one feed (a mirror beside the original, say) one vote.
 *
 * @param result - The importer's result.
 * @returns The same result, its rows without `sources`.
 * @example
 * read: (body, metadata) => unsourced(importEcbXml(body, { metadata })),
 */
export function unsourced<R extends ImportResult>(result: R): R {
  const snapshots = result.dataset.snapshots.map(({ sources: _, ...row }) => row);
  return { ...result, dataset: { ...result.dataset, snapshots } };
}
