import * as v from 'valibot';
import { ASSET_CODE, FIAT_CODE } from './codeSyntax.js';
import type { StoredMembers } from './storedSchema.js';
import { DATASET_FORMAT, FORMAT_EXPECTED } from './format.js';

export { DATASET_FORMAT };

// Each schema is built at the top level, every valibot call marked /* @__PURE__ */: esbuild does not
// honour valibot's own no-side-effects marks across files, so without them a bundle that shares a
// chunk with this module but never loads a dataset would keep the whole schema and valibot
// (test/dataset/schemaPure.test.ts).
// Every schema carries ratebook's own sentence, so no valibot wording reaches a message; the
// missing and unknown keys of an object are worded by loadDataset from the kind.
const OBJECT = 'expected an object';
const LIST = 'expected a list';
// A value with one sentence for whatever is wrong with it (its type, its length, its syntax) is one
// `custom` test, where v.string, or a pipe of v.string or v.number with v.regex, v.minLength,
// v.maxLength or v.check, would say the same sentence at the same path: the same first issue, and six
// valibot functions fewer in every bundle with loadDataset (test/dataset/loadDataset.test.ts holds the words).
const aString = /* @__NO_SIDE_EFFECTS__ */ (message: string) => v.custom<string>((value) => typeof value === 'string', message);
const matching = /* @__NO_SIDE_EFFECTS__ */ (pattern: RegExp, message: string) =>
  v.custom<string>((value) => typeof value === 'string' && pattern.test(value), message);
const bounded = /* @__NO_SIDE_EFFECTS__ */ (max: number, message: string) =>
  v.custom<string>((value) => typeof value === 'string' && value.length > 0 && value.length <= max, message);
