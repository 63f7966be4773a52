import { decimalOfInteger, divideRounded, multiply, ONE, parseDecimal, type Decimal } from '../decimal/index.js';
import type { CurrencyCode, Dataset, Snapshot } from '../types.js';

// A published figure `"13.5/100"`: the figure and the units it is for.
function figureOf(text: string | undefined): [Decimal, Decimal] | undefined {
  if (text === undefined) return undefined;
  const slash = text.indexOf('/');
  const figure = parseDecimal(slash < 0 ? text : text.slice(0, slash));
  const unit = slash < 0 ? ONE : decimalOfInteger(false, Number(text.slice(slash + 1)), 0);
  return figure && figure.num > 0 ? [figure, unit] : undefined;
}

/**
 * The rate `from → to` from the figures a snapshot keeps as its source published them (`published`,
 * units of the pivot per unit of a code): towards the pivot the figure itself, digit for digit (NBP's
 * 4.2732 PLN per EUR); from the pivot, or between two published codes, the exact quotient of the
 * figures rounded once, half-even, to 12 significant digits. Undefined where a code's figure is not kept.
 *
 * @param dataset - The dataset.
 * @param snapshot - The snapshot.
 * @param from - Canonical source code.
 * @param to - Canonical target code.
 * @param side - `published` (the mid figures), or the source's `buying` or `selling` rates.
 * @returns The rate, or undefined.
 * @example
 * publishedRate(nbp, snapshot, 'EUR', 'PLN') // the decimal 4.2732
 */
export function publishedRate(
  dataset: Dataset,
  snapshot: Snapshot,
  from: CurrencyCode,
  to: CurrencyCode,
  side: 'published' | 'buying' | 'selling' = 'published',
): Decimal | undefined {
  const published = snapshot[side];
  if (published === undefined || from === to) return undefined;
  const pivot: [Decimal, Decimal] = [ONE, ONE];
  const a = from === dataset.pivot ? pivot : figureOf(published[from]);
  const b = to === dataset.pivot ? pivot : figureOf(published[to]);
  if (a === undefined || b === undefined) return undefined;
  // (a / aUnit) / (b / bUnit), one division: the figure itself when b is the pivot and aUnit is 1.
  return divideRounded(multiply(a[0], b[1]), multiply(b[0], a[1]));
}
