import * as v from 'valibot';
import { ASSET_CODE, FIAT_CODE } from './codeSyntax.js';

/** The file format tag this version of ratebook reads. */
export const DATASET_FORMAT = 'ratebook-dataset@1';

const fiatCode = v.pipe(v.string(), v.regex(FIAT_CODE, 'expected an upper-case ISO 4217 code'));
const cryptoCode = v.pipe(v.string(), v.regex(ASSET_CODE, 'expected an upper-case asset code'));
const text = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'));
const smallInt = v.pipe(
  v.number(),
  v.integer('expected an integer from 0 to 30'),
  v.minValue(0, 'expected an integer from 0 to 30'),
  v.maxValue(30, 'expected an integer from 0 to 30'),
);

/**
 * The structure of a dataset file, checked by valibot; the rules that relate one part
 * to another (sorted dates, codes with metadata, the pivot at 1) are checked in loadDataset.
 */
export const DatasetFileSchema = v.strictObject({
  format: v.literal(DATASET_FORMAT, `expected "${DATASET_FORMAT}"`),
  pivot: v.string('expected a currency code'),
  fiat: v.array(fiatCode),
  crypto: v.array(cryptoCode),
  fiatMeta: v.record(v.string(), v.strictObject({ minorUnits: smallInt })),
  cryptoMeta: v.record(
    v.string(),
    v.strictObject({
      name: text,
      symbol: text,
      exponent: smallInt,
      type: v.literal('crypto', 'expected "crypto"'),
    }),
  ),
  locales: v.record(v.string(), v.record(v.string(), v.tuple([text, text]))),
  snapshots: v.pipe(
    v.array(
      v.strictObject({
        date: v.string('expected a date YYYY-MM-DD'),
        updated_at: v.string('expected an ISO 8601 UTC timestamp'),
        // Each rate (a positive number, a decimal string or null) is checked by loadDataset's own
        // loop: tens of thousands of values, where a per-value schema would dominate load time.
        rates: v.array(v.unknown()),
      }),
    ),
    v.minLength(1, 'expected at least one snapshot'),
  ),
});

/** A dataset file as written on disk, after structural validation. */
export type DatasetFile = v.InferOutput<typeof DatasetFileSchema>;
