import Big from 'big.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { RatebookError } from '../../../src/index.js';
import type { DatasetFile } from '../../../src/importers/index.js';

/** The real central-bank responses the project shares for tests; never copied into the repository. */
export const BANKS_DIR = new URL('../../../../shared/data/central-banks/', import.meta.url);

interface ManifestEntry {
  readonly file: string;
  readonly sha256: string;
}

const manifest = JSON.parse(readFileSync(new URL('manifest.json', BANKS_DIR), 'utf8')) as ManifestEntry[];

/** A recorded response's bytes, after checking them against the SHA-256 the manifest gives. */
export function bankFile(file: string): Uint8Array {
  const bytes = new Uint8Array(readFileSync(new URL(file, BANKS_DIR)));
  const entry = manifest.find((e) => e.file === file);
  expect(entry, `${file} in manifest.json`).toBeDefined();
  expect(createHash('sha256').update(bytes).digest('hex'), `sha256 of ${file}`).toBe(entry!.sha256);
  return bytes;
}

/** The same file as text. */
export function bankText(file: string): string {
  return new TextDecoder().decode(bankFile(file));
}

// A private constructor: our precision settings stay out of other tests' Big.
const B = Big();
B.DP = 60;
B.RM = Big.roundHalfEven;

/**
 * What the dataset must store for a bank that quotes its currency per `units` of another:
 * `units / price`, exactly when the quotient terminates, else rounded to 12 significant digits
 * half-even; computed with big.js, apart from the importer's own arithmetic.
 */
export function expectedInverse(units: string, price: string): Big {
  const q = new B(units).div(price);
  return q.times(price).eq(units) ? q : q.prec(12, Big.roundHalfEven);
}

/** A dataset literal as an exact big.js value. */
export const bigOf = (literal: number | string | null): Big => new B(String(literal));

/** Each (date, code) value of a dataset, the pivot's 1 left out. */
export function datasetValues(dataset: DatasetFile): Map<string, number | string> {
  const codes = [...dataset.fiat, ...dataset.crypto];
  const out = new Map<string, number | string>();
  for (const snapshot of dataset.snapshots) {
    snapshot.rates.forEach((rate, i) => {
      if (rate !== null && codes[i] !== dataset.pivot) out.set(`${snapshot.date} ${codes[i]}`, rate as number | string);
    });
  }
  return out;
}

/**
 * Runs an import that must fail and returns where the error says the first bad value is: the
 * location its message leads with (`line 12, column OBS_VALUE`, `[0].rates[3].mid`), after
 * checking that it is an `invalid_feed` RatebookError. The wording after it is not checked.
 */
export function feedLocation(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code).toBe('invalid_feed');
    const message = (error as RatebookError).message;
    return message.slice(0, message.indexOf(': '));
  }
  throw new Error('expected an invalid_feed error');
}

/** The text as UTF-16 with a byte-order mark: what a wrongly encoded response looks like. */
export function utf16(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(`\ufeff${text}`, 'utf16le'));
}

/** A gateway's HTML error page, as a broken upstream serves instead of the data. */
export const HTML_ERROR = '<!DOCTYPE html>\n<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>\n';
