import { fail, quote } from '../errors.js';
import { policies } from '../policy/policies.js';
import type { Dataset } from '../types.js';
import { representation, type Representation } from './caching.js';

// The list never changes within a process: one body, one ETag.
let body: string | undefined;
// A fixed Last-Modified: the built-ins change with the package, not with the dataset.
const SINCE = '2026-01-01T00:00:00Z';

/**
 * `GET /v1/policies`: the built-in rate policies (`policies()`), each with its rule and its legal
 * basis. It takes no parameter (any is `invalid_parameter`, as elsewhere).
 *
 * @param _dataset - Unused: the list is the package's, not the dataset's.
 * @param query - The query parameters (none accepted).
 * @returns The representation `{ "policies": [...] }`.
 * @example
 * policiesRepresentation(ds, {}).body
 */
export function policiesRepresentation(_dataset: Dataset, query: Record<string, string>): Representation {
  for (const key in query) fail('invalid_parameter', `GET /v1/policies takes no parameter, got ${quote(key)}.`, key.slice(0, 64));
  body ??= JSON.stringify({ policies: policies() });
  return representation(body, SINCE);
}
