import type { CurrencyCode, IsoDate } from '../../types.js';
import type { BankImportResult } from './types.js';

/**
 * Writes each row's `published`: the figures as the bank published them (units of the pivot per
 * unit, or per `n` units as `"13.5/100"`), for the codes the dataset kept. The stored rates stay as
 * they are (units per pivot); a rate policy reads these to answer the bank's figure digit for digit.
 *
 * @param result - A bank importer's result.
 * @param figures - Quote date -> code -> the figure as published.
 * @returns The result, its rows carrying `published`.
 * @example
 * withPublished(result, new Map([['2026-03-03', new Map([['EUR', '4.2732']])]])).dataset.snapshots[0].published // { EUR: '4.2732' }
 */
export function withPublished<R extends BankImportResult>(result: R, figures: ReadonlyMap<IsoDate, ReadonlyMap<CurrencyCode, string>>): R {
  const kept = new Set(result.dataset.fiat);
  const snapshots = result.dataset.snapshots.map((row) => {
    const day = figures.get(row.date);
    if (day === undefined) return row;
    const published: Record<string, string> = {};
    for (const [code, figure] of day) if (kept.has(code)) published[code] = figure;
    return Object.keys(published).length === 0 ? row : { ...row, published };
  });
  return { ...result, dataset: { ...result.dataset, snapshots } };
}
