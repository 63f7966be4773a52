import * as v from 'valibot';
import { invalidIssue, isObject } from '../../dataset/loadDataset.js';
import { StoredMembersSchema, type StoredMembers } from '../../dataset/storedSchema.js';

/**
 * Checks the members a live dataset's store adds to a dataset file (`curation`, `head`,
 * `signature`), which loadDataset leaves to this reader, their only one: a bad member is the
 * `invalid_dataset` error loadDataset words every other part of the file with (its path, its
 * sentence), so a stored file is refused as a whole, as before the check left the core.
 *
 * @param file - A parsed dataset file that loadDataset accepted.
 * @returns Its stored members, checked.
 * @example
 * const { curation } = checkStoredMembers(JSON.parse(text)); // throws "curation.levels.EUR: expected a date YYYY-MM-DD"
 */
export function checkStoredMembers(file: unknown): StoredMembers {
  const { curation, head, signature } = isObject(file) ? file : {};
  const parsed = v.safeParse(StoredMembersSchema, { curation, head, signature });
  if (!parsed.success) invalidIssue(parsed.issues[0]);
  return parsed.output;
}
