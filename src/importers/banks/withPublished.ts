import { toPlainString, type Decimal } from '../../decimal/index.js';
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

/**
 * Groups `date code` -> figure entries by date, as `withPublished` takes them.
 *
 * @param figures - `"2026-03-03 EUR"` -> `"4.2732"`.
 * @returns Quote date -> code -> figure.
 * @example
 * byDate(new Map([['2026-03-03 EUR', '4.2732']])).get('2026-03-03')?.get('EUR') // "4.2732"
 */
export function byDate(figures: ReadonlyMap<string, string>): Map<IsoDate, Map<CurrencyCode, string>> {
  const out = new Map<IsoDate, Map<CurrencyCode, string>>();
  for (const [key, figure] of figures) {
    const [date, code] = key.split(' ') as [string, string];
    let day = out.get(date);
    if (!day) out.set(date, (day = new Map()));
    day.set(code, figure);
  }
  return out;
}

/**
 * A figure as a row's `published` writes it: the value, and `/units` when it is for more than one unit.
 *
 * @param value - The figure as published (units of the pivot).
 * @param units - The units of the code it is for (1, 100, ...).
 * @returns `"4.2732"` or `"13.5/100"`.
 * @example
 * publishedFigure(parseDecimal('57,0006'.replace(',', '.'))!, decimalOfInteger(false, 100, 0)) // "57.0006/100"
 */
export function publishedFigure(value: Decimal, units: Decimal): string {
  const unit = toPlainString(units);
  return unit === '1' ? toPlainString(value) : `${toPlainString(value)}/${unit}`;
}
