import * as v from 'valibot';

// The two optional members a live dataset's store adds to a dataset file (see `DatasetFileSchema`).
// They are bounded like the rest of the file: a stored value is read from a store others may write.
const OBJECT = 'expected an object';
const LIST = 'expected a list';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = v.pipe(v.string('expected a date YYYY-MM-DD'), v.regex(DATE, 'expected a date YYYY-MM-DD'));
const positive = v.pipe(v.number('expected a positive number'), v.gtValue(0, 'expected a positive number'), v.finite('expected a positive number'));
const literal = v.union(
  [positive, v.pipe(v.string('expected a decimal string'), v.maxLength(64, 'expected a decimal string'))],
  'expected a number or a decimal string',
);
const code = v.pipe(v.string('expected a code'), v.maxLength(16, 'expected a code'));
const list = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, LIST), v.maxLength(4096, 'expected a list of at most 4096 entries'));
const perCode = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) => v.record(code, item, OBJECT);

/**
 * The curation state a live round leaves (`CurationState` of ratebook/curation), as a stored dataset
 * carries it in its `curation` member: what the next round needs to decide as this one would.
 */
export const StoredCurationSchema = v.strictObject(
  {
    pending: perCode(list(v.strictObject({ date, value: positive, literal }, OBJECT))),
    levels: perCode(date),
    recent: perCode(list(v.strictObject({ date, value: positive }, OBJECT))),
    alternating: v.optional(perCode(date)),
  },
  OBJECT,
);

/** The signature algorithms a stored dataset may carry (WebCrypto's names). */
export const SIGNATURE_ALGORITHMS = ['HMAC-SHA-256', 'Ed25519'] as const;

/**
 * A stored dataset's `signature` member: the algorithm and the signature (base64url, no padding)
 * over the text of the file without this member (see `signedText` of ratebook/live).
 */
export const StoredSignatureSchema = v.strictObject(
  {
    // Written out: a message made by a call at the top level would keep this schema in every bundle of dist/'s core chunk.
    alg: v.picklist(SIGNATURE_ALGORITHMS, 'expected "HMAC-SHA-256" or "Ed25519"'),
    value: v.pipe(v.string('expected base64url'), v.regex(/^[A-Za-z0-9_-]{16,200}$/, 'expected base64url')),
  },
  OBJECT,
);

/**
 * The signed head a signing live dataset puts in what it stores: the dataset's version, signed by
 * the same key as the file, so that an instance with the verify key keeps it beside its store as the
 * record of the newest version it adopted (no rollback across a restart), without the whole file.
 */
export const StoredHeadSchema = v.strictObject(
  {
    format: v.string(),
    catalog: v.string(),
    date: v.string(),
    capturedAt: v.number(),
    signature: StoredSignatureSchema,
  },
  OBJECT,
);