const fiatCode = /* @__PURE__ */ matching(FIAT_CODE, 'expected an upper-case ISO 4217 code');
const cryptoCode = /* @__PURE__ */ matching(ASSET_CODE, 'expected an upper-case asset code');
const text = /* @__PURE__ */ bounded(Infinity, 'expected a non-empty string');
const smallInt = /* @__PURE__ */ v.custom<number>((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 30, 'expected an integer from 0 to 30');
const key = /* @__PURE__ */ aString('expected a string key');
// A row's dates and instants are checked as text here; buildDataset holds each to the calendar.
const date = /* @__PURE__ */ aString('expected a date YYYY-MM-DD');
const timestamp = /* @__PURE__ */ aString('expected an ISO 8601 UTC timestamp');
const SOURCES = 'expected a list of up to 32 sources { name, table?, sha256?, codes? }';
const CODES = 'expected a list of up to 400 currency codes';
const SHA256 = /* @__PURE__ */ matching(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits');
// Bounded, like every other string of the file: a receipt repeats these in every explained answer.
const label = /* @__PURE__ */ bounded(200, 'expected a non-empty string of at most 200 characters');

/**
 * The optional `sources` of a snapshot row: who published its rates (`name`) and the provider's id
 * of the document where it has one (`table`, such as NBP's `041/A/NBP/2026`) and the SHA-256 of the
 * document the importer read (`sha256`, hex). Receipts (`explain: true`) name them; a row without
 * them, or a source without `sha256` (every file written before it), is still valid.
 */
export const SnapshotSourcesSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.array(
    /* @__PURE__ */ v.strictObject(
      {
        name: label,
        table: /* @__PURE__ */ v.optional(label),
        sha256: /* @__PURE__ */ v.optional(SHA256),
        codes: /* @__PURE__ */ v.optional(
          /* @__PURE__ */ v.pipe(
            /* @__PURE__ */ v.array(/* @__PURE__ */ matching(/^[A-Za-z0-9]{1,12}$/, CODES), CODES),
            // A list's bound is an action after its items, so an item's issue still names its index.
            /* @__PURE__ */ v.check((list) => list.length <= 400, CODES),
            /* @__PURE__ */ v.readonly(),
          ),
        ),
      },
      OBJECT,
    ),
    SOURCES,
  ),
  /* @__PURE__ */ v.check((list) => list.length <= 32, SOURCES),
);

const VERSIONS = 'expected a list of 1 to 64 versions [published_at, rate, figure?]';
const VERSION = 'expected a version [published_at, rate, figure?]';
/** A figure as published: a decimal of up to 20 + 20 digits, or one per `n` units (`13.5/100`); buildDataset's versions hold figures to it too. */
export const FIGURE = /^\d{1,20}(\.\d{1,20})?(\/[1-9]\d{0,8})?$/;
const PUBLISHED = 'expected each code\'s figure as published, a decimal such as "4.2732", or "13.5/100" for 100 units';

/**
 * The optional `published` of a snapshot row: each code's figure as its source published it, in
 * units of the pivot per unit of the code (`"4.2732"`: PLN per EUR), or per `n` units
 * (`"13.5/100"`). Importers of sources that quote the other way than the dataset stores write it, so
 * a rate policy answers the authority's figure digit for digit; a row without it is still valid.
 */
export const PublishedSchema = /* @__PURE__ */ v.record(
  key,
  /* @__PURE__ */ v.custom<string>((value) => typeof value === 'string' && value.length <= 48 && FIGURE.test(value), PUBLISHED),
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
export const SnapshotRowSchema = /* @__PURE__ */ v.strictObject(
  {
    date,
    updated_at: timestamp,
    // Each rate (a positive number, a decimal string or null) is checked by loadDataset's own
    // loop: tens of thousands of values, where a per-value schema would dominate load time.
    rates: /* @__PURE__ */ v.array(/* @__PURE__ */ v.unknown(), LIST),
    sources: /* @__PURE__ */ v.optional(SnapshotSourcesSchema),
    published: /* @__PURE__ */ v.optional(PublishedSchema),
    // The source's buying and selling rates where it publishes them (TCMB), in the same form.
    buying: /* @__PURE__ */ v.optional(PublishedSchema),
    selling: /* @__PURE__ */ v.optional(PublishedSchema),
    dates: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.record(key, date, OBJECT)),
    // When the row's values were first published (absent: `updated_at`), and each amended value's
    // versions in order of publication, `[published_at, rate, figure?]`; their entries are checked
    // by buildDataset (versionsOf), which words them as every other value of a row.
    published_at: /* @__PURE__ */ v.optional(timestamp),
    versions: /* @__PURE__ */ v.optional(
      /* @__PURE__ */ v.record(
        key,
        /* @__PURE__ */ v.pipe(
          /* @__PURE__ */ v.array(/* @__PURE__ */ v.array(/* @__PURE__ */ v.unknown(), VERSION), VERSIONS),
          /* @__PURE__ */ v.check((list) => list.length >= 1 && list.length <= 64, VERSIONS),
        ),
        OBJECT,
      ),
    ),
  },
  OBJECT,
);

const storedMember = /* @__PURE__ */ v.record(key, /* @__PURE__ */ v.unknown(), OBJECT);

/**
 * The structure of a dataset file, checked by valibot (with the optional `curation`, `head` and
 * `signature` members a live dataset's store writes after `snapshots`, each only as an object); the rules that relate one part
 * to another (sorted dates, codes with metadata, the pivot at 1) are checked in loadDataset.
 */
export const DatasetFileSchema = /* @__PURE__ */ v.strictObject(
  {
    format: /* @__PURE__ */ v.custom<typeof DATASET_FORMAT>((value) => value === DATASET_FORMAT, FORMAT_EXPECTED),
    pivot: /* @__PURE__ */ aString('expected a currency code'),
    fiat: /* @__PURE__ */ v.array(fiatCode, LIST),
    crypto: /* @__PURE__ */ v.array(cryptoCode, LIST),
    fiatMeta: /* @__PURE__ */ v.record(key, /* @__PURE__ */ v.strictObject({ minorUnits: smallInt }, OBJECT), OBJECT),
    cryptoMeta: /* @__PURE__ */ v.record(
      key,
      /* @__PURE__ */ v.strictObject(
        {
          name: text,
          symbol: text,
          exponent: smallInt,
          type: /* @__PURE__ */ v.custom<'crypto'>((value) => value === 'crypto', 'expected "crypto"'),
        },
        OBJECT,
      ),
      OBJECT,
    ),
    locales: /* @__PURE__ */ v.record(key, /* @__PURE__ */ v.record(key, /* @__PURE__ */ v.tuple([text, text], 'expected [name, symbol]'), OBJECT), OBJECT),
    snapshots: /* @__PURE__ */ v.pipe(
      /* @__PURE__ */ v.array(SnapshotRowSchema, LIST),
      /* @__PURE__ */ v.check((list) => list.length > 0, 'expected at least one snapshot'),
    ),
    // A live dataset's store adds these; every other reader ignores them, so here each is only an
    // object: their contents are checked by the one reader of them, live's (storedSchema.ts), and
    // their schemas stay out of every bundle that only loads datasets.
    curation: /* @__PURE__ */ v.optional(storedMember),
    head: /* @__PURE__ */ v.optional(storedMember),
    signature: /* @__PURE__ */ v.optional(storedMember),
  },
  OBJECT,
);

/**
 * A dataset file as written on disk, after structural validation; the members a live dataset's store
 * adds are as it writes them (live's reader checks them with `StoredMembersSchema`).
 */
export type DatasetFile = Omit<v.InferOutput<typeof DatasetFileSchema>, keyof StoredMembers> & StoredMembers;
