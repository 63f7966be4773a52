import * as v from 'valibot';
import { ASSET_CODE, FIAT_CODE } from './codeSyntax.js';
import { StoredCurationSchema, StoredHeadSchema, StoredSignatureSchema } from './storedSchema.js';
import { DATASET_FORMAT } from './format.js';

export { DATASET_FORMAT };

// Every schema carries ratebook's own sentence, so no valibot wording reaches a message; the
// missing and unknown keys of an object are worded by loadDataset from the kind.
const OBJECT = 'expected an object';
const LIST = 'expected a list';
const fiatCode = v.pipe(v.string('expected an upper-case ISO 4217 code'), v.regex(FIAT_CODE, 'expected an upper-case ISO 4217 code'));
const cryptoCode = v.pipe(v.string('expected an upper-case asset code'), v.regex(ASSET_CODE, 'expected an upper-case asset code'));
const text = v.pipe(v.string('expected a non-empty string'), v.minLength(1, 'expected a non-empty string'));
const smallInt = v.pipe(
  v.number('expected an integer from 0 to 30'),
  v.integer('expected an integer from 0 to 30'),
  v.minValue(0, 'expected an integer from 0 to 30'),
  v.maxValue(30, 'expected an integer from 0 to 30'),
);
const key = v.string('expected a string key');
const SOURCES = 'expected a list of up to 32 sources { name, table?, sha256?, codes? }';
const CODES = 'expected a list of up to 400 currency codes';
const SHA256 = v.pipe(v.string('expected 64 lower-case hex digits'), v.regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits'));
// Bounded, like every other string of the file: a receipt repeats these in every explained answer.
const label = v.pipe(
  v.string('expected a non-empty string of at most 200 characters'),
  v.minLength(1, 'expected a non-empty string of at most 200 characters'),
  v.maxLength(200, 'expected a non-empty string of at most 200 characters'),
);

/**
 * The optional `sources` of a snapshot row: who published its rates (`name`) and the provider's id
 * of the document where it has one (`table`, such as NBP's `041/A/NBP/2026`) and the SHA-256 of the
 * document the importer read (`sha256`, hex). Receipts (`explain: true`) name them; a row without
 * them, or a source without `sha256` (every file written before it), is still valid.
 */
export const SnapshotSourcesSchema = v.pipe(
  v.array(
    v.strictObject(
      {
        name: label,
        table: v.optional(label),
        sha256: v.optional(SHA256),
        codes: v.optional(v.pipe(v.array(v.pipe(v.string(CODES), v.regex(/^[A-Za-z0-9]{1,12}$/, CODES)), CODES), v.maxLength(400, CODES), v.readonly())),
      },
      OBJECT,
    ),
    SOURCES,
  ),
  v.maxLength(32, SOURCES),
);

const VERSIONS = 'expected a list of 1 to 64 versions [published_at, rate, figure?]';
const VERSION = 'expected a version [published_at, rate, figure?]';
const PUBLISHED = 'expected each code\'s figure as published, a decimal such as "4.2732", or "13.5/100" for 100 units';

/**
 * The optional `published` of a snapshot row: each code's figure as its source published it, in
 * units of the pivot per unit of the code (`"4.2732"`: PLN per EUR), or per `n` units
 * (`"13.5/100"`). Importers of sources that quote the other way than the dataset stores write it, so
 * a rate policy answers the authority's figure digit for digit; a row without it is still valid.
 */
export const PublishedSchema = v.record(
  key,
  v.pipe(v.string(PUBLISHED), v.maxLength(48, PUBLISHED), v.regex(/^\d{1,20}(\.\d{1,20})?(\/[1-9]\d{0,8})?$/, PUBLISHED)),
  OBJECT,
);

/**
 * The structure of one snapshot row of a dataset file: its date, capture time, rates, optional
 * sources and optional `dates` (code -> the earlier date of a value a live round carried forward;
 * absent for the codes quoted on the row's own date, and in every file written before it existed),
 * optional `published_at` (when its values were first published; absent: `updated_at`) and optional
 * `versions` (code -> each version of an amended value, `[published_at, rate, figure?]`, oldest first,
 * the last being the row's rate; see docs/accounting.md "What was known when"). `extendDataset` checks a new row with it, as `DatasetFileSchema` checks every row.
 */
export const SnapshotRowSchema = v.strictObject(
  {
    date: v.string('expected a date YYYY-MM-DD'),
    updated_at: v.string('expected an ISO 8601 UTC timestamp'),
    // Each rate (a positive number, a decimal string or null) is checked by loadDataset's own
    // loop: tens of thousands of values, where a per-value schema would dominate load time.
    rates: v.array(v.unknown(), LIST),
    sources: v.optional(SnapshotSourcesSchema),
    published: v.optional(PublishedSchema),
    // The source's buying and selling rates where it publishes them (TCMB), in the same form.
    buying: v.optional(PublishedSchema),
    selling: v.optional(PublishedSchema),
    dates: v.optional(v.record(key, v.string('expected a date YYYY-MM-DD'), OBJECT)),
    // When the row's values were first published (absent: `updated_at`), and each amended value's
    // versions in order of publication, `[published_at, rate, figure?]`; their entries are checked
    // by buildDataset (versionsOf), which words them as every other value of a row.
    published_at: v.optional(v.string('expected an ISO 8601 UTC timestamp')),
    versions: v.optional(v.record(key, v.pipe(v.array(v.array(v.unknown(), VERSION), VERSIONS), v.minLength(1, VERSIONS), v.maxLength(64, VERSIONS)), OBJECT)),
  },
  OBJECT,
);

/**
 * The structure of a dataset file, checked by valibot (with the optional `curation` and `signature`
 * members a live dataset's store writes after `snapshots`); the rules that relate one part
 * to another (sorted dates, codes with metadata, the pivot at 1) are checked in loadDataset.
 */
export const DatasetFileSchema = v.strictObject(
  {
    // The format written out: a template of DATASET_FORMAT would keep this schema in every bundle of dist/'s core chunk.
    format: v.literal(DATASET_FORMAT, 'expected "ratebook-dataset@1"'),
    pivot: v.string('expected a currency code'),
    fiat: v.array(fiatCode, LIST),
    crypto: v.array(cryptoCode, LIST),
    fiatMeta: v.record(key, v.strictObject({ minorUnits: smallInt }, OBJECT), OBJECT),
    cryptoMeta: v.record(
      key,
      v.strictObject(
        {
          name: text,
          symbol: text,
          exponent: smallInt,
          type: v.literal('crypto', 'expected "crypto"'),
        },
        OBJECT,
      ),
      OBJECT,
    ),
    locales: v.record(key, v.record(key, v.tuple([text, text], 'expected [name, symbol]'), OBJECT), OBJECT),
    snapshots: v.pipe(v.array(SnapshotRowSchema, LIST), v.minLength(1, 'expected at least one snapshot')),
    // A live dataset's store adds these; every other reader ignores them (see storedSchema.ts).
    curation: v.optional(StoredCurationSchema),
    head: v.optional(StoredHeadSchema),
    signature: v.optional(StoredSignatureSchema),
  },
  OBJECT,
);

/** A dataset file as written on disk, after structural validation. */
export type DatasetFile = v.InferOutput<typeof DatasetFileSchema>;
