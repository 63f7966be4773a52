import * as v from 'valibot';

// Every top-level valibot call is marked /* @__PURE__ */, as in schema.ts (test/dataset/schemaPure.test.ts).
// The three optional members a live dataset's store adds to a dataset file. loadDataset, like every
// reader but live's, ignores them (`DatasetFileSchema` checks only that each is an object), so these
// schemas ship with ratebook/live, not with every bundle that loads a dataset; live's reader checks a
// stored file with `StoredMembersSchema` after loadDataset, in the same words and paths.
// They are bounded like the rest of the file: a stored value is read from a store others may write.
const OBJECT = 'expected an object';
const LIST = 'expected a list';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string('expected a date YYYY-MM-DD'), /* @__PURE__ */ v.regex(DATE, 'expected a date YYYY-MM-DD'));
// One check for the one sentence (v.gtValue and v.finite would each add an action to every bundle with loadDataset).
const positive = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.number('expected a positive number'),
  /* @__PURE__ */ v.check((n) => n > 0 && Number.isFinite(n), 'expected a positive number'),
);
const literal = /* @__PURE__ */ v.union(
  [positive, /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string('expected a decimal string'), /* @__PURE__ */ v.maxLength(64, 'expected a decimal string'))],
  'expected a number or a decimal string',
);
const code = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string('expected a code'), /* @__PURE__ */ v.maxLength(16, 'expected a code'));
const list = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, LIST), v.maxLength(4096, 'expected a list of at most 4096 entries'));
const perCode = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) => v.record(code, item, OBJECT);

/**
 * The curation state a live round leaves (`CurationState` of ratebook/curation), as a stored dataset
 * carries it in its `curation` member: what the next round needs to decide as this one would.
 */
export const StoredCurationSchema = /* @__PURE__ */ v.strictObject(
  {
    pending: /* @__PURE__ */ perCode(/* @__PURE__ */ list(/* @__PURE__ */ v.strictObject({ date, value: positive, literal }, OBJECT))),
    levels: /* @__PURE__ */ perCode(date),
    recent: /* @__PURE__ */ perCode(/* @__PURE__ */ list(/* @__PURE__ */ v.strictObject({ date, value: positive }, OBJECT))),
    alternating: /* @__PURE__ */ v.optional(/* @__PURE__ */ perCode(date)),
  },
  OBJECT,
);

/** The signature algorithms a stored dataset may carry (WebCrypto's names). */
export const SIGNATURE_ALGORITHMS = ['HMAC-SHA-256', 'Ed25519'] as const;

/**
 * A stored dataset's `signature` member: the algorithm and the signature (base64url, no padding)
 * over the text of the file without this member (see `signedText` of ratebook/live).
 */
export const StoredSignatureSchema = /* @__PURE__ */ v.strictObject(
  {
    // The sentence written out: a call at the top level (map, join) would keep this schema in a bundle that never reads it.
    alg: /* @__PURE__ */ v.picklist(SIGNATURE_ALGORITHMS, 'expected "HMAC-SHA-256" or "Ed25519"'),
    value: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string('expected base64url'), /* @__PURE__ */ v.regex(/^[A-Za-z0-9_-]{16,200}$/, 'expected base64url')),
  },
  OBJECT,
);

/**
 * The signed head a signing live dataset puts in what it stores: the dataset's version, signed by
 * the same key as the file, so that an instance with the verify key keeps it beside its store as the
 * record of the newest version it adopted (no rollback across a restart), without the whole file.
 */
export const StoredHeadSchema = /* @__PURE__ */ v.strictObject(
  {
    format: /* @__PURE__ */ v.string(),
    catalog: /* @__PURE__ */ v.string(),
    date: /* @__PURE__ */ v.string(),
    capturedAt: /* @__PURE__ */ v.number(),
    signature: StoredSignatureSchema,
  },
  OBJECT,
);

/**
 * The members a live dataset's store adds to a dataset file, each optional: what live's reader
 * (`checkStoredMembers` of ratebook/live) checks of a stored file beyond loadDataset.
 */
export const StoredMembersSchema = /* @__PURE__ */ v.strictObject(
  {
    curation: /* @__PURE__ */ v.optional(StoredCurationSchema),
    head: /* @__PURE__ */ v.optional(StoredHeadSchema),
    signature: /* @__PURE__ */ v.optional(StoredSignatureSchema),
  },
  OBJECT,
);

/** The members a live dataset's store adds to a dataset file, as it writes them. */
export type StoredMembers = v.InferOutput<typeof StoredMembersSchema>;
