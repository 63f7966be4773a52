import Big from 'big.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { RatebookError } from '../../../src/index.js';
import type { DatasetFile } from '../../../src/importers/index.js';

/*
 * The one helper of the bank importers' tests: the central banks' recorded answers (read from
 * test/fixtures/central-banks, each checked against its manifest.json's SHA-256), the
 * values a dataset must hold for them (computed with big.js, apart from the importers), and the
 * checks of an `invalid_feed` error's location.
 */

/** The 13 central banks' recorded answers, copied into the repository (test/fixtures/README.md). */
export const BANKS_DIR = new URL('../../fixtures/central-banks/', import.meta.url);

interface ManifestEntry {
  readonly file: string;
  readonly request: string;
  readonly content_type: string;
  readonly sha256: string;
  /** The form or envelope of a POST or SOAP request. */
  readonly request_body?: string;
}

/** `manifest.json`: each file's request URL (keys redacted), content type and SHA-256. */
export const MANIFEST: readonly ManifestEntry[] = JSON.parse(readFileSync(new URL('manifest.json', BANKS_DIR), 'utf8'));

/** The manifest entries of one bank's folder (`cbr/`), in the manifest's order. */
export const entriesOf = (folder: string): ManifestEntry[] => MANIFEST.filter((entry) => entry.file.startsWith(`${folder}/`));

/** A recorded file's bytes, once its SHA-256 is the manifest's (a changed file fails here, not as a wrong count). */
export function bankFile(file: string): Uint8Array {
  const bytes = new Uint8Array(readFileSync(new URL(file, BANKS_DIR)));
  const entry = MANIFEST.find((e) => e.file === file);
  expect(entry, `${file} is in manifest.json`).toBeDefined();
  expect(createHash('sha256').update(bytes).digest('hex'), `${file} has the manifest's sha256`).toBe(entry!.sha256);
  return bytes;
}

/** A recorded file as UTF-8 text. */
export const bankText = (file: string): string => new TextDecoder().decode(bankFile(file));

// The test's own big.js, apart from the library's: 60 decimals, truncating, then a sticky digit.
const B = Big();
B.DP = 60;
B.RM = Big.roundDown;

/**
 * What the dataset must hold for a quote, computed with big.js apart from the importer:
 * `value / nominal`, or its inverse `nominal / value` (`inverse`), exact when the quotient
 * terminates within 30 significant digits, else rounded once to 12 significant digits half-even.
 */
export function expectedRate(value: string, nominal: string, inverse: boolean): Big {
  const [a, b] = inverse ? [new B(nominal), new B(value)] : [new B(value), new B(nominal)];
  const q = a.div(b);
  if (q.times(b).eq(a) && q.c.length <= 30) return q;
  return q.plus(new B('1e-61')).prec(12, Big.roundHalfEven);
}

/** The dataset's stored value of `code` on `date`, as a big.js number (undefined when not quoted). */
export function storedRate(dataset: DatasetFile, date: string, code: string): Big | undefined {
  const column = [...dataset.fiat, ...dataset.crypto].indexOf(code);
  const literal = dataset.snapshots.find((s) => s.date === date)?.rates[column];
  return literal === null || literal === undefined ? undefined : new B(String(literal));
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

/** How many (date, code) values a dataset holds besides the pivot's 1s. */
export const valueCount = (dataset: DatasetFile): number => dataset.snapshots.reduce((n, s) => n + s.rates.filter((r) => r !== null).length - 1, 0);

// An import that must fail: its message, once the error is an `invalid_feed` RatebookError.
function feedMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code).toBe('invalid_feed');
    return (error as RatebookError).message;
  }
  throw new Error('expected an invalid_feed error');
}

/**
 * Runs an import that must fail with `invalid_feed` and returns the location its message leads
 * with (`line 12, column OBS_VALUE`, `[0].rates[3].mid`), the importers' contract; the wording
 * after it is not checked.
 */
export function feedLocation(run: () => unknown): string {
  const message = feedMessage(run);
  return message.slice(0, message.indexOf(': '));
}

/** Checks that an import fails with `invalid_feed` at `path` (which may itself hold `: `, as `cbr-3.xml: /ValCurs/...`). */
export async function expectFeedPath(run: () => unknown, path: string): Promise<void> {
  expect(feedMessage(run).slice(0, path.length + 2)).toBe(`${path}: `);
}

/** A copy of `bytes` with the first occurrence of `from` (ASCII) replaced by `to`. */
export function replaceAscii(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  const at = text.indexOf(from);
  expect(at, `${from} occurs in the document`).toBeGreaterThanOrEqual(0);
  return new Uint8Array(Buffer.from(text.slice(0, at) + to + text.slice(at + from.length), 'latin1'));
}

/** The text as UTF-16 with a byte-order mark: what a wrongly encoded response looks like. */
export function utf16(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(`\ufeff${text}`, 'utf16le'));
}

/** An HTML error page as a bank's server answers one. */
export const HTML_ERROR = '<!DOCTYPE html>\n<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>\n';

/** `line L, column C` of a character offset, as the importers locate syntax errors (counted here apart from them). */
export function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `line ${before.split('\n').length}, column ${offset - before.lastIndexOf('\n')}`;
}

/**
 * Compares two banks' datasets on every date and code both quote (after rebasing `b` onto `a`'s
 * pivot through `b`'s own rate of it) and returns how many (date, code) pairs lie within
 * `tolerance` of each other and which do not: a quote read the wrong way round or with the wrong
 * nominal is off by a factor, never by a few per cent.
 */
export function crossCheck(a: DatasetFile, b: DatasetFile, tolerance = 0.05): { agree: number; disagree: string[] } {
  let agree = 0;
  const disagree: string[] = [];
  for (const { date } of a.snapshots) {
    const pivotInB = a.pivot === b.pivot ? new B(1) : storedRate(b, date, a.pivot);
    if (!pivotInB || !b.snapshots.some((s) => s.date === date)) continue;
    for (const code of a.fiat) {
      if (code === a.pivot) continue;
      const mine = storedRate(a, date, code);
      const theirs = code === b.pivot ? new B(1) : storedRate(b, date, code);
      if (!mine || !theirs) continue;
      const ratio = Number(mine.div(theirs.div(pivotInB)));
      if (Math.abs(ratio - 1) < tolerance) agree++;
      else disagree.push(`${code} ${date} ${ratio}`);
    }
  }
  return { agree, disagree };
}
