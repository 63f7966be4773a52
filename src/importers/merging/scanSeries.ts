import type { DatasetFile } from '../../dataset/schema.js';
import { LEGACY_CURRENCIES } from './legacyCurrencies.js';
import type { ImportOptions } from '../types.js';
import type { WarningList } from '../warningList.js';

/**
 * Looks through a dataset file's series for suspicious data and adds warnings: a rate that moves by
 * more than the jump factor since the code's previous quote (`jump`), and a code quoted on one
 * date and missing on the next snapshot (`code_disappears`). It changes nothing.
 *
 * @example
 * scanSeries(file, { jumpFactor: 3 }, warnings)
 */
export function scanSeries(file: DatasetFile, options: ImportOptions, warnings: WarningList): void {
  const codes = [...file.fiat, ...file.crypto];
  const fiatFactor = options.jumpFactor ?? 3;
  const cryptoFactor = options.cryptoJumpFactor ?? 10;
  const { snapshots } = file;
  codes.forEach((code, column) => {
    const factor = column < file.fiat.length ? fiatFactor : cryptoFactor;
    let previous = NaN;
    let previousDate = '';
    for (let i = 0; i < snapshots.length; i++) {
      const literal = snapshots[i]!.rates[column];
      const date = snapshots[i]!.date;
      if (literal === null || literal === undefined) {
        if (i > 0 && snapshots[i - 1]!.rates[column] !== null) warnings.add('code_disappears', date, code, disappearance(code, previousDate, date));
        continue;
      }
      const value = Number(literal);
      const ratio = value > previous ? value / previous : previous / value;
      if (ratio > factor) {
        warnings.add('jump', date, code, `${code} moved from ${previous} on ${previousDate} to ${value} on ${date} (a factor of ${ratio.toPrecision(3)})`);
      }
      previous = value;
      previousDate = date;
    }
  });
}

function disappearance(code: string, last: string, missing: string): string {
  const legacy = Object.hasOwn(LEGACY_CURRENCIES, code) ? LEGACY_CURRENCIES[code] : undefined;
  const why = legacy ? ` (${legacy.name}, replaced by ${legacy.replacedBy} on ${legacy.since})` : '';
  return `${code} is quoted up to ${last} and missing on ${missing}${why}`;
}
