import type { IsoDate } from '../../types.js';
import type { ImportResult } from '../types.js';
import type { BankImportResult, Provenance } from './types.js';

/**
 * Puts each date's provenance into the dataset rows as `sources` (`{ name: provider, table? }`), so
 * receipts (`explain: true`) name the bank and its table, and returns the result with `provenance`.
 * A row whose date has no provenance is left without sources.
 *
 * @param result - An importer's result.
 * @param provenance - Quote date -> the tables that quoted it.
 * @returns The result, its rows carrying their sources, with `provenance`.
 * @example
 * withSources(result, { '2026-03-02': [{ provider: 'nbp', table: '041/A/NBP/2026' }] }).dataset.snapshots[0].sources
 * // [{ name: 'nbp', table: '041/A/NBP/2026' }]
 */
export function withSources(result: ImportResult, provenance: Readonly<Record<IsoDate, readonly Provenance[]>>): BankImportResult {
  const snapshots = result.dataset.snapshots.map((row) => {
    const tables = Object.hasOwn(provenance, row.date) ? provenance[row.date]! : [];
    if (tables.length === 0) return row;
    return { ...row, sources: tables.map((p) => (p.table === undefined ? { name: p.provider } : { name: p.provider, table: p.table })) };
  });
  return { ...result, dataset: { ...result.dataset, snapshots }, provenance };
}
